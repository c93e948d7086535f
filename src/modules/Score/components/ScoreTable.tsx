import { Button, Table, theme } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { FilterDropdownProps, SorterResult } from 'antd/es/table/interface';

import type { CourseTask, GetScoreOrderBy, ScoreStudent } from '@/api/model';
import { ColumnSearch } from '@/components/table/ColumnSearch';

import { FILTER_KEYS, formatDateTime, PAGE_SIZE, viewerTimeZone, type FilterKey, type ScoreView } from '../utils';

import { TaskColumnTitle } from './TaskColumnTitle';

interface ScoreTableProps {
  students: ScoreStudent[];
  ownRow?: ScoreStudent;
  courseTasks: CourseTask[];
  hiddenColumns: string[];
  total: number;
  view: ScoreView;
  loading: boolean;
  filtered: boolean;
  onChange: (change: Partial<Pick<ScoreView, 'current' | 'orderBy' | 'orderDirection' | 'filters'>>) => void;
  onOpen: (student: ScoreStudent) => void;
}

const searchable = (key: FilterKey, field: string, view: ScoreView) => ({
  filteredValue: view.filters[key] ? [view.filters[key] as string] : null,
  filterDropdown: (props: FilterDropdownProps) => <ColumnSearch {...props} field={field} />,
});

// pages.md §11 "/course/score": the server table, 100 per page; the viewer's own row pinned on top, inactive rows
// greyed, one column per visible task.
export function ScoreTable(props: ScoreTableProps) {
  const { students, ownRow, courseTasks, hiddenColumns, total, view, loading, filtered, onChange, onOpen } = props;
  const { token } = theme.useToken();
  const sortable = (key: GetScoreOrderBy) => ({
    key,
    sorter: true,
    sortOrder:
      view.orderBy === key ? (view.orderDirection === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
  });
  const columns: TableColumnsType<ScoreStudent> = [
    { title: '#', ...sortable('rank'), render: (_, student) => student.rank ?? '' },
    {
      title: 'GitHub',
      ...sortable('githubId'),
      ...searchable('githubId', 'GitHub', view),
      render: (_, student) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(student)}>
          {student.githubId}
        </Button>
      ),
    },
    { title: 'Name', ...sortable('name'), ...searchable('name', 'Name', view), render: (_, student) => student.name },
    {
      title: 'City',
      ...sortable('cityName'),
      ...searchable('cityName', 'City', view),
      render: (_, student) => student.cityName ?? '',
    },
    { title: 'Total', ...sortable('totalScore'), align: 'right', render: (_, student) => student.totalScore },
    {
      title: 'Cross-Check',
      ...sortable('crossCheckScore'),
      align: 'right',
      render: (_, student) => student.crossCheckScore,
    },
    {
      title: `Change Date (${viewerTimeZone()})`,
      ...sortable('totalScoreChangeDate'),
      render: (_, student) => formatDateTime(student.totalScoreChangeDate),
    },
    {
      title: 'Mentor',
      ...sortable('mentor'),
      ...searchable('mentor.githubId', 'Mentor', view),
      render: (_, student) => student.mentor?.githubId ?? '',
    },
    ...courseTasks
      .filter((courseTask) => !hiddenColumns.includes(String(courseTask.id)))
      .map((courseTask) => ({
        title: <TaskColumnTitle courseTask={courseTask} />,
        key: `task-${courseTask.id}`,
        align: 'right' as const,
        render: (_: unknown, student: ScoreStudent) =>
          student.taskResults.find((result) => result.courseTaskId === courseTask.id)?.score ?? '',
      })),
  ];
  const rows = ownRow ? [ownRow, ...students.filter((student) => student.id !== ownRow.id)] : students;
  const pagination: TablePaginationConfig = {
    current: view.current,
    pageSize: PAGE_SIZE,
    total,
    showSizeChanger: false,
    showTotal: (count) => `${count} students`,
  };
  return (
    <Table<ScoreStudent>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      locale={{ emptyText: filtered ? 'No students match the filters' : 'No students yet' }}
      scroll={{ x: 'max-content' }}
      onRow={(student) => ({
        style: {
          // Inactive students are greyed in the secondary text colour: half opacity fell below AA contrast.
          ...(student.isActive ? {} : { color: token.colorTextSecondary }),
          ...(student.id === ownRow?.id ? { fontWeight: 600 } : {}),
        },
      })}
      onChange={(next, tableFilters, sorter, extra) => {
        if (extra.action === 'filter') {
          const filters = Object.fromEntries(
            FILTER_KEYS.flatMap((key) => {
              const value = tableFilters[key === 'mentor.githubId' ? 'mentor' : key]?.[0];
              return value ? [[key, String(value).trim()]] : [];
            }),
          );
          onChange({ filters });
        } else if (extra.action === 'sort') {
          const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<ScoreStudent> | undefined;
          if (!single?.order) onChange({ orderBy: 'rank', orderDirection: 'asc' });
          else
            onChange({
              orderBy: single.columnKey as GetScoreOrderBy,
              orderDirection: single.order === 'ascend' ? 'asc' : 'desc',
            });
        } else if (next.current && next.current !== view.current) onChange({ current: next.current });
      }}
    />
  );
}
