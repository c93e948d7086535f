import { Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { useScoreData } from '../hooks/useScoreData';
import { useScoreView } from '../hooks/useScoreView';

// The tabs, the table and the drawers load in their own chunks (DESIGN.md "Performance").
const CourseScore = dynamic(() => import('../components/CourseScore').then((mod) => mod.CourseScore), {
  loading: () => <Skeleton active />,
});

// pages.md §11 "/course/score": "Score" of the active course for every member.
export function ScorePage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  const { view } = useScoreView();
  // The same keys as CourseScore: the requests start with the page, not after the chunk.
  useScoreData(course?.id ?? 0, view);
  if (!course || !session) return null;
  const canExport =
    session.isAdmin || session.isHirer || hasRoleInCourse(session, course.id, ['manager', 'supervisor']);
  return (
    <CourseScore
      courseId={course.id}
      viewerLogin={session.githubId}
      isStudent={hasRoleInCourse(session, course.id, ['student'])}
      canExport={canExport}
    />
  );
}
