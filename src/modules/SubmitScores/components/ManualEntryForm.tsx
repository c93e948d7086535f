import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex, Form, Input, InputNumber, Select } from 'antd';

import type { BulkScoreRow, CourseTask } from '@/api/model';

import { githubLogin, taskLabel } from '../utils';

interface ManualEntryFormProps {
  courseTasks: CourseTask[];
  submitting: boolean;
  onSubmit: (byTask: Map<number, BulkScoreRow[]>) => Promise<void>;
}

type EntryRow = { student?: string; courseTaskId?: number; score?: number };

// pages.md §4 "/course/submit-scores" tab "Manual Entry": rows of Student (GitHub), Task, Score.
export function ManualEntryForm({ courseTasks, submitting, onSubmit }: ManualEntryFormProps) {
  const [form] = Form.useForm<{ rows: EntryRow[] }>();

  const submit = async ({ rows }: { rows: EntryRow[] }) => {
    const byTask = new Map<number, BulkScoreRow[]>();
    for (const row of rows) {
      if (!row.student || !row.courseTaskId || row.score === undefined) continue;
      const list = byTask.get(row.courseTaskId) ?? [];
      list.push({ studentGithubId: githubLogin(row.student), score: row.score });
      byTask.set(row.courseTaskId, list);
    }
    await onSubmit(byTask);
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ rows: [{}] }} onFinish={(values) => void submit(values)}>
      <Form.List name="rows">
        {(fields, { add, remove }) => (
          <Flex vertical gap={8}>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="flex-start" wrap>
                <Form.Item
                  name={[field.name, 'student']}
                  label={index === 0 ? 'Student (GitHub)' : undefined}
                  rules={[{ required: true, whitespace: true, message: 'Enter a GitHub login' }]}
                >
                  <Input aria-label={`Student (GitHub) ${index + 1}`} placeholder="GitHub login" />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'courseTaskId']}
                  label={index === 0 ? 'Task' : undefined}
                  rules={[{ required: true, message: 'Select a task' }]}
                >
                  <Select
                    aria-label={`Task ${index + 1}`}
                    placeholder="Task"
                    style={{ width: 280 }}
                    options={courseTasks.map((task) => ({ value: task.id, label: taskLabel(task) }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'score']}
                  label={index === 0 ? 'Score' : undefined}
                  rules={[{ required: true, message: 'Enter a score' }]}
                >
                  <InputNumber aria-label={`Score ${index + 1}`} min={0} />
                </Form.Item>
                <Button
                  aria-label={`Remove row ${index + 1}`}
                  icon={<DeleteOutlined />}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: index === 0 ? 30 : 0 }}
                />
              </Flex>
            ))}
            <Flex gap={8}>
              <Button icon={<PlusOutlined />} onClick={() => add({})}>
                Add row
              </Button>
              <Button type="primary" htmlType="submit" loading={submitting}>
                Submit
              </Button>
            </Flex>
          </Flex>
        )}
      </Form.List>
    </Form>
  );
}
