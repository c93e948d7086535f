import { Button, Card, Descriptions, Flex, Tag } from 'antd';
import Link from 'next/link';

import type { CourseTaskDetailed } from '@/api/model';
import { formatDateTime, viewerTimeZone } from '@/components/form/date-time';

import { readSettings, type AutoTestSummary } from '../utils';

interface AutoTestCardProps {
  task: CourseTaskDetailed;
  summary: AutoTestSummary;
  courseAlias: string;
  readOnly: boolean;
  isDone: boolean;
  onDone: () => void;
}

const STATUS_COLORS = { Completed: 'green', Missed: 'red', Uncompleted: 'orange' } as const;

// pages.md §2 "/course/student/auto-test": one card per started auto-test task.
export function AutoTestCard({ task, summary, courseAlias, readOnly, isDone, onDone }: AutoTestCardProps) {
  const settings = readSettings(task);
  const rules = settings.isSelfCheck
    ? `Score at least ${settings.thresholdPercentage}% to pass.`
    : 'Your solution is checked automatically.';
  return (
    <Card
      title={task.name}
      extra={<Tag color={STATUS_COLORS[summary.status]}>{summary.status}</Tag>}
      actions={
        readOnly
          ? undefined
          : [
              <Link
                key="open"
                href={{
                  pathname: '/course/student/auto-test/task',
                  query: { course: courseAlias, courseTaskId: task.id },
                }}
              >
                <Button type="link">Open Task</Button>
              </Link>,
              <Button key="done" type="link" disabled={!summary.passed || isDone} onClick={onDone}>
                Done Task
              </Button>,
            ]
      }
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Deadline">
          {`${formatDateTime(task.studentEndDate)} (${viewerTimeZone()})`}
        </Descriptions.Item>
        {task.descriptionUrl && (
          <Descriptions.Item label="Description">
            <a href={task.descriptionUrl} target="_blank" rel="noreferrer">
              Read more
            </a>
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Rules">{rules}</Descriptions.Item>
        <Descriptions.Item label="Attempts">
          {summary.attemptsLeft === null ? 'No limits' : `${summary.attemptsLeft} left`}
        </Descriptions.Item>
        <Descriptions.Item label="Best score">
          <Flex gap={4}>{summary.bestScore === null ? '–' : `${summary.bestScore} / ${task.maxScore}`}</Flex>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
