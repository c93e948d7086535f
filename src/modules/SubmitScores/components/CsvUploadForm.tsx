import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Flex, Form, Select, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { useState } from 'react';

import type { BulkScoreResult, BulkScoreRow, CourseTask } from '@/api/model';

import { parseScoreCsv, taskLabel } from '../utils';

interface CsvUploadFormProps {
  courseTasks: CourseTask[];
  submitting: boolean;
  onSubmit: (byTask: Map<number, BulkScoreRow[]>, failed: BulkScoreResult[]) => Promise<void>;
}

const RULES = [
  'The file has the columns "Score" and "GitHub".',
  'GitHub holds GitHub profile links or logins.',
  'When a student appears more than once, the best score counts.',
  'You may choose several files at once.',
  'Only the students listed in the files are scored.',
];

// FileReader rather than Blob.text(): the older browsers the school supports lack the latter.
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error(`${file.name} could not be read.`));
    reader.readAsText(file);
  });

// pages.md §4 "/course/submit-scores" tab "Upload CSV": parsed in the browser, uploaded per task.
export function CsvUploadForm({ courseTasks, submitting, onSubmit }: CsvUploadFormProps) {
  const [courseTaskId, setCourseTaskId] = useState<number>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    if (!courseTaskId || files.length === 0) return;
    setProblem(undefined);
    const rows: BulkScoreRow[] = [];
    const failed: BulkScoreResult[] = [];
    try {
      for (const file of files) {
        const parsed = parseScoreCsv(await readText(file.originFileObj as File));
        rows.push(...parsed.rows);
        failed.push(...parsed.failed);
      }
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The file could not be read.');
      return;
    }
    if (rows.length === 0 && failed.length === 0) {
      setProblem('The files hold no rows.');
      return;
    }
    await onSubmit(rows.length ? new Map([[courseTaskId, rows]]) : new Map(), failed);
  };

  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Form.Item label="Task" required>
        <Select
          aria-label="Task"
          placeholder="Select a task"
          value={courseTaskId}
          onChange={setCourseTaskId}
          options={courseTasks.map((task) => ({ value: task.id, label: taskLabel(task) }))}
          style={{ maxWidth: 480 }}
        />
      </Form.Item>
      <Alert
        type="info"
        title="Uploading rules"
        description={
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {RULES.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        }
        style={{ marginBottom: 16 }}
      />
      <Form.Item label="Files">
        <Upload
          accept=".csv"
          multiple
          fileList={files}
          beforeUpload={() => false}
          onChange={({ fileList }) => setFiles(fileList)}
        >
          <Button icon={<UploadOutlined />}>Select files</Button>
        </Upload>
      </Form.Item>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
      <Flex>
        <Button type="primary" htmlType="submit" loading={submitting} disabled={!courseTaskId || files.length === 0}>
          Submit
        </Button>
      </Flex>
    </Form>
  );
}
