import { Flex, Form, Input, Radio, Typography } from 'antd';

import type { Criterion } from '@/api/model';

import { MIN_CRITERION_COMMENT } from '../utils';
import { PointInput } from './PointInput';

// pages.md §2: the criteria form: title rows as headings; each subtask with slider, number and comment (a comment of
// ≥ 10 characters below full points, R8.3); each penalty as Yes/No (R8.1).
export function CriteriaFields({ criteria, disabled }: { criteria: Criterion[]; disabled?: boolean }) {
  return (
    <Flex vertical gap={4}>
      {criteria.map((criterion) => {
        const max = criterion.max ?? 0;
        if (criterion.type === 'title') {
          return (
            <Typography.Title key={criterion.key} level={5} style={{ marginTop: 8 }}>
              {criterion.text}
            </Typography.Title>
          );
        }
        if (criterion.type === 'penalty') {
          return (
            <Form.Item
              key={criterion.key}
              name={['criteria', criterion.key, 'point']}
              label={`${criterion.text} (penalty ${max})`}
            >
              <Radio.Group
                aria-label={`${criterion.text} (penalty ${max})`}
                disabled={disabled}
                options={[
                  { label: 'Yes', value: max },
                  { label: 'No', value: 0 },
                ]}
              />
            </Form.Item>
          );
        }
        return (
          <Flex key={criterion.key} vertical>
            <Form.Item
              name={['criteria', criterion.key, 'point']}
              label={`${criterion.text} (max ${max})`}
              rules={[{ required: true, message: 'Give points for this criterion' }]}
              style={{ marginBottom: 8 }}
            >
              <PointInput max={max} label={criterion.text} disabled={disabled} />
            </Form.Item>
            <Form.Item
              name={['criteria', criterion.key, 'comment']}
              dependencies={[['criteria', criterion.key, 'point']]}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, value: string | undefined) => {
                    const point = getFieldValue(['criteria', criterion.key, 'point']) as number | null | undefined;
                    if (point !== undefined && point !== null && point < max) {
                      if ((value?.trim().length ?? 0) < MIN_CRITERION_COMMENT) {
                        throw new Error(
                          `Below full points: explain why in at least ${MIN_CRITERION_COMMENT} characters`,
                        );
                      }
                    }
                  },
                }),
              ]}
            >
              <Input.TextArea
                aria-label={`${criterion.text}: comment`}
                placeholder="Comment"
                autoSize={{ minRows: 1, maxRows: 4 }}
                maxLength={5000}
                disabled={disabled}
              />
            </Form.Item>
          </Flex>
        );
      })}
    </Flex>
  );
}
