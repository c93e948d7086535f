import { Table, Tag } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';

import type { Course, MentorRegistryItem } from '@/api/model';

import { formatDate, LOCATION_LABELS, PAGE_SIZE, type RegistryFilters, type RegistryQuery } from '../utils';
import { AdditionalIcons } from './AdditionalIcons';
import { ColumnSearch } from './ColumnSearch';
import { RowActions } from './RowActions';

interface RegistryTableProps {
  items: MentorRegistryItem[];
  total: number;
  loading: boolean;
  query: RegistryQuery;
  courses: Course[];
  disciplines: string[];
  actions: Omit<Parameters<typeof RowActions>[0], 'item'>;
  onPage: (page: number) => void;
  onFilters: (filters: RegistryFilters) => void;
  onGithubOrder: (order: RegistryQuery['githubOrder']) => void;
}

const first = (values: unknown) => (Array.isArray(values) && values.length ? String(values[0]) : undefined);
const numbers = (values: unknown) => (Array.isArray(values) ? values.map(Number) : []);
const strings = (values: unknown) => (Array.isArray(values) ? values.map(String) : []);

// pages.md §5 "/admin/mentor-registry": the server table, 100 rows a page, its filters kept in the page's state.
export function RegistryTable(props: RegistryTableProps) {
  const { items, total, loading, query, courses, disciplines, actions, onPage, onFilters, onGithubOrder } = props;
  const { filters } = query;
  const courseName = (id: number) => courses.find((course) => course.id === id)?.name ?? `#${id}`;
  const courseTags = (ids: number[]) => ids.map((id) => <Tag key={id}>{courseName(id)}</Tag>);
  const courseFilters = courses.map((course) => ({ text: course.name, value: course.id }));

  const columns: TableColumnsType<MentorRegistryItem> = [
    {
      title: 'GitHub',
      key: 'githubId',
      fixed: 'left',
      render: (_, item) => (
        <a href={`https://github.com/${item.githubId}`} target="_blank" rel="noreferrer">
          {item.githubId}
        </a>
      ),
      sorter: true,
      sortOrder: query.githubOrder ? (query.githubOrder === 'asc' ? 'ascend' : 'descend') : null,
      filteredValue: filters.githubId ? [filters.githubId] : null,
      filterDropdown: (dropdown) => <ColumnSearch {...dropdown} field="GitHub" />,
    },
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Additional', key: 'additional', render: (_, item) => <AdditionalIcons item={item} /> },
    { title: 'Status', dataIndex: 'status', key: 'status', render: (status: string) => <Tag>{status}</Tag> },
    {
      title: 'Preferred courses',
      key: 'preferedCourses',
      render: (_, item) => courseTags(item.preferedCourses),
      filters: courseFilters,
      filteredValue: filters.preferedCourses.length ? filters.preferedCourses : null,
    },
    {
      title: 'Pre-Selected courses',
      key: 'preselectedCourses',
      render: (_, item) => courseTags(item.preselectedCourses),
      filters: courseFilters,
      filteredValue: filters.preselectedCourses.length ? filters.preselectedCourses : null,
    },
    { title: 'Received', dataIndex: 'receivedDate', key: 'receivedDate', render: formatDate },
    { title: 'Sent', dataIndex: 'sendDate', key: 'sendDate', render: formatDate },
    {
      title: 'Technologies',
      key: 'technicalMentoring',
      render: (_, item) => item.technicalMentoring.map((name) => <Tag key={name}>{name}</Tag>),
      filters: disciplines.map((name) => ({ text: name, value: name })),
      filteredValue: filters.technicalMentoring.length ? filters.technicalMentoring : null,
    },
    {
      title: 'City',
      dataIndex: 'cityName',
      key: 'cityName',
      render: (value: string | null) => value ?? '–',
      filteredValue: filters.cityName ? [filters.cityName] : null,
      filterDropdown: (dropdown) => <ColumnSearch {...dropdown} field="City" />,
    },
    { title: 'Languages', key: 'languages', render: (_, item) => item.languagesMentoring.join(', ') || '–' },
    { title: 'Max students', dataIndex: 'maxStudentsLimit', key: 'maxStudentsLimit' },
    {
      title: 'Students Location',
      key: 'location',
      render: (_, item) => LOCATION_LABELS[item.preferedStudentsLocation],
    },
    { title: 'Actions', key: 'actions', render: (_, item) => <RowActions item={item} {...actions} /> },
  ];

  const change: TableProps<MentorRegistryItem>['onChange'] = (pagination, tableFilters, sorter, extra) => {
    if (extra.action === 'paginate') return onPage(pagination.current ?? 1);
    if (extra.action === 'sort') {
      const order = Array.isArray(sorter) ? undefined : sorter.order;
      return onGithubOrder(order === 'ascend' ? 'asc' : order === 'descend' ? 'desc' : undefined);
    }
    onFilters({
      githubId: first(tableFilters.githubId),
      cityName: first(tableFilters.cityName),
      preferedCourses: numbers(tableFilters.preferedCourses),
      preselectedCourses: numbers(tableFilters.preselectedCourses),
      technicalMentoring: strings(tableFilters.technicalMentoring),
    });
  };

  return (
    <Table<MentorRegistryItem>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={items}
      loading={loading}
      onChange={change}
      pagination={{ current: query.currentPage, pageSize: PAGE_SIZE, total, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
