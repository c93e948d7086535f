import { Alert, Empty, Result, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useMemo } from 'react';

import { viewerTimeZone } from '@/components/form/date-time';
import { problemDetail } from '@/hooks/problem';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { useStudentInterviews } from '../hooks/useStudentInterviews';

// The cards load in their own chunk; the interviews are requested at once (DESIGN.md "Performance").
const InterviewCardGrid = dynamic(
  () => import('../components/InterviewCardGrid').then((mod) => mod.InterviewCardGrid),
  {
    loading: () => <Skeleton active />,
  },
);

export const NO_INTERVIEWS = 'There are no interviews in this course yet.';

function InterviewCards({ courseId }: { courseId: number }) {
  const { interviews, error, register, registering } = useStudentInterviews(courseId);
  const timeZone = useMemo(viewerTimeZone, []);
  if (error) return <Alert type="error" showIcon title={problemDetail(error)} />;
  if (!interviews) return <Skeleton active />;
  if (!interviews.length) return <Empty description={NO_INTERVIEWS} />;
  return (
    <InterviewCardGrid interviews={interviews} timeZone={timeZone} registering={registering} onRegister={register} />
  );
}

// pages.md §2 "/course/student/interviews": a card per interview of the course, regular and Technical Screening.
export function StudentInterviewsPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  if (!course || !session) return null;
  // pages.md §0.1: the guard lets an admin in; without the student role the page says whom it is for.
  if (!hasRoleInCourse(session, course.id, ['student'])) {
    return <Result status="info" title="This page is for students of the course" />;
  }
  return <InterviewCards courseId={course.id} />;
}
