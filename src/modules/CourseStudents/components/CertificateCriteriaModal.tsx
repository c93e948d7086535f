import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Flex, Form, InputNumber, Modal, Popconfirm, Select, Typography } from 'antd';
import { useState } from 'react';

import { useGetCourseTasks } from '@/api/course-tasks';
import type { BulkCertificateInput, BulkCertificateResult } from '@/api/model';
import { setProblemFields } from '@/components/form/form-problem';
import { useNotify } from '@/hooks/useNotify';

interface CertificateCriteriaModalProps {
  courseId: number;
  // The course's certificate threshold in percent (rules.md R16.1), used when no criteria are given.
  threshold: number;
  open: boolean;
  onPreview: (input: BulkCertificateInput) => Promise<BulkCertificateResult>;
  onIssue: (input: BulkCertificateInput) => Promise<unknown>;
  onClose: () => void;
}

type TaskRow = { courseTaskId?: number; minScore?: number | null };
type CriteriaValues = { criteria?: { taskCriteria?: TaskRow[]; minTotalScore?: number | null } };

const PREVIEW_NAMES = 10;

// rules.md R16.2: only the filled-in criteria are sent; none at all means the course threshold (R16.1).
function toCertificateInput(values: CriteriaValues): BulkCertificateInput {
  const rows = (values.criteria?.taskCriteria ?? []).filter(
    (row): row is { courseTaskId: number; minScore: number } =>
      typeof row?.courseTaskId === 'number' && typeof row.minScore === 'number',
  );
  const minTotalScore = values.criteria?.minTotalScore;
  const criteria = {
    ...(rows.length ? { taskCriteria: rows.map(({ courseTaskId, minScore }) => ({ courseTaskId, minScore })) } : {}),
    ...(typeof minTotalScore === 'number' ? { minTotalScore } : {}),
  };
  return Object.keys(criteria).length ? { criteria } : {};
}

// pages.md §4 "Certificate Criteria": a minimum per task and a minimum total; the dry run shows who qualifies before
// the confirmed issue (rules.md R16.2).
export function CertificateCriteriaModal(props: CertificateCriteriaModalProps) {
  const { courseId, threshold, open, onPreview, onIssue, onClose } = props;
  const notify = useNotify();
  const [form] = Form.useForm<CriteriaValues>();
  const courseTasks = useGetCourseTasks(courseId, undefined, { swr: { revalidateOnFocus: false } });
  const [preview, setPreview] = useState<BulkCertificateResult>();
  const [busy, setBusy] = useState(false);

  const attempt = async (work: (input: BulkCertificateInput) => Promise<void>) => {
    // Invalid rows show their messages; nothing is sent.
    if (!(await form.validateFields().catch(() => undefined))) return;
    setBusy(true);
    try {
      await work(toCertificateInput(form.getFieldsValue(true) as CriteriaValues));
    } catch (error) {
      if (!setProblemFields(form, error)) notify.error(error);
    } finally {
      setBusy(false);
    }
  };
  const runPreview = () => attempt(async (input) => setPreview(await onPreview(input)));
  const issue = () =>
    attempt(async (input) => {
      await onIssue(input);
      onClose();
    });

  const taskOptions = (courseTasks.data ?? []).map((task) => ({
    value: task.id,
    label: `${task.name} (max ${task.maxScore})`,
  }));
  return (
    <Modal
      title="Certificate Criteria"
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
          key="issue"
          title="Issue a certificate to every student who qualifies?"
          okText="Issue"
          onConfirm={() => issue()}
        >
          <Button type="primary" loading={busy}>
            Issue Certificates
          </Button>
        </Popconfirm>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        Active students without a certificate who meet every criterion receive one. Without criteria, the course
        threshold applies: a total of at least {threshold}% of the best total.
      </Typography.Paragraph>
      <Form<CriteriaValues>
        form={form}
        name="certificate-criteria"
        layout="vertical"
        onValuesChange={() => setPreview(undefined)}
      >
        <Form.List name={['criteria', 'taskCriteria']}>
          {(rows, { add, remove }) => (
            <Flex vertical gap={8} style={{ marginBottom: 16 }}>
              {rows.map((row, index) => (
                <Flex key={row.key} gap={8} align="start">
                  <Form.Item
                    name={[row.name, 'courseTaskId']}
                    label={`Task ${index + 1}`}
                    rules={[{ required: true, message: 'Choose a task' }]}
                    style={{ flex: 1, marginBottom: 0 }}
                  >
                    <Select
                      loading={courseTasks.isLoading}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder="Select a task"
                      options={taskOptions}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[row.name, 'minScore']}
                    label={`Minimum score ${index + 1}`}
                    rules={[{ required: true, message: 'Enter the minimum' }]}
                    style={{ width: 150, marginBottom: 0 }}
                  >
                    <InputNumber min={0} style={{ width: '100%' }} />
                  </Form.Item>
                  <Button
                    aria-label={`Remove task minimum ${index + 1}`}
                    icon={<DeleteOutlined />}
                    onClick={() => remove(row.name)}
                    style={{ marginTop: 30 }}
                  />
                </Flex>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({})} style={{ alignSelf: 'flex-start' }}>
                Add task minimum
              </Button>
            </Flex>
          )}
        </Form.List>
        <Form.Item name={['criteria', 'minTotalScore']} label="Minimum total score">
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
      {preview && (
        <Alert
          type={preview.students.length ? 'success' : 'info'}
          showIcon
          title={`${preview.students.length} students will receive a certificate`}
          description={
            <>
              {preview.students.length > 0 && (
                <Typography.Paragraph style={{ marginBottom: 0 }}>
                  {preview.students
                    .slice(0, PREVIEW_NAMES)
                    .map((student) => student.githubId)
                    .join(', ')}
                  {preview.students.length > PREVIEW_NAMES ? ', ...' : ''}
                </Typography.Paragraph>
              )}
              {preview.alreadyCertified > 0 && (
                <Typography.Text>{preview.alreadyCertified} who qualify hold one already.</Typography.Text>
              )}
            </>
          }
        />
      )}
    </Modal>
  );
}
