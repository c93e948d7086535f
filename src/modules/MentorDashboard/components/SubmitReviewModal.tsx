import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';

import type { MentorDashboardItem, Problem } from '@/api/model';
import { postScore } from '@/api/score';
import { isApiError } from '@/config/api-client';
import { useNotify } from '@/hooks/useNotify';

export const SCORE_SUBMITTED = 'Score has been submitted.';

interface SubmitReviewModalProps {
  courseId: number;
  item: MentorDashboardItem;
  onClose: () => void;
  onSubmitted: () => void;
}

type Values = { score: number; comment?: string };

// pages.md §3: "Submit review for <student>" writes the score through the score endpoint (R3.1, who may score R3.7).
export function SubmitReviewModal({ courseId, item, onClose, onSubmitted }: SubmitReviewModalProps) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const notify = useNotify();

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const comment = values.comment?.trim();
      await postScore(courseId, item.student.githubId, item.courseTaskId, {
        score: values.score,
        ...(comment ? { comment } : {}),
      });
      notify.success(SCORE_SUBMITTED);
      onSubmitted();
    } catch (error) {
      const fieldErrors = isApiError<Partial<Problem>>(error) ? error.response?.data?.errors : undefined;
      if (fieldErrors?.length) {
        form.setFields(fieldErrors.map((e) => ({ name: e.path as keyof Values, errors: [e.message] })));
      }
      notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`Submit review for ${item.student.name}`}
      okText="Submit"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Task:{' '}
        {item.taskDescriptionUrl ? (
          <a href={item.taskDescriptionUrl} target="_blank" rel="noreferrer">
            {item.taskName}
          </a>
        ) : (
          item.taskName
        )}
        <br />
        Pull request:{' '}
        <a href={item.solutionUrl} target="_blank" rel="noreferrer">
          {item.solutionUrl}
        </a>
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ score: item.resultScore ?? undefined }}>
        <Form.Item
          name="score"
          label={`Score (0 to ${item.maxScore})`}
          rules={[
            { required: true, message: 'Enter a score' },
            { type: 'number', min: 0, max: item.maxScore, message: `The score must be between 0 and ${item.maxScore}` },
          ]}
        >
          <InputNumber min={0} max={item.maxScore} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="comment" label="Comment" rules={[{ max: 8000, message: 'At most 8000 characters' }]}>
          <Input.TextArea rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
