import { Button, Flex, Input } from 'antd';
import type { FilterDropdownProps } from 'antd/es/table/interface';

import { FILTER_TEXT_MAX_LENGTH } from '@/components/table/ColumnSearch';

// pages.md §0.3 "Tables": a column search dropdown "Search <field>" with Search / Reset.
export function ColumnSearch({
  field,
  setSelectedKeys,
  selectedKeys,
  confirm,
  clearFilters,
}: FilterDropdownProps & { field: string }) {
  return (
    <Flex vertical gap={8} style={{ padding: 8 }}>
      <Input
        aria-label={`Search ${field}`}
        placeholder={`Search ${field}`}
        value={String(selectedKeys[0] ?? '')}
        onChange={(event) => setSelectedKeys(event.target.value ? [event.target.value] : [])}
        onPressEnter={() => confirm()}
        maxLength={FILTER_TEXT_MAX_LENGTH}
      />
      <Flex gap={8} justify="flex-end">
        <Button
          size="small"
          onClick={() => {
            clearFilters?.();
            confirm();
          }}
        >
          Reset
        </Button>
        <Button type="primary" size="small" onClick={() => confirm()}>
          Search
        </Button>
      </Flex>
    </Flex>
  );
}
