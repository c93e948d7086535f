import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Flex, Input, Modal, Upload } from 'antd';
import { useState } from 'react';

import type { Criterion } from '@/api/model';

import { parseCriteriaJson } from '../utils';

interface CriteriaImportProps {
  open: boolean;
  onImport: (criteria: Criterion[]) => void;
  onClose: () => void;
}

const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('The file could not be read'));
    reader.readAsText(file);
  });

// pages.md §5 "/admin/tasks": JSON import of criteria, pasted or read from a file; replaces the current rows.
export function CriteriaImport({ open, onImport, onClose }: CriteriaImportProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();

  const importText = (value: string) => {
    try {
      onImport(parseCriteriaJson(value));
      setText('');
      setProblem(undefined);
      onClose();
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Modal title="Import criteria" open={open} okText="Import" onOk={() => importText(text)} onCancel={onClose}>
      <Flex vertical gap={8}>
        <Input.TextArea
          aria-label="Criteria JSON"
          rows={8}
          value={text}
          placeholder='{"criteria": [{"key": "layout", "text": "Layout", "type": "subtask", "max": 20, "index": 0}]}'
          onChange={(change) => setText(change.target.value)}
        />
        <Upload
          accept=".json,application/json"
          showUploadList={false}
          beforeUpload={(file) => {
            void readText(file).then(importText, (failure: Error) => setProblem(failure.message));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>Import from file</Button>
        </Upload>
        {problem && <Alert type="error" showIcon title={problem} />}
      </Flex>
    </Modal>
  );
}
