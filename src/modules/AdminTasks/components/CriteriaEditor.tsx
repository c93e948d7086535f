import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Alert, Button, Flex, Input, InputNumber, Popconfirm, Select, Space, Tag } from 'antd';
import { useState } from 'react';

import type { Criterion, CriterionType } from '@/api/model';

import { CRITERIA_TYPES } from '../constants';
import { criteriaJson, criteriaProblems, moveRow, newCriterionKey, reindex } from '../utils';
import { CriteriaImport } from './CriteriaImport';

interface CriteriaEditorProps {
  value?: Criterion[];
  onChange?: (criteria: Criterion[]) => void;
}

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

// rules.md R8: title rows are headings; subtasks have max > 0, penalties max < 0. Rows move with up/down buttons.
export function CriteriaEditor({ value = [], onChange }: CriteriaEditorProps) {
  const [type, setType] = useState<CriterionType>('subtask');
  const [text, setText] = useState('');
  const [max, setMax] = useState<number | null>(10);
  const [importing, setImporting] = useState(false);
  const change = (rows: Criterion[]) => onChange?.(reindex(rows));
  const problems = criteriaProblems(value);

  const add = () => {
    if (!text.trim()) return;
    const row: Criterion = { key: newCriterionKey(value), text: text.trim(), type, index: value.length };
    if (type !== 'title') row.max = type === 'penalty' ? -Math.abs(max ?? 0) : Math.abs(max ?? 0);
    change([...value, row]);
    setText('');
  };

  return (
    <Flex vertical gap={8}>
      {value.map((criterion, index) => (
        <Flex key={criterion.key} gap={8} align="center" role="group" aria-label={`Criterion ${index + 1}`}>
          <Tag>{criterion.type}</Tag>
          <Input
            aria-label={`Criterion ${index + 1} text`}
            value={criterion.text}
            onChange={(edit) =>
              change(value.map((row, i) => (i === index ? { ...row, text: edit.target.value } : row)))
            }
          />
          {criterion.type !== 'title' && (
            <InputNumber
              aria-label={`Criterion ${index + 1} max`}
              value={criterion.max}
              onChange={(next) => change(value.map((row, i) => (i === index ? { ...row, max: next ?? 0 } : row)))}
            />
          )}
          <Space.Compact>
            <Button
              aria-label={`Move criterion ${index + 1} up`}
              icon={<ArrowUpOutlined />}
              disabled={index === 0}
              onClick={() => change(moveRow(value, index, index - 1))}
            />
            <Button
              aria-label={`Move criterion ${index + 1} down`}
              icon={<ArrowDownOutlined />}
              disabled={index === value.length - 1}
              onClick={() => change(moveRow(value, index, index + 1))}
            />
            <Button
              danger
              aria-label={`Remove criterion ${index + 1}`}
              icon={<DeleteOutlined />}
              onClick={() => change(value.filter((_, i) => i !== index))}
            />
          </Space.Compact>
        </Flex>
      ))}
      {problems.length > 0 && <Alert type="warning" showIcon title={problems.join('; ')} />}
      <Flex gap={8} align="center" wrap>
        <Select
          aria-label="New criterion type"
          value={type}
          style={{ width: 120 }}
          onChange={setType}
          options={CRITERIA_TYPES.map((option) => ({ value: option, label: option }))}
        />
        <Input
          aria-label="New criterion text"
          placeholder="Text"
          style={{ flex: 1, minWidth: 200 }}
          value={text}
          onChange={(edit) => setText(edit.target.value)}
        />
        {type !== 'title' && <InputNumber aria-label="New criterion max" value={max} onChange={setMax} />}
        <Button onClick={add} disabled={!text.trim()}>
          Add criterion
        </Button>
      </Flex>
      <Flex gap={8} wrap>
        <Button onClick={() => setImporting(true)}>Import JSON</Button>
        <Button disabled={!value.length} onClick={() => download(criteriaJson(value), 'criteria.json')}>
          Export JSON
        </Button>
        <Popconfirm
          title="Delete all criteria?"
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => change([])}
        >
          <Button danger disabled={!value.length}>
            Delete all
          </Button>
        </Popconfirm>
      </Flex>
      <CriteriaImport open={importing} onImport={change} onClose={() => setImporting(false)} />
    </Flex>
  );
}
