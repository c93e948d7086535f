import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Flex, Input } from 'antd';
import type { FilterDropdownProps } from 'antd/es/table/interface';

import { FILTER_TEXT_MAX_LENGTH } from '@/components/table/ColumnSearch';

interface SearchFilterProps extends FilterDropdownProps {
  // The column's word: the input reads "Search <field>".
  field: string;
}

// pages.md §0.3 "Tables": a column search dropdown with "Search <field>", Search and Reset.
export function SearchFilter({ field, selectedKeys, setSelectedKeys, confirm, clearFilters }: SearchFilterProps) {
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
