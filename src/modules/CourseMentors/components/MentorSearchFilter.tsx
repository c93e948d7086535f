import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Flex, Input } from 'antd';
import type { FilterDropdownProps } from 'antd/es/table/interface';

import { FILTER_TEXT_MAX_LENGTH } from '@/components/table/ColumnSearch';

// pages.md §0.3 "Tables": a column search dropdown "Search mentor" with Search and Reset.
export function MentorSearchFilter({ selectedKeys, setSelectedKeys, confirm, clearFilters }: FilterDropdownProps) {
  return (
    <Flex vertical gap={8} style={{ padding: 8 }} onKeyDown={(event) => event.stopPropagation()}>
      <Input
        aria-label="Search mentor"
        placeholder="Search mentor"
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
