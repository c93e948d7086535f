import { Card, Empty, Flex, Tag, Typography } from 'antd';
import Link from 'next/link';

import { formatDateTime, viewerTimeZone } from '@/components/form/date-time';

import { dueState, type DashboardTask } from '../utils';

interface AvailableTasksCardProps {
  tasks: DashboardTask[];
  courseAlias: string;
}

// pages.md §2 "Available Tasks": name link, type tag, "Due by" in colour and words; "View all" goes to the schedule.
export function AvailableTasksCard({ tasks, courseAlias }: AvailableTasksCardProps) {
  const now = Date.now();
  const zone = viewerTimeZone();
  const available = tasks.filter((task) => task.status === 'available');
  return (
    <Card
      title="Available Tasks"
      extra={<Link href={{ pathname: '/course/schedule', query: { course: courseAlias } }}>View all</Link>}
    >
      {available.length === 0 ? (
        <Empty description="No tasks available now" />
      ) : (
        <Flex vertical gap={12}>
          {available.map((task) => {
            const due = dueState(task.studentEndDate, now);
            return (
              <Flex key={task.id} vertical gap={4}>
                <Flex gap={8} wrap align="center">
                  {task.descriptionUrl ? (
                    <a href={task.descriptionUrl} target="_blank" rel="noreferrer">
                      {task.name}
                    </a>
                  ) : (
                    <Typography.Text strong>{task.name}</Typography.Text>
                  )}
                  <Tag>{task.type}</Tag>
                </Flex>
                <Typography.Text>
                  {`Due by ${formatDateTime(task.studentEndDate)} (${zone}) `}
                  <Tag color={due.color}>{due.text}</Tag>
                </Typography.Text>
              </Flex>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}
