import { Button, Form, Modal, Typography } from 'antd';
import { useState } from 'react';

import { assignMentorReviewer } from '@/api/mentor-reviews';
import type { MentorReview } from '@/api/model';
import { useNotify } from '@/hooks/useNotify';

import { MentorPicker } from './MentorPicker';

interface AssignReviewerModalProps {
  courseId: number;
  review: MentorReview;
  onClose: () => void;
  onSaved: () => void;
}

// pages.md §4 "Assign Reviewer": choose a course mentor, or unassign the current one (R11.3).
export function AssignReviewerModal({ courseId, review, onClose, onSaved }: AssignReviewerModalProps) {
  const [form] = Form.useForm<{ mentorId?: number }>();
  const [saving, setSaving] = useState(false);
  const notify = useNotify();

  const save = async (mentorId: number | null) => {
    setSaving(true);
    try {
      await assignMentorReviewer(courseId, {
        courseTaskId: review.courseTaskId,
        studentId: review.student.id,
        mentorId,
      });
      notify.success(mentorId === null ? 'The reviewer has been removed.' : 'The reviewer has been assigned.');
      onSaved();
    } catch (error) {
      notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`Assign reviewer: ${review.taskName}`}
      okText="Assign"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      footer={(footer) => (
        <>
          {review.checker && (
            <Button danger disabled={saving} onClick={() => void save(null)}>
              Unassign
            </Button>
          )}
          {footer}
        </>
      )}
    >
      <Typography.Paragraph>
        Student: {review.student.name} ({review.student.githubId})
        <br />
        Current reviewer: {review.checker ? `${review.checker.name} (${review.checker.githubId})` : 'none'}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(values) => void save(values.mentorId ?? null)}>
        <Form.Item name="mentorId" label="Mentor" rules={[{ required: true, message: 'Choose a mentor' }]}>
          <MentorPicker courseId={courseId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
