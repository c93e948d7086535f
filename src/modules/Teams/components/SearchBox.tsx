import { Input } from 'antd';

import { FILTER_TEXT_MAX_LENGTH } from '@/components/table/ColumnSearch';

// The search above a server-paged table (pages.md §10); its label names what it searches.
export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input.Search
      aria-label={label}
      placeholder={label}
      allowClear
      maxLength={FILTER_TEXT_MAX_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ maxWidth: 360 }}
    />
  );
}
