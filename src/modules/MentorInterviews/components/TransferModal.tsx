import { Form, Modal, Select } from 'antd';
import { useState } from 'react';

import { CourseMentorSelect } from '@/components/course/CourseMentorSelect';
import { setProblemFields } from '@/components/form/form-problem';
import { useNotify } from '@/hooks/useNotify';

import type { MentorPairView } from './InterviewStudentRow';

interface TransferValues {
  pairId: number;
  interviewerGithubId: string;
}

interface TransferModalProps {
  courseId: number;
  interviewName: string;
  pairs: MentorPairView[];
  onTransfer: (pairId: number, interviewerGithubId: string) => Promise<unknown>;
  onClose: () => void;
}

// pages.md §3 "Transfer student": one of the mentor's not-completed pairs goes to another mentor of the course
// (rules.md R10.7).
export function TransferModal({ courseId, interviewName, pairs, onTransfer, onClose }: TransferModalProps) {
  const [form] = Form.useForm<TransferValues>();
  const [saving, setSaving] = useState(false);
  const notify = useNotify();
  const submit = async (values: TransferValues) => {
    setSaving(true);
    try {
      await onTransfer(values.pairId, values.interviewerGithubId);
      onClose();
    } catch (error) {
      if (!setProblemFields(form, error)) notify.error(error, 'The student was not transferred');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`${interviewName}: Transfer student`}
      okText="Transfer"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="pairId" label="Student" rules={[{ required: true, message: 'Choose a student' }]}>
          <Select
            options={pairs.map((pair) => ({
              value: pair.id,
              label: `${pair.student.name} (${pair.student.githubId})`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="interviewerGithubId"
          label="New interviewer"
          rules={[{ required: true, message: 'Choose a mentor' }]}
        >
          <CourseMentorSelect courseId={courseId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
