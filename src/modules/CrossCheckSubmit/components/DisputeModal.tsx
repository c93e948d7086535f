import { Form, Input, InputNumber, Typography } from 'antd';

import type { CrossCheckDisputeInput } from '@/api/model';
import { FormModal } from '@/components/form/FormModal';

interface DisputeModalProps {
  reviewId: number;
  reviewer: string;
  reviewScore: number;
  maxScore: number;
  onSubmit: (input: CrossCheckDisputeInput) => Promise<void>;
  onClose: () => void;
}

type Values = { expectedScore: number; text: string };

// rules.md R7.11: one dispute per review, with the score the author expects and his reason (20..5000 characters).
export function DisputeModal({ reviewId, reviewer, reviewScore, maxScore, onSubmit, onClose }: DisputeModalProps) {
  const [form] = Form.useForm<Values>();
  return (
    <FormModal<Values>
      title={`Dispute the review of ${reviewer}`}
      name="cross-check-dispute"
      open
      form={form}
      okText="Open dispute"
      onSubmit={(values) => onSubmit({ reviewId, expectedScore: values.expectedScore, text: values.text.trim() })}
      onClose={onClose}
    >
      <Typography.Paragraph>
        The review gave {reviewScore} of {maxScore}. A course manager or dementor will look at your dispute; you can
        dispute each review once.
      </Typography.Paragraph>
      <Form.Item
        name="expectedScore"
        label={`Expected score (0 to ${maxScore})`}
        rules={[{ required: true, message: 'Enter the score you expect' }]}
      >
        <InputNumber min={0} max={maxScore} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="text"
        label="Reason"
        rules={[
          { required: true, whitespace: true, message: 'Explain why the score should change' },
          { min: 20, message: 'Write at least 20 characters' },
          { max: 5000, message: 'Write at most 5000 characters' },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} showCount />
      </Form.Item>
    </FormModal>
  );
}
