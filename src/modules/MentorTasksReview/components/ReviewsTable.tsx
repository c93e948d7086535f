import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Input, Table } from 'antd';
import type { ColumnsType, ColumnType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';

import type { CourseTask, MentorReview } from '@/api/model';

import { PAGE_SIZE } from '../constants';
import type { ReviewFilters, ReviewOrder } from '../hooks/useMentorReviews';

interface ReviewsTableProps {
  reviews: MentorReview[];
  tasks: CourseTask[];
  total: number;
  current: number;
  loading: boolean;
  timeZone: string;
  formatDate: (iso: string | null) => string;
  filters: ReviewFilters;
  onChange: (page: number, filters: ReviewFilters, order: ReviewOrder) => void;
  onAssign: (review: MentorReview) => void;
}

const textSearch = (label: string): Partial<ColumnType<MentorReview>> => ({
  filterIcon: (filtered: boolean) => (
    <SearchOutlined aria-label={`Search ${label}`} style={{ color: filtered ? '#1677ff' : undefined }} />
  ),
  filterDropdown: ({ selectedKeys, setSelectedKeys, confirm }) => (
    <div style={{ padding: 8 }}>
      <Input.Search
        aria-label={`Search ${label}`}
        placeholder={`Search ${label}`}
        value={selectedKeys[0] as string | undefined}
        onChange={(event) => setSelectedKeys(event.target.value ? [event.target.value] : [])}
        onSearch={() => confirm()}
        allowClear
      />
    </div>
  ),
});

const firstText = (value: unknown) =>
  Array.isArray(value) && typeof value[0] === 'string' ? value[0].trim() : undefined;

export function ReviewsTable(props: ReviewsTableProps) {
  const { reviews, tasks, total, current, loading, timeZone, formatDate, onChange, onAssign } = props;
  const columns: ColumnsType<MentorReview> = [
    {
      key: 'task',
      title: 'Task Name',
      filters: tasks.map((task) => ({ text: task.name, value: task.id })),
      filteredValue: props.filters.tasks ?? null,
      render: (_value, review) =>
        review.taskDescriptionUrl ? (
          <a href={review.taskDescriptionUrl} target="_blank" rel="noreferrer">
            {review.taskName}
          </a>
        ) : (
          review.taskName
        ),
    },
    {
      key: 'student',
      title: 'Student',
      ...textSearch('student'),
      filteredValue: props.filters.student ? [props.filters.student] : null,
      render: (_value, review) => `${review.student.name} (${review.student.githubId})`,
    },
    {
      key: 'submittedAt',
      title: `Submitted (${timeZone})`,
      sorter: true,
      render: (_value, review) => formatDate(review.submittedAt),
    },
    {
      key: 'link',
      title: 'Link',
      render: (_value, review) => (
        <a href={review.solutionUrl} target="_blank" rel="noreferrer">
          Solution
        </a>
      ),
    },
    {
      key: 'checker',
      title: 'Checker',
      ...textSearch('checker'),
      filteredValue: props.filters.checker ? [props.filters.checker] : null,
      render: (_value, review) => (review.checker ? `${review.checker.name} (${review.checker.githubId})` : '–'),
    },
    {
      key: 'reviewedAt',
      title: `Reviewed (${timeZone})`,
      sorter: true,
      render: (_value, review) => formatDate(review.reviewedAt),
    },
    {
      key: 'score',
      title: 'Score',
      render: (_value, review) => (review.score === null ? '–' : `${review.score} / ${review.maxScore}`),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_value, review) => (
        <Button size="small" disabled={review.score !== null} onClick={() => onAssign(review)}>
          Assign Reviewer
        </Button>
      ),
    },
  ];

  const change = (
    pagination: TablePaginationConfig,
    filters: Record<string, unknown>,
    sorter: SorterResult<MentorReview> | SorterResult<MentorReview>[],
  ) => {
    const sort = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = sort?.order ? (sort.columnKey as ReviewOrder['sortField']) : undefined;
    const order: ReviewOrder = field ? { sortField: field, sortOrder: sort.order === 'ascend' ? 'asc' : 'desc' } : {};
    const taskIds = Array.isArray(filters.task) ? filters.task.map(Number) : undefined;
    onChange(
      pagination.current ?? 1,
      { tasks: taskIds, student: firstText(filters.student), checker: firstText(filters.checker) },
      order,
    );
  };

  return (
    <Table<MentorReview>
      rowKey="id"
      columns={columns}
      dataSource={reviews}
      loading={loading}
      onChange={change}
      pagination={{ current, pageSize: PAGE_SIZE, total, showSizeChanger: false }}
      scroll={{ x: 1100 }}
      size="middle"
    />
  );
}
