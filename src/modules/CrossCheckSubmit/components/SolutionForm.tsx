import { Alert, Button, Checkbox, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';

import type { CourseTask, CrossCheckSolution, Criterion } from '@/api/model';
import { setProblemFields } from '@/components/form/form-problem';
import { useNotify } from '@/hooks/useNotify';

import { selfReviewItems, urlProblem, urlRules, type SelfReview } from '../utils';
import { CancelSubmitModal } from './CancelSubmitModal';
import { SelfReviewFields } from './SelfReviewFields';

interface SolutionFormProps {
  task: CourseTask;
  githubId: string;
  criteria: Criterion[];
  solution: CrossCheckSolution | undefined;
  // Within the submit window and an active student (R7.2).
  canSubmit: boolean;
  // Also only while the task is not distributed yet (R7.2).
  canCancel: boolean;
  onSave: (input: { url: string; review?: { criteriaId: string; percentage: number }[] }) => Promise<void>;
  onCancel: () => Promise<void>;
}

const initialReview = (solution: CrossCheckSolution | undefined): SelfReview =>
  Object.fromEntries((solution?.review ?? []).map((item) => [item.criteriaId, item.percentage]));

// pages.md §2 /course/student/cross-check-submit: the solution URL with the task's rules shown, the task's submit
// text, the optional self-review, Submit and "Cancel Submit".
export function SolutionForm(props: SolutionFormProps) {
  const { task, githubId, criteria, solution, canSubmit, canCancel } = props;
  const [form] = Form.useForm<{ url: string }>();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [selfReview, setSelfReview] = useState<SelfReview>(() => initialReview(solution));
  const [withSelfReview, setWithSelfReview] = useState(() => (solution?.review.length ?? 0) > 0);
  const [cancelOpen, setCancelOpen] = useState(false);
  const reviewable = criteria.some((criterion) => criterion.type !== 'title');

  const submit = async ({ url }: { url: string }) => {
    setSaving(true);
    try {
      const review = withSelfReview ? selfReviewItems(criteria, selfReview) : [];
      await props.onSave({ url: url.trim(), review });
      notify.success('Your solution has been submitted.');
    } catch (error) {
      if (!setProblemFields(form, error)) notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  const cancel = async () => {
    try {
      await props.onCancel();
      notify.success('Your submission has been canceled.');
      form.resetFields();
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <>
      <Form
        form={form}
        name="cross-check-solution"
        layout="vertical"
        initialValues={{ url: solution?.url ?? '' }}
        onFinish={(values) => void submit(values)}
        disabled={!canSubmit}
        style={{ maxWidth: 720 }}
      >
        {task.submitText && <Alert type="info" showIcon title={task.submitText} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="url"
          label="Solution URL"
          extra={
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
              {urlRules(task, githubId).map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          }
          rules={[
            { required: true, message: 'Enter the solution URL' },
            {
              validator: async (_, value: string | undefined) => {
                const problem = value ? urlProblem(value, task, githubId) : undefined;
                if (problem) throw new Error(problem);
              },
            },
          ]}
        >
          <Input placeholder="https://github.com/..." inputMode="url" />
        </Form.Item>
        {reviewable && (
          <Form.Item>
            <Checkbox checked={withSelfReview} onChange={(event) => setWithSelfReview(event.target.checked)}>
              Add a self-review against the criteria (optional)
            </Checkbox>
          </Form.Item>
        )}
        {reviewable && withSelfReview && (
          <Form.Item>
            <SelfReviewFields
              criteria={criteria}
              maxScore={task.maxScore}
              value={selfReview}
              onChange={setSelfReview}
              disabled={!canSubmit}
            />
          </Form.Item>
        )}
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            Submit
          </Button>
          {solution && (
            <Button danger disabled={!canCancel} onClick={() => setCancelOpen(true)}>
              Cancel Submit
            </Button>
          )}
        </Flex>
        {!canSubmit && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            Submissions are closed for this task.
          </Typography.Paragraph>
        )}
      </Form>
      {cancelOpen && <CancelSubmitModal open={cancelOpen} onConfirm={cancel} onClose={() => setCancelOpen(false)} />}
    </>
  );
}
