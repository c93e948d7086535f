import { Alert, Empty, Skeleton } from 'antd';

import { useGetInterviews } from '@/api/interviews';
import { problemDetail } from '@/hooks/problem';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { LazyPairsPanel } from '../components/LazyPairsPanel';

export const NO_SCREENING_TASK = 'Add a Technical Screening task first.';

function StageInterviews({ courseId, canManage }: { courseId: number; canManage: boolean }) {
  const { data, error } = useGetInterviews(
    courseId,
    { types: 'stage-interview' },
    { swr: { revalidateOnFocus: false } },
  );
  if (error) return <Alert type="error" showIcon title={problemDetail(error)} />;
  if (!data) return <Skeleton active />;
  // rules.md R10.1: a course has at most one non-disabled stage-interview task.
  const [screening] = data;
  if (!screening) return <Empty description={NO_SCREENING_TASK} />;
  return <LazyPairsPanel courseId={courseId} interview={screening} canManage={canManage} />;
}

// pages.md §4 "/course/admin/stage-interviews": the Technical Screening pairs of the active course.
export function StageInterviewsPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  if (!course || !session) return null;
  const canManage = session.isAdmin || hasRoleInCourse(session, course.id, ['manager']);
  return <StageInterviews courseId={course.id} canManage={canManage} />;
}
