import { Alert, App, Button, Checkbox, Flex, Form, InputNumber, Radio, Tag, Typography, type FormInstance } from 'antd';
import { useState } from 'react';

import type { CourseTask, CrossCheckReview, CrossCheckReviewInput, Criterion } from '@/api/model';
import { setProblemFields } from '@/components/form/form-problem';
import { useNotify } from '@/hooks/useNotify';

import { useUsernameVisible } from '../hooks/useUsernameVisible';
import {
  criteriaMissingComments,
  criteriaScore,
  initialValues,
  SKIP_REASONS,
  toReviewInput,
  type ReviewFormValues,
} from '../utils';
import { CriteriaFields } from './CriteriaFields';
import { MarkdownEditor } from './MarkdownEditor';

const missingText = (count: number) =>
  count === 1
    ? '1 criterion below full points still needs a comment of at least 10 characters.'
    : `${count} criteria below full points still need a comment of at least 10 characters.`;

interface ReviewFormProps {
  form: FormInstance<ReviewFormValues>;
  task: CourseTask;
  criteria: Criterion[];
  review: CrossCheckReview;
  githubId: string;
  reviewerNumber?: number;
  canSubmit: boolean;
  onSubmit: (input: CrossCheckReviewInput) => Promise<void>;
}

// pages.md §2 /course/student/cross-check-review: the criteria form (or "Skip cross check form" with a reason), the
// total score pre-filled from the criteria (R8.2), the Markdown comment, the name-visibility choice and the submit.
export function ReviewForm({
  form,
  task,
  criteria,
  review,
  githubId,
  reviewerNumber,
  canSubmit,
  onSubmit,
}: ReviewFormProps) {
  const { modal } = App.useApp();
  const notify = useNotify();
  const [visible, setVisible] = useUsernameVisible();
  const [saving, setSaving] = useState(false);
  const skip = Form.useWatch('skip', form);
  const values = Form.useWatch('criteria', form);
  const computed = criteriaScore(criteria, values, task.maxScore);
  const missing = skip ? [] : criteriaMissingComments(criteria, values);
  const hasCriteria = criteria.some((criterion) => criterion.type !== 'title');

  const send = async (formValues: ReviewFormValues) => {
    setSaving(true);
    try {
      await onSubmit(toReviewInput(criteria, formValues, !visible));
      notify.success('The review has been submitted. Thanks!');
    } catch (error) {
      if (!setProblemFields(form, error)) notify.error(error);
    } finally {
      setSaving(false);
    }
  };
  const finish = (formValues: ReviewFormValues) => {
    if ((formValues.score ?? 0) > 0) return void send(formValues);
    modal.confirm({
      title: 'Submit a review with score 0?',
      content: 'The author gets 0 points from this review. Check the score before you send it.',
      okText: 'Submit',
      onOk: () => send(formValues),
    });
  };

  return (
    <Form<ReviewFormValues>
      form={form}
      name="cross-check-review"
      layout="vertical"
      initialValues={initialValues(criteria, review)}
      disabled={!canSubmit}
      onFinish={finish}
      onValuesChange={(changed: ReviewFormValues, all: ReviewFormValues) => {
        if (changed.criteria) form.setFieldValue('score', criteriaScore(criteria, all.criteria, task.maxScore));
      }}
    >
      {hasCriteria && (
        <Form.Item name="skip" valuePropName="checked">
          <Checkbox>Skip cross check form</Checkbox>
        </Form.Item>
      )}
      {hasCriteria &&
        (skip ? (
          <Form.Item
            name="skipReason"
            label="Reason"
            rules={[{ required: true, message: 'Choose why you skip the form' }]}
          >
            <Radio.Group
              aria-label="Reason"
              options={SKIP_REASONS.map((reason) => ({ label: reason, value: reason }))}
            />
          </Form.Item>
        ) : (
          <>
            <CriteriaFields criteria={criteria} disabled={!canSubmit} />
            {missing.length > 0 && (
              <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={missingText(missing.length)} />
            )}
            <Typography.Paragraph>
              Score from the criteria: {computed} / {task.maxScore}
            </Typography.Paragraph>
          </>
        ))}
      <Form.Item
        name="score"
        label={`Total score (0 to ${task.maxScore})`}
        rules={[
          { required: true, message: 'Enter the total score' },
          {
            validator: async (_, value: number | null | undefined) => {
              if (value !== undefined && value !== null && (value < 0 || value > task.maxScore)) {
                throw new Error(`The score must be between 0 and ${task.maxScore}`);
              }
            },
          },
        ]}
      >
        <InputNumber precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="comment"
        label="Comment"
        rules={[{ required: true, whitespace: true, message: 'Write a comment for the author' }]}
      >
        <MarkdownEditor />
      </Form.Item>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
        <Checkbox checked={visible} onChange={(event) => setVisible(event.target.checked)}>
          Make my name visible in feedback
        </Checkbox>
        <Tag color={visible ? 'green' : 'default'}>{visible ? 'Visible to the student' : 'Anonymous'}</Tag>
      </Flex>
      <Button type="primary" htmlType="submit" loading={saving}>
        {visible || reviewerNumber
          ? `Submit review as ${visible ? githubId : `Reviewer ${reviewerNumber}`}`
          : 'Submit review anonymously'}
      </Button>
    </Form>
  );
}
