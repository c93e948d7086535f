import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Flex, Input, List, Radio, Select, Space, Typography } from 'antd';
import { useId, useState } from 'react';

import type { RatedQuestion } from '../stage-steps';

interface RatedQuestionsProps {
  // Set by Form.Item: the label points at this id.
  id?: string;
  value?: RatedQuestion[];
  onChange?: (questions: RatedQuestion[]) => void;
  pool: readonly RatedQuestion[];
  levels: readonly string[];
}

// pages.md §3 Theory / Practice: rated questions; "Add from list" offers the pool's questions not asked yet; a custom
// question can be typed in. Each answer is rated 1..5, the scale's words shown as tooltips and read by screen readers.
export function RatedQuestions({ id, value = [], onChange, pool, levels }: RatedQuestionsProps) {
  const [custom, setCustom] = useState('');
  const labelId = useId();
  const asked = new Set(value.map((question) => question.id));
  const offered = pool.filter((question) => !asked.has(question.id));
  const change = (next: RatedQuestion[]) => onChange?.(next);
  const addCustom = () => {
    const title = custom.trim();
    if (!title) return;
    change([...value, { id: `custom-${value.length + 1}-${Date.now().toString(36)}`, title }]);
    setCustom('');
  };
  return (
    <Flex vertical gap={12} id={id}>
      <List
        bordered
        dataSource={value}
        locale={{ emptyText: 'No questions yet: add one from the list or your own.' }}
        renderItem={(question) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`Remove the question "${question.title}"`}
                onClick={() => change(value.filter((item) => item.id !== question.id))}
              />,
            ]}
          >
            <Flex vertical gap={4} style={{ width: '100%' }}>
              {question.topic && <Typography.Text type="secondary">{question.topic}</Typography.Text>}
              <Typography.Text>{question.title}</Typography.Text>
              <Space wrap>
                <Radio.Group
                  aria-label={`Rating of "${question.title}"`}
                  // One native radio group per question, not one per form field.
                  name={`${labelId}-${question.id}`}
                  optionType="button"
                  size="small"
                  value={question.value}
                  options={levels.map((level, index) => ({ value: index + 1, label: String(index + 1), title: level }))}
                  onChange={(event) =>
                    change(
                      value.map((item) =>
                        item.id === question.id ? { ...item, value: Number(event.target.value) } : item,
                      ),
                    )
                  }
                />
                <Typography.Text type="secondary">
                  {question.value ? levels[question.value - 1] : 'Not rated'}
                </Typography.Text>
              </Space>
            </Flex>
          </List.Item>
        )}
      />
      <Typography.Text id={labelId}>Add from list</Typography.Text>
      <Select<string>
        aria-labelledby={labelId}
        value={null as unknown as string}
        options={offered.map((question) => ({
          value: question.id,
          label: question.topic ? `${question.topic}: ${question.title}` : question.title,
        }))}
        onChange={(questionId) => {
          const question = pool.find((item) => item.id === questionId);
          if (question) change([...value, { ...question, value: undefined }]);
        }}
        disabled={!offered.length}
        showSearch={{ optionFilterProp: 'label' }}
      />
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label="Custom question"
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault();
            addCustom();
          }}
        />
        <Button onClick={addCustom} disabled={!custom.trim()}>
          Add question
        </Button>
      </Space.Compact>
    </Flex>
  );
}

// Form rule: at least one question, every one rated.
export function validateRatedQuestions(_: unknown, questions: RatedQuestion[] | undefined): Promise<void> {
  if (!questions?.length) return Promise.reject(new Error('Add at least one question'));
  if (questions.some((question) => !question.value)) return Promise.reject(new Error('Rate every question'));
  return Promise.resolve();
}
