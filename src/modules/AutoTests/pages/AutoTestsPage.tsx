import { Alert, Col, Empty, Row, Skeleton, Tabs } from 'antd';

import { hasRoleInCourse } from '@/hooks/session-roles';
import { problemDetail } from '@/hooks/problem';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { AutoTestCard } from '../components/AutoTestCard';
import { useAutoTests } from '../hooks/useAutoTests';
import { useDoneTasks } from '../hooks/useDoneTasks';

// pages.md §2 "/course/student/auto-test": "Auto-tests", tabs Available / Missed / Done; managers read only.
export function AutoTestsPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  if (!course || !session) return null;
  const isStudent = hasRoleInCourse(session, course.id, ['student']);
  return <AutoTests courseId={course.id} courseAlias={course.alias} isStudent={isStudent} />;
}

function AutoTests({
  courseId,
  courseAlias,
  isStudent,
}: {
  courseId: number;
  courseAlias: string;
  isStudent: boolean;
}) {
  const { autoTests, isLoading, error } = useAutoTests(courseId, isStudent);
  const { done, markDone } = useDoneTasks(courseId);
  if (error) return <Alert type="error" showIcon title={problemDetail(error)} />;
  if (isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
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
