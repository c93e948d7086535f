import { Button, Table, Tag } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { FilterDropdownProps, SorterResult } from 'antd/es/table/interface';
import Link from 'next/link';

import type { CourseStudent } from '@/api/model';
import { ColumnSearch } from '@/components/table/ColumnSearch';

import { PAGE_SIZE, SCREENING_LABELS } from '../constants';
import {
  columnSearchFromFilters,
  orderFromSorter,
  personLabel,
  sameColumnSearch,
  sortOrderOf,
  type StudentColumnSearch,
  type StudentOrder,
} from '../utils';

interface StudentsTableProps {
  students: CourseStudent[];
  total: number;
  current: number;
  order: StudentOrder;
  columnSearch: StudentColumnSearch;
  loading: boolean;
  filtered: boolean;
  onPage: (current: number) => void;
  onOrder: (order: StudentOrder) => void;
  onColumnSearch: (search: StudentColumnSearch) => void;
  onMore: (student: CourseStudent) => void;
}

// pages.md §4 "/course/admin/students": Active, Student, Mentor, City, Country, Screening, Total, More; 100 per page,
// paged, sorted and searched (Student, Mentor, Country) by the server.
export function StudentsTable(props: StudentsTableProps) {
  const { students, total, current, order, columnSearch, loading, filtered } = props;
  const { onPage, onOrder, onColumnSearch, onMore } = props;
  const searchable = (field: keyof StudentColumnSearch, label: string) => ({
    filteredValue: columnSearch[field] ? [columnSearch[field]] : null,
    filterDropdown: (dropdown: FilterDropdownProps) => <ColumnSearch {...dropdown} field={label} />,
  });
  const columns: TableColumnsType<CourseStudent> = [
    {
      title: 'Active',
      key: 'isActive',
      render: (_, student) => <Tag>{student.isActive ? 'Active' : 'Inactive'}</Tag>,
    },
    {
      title: 'Student',
      key: 'name',
      sorter: true,
      sortOrder: sortOrderOf(order, 'name'),
      ...searchable('student', 'Student'),
      render: (_, student) => (
        <Link href={`/profile?githubId=${encodeURIComponent(student.githubId)}`}>{personLabel(student)}</Link>
      ),
    },
    {
      title: 'Mentor',
      key: 'mentor',
      sorter: true,
      sortOrder: sortOrderOf(order, 'mentor'),
      ...searchable('mentor', 'Mentor'),
      render: (_, student) => (student.mentor ? personLabel(student.mentor) : '—'),
    },
    { title: 'City', key: 'cityName', render: (_, student) => student.cityName ?? '' },
    {
      title: 'Country',
      key: 'countryName',
      sorter: true,
      sortOrder: sortOrderOf(order, 'countryName'),
      ...searchable('country', 'Country'),
      render: (_, student) => student.countryName ?? '',
    },
    { title: 'Screening', key: 'screening', render: (_, student) => SCREENING_LABELS[student.screening] },
    {
      title: 'Total',
      key: 'totalScore',
      align: 'right',
      sorter: true,
      sortOrder: sortOrderOf(order, 'totalScore'),
      render: (_, student) => student.totalScore,
    },
    {
      title: 'More',
      key: 'more',
      render: (_, student) => (
        <Button size="small" aria-label={`More about ${student.githubId}`} onClick={() => onMore(student)}>
          More
        </Button>
      ),
    },
  ];
  const pagination: TablePaginationConfig = {
    current,
    pageSize: PAGE_SIZE,
    total,
    showSizeChanger: false,
    hideOnSinglePage: true,
    showTotal: (count) => `${count} students`,
  };
  return (
    <Table<CourseStudent>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={students}
      loading={loading}
      pagination={pagination}
      locale={{ emptyText: filtered ? 'No students match the search' : 'No students yet' }}
      scroll={{ x: 'max-content' }}
      onChange={(next, filters, sorter) => {
        const single = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<CourseStudent> | undefined;
        const nextOrder = orderFromSorter(single?.columnKey, single?.order);
        const nextSearch = columnSearchFromFilters(filters);
        if (!sameColumnSearch(nextSearch, columnSearch)) onColumnSearch(nextSearch);
        else if (nextOrder.orderBy !== order.orderBy || nextOrder.orderDirection !== order.orderDirection)
          onOrder(nextOrder);
        else if (next.current && next.current !== current) onPage(next.current);
      }}
    />
  );
}
