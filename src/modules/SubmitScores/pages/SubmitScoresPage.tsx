import { Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { useSubmitScores } from '../hooks/useSubmitScores';

// The tabs with their forms load in their own chunk (DESIGN.md "Performance").
const SubmitScoresTabs = dynamic(() => import('../components/SubmitScoresTabs').then((mod) => mod.SubmitScoresTabs), {
  loading: () => <Skeleton active />,
});

// pages.md §4 "/course/submit-scores": "Submit Scores" for managers (every task) and task owners (their tasks).
export function SubmitScoresPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  if (!course || !session) return null;
  const isManager = session.isAdmin || hasRoleInCourse(session, course.id, ['manager']);
  return <SubmitScores courseId={course.id} viewerId={session.id} isManager={isManager} />;
}

function SubmitScores({ courseId, viewerId, isManager }: { courseId: number; viewerId: number; isManager: boolean }) {
  const scores = useSubmitScores(courseId, viewerId, isManager);
  if (scores.loading) return <Skeleton active />;
  return <SubmitScoresTabs scores={scores} />;
}
