import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, Popconfirm, Select, Typography } from 'antd';
import type { FormInstance } from 'antd';
import { useState } from 'react';

import { useGetCourseTasks } from '@/api/course-tasks';
import type { BulkExpelInput, BulkExpelResult } from '@/api/model';
import { setProblemFields } from '@/components/form/form-problem';
import { useNotify } from '@/hooks/useNotify';

interface ExpelCriteriaModalProps {
  courseId: number;
  open: boolean;
  onPreview: (input: BulkExpelInput) => Promise<BulkExpelResult>;
  onExpel: (input: BulkExpelInput) => Promise<unknown>;
  onClose: () => void;
}

type CriteriaValues = {
  criteria: { courseTaskIds?: number[]; minScore?: number | null };
  options?: { keepWithMentor?: boolean };
  expellingReason: string;
};

const PREVIEW_NAMES = 10;
const CRITERIA_FIELDS = [
  ['criteria', 'courseTaskIds'],
  ['criteria', 'minScore'],
];

// rules.md R13.4: the criteria sent are only those filled in; at least one of them is needed.
function toCriteria({ courseTaskIds, minScore }: CriteriaValues['criteria']): BulkExpelInput['criteria'] {
  return {
    ...(courseTaskIds?.length ? { courseTaskIds } : {}),
    ...(typeof minScore === 'number' ? { minScore } : {}),
  };
}

const oneCriterion = (form: FormInstance<CriteriaValues>) => ({
  validator: async () => {
    const criteria = toCriteria((form.getFieldValue('criteria') ?? {}) as CriteriaValues['criteria']);
    if (!Object.keys(criteria).length) throw new Error('Choose tasks not done or enter a minimum total score');
  },
});

// pages.md §4 "Expel Criteria" (rules.md R13.4): tasks not done, minimum total score, "Don't expel students with
// assigned mentor", the reason, and a preview of who would be expelled before the confirmed expulsion.
export function ExpelCriteriaModal({ courseId, open, onPreview, onExpel, onClose }: ExpelCriteriaModalProps) {
  const notify = useNotify();
  const [form] = Form.useForm<CriteriaValues>();
  const courseTasks = useGetCourseTasks(courseId, undefined, { swr: { revalidateOnFocus: false } });
  const [preview, setPreview] = useState<BulkExpelResult>();
  const [busy, setBusy] = useState(false);

  const attempt = async (work: (values: CriteriaValues) => Promise<void>, fields?: string[][]) => {
    // Invalid fields show their messages; nothing is sent.
    if (!(await form.validateFields(fields).catch(() => undefined))) return;
    const values = form.getFieldsValue(true) as CriteriaValues;
    setBusy(true);
    try {
      await work(values);
    } catch (error) {
      setProblemFields(form, error);
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };
  const runPreview = () =>
    attempt(
      async (values) => setPreview(await onPreview({ criteria: toCriteria(values.criteria), options: values.options })),
      CRITERIA_FIELDS,
    );
  const expel = () =>
    attempt(async (values) => {
      await onExpel({
        criteria: toCriteria(values.criteria),
        options: values.options,
        expellingReason: values.expellingReason,
      });
      onClose();
    });

  return (
    <Modal
      title="Expel Criteria"
      open={open}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="preview" loading={busy} onClick={() => void runPreview()}>
          Preview
        </Button>,
        <Popconfirm
          key="expel"
          title="Expel every student who matches these criteria?"
          okText="Expel"
          okButtonProps={{ danger: true }}
          onConfirm={() => expel()}
        >
          <Button type="primary" danger loading={busy}>
            Expel Students
          </Button>
        </Popconfirm>,
      ]}
    >
      <Form<CriteriaValues>
        form={form}
        name="expel-criteria"
        layout="vertical"
        onValuesChange={() => setPreview(undefined)}
      >
        <Form.Item
          name={['criteria', 'courseTaskIds']}
          label="Tasks not done"
          extra="Active students without a score above 0 on any of these tasks are expelled."
          dependencies={[['criteria', 'minScore']]}
          rules={[oneCriterion(form)]}
        >
          <Select
            mode="multiple"
            allowClear
            loading={courseTasks.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(courseTasks.data ?? []).map((task) => ({ value: task.id, label: task.name }))}
          />
        </Form.Item>
        <Form.Item
          name={['criteria', 'minScore']}
          label="Minimum total score"
          extra="Active students whose total score is below it are expelled."
          dependencies={[['criteria', 'courseTaskIds']]}
          rules={[oneCriterion(form)]}
        >
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name={['options', 'keepWithMentor']} valuePropName="checked">
          <Checkbox>Don&apos;t expel students with assigned mentor</Checkbox>
        </Form.Item>
        <Form.Item
          name="expellingReason"
          label="Reason for expelling"
          rules={[{ required: true, whitespace: true, message: 'Enter the reason' }]}
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
      {preview && (
        <Alert
          type={preview.expelled.length ? 'warning' : 'info'}
          showIcon
          title={`${preview.expelled.length} students will be expelled`}
          description={
            preview.expelled.length > 0 && (
              <Typography.Text>
                {preview.expelled
                  .slice(0, PREVIEW_NAMES)
                  .map((student) => student.githubId)
                  .join(', ')}
                {preview.expelled.length > PREVIEW_NAMES ? ', ...' : ''}
              </Typography.Text>
            )
          }
        />
      )}
    </Modal>
  );
}
