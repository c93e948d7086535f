import { Col, Empty, Row, Tabs } from 'antd';

import type { CourseTaskDetailed } from '@/api/model';

import type { AutoTestSummary } from '../utils';
import { AutoTestCard } from './AutoTestCard';

interface AutoTestTabsProps {
  autoTests: { task: CourseTaskDetailed; summary: AutoTestSummary }[];
  done: number[];
  courseAlias: string;
  isStudent: boolean;
  markDone: (taskId: number) => void;
}

// pages.md §2 "/course/student/auto-test": tabs Available / Missed / Done, one card per auto-test.
export function AutoTestTabs({ autoTests, done, courseAlias, isStudent, markDone }: AutoTestTabsProps) {
  const now = Date.now();
  const groups = {
    available: autoTests.filter(({ task }) => !done.includes(task.id) && Date.parse(task.studentEndDate) >= now),
    missed: autoTests.filter(({ task }) => !done.includes(task.id) && Date.parse(task.studentEndDate) < now),
    done: autoTests.filter(({ task }) => done.includes(task.id)),
  };
  const tab = (key: keyof typeof groups, label: string) => ({
    key,
    label: `${label} (${groups[key].length})`,
    children: groups[key].length ? (
      <Row gutter={[16, 16]}>
        {groups[key].map(({ task, summary }) => (
          <Col key={task.id} xs={24} md={12} xl={8}>
            <AutoTestCard
              task={task}
              summary={summary}
              courseAlias={courseAlias}
              readOnly={!isStudent}
              isDone={done.includes(task.id)}
              onDone={() => markDone(task.id)}
            />
          </Col>
        ))}
      </Row>
    ) : (
      <Empty description="No auto-tests yet" />
    ),
  });
  return <Tabs items={[tab('available', 'Available'), tab('missed', 'Missed'), tab('done', 'Done')]} />;
}
