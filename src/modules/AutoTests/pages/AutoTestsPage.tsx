import { Alert, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { hasRoleInCourse } from '@/hooks/session-roles';
import { problemDetail } from '@/hooks/problem';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { useAutoTests } from '../hooks/useAutoTests';
import { useDoneTasks } from '../hooks/useDoneTasks';

// The tabs with their cards load in their own chunk (DESIGN.md "Performance").
const AutoTestTabs = dynamic(() => import('../components/AutoTestTabs').then((mod) => mod.AutoTestTabs), {
  loading: () => <Skeleton active paragraph={{ rows: 6 }} />,
});

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
  return (
    <AutoTestTabs
      autoTests={autoTests}
      done={done}
      courseAlias={courseAlias}
      isStudent={isStudent}
      markDone={markDone}
    />
  );
}
