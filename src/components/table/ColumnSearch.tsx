import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Flex, Input } from 'antd';
import type { FilterDropdownProps } from 'antd/es/table/interface';

// The server's ceiling for a free-text list filter (issue 12: a longer one is a 400): inputs stop there.
export const FILTER_TEXT_MAX_LENGTH = 100;

interface ColumnSearchProps extends FilterDropdownProps {
  // The column's word: the input reads "Search <field>".
  field: string;
}

// pages.md §0.3 "Tables": a column search dropdown with "Search <field>", Search and Reset (shared by admin tables).
export function ColumnSearch({ field, selectedKeys, setSelectedKeys, confirm, clearFilters }: ColumnSearchProps) {
  const label = `Search ${field}`;
  return (
    <Flex vertical gap={8} style={{ padding: 8 }} onKeyDown={(event) => event.stopPropagation()}>
      <Input
        aria-label={label}
        placeholder={label}
        value={String(selectedKeys[0] ?? '')}
        onChange={(event) => setSelectedKeys(event.target.value ? [event.target.value] : [])}
        onPressEnter={() => confirm()}
        maxLength={FILTER_TEXT_MAX_LENGTH}
        autoFocus
      />
      <Flex gap={8}>
        <Button type="primary" size="small" icon={<SearchOutlined />} onClick={() => confirm()}>
          Search
        </Button>
        <Button
          size="small"
          onClick={() => {
            clearFilters?.();
            confirm();
          }}
        >
          Reset
        </Button>
      </Flex>
    </Flex>
  );
}
