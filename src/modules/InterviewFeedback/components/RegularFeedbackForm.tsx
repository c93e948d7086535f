import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useState, type ReactNode } from 'react';

import { setProblemFields } from '@/components/form/form-problem';
import { useNotify } from '@/hooks/useNotify';

import { regularFeedbackBody, type RegularFeedbackBody, type RegularFeedbackJson } from '../regular-feedback';
import type { InterviewTemplate } from '../templates';

interface RegularFeedbackFormProps {
  title: string;
  student: ReactNode;
  template: InterviewTemplate | undefined;
  initial: RegularFeedbackJson;
  maxScore: number;
  onSave: (body: RegularFeedbackBody) => Promise<unknown>;
  onDone: () => void;
  onBack: () => void;
}

type Values = RegularFeedbackJson & { score: number };

// pages.md §3 `type=interview`: the template's questions by category (a tick or a note each), the sample-question
// link, the score (required, 0..max) and the comment; Submit completes the interview.
export function RegularFeedbackForm({
  title,
  student,
  template,
  initial,
  maxScore,
  onSave,
  onDone,
  onBack,
}: RegularFeedbackFormProps) {
  const [form] = Form.useForm<Values>();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await onSave(regularFeedbackBody(values));
      notify.success('The interview feedback has been saved. Thanks!');
      onDone();
    } catch (error) {
      if (!setProblemFields(form, error)) notify.error(error, 'The feedback was not saved');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)}>
      <Flex vertical gap={16} style={{ maxWidth: 860 }}>
        <Typography.Title level={3}>{title}</Typography.Title>
        {student}
        {template && (
          <Typography.Paragraph>
            <a href={template.examplesUrl} target="_blank" rel="noreferrer noopener">
              Sample questions
            </a>
          </Typography.Paragraph>
        )}
        {template?.categories.map((category) => (
          <Card key={category.id} title={`${category.name} (up to ${category.points} points)`} size="small">
            {category.questions.map((question) =>
              question.kind === 'check' ? (
                <Form.Item key={question.id} name={['answers', question.id]} valuePropName="checked">
                  <Checkbox>{question.name}</Checkbox>
                </Form.Item>
              ) : (
                <Form.Item
                  key={question.id}
                  name={['answers', question.id]}
                  label={question.name}
                  rules={[{ max: 1000, message: 'At most 1000 characters' }]}
                >
                  <Input />
                </Form.Item>
              ),
            )}
          </Card>
        ))}
        <Form.Item
          name="score"
          label={`Score (0–${maxScore})`}
          rules={[
            { required: true, message: 'Enter the score' },
            { type: 'number', min: 0, max: maxScore, message: `The score is between 0 and ${maxScore}` },
          ]}
        >
          <InputNumber min={0} max={maxScore} precision={0} />
        </Form.Item>
        <Form.Item
          name="comment"
          label="Comment"
          extra="The student sees it once the interview is completed."
          rules={[{ max: 5000, message: 'At most 5000 characters' }]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
        <Flex gap={8}>
          <Button onClick={onBack}>Back</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Submit
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
