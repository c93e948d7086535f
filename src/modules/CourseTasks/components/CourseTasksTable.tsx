import MoreOutlined from '@ant-design/icons/MoreOutlined';
import { Button, Dropdown, Flex, Table, Tag } from 'antd';
import type { MenuProps, TableColumnsType } from 'antd';

import type { CourseTask, CourseTaskDetailed } from '@/api/model';
import { formatDateTime } from '@/components/form/date-time';
import { ColumnSearch } from '@/components/table/ColumnSearch';

import { CHECKER_LABELS, CROSS_CHECK_STATUS_LABELS, PAGE_SIZE } from '../constants';
import { canCompleteCrossCheck, canDistribute, canDistributeCrossCheck, matchesName } from '../utils';

interface CourseTasksTableProps {
  courseTasks: CourseTaskDetailed[];
  loading: boolean;
  timeZone: string;
  onEdit: (task: CourseTask) => void;
  onDelete: (task: CourseTask) => void;
  onDistribute: (task: CourseTask) => void;
  onCrossCheckDistribute: (task: CourseTaskDetailed) => void;
  onCrossCheckComplete: (task: CourseTask) => void;
}

const compareDates = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

function rowMenu(task: CourseTaskDetailed, props: CourseTasksTableProps, now: number): MenuProps['items'] {
  return [
    { key: 'edit', label: 'Edit', onClick: () => props.onEdit(task) },
    { key: 'delete', label: 'Delete', danger: true, onClick: () => props.onDelete(task) },
    ...(canDistribute(task)
      ? [{ key: 'distribute', label: 'Distribute', onClick: () => props.onDistribute(task) }]
      : []),
    ...(canDistributeCrossCheck(task, now)
      ? [
          {
            key: 'cross-check-distribute',
            label: `Cross-Check: Distribute (${task.submissionsCount} ${task.submissionsCount === 1 ? 'submission' : 'submissions'})`,
            onClick: () => props.onCrossCheckDistribute(task),
          },
        ]
      : []),
    ...(canCompleteCrossCheck(task)
      ? [
          {
            key: 'cross-check-complete',
            label: 'Cross-Check: Complete',
            onClick: () => props.onCrossCheckComplete(task),
          },
        ]
      : []),
  ];
}

// pages.md §4 "/course/admin/tasks" table; dates in the viewer's zone, named in the column titles.
export function CourseTasksTable(props: CourseTasksTableProps) {
  const { courseTasks, loading, timeZone } = props;
  const columns: TableColumnsType<CourseTaskDetailed> = [
    { title: 'Id', dataIndex: 'id', key: 'id', width: 70, sorter: (a, b) => a.id - b.id },
    {
      title: 'Name',
      key: 'name',
      render: (_, task) => (task.descriptionUrl ? <a href={task.descriptionUrl}>{task.name}</a> : task.name),
      sorter: (a, b) => a.name.localeCompare(b.name),
      filterDropdown: (dropdown) => <ColumnSearch field="name" {...dropdown} />,
      onFilter: (value, task) => matchesName(task, String(value)),
    },
    { title: 'Results count', dataIndex: 'resultsCount', key: 'resultsCount', align: 'right' },
    {
      title: `Start / End (${timeZone})`,
      key: 'dates',
      render: (_, task) => `${formatDateTime(task.studentStartDate)} / ${formatDateTime(task.studentEndDate)}`,
      sorter: (a, b) => compareDates(a.studentEndDate, b.studentEndDate),
    },
    {
      title: `Cross-Check End (${timeZone})`,
      key: 'crossCheckEndDate',
      render: (_, task) => formatDateTime(task.crossCheckEndDate),
    },
    {
      title: 'Cross-Check Status',
      key: 'crossCheckStatus',
      render: (_, task) =>
        task.checker === 'crossCheck' ? (
          <Flex gap={4} wrap>
            <Tag>{CROSS_CHECK_STATUS_LABELS[task.crossCheckStatus]}</Tag>
            {/* rules.md R7.3: the sweep left it initial: fewer than 3 submissions to distribute. */}
            {task.notEnoughSubmissions && <Tag color="orange">not enough submissions</Tag>}
          </Flex>
        ) : (
          '–'
        ),
    },
    { title: 'Max Score', dataIndex: 'maxScore', key: 'maxScore', align: 'right' },
    { title: 'Type', dataIndex: 'type', key: 'type' },
    { title: 'Score Weight', dataIndex: 'scoreWeight', key: 'scoreWeight', align: 'right' },
    { title: 'Who Checks', key: 'checker', render: (_, task) => CHECKER_LABELS[task.checker] },
    { title: 'Task Owner', key: 'taskOwner', render: (_, task) => task.taskOwner?.githubId ?? '–' },
    { title: 'Pairs', key: 'pairsCount', render: (_, task) => task.pairsCount ?? '–' },
    {
      title: 'Actions',
      key: 'actions',
      width: 80,
      render: (_, task) => (
        <Dropdown menu={{ items: rowMenu(task, props, Date.now()) }} trigger={['click']}>
          <Button type="text" icon={<MoreOutlined />} aria-label={`Actions for ${task.name}`} />
        </Dropdown>
      ),
    },
  ];
  return (
    <Table<CourseTaskDetailed>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={courseTasks}
      loading={loading}
      pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
    />
  );
}
