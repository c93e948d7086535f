import { Form, Input, InputNumber, Typography } from 'antd';

import type { CrossCheckDispute, CrossCheckDisputeResolution } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

export type Resolution = 'accepted' | 'rejected';

interface ResolveDisputeModalProps {
  dispute: CrossCheckDispute;
  resolution: Resolution;
  maxScore: number | undefined;
  onSubmit: (input: CrossCheckDisputeResolution) => Promise<void>;
  onClose: () => void;
}

type Values = { newScore?: number; comment: string };

// rules.md R7.11: accept with the new score of the review, or reject; a comment is required either way.
export function ResolveDisputeModal({ dispute, resolution, maxScore, onSubmit, onClose }: ResolveDisputeModalProps) {
  const [form] = Form.useForm<Values>();
  const accept = resolution === 'accepted';
  return (
    <FormModal<Values>
      title={`${accept ? 'Accept' : 'Reject'} the dispute of ${dispute.student.githubId}`}
      name="resolve-dispute"
      open
      form={form}
      okText={accept ? 'Accept' : 'Reject'}
      danger={!accept}
      initialValues={accept ? { newScore: dispute.expectedScore, comment: '' } : { comment: '' }}
      onSubmit={(values) =>
        onSubmit({
          status: resolution,
          comment: values.comment.trim(),
          ...(accept && values.newScore !== undefined ? { newScore: values.newScore } : {}),
        })
      }
      onClose={onClose}
    >
      <Typography.Paragraph>
        {dispute.courseTask.name}: {dispute.reviewer.githubId} gave {dispute.reviewScore}; the student expects{' '}
        {dispute.expectedScore}.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{dispute.text}</Typography.Paragraph>
      {accept && (
        <Form.Item
          name="newScore"
          label={maxScore !== undefined ? `New score (0 to ${maxScore})` : 'New score'}
          rules={[{ required: true, message: 'Enter the new score of the review' }]}
        >
          <InputNumber min={0} max={maxScore} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item
        name="comment"
        label="Comment"
        rules={[
          { required: true, whitespace: true, message: 'Explain the decision to the student' },
          { max: 5000, message: 'Write at most 5000 characters' },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} />
      </Form.Item>
    </FormModal>
  );
}
