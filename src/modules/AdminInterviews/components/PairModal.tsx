import { Form, Modal } from 'antd';
import { useState } from 'react';

import { CourseMentorSelect } from '@/components/course/CourseMentorSelect';
import { CourseStudentSelect } from '@/components/course/CourseStudentSelect';
import { setProblemFields } from '@/components/form/form-problem';
import { useNotify } from '@/hooks/useNotify';

export interface PairValues {
  studentGithubId: string;
  interviewerGithubId: string;
}

interface PairModalProps {
  courseId: number;
  // Set when changing the interviewer of an existing pair: the student is fixed.
  student?: { githubId: string; name: string };
  onSubmit: (values: PairValues) => Promise<unknown>;
  onClose: () => void;
}

// pages.md §4: "Create interview" (student + interviewer) and "Change interviewer" (rules.md R10.7).
export function PairModal({ courseId, student, onSubmit, onClose }: PairModalProps) {
  const [form] = Form.useForm<PairValues>();
  const [saving, setSaving] = useState(false);
  const notify = useNotify();
  const submit = async (values: PairValues) => {
    setSaving(true);
    try {
      await onSubmit({ ...values, studentGithubId: student?.githubId ?? values.studentGithubId });
      onClose();
    } catch (error) {
      if (!setProblemFields(form, error)) notify.error(error, 'The interview was not saved');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={student ? `Change interviewer of ${student.name} (${student.githubId})` : 'Create interview'}
      okText={student ? 'Change' : 'Create'}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        {!student && (
          <Form.Item name="studentGithubId" label="Student" rules={[{ required: true, message: 'Choose a student' }]}>
            <CourseStudentSelect courseId={courseId} />
          </Form.Item>
        )}
        <Form.Item
          name="interviewerGithubId"
          label="Interviewer"
          rules={[{ required: true, message: 'Choose an interviewer' }]}
        >
          <CourseMentorSelect courseId={courseId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
