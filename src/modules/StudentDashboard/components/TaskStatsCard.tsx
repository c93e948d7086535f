import { Button, Card, Flex, Table, Typography, type TableColumnsType } from 'antd';

import { formatDateTime, viewerTimeZone } from '@/components/form/date-time';

import { STATUS_LABELS, TASK_STATUSES, countByStatus, type DashboardTask, type TaskStatus } from '../utils';
import { StatusDonut } from './StatusDonut';

interface TaskStatsCardProps {
  tasks: DashboardTask[];
  selected: TaskStatus | undefined;
  onSelect: (status: TaskStatus | undefined) => void;
}

const columns = (zone: string): TableColumnsType<DashboardTask> => [
  { title: 'Task', dataIndex: 'name', key: 'name' },
  { title: 'Score / Max', key: 'score', render: (_, task) => `${task.score ?? '–'} / ${task.maxScore}` },
  { title: 'Weight', dataIndex: 'scoreWeight', key: 'weight' },
  { title: `Start (${zone})`, key: 'start', render: (_, task) => formatDateTime(task.studentStartDate) },
  { title: `Deadline (${zone})`, key: 'deadline', render: (_, task) => formatDateTime(task.studentEndDate) },
  {
    title: 'PR URL',
    key: 'url',
    render: (_, task) =>
      task.solutionUrl ? (
        <a href={task.solutionUrl} target="_blank" rel="noreferrer">
          {task.solutionUrl}
        </a>
      ) : (
        '–'
      ),
  },
];

// pages.md §2 "Tasks Statistics": the donut by status; a slice or `?statType=` opens that status's table.
export function TaskStatsCard({ tasks, selected, onSelect }: TaskStatsCardProps) {
  const counts = countByStatus(tasks);
  const zone = viewerTimeZone();
  return (
    <Card title="Tasks Statistics">
      <Flex gap={16} align="center" wrap>
        <StatusDonut counts={counts} onSelect={onSelect} />
        <Flex vertical gap={4}>
          {TASK_STATUSES.map((status) => (
            <Button
              key={status}
              type={selected === status ? 'primary' : 'text'}
              size="small"
              onClick={() => onSelect(selected === status ? undefined : status)}
            >
              {`${STATUS_LABELS[status]}: ${counts[status]}`}
            </Button>
          ))}
        </Flex>
      </Flex>
      {selected && (
        <>
          <Typography.Title level={5}>{`${STATUS_LABELS[selected]} tasks`}</Typography.Title>
          <Table
            size="small"
            rowKey="id"
            scroll={{ x: true }}
            pagination={false}
            columns={columns(zone)}
            dataSource={tasks.filter((task) => task.status === selected)}
          />
        </>
      )}
    </Card>
  );
}
