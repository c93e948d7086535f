import { Form } from 'antd';

import type { MentorDetails } from '@/api/model';
import { CourseStudentSelect } from '@/components/course/CourseStudentSelect';
import { FormModal } from '@/components/form/FormModal';

interface AddStudentModalProps {
  courseId: number;
  mentor: MentorDetails;
  open: boolean;
  onSubmit: (mentorGithubId: string, studentGithubId: string) => Promise<unknown>;
  onClose: () => void;
}

// pages.md §4 row menu "Add student": the chosen active student gets this mentor (access.md §28 PUT, R13.5).
export function AddStudentModal({ courseId, mentor, open, onSubmit, onClose }: AddStudentModalProps) {
  const [form] = Form.useForm<{ studentGithubId: string }>();
  return (
    <FormModal<{ studentGithubId: string }>
      title={`Add student to ${mentor.name}`}
      name="add-student"
      open={open}
      form={form}
      okText="Add"
      onSubmit={async ({ studentGithubId }) => {
        await onSubmit(mentor.githubId, studentGithubId);
      }}
      onClose={onClose}
    >
      <Form.Item name="studentGithubId" label="Student" rules={[{ required: true, message: 'Choose a student' }]}>
        <CourseStudentSelect courseId={courseId} />
      </Form.Item>
    </FormModal>
  );
}
