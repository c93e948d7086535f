import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';

import type { Task } from '@/api/model';
import { EditButton } from '@/components/table/EditButton';

import { NOT_ASSIGNED, TASK_TYPES, TASKS_PAGE_SIZE } from '../constants';
import { courseAliases, usedInCourse } from '../utils';

interface TasksTableProps {
  tasks: Task[];
  loading: boolean;
  onEdit: (task: Task) => void;
}

const tags = (values: string[]) => values.map((value) => <Tag key={value}>{value}</Tag>);

// pages.md §5 "/admin/tasks": 100 rows a page; Type and Used in Courses filters ("Not assigned" included).
export function TasksTable({ tasks, loading, onEdit }: TasksTableProps) {
  const columns: TableColumnsType<Task> = [
    { title: 'Id', dataIndex: 'id', key: 'id', width: 70 },
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: (a, b) => a.name.localeCompare(b.name) },
    { title: 'Discipline', key: 'discipline', render: (_, task) => task.discipline?.name ?? '–' },
    { title: 'Tags', key: 'tags', render: (_, task) => tags(task.tags) },
    { title: 'Skills', key: 'skills', render: (_, task) => tags(task.skills) },
    {
      title: 'Type',
      dataIndex: 'type',
      key: 'type',
      filters: TASK_TYPES.map((type) => ({ text: type, value: type })),
      onFilter: (value, task) => task.type === value,
      render: (type: string) => <Tag>{type}</Tag>,
    },
    {
      title: 'Used in Courses',
      key: 'courses',
      filters: [
        { text: 'Not assigned', value: NOT_ASSIGNED },
        ...courseAliases(tasks).map((alias) => ({ text: alias, value: alias })),
      ],
      onFilter: (value, task) => usedInCourse(task, String(value)),
      render: (_, task) => tags(task.courses.map((course) => course.alias)),
    },
    {
      title: 'Description URL',
      key: 'descriptionUrl',
      render: (_, task) =>
        task.descriptionUrl ? (
          <a href={task.descriptionUrl} target="_blank" rel="noreferrer">
            {task.descriptionUrl}
          </a>
        ) : (
          '–'
        ),
    },
    { title: 'PR Required', key: 'pr', render: (_, task) => (task.githubPrRequired ? 'Yes' : 'No') },
    { title: 'Repo Name', key: 'repo', render: (_, task) => task.githubRepoName ?? '–' },
    {
      title: 'Edit',
      key: 'edit',
      width: 70,
      render: (_, task) => <EditButton itemName={task.name} onClick={() => onEdit(task)} />,
    },
  ];
  return (
    <Table<Task>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={tasks}
      loading={loading}
      pagination={{ pageSize: TASKS_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
