import { Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';

import type { ScheduleItem, ScheduleTag } from '@/api/model';

import { STATUS_LABELS, TAG_LABELS, type ScheduleColumn } from '../constants';
import { formatInZone } from '../utils';
import { DeadlineText } from './DeadlineText';
import { ItemName, scoreText } from './ItemName';
import { StatusTag, TypeTag } from './StatusTag';

interface ScheduleTableProps {
  items: ScheduleItem[];
  loading: boolean;
  timeZone: string;
  hiddenColumns: readonly ScheduleColumn[];
  tagColors: Record<ScheduleTag, string>;
  now: Date;
}

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, text]) => ({ value, text }));
const distinct = (values: (string | undefined)[]) =>
  [...new Set(values.filter((value): value is string => !!value))].sort().map((value) => ({ value, text: value }));
const time = (iso: string) => new Date(iso).getTime();

type FilterKey = 'status' | 'name' | 'type' | 'organizer';
type Filters = Partial<Record<FilterKey, string[]>>;
const FILTER_TITLES: Record<FilterKey, string> = {
  status: 'Status',
  name: 'Task / Event',
  type: 'Type',
  organizer: 'Organizer',
};
const filterText = (key: FilterKey, value: string) =>
  key === 'status'
    ? STATUS_LABELS[value as keyof typeof STATUS_LABELS]
    : key === 'type'
      ? TAG_LABELS[value as keyof typeof TAG_LABELS]
      : value;

// pages.md §11 "removable filter tags": every active column filter, each closable on its own.
function FilterTags({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const active = (Object.entries(filters) as [FilterKey, string[] | undefined][]).flatMap(([key, values]) =>
    (values ?? []).map((value) => ({ key, value })),
  );
  if (active.length === 0) return null;
  return (
    <Flex wrap gap={4}>
      {active.map(({ key, value }) => (
        <Tag
          key={`${key}-${value}`}
          closable
          onClose={() => onChange({ ...filters, [key]: filters[key]?.filter((entry) => entry !== value) })}
        >
          {FILTER_TITLES[key]}: {filterText(key, value)}
        </Tag>
      ))}
    </Flex>
  );
}

// pages.md §11 table: Status (filter), Task / Event (search, link), Type (filter), Start, End (sort, coloured),
// Organizer (search), Weight, Score / Max; dates in the chosen zone, named in the headers.
export function ScheduleTable({ items, loading, timeZone, hiddenColumns, tagColors, now }: ScheduleTableProps) {
  const [filters, setFilters] = useState<Filters>({});
  const filtered = (key: FilterKey) => ({ filteredValue: filters[key]?.length ? filters[key] : null });
  const columns: (TableColumnsType<ScheduleItem>[number] & { key: ScheduleColumn | 'name' })[] = [
    {
      key: 'status',
      ...filtered('status'),
      title: 'Status',
      dataIndex: 'status',
      filters: options(STATUS_LABELS),
      onFilter: (value, item) => item.status === value,
      render: (_, item) => <StatusTag status={item.status} />,
    },
    {
      key: 'name',
      ...filtered('name'),
      title: 'Task / Event',
      dataIndex: 'name',
      filters: distinct(items.map((item) => item.name)),
      filterSearch: true,
      onFilter: (value, item) => item.name === value,
      render: (_, item) => <ItemName item={item} />,
    },
    {
      key: 'type',
      ...filtered('type'),
      title: 'Type',
      dataIndex: 'tag',
      filters: options(TAG_LABELS),
      onFilter: (value, item) => item.tag === value,
      render: (_, item) => <TypeTag tag={item.tag} color={tagColors[item.tag]} />,
    },
    {
      key: 'startDate',
      title: `Start (${timeZone})`,
      dataIndex: 'startDate',
      sorter: (a, b) => time(a.startDate) - time(b.startDate),
      render: (_, item) => formatInZone(item.startDate, timeZone),
    },
    {
      key: 'endDate',
      title: `End (${timeZone})`,
      dataIndex: 'endDate',
      sorter: (a, b) => time(a.endDate) - time(b.endDate),
      render: (_, item) => <DeadlineText endDate={item.endDate} timeZone={timeZone} now={now} />,
    },
    {
      key: 'organizer',
      ...filtered('organizer'),
      title: 'Organizer',
      dataIndex: 'organizer',
      filters: distinct(items.map((item) => item.organizer?.githubId)),
      filterSearch: true,
      onFilter: (value, item) => item.organizer?.githubId === value,
      render: (_, item) => item.organizer && `${item.organizer.name} (${item.organizer.githubId})`,
    },
    { key: 'weight', title: 'Weight', dataIndex: 'scoreWeight', render: (_, item) => item.scoreWeight ?? '' },
    { key: 'score', title: 'Score / Max', dataIndex: 'score', render: (_, item) => scoreText(item) },
  ];
  return (
    <Flex vertical gap={8}>
      <FilterTags filters={filters} onChange={setFilters} />
      <Table<ScheduleItem>
        rowKey="key"
        size="small"
        loading={loading}
        dataSource={items}
        columns={columns.filter((column) => !hiddenColumns.includes(column.key as ScheduleColumn))}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No tasks or events yet' }}
        onChange={(_, next) =>
          setFilters(Object.fromEntries(Object.entries(next).map(([key, values]) => [key, values?.map(String)])))
        }
      />
    </Flex>
  );
}
