import { Flex, Input } from 'antd';

import type { TaskType } from '@/api/model';

import { toSelfCheck, type SelfCheck } from '../self-check';
import { parseAttributes } from '../utils';
import { SelfCheckEditor } from './SelfCheckEditor';

interface AttributesFieldProps {
  value?: string;
  onChange?: (text: string) => void;
  type?: TaskType;
}

function parsedOrNull(text: string | undefined): Record<string, unknown> | null {
  try {
    return parseAttributes(text);
  } catch {
    return null;
  }
}

// pages.md §5 "/admin/tasks": the JSON attributes; for `selfeducation` the test editor writes the same JSON.
export function AttributesField({ value, onChange, type }: AttributesFieldProps) {
  const parsed = parsedOrNull(value);
  const editTest = (test: SelfCheck) => onChange?.(JSON.stringify({ ...parsed, ...test }, null, 2));
  return (
    <Flex vertical gap={12}>
      <Input.TextArea
        aria-label="Attributes JSON"
        rows={6}
        value={value}
        spellCheck={false}
        style={{ fontFamily: 'monospace' }}
        onChange={(edit) => onChange?.(edit.target.value)}
      />
      {type === 'selfeducation' && parsed && <SelfCheckEditor value={toSelfCheck(parsed)} onChange={editTest} />}
    </Flex>
  );
}
