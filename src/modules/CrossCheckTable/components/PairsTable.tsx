import { Button, Table, Typography } from 'antd';
import type { ColumnsType, ColumnType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';

import type { CrossCheckPair, GetCrossCheckPairsOrderBy } from '@/api/model';
import { formatDateTime } from '@/components/form/date-time';
import { ColumnSearch } from '@/components/table/ColumnSearch';

import { PAIRS_PAGE_SIZE } from '../constants';
import type { PairFilters, PairOrder, PairsView } from '../hooks/usePairsTable';

interface PairsTableProps {
  pairs: CrossCheckPair[];
  total: number;
  loading: boolean;
  view: PairsView;
  timeZone: string;
  onChange: (view: PairsView) => void;
  onOpen: (pair: CrossCheckPair) => void;
}

type TextFilter = 'task' | 'checker' | 'student' | 'url';

const person = (value: { githubId: string; name: string }) =>
  value.name && value.name !== value.githubId ? `${value.name} (${value.githubId})` : value.githubId;

const FILTER_KEYS = ['task', 'checker', 'student', 'url', 'reviewed'] as const;

const firstText = (value: unknown) =>
  Array.isArray(value) && typeof value[0] === 'string' && value[0].trim() ? value[0].trim() : undefined;

// pages.md §4 Pairs tab: every pair, reviewed or not, 50 a page from the server, sortable and filtered by Task,
// Checker, Student, Url and Reviewed yes/no; the comment opens the pair's history, messages and criteria.
export function PairsTable({ pairs, total, loading, view, timeZone, onChange, onOpen }: PairsTableProps) {
  const sortOrder = (key: GetCrossCheckPairsOrderBy) =>
    view.order.orderBy === key ? (view.order.orderDirection === 'desc' ? 'descend' : 'ascend') : null;
  const search = (key: TextFilter, field: string): Partial<ColumnType<CrossCheckPair>> => ({
    filterDropdown: (dropdown) => <ColumnSearch field={field} {...dropdown} />,
    filteredValue: view.filters[key] ? [view.filters[key]] : null,
    sorter: true,
    sortOrder: sortOrder(key),
  });
  const columns: ColumnsType<CrossCheckPair> = [
    { key: 'task', title: 'Task', ...search('task', 'task'), render: (_, pair) => pair.courseTask.name },
    { key: 'checker', title: 'Checker', ...search('checker', 'checker'), render: (_, pair) => person(pair.checker) },
    { key: 'student', title: 'Student', ...search('student', 'student'), render: (_, pair) => person(pair.student) },
    {
      key: 'url',
      title: 'Url',
      ...search('url', 'url'),
      render: (_, pair) => (
        <a href={pair.url} target="_blank" rel="noreferrer noopener">
          {pair.url}
        </a>
      ),
    },
    {
      key: 'score',
      title: 'Score',
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('score'),
      render: (_, pair) => pair.score ?? '–',
    },
    {
      key: 'submittedDate',
      title: `Submitted (${timeZone})`,
      sorter: true,
      sortOrder: sortOrder('submittedDate'),
      render: (_, pair) => formatDateTime(pair.submittedDate),
    },
    {
      key: 'reviewedDate',
      title: `Reviewed (${timeZone})`,
      sorter: true,
      sortOrder: sortOrder('reviewedDate'),
      filters: [
        { text: 'Yes', value: 'true' },
        { text: 'No', value: 'false' },
      ],
      filterMultiple: false,
      filteredValue: view.filters.reviewed === undefined ? null : [String(view.filters.reviewed)],
      render: (_, pair) => (pair.reviewedDate ? formatDateTime(pair.reviewedDate) : 'Not reviewed'),
    },
    {
      key: 'comment',
      title: 'Comment',
      render: (_, pair) =>
        pair.comment === null ? (
          <Typography.Text type="secondary">–</Typography.Text>
        ) : (
          <Button
            size="small"
            onClick={() => onOpen(pair)}
            aria-label={`Show the review of ${pair.student.githubId} by ${pair.checker.githubId}`}
          >
            Show
          </Button>
        ),
    },
  ];

  const change = (
    pagination: TablePaginationConfig,
    filters: Record<string, unknown>,
    sorter: SorterResult<CrossCheckPair> | SorterResult<CrossCheckPair>[],
  ) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    const order: PairOrder = sort?.order
      ? {
          orderBy: sort.columnKey as GetCrossCheckPairsOrderBy,
          orderDirection: sort.order === 'descend' ? 'desc' : 'asc',
        }
      : {};
    const reviewed = firstText(filters.reviewedDate);
    // A new filter or order starts again at page 1.
    const nextFilters: PairFilters = {
      task: firstText(filters.task),
      checker: firstText(filters.checker),
      student: firstText(filters.student),
      url: firstText(filters.url),
      reviewed: reviewed === undefined ? undefined : reviewed === 'true',
    };
    const same =
      FILTER_KEYS.every((key) => nextFilters[key] === view.filters[key]) &&
      order.orderBy === view.order.orderBy &&
      order.orderDirection === view.order.orderDirection;
    onChange({ ...view, filters: nextFilters, order, current: same ? (pagination.current ?? 1) : 1 });
  };

  return (
    <Table<CrossCheckPair>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={pairs}
      loading={loading}
      onChange={change}
      pagination={{ current: view.current, pageSize: PAIRS_PAGE_SIZE, total, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
