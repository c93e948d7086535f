import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Form, Input, Typography, Upload } from 'antd';
import { useState } from 'react';

import type { VerificationInput } from '@/api/model';

import { CODE_TASK_TYPES } from '../utils';

interface ExternalCheckFormProps {
  taskType: string;
  submitting: boolean;
  onSubmit: (input: VerificationInput) => void;
}

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:.*?;base64,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

// pages.md §2 exercise: a repository URL for code tasks, a notebook for ipynb, nothing more for other checks.
export function ExternalCheckForm({ taskType, submitting, onSubmit }: ExternalCheckFormProps) {
  const [notebook, setNotebook] = useState<File>();
  const isCode = CODE_TASK_TYPES.includes(taskType);
  const isNotebook = taskType === 'ipynb';
  const submit = async (values: { url?: string }) => {
    if (isNotebook && notebook) {
      onSubmit({ notebook: { fileName: notebook.name, contentBase64: await readBase64(notebook) } });
      return;
    }
    onSubmit(values.url ? { url: values.url } : {});
  };
  return (
    <Form layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 560 }}>
      {isCode && (
        <Form.Item
          name="url"
          label="Repository URL"
          rules={[
            { required: true, message: 'Enter the URL of your repository' },
            { type: 'url', message: 'Enter an http(s) URL' },
          ]}
        >
          <Input placeholder="https://github.com/..." />
        </Form.Item>
      )}
      {isNotebook && (
        <Form.Item label="Notebook (.ipynb, at most 5 MB)" required>
          <Upload
            accept=".ipynb"
            maxCount={1}
            beforeUpload={(file) => {
              setNotebook(file);
              return false;
            }}
            onRemove={() => setNotebook(undefined)}
          >
            <Button icon={<UploadOutlined />}>Select notebook</Button>
          </Upload>
        </Form.Item>
      )}
      {!isCode && !isNotebook && (
        <Typography.Paragraph>Submit to ask the checker to verify your work.</Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" loading={submitting} disabled={isNotebook && !notebook}>
        Submit
      </Button>
    </Form>
  );
}
