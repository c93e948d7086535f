import { Alert, Card, Col, Empty, Result, Row, Skeleton } from 'antd';
import { useMemo } from 'react';

import { viewerTimeZone } from '@/components/form/date-time';
import { problemDetail } from '@/hooks/problem';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { InterviewCard } from '../components/InterviewCard';
import { useStudentInterviews } from '../hooks/useStudentInterviews';

export const NO_INTERVIEWS = 'There are no interviews in this course yet.';

function CardSkeletons() {
  return (
    <Row gutter={[16, 16]}>
      {[0, 1].map((key) => (
        <Col key={key} xs={24} lg={12}>
          <Card>
            <Skeleton active />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function InterviewCards({ courseId }: { courseId: number }) {
  const { interviews, error, register, registering } = useStudentInterviews(courseId);
  const timeZone = useMemo(viewerTimeZone, []);
  if (error) return <Alert type="error" showIcon title={problemDetail(error)} />;
  if (!interviews) return <CardSkeletons />;
  if (!interviews.length) return <Empty description={NO_INTERVIEWS} />;
  return (
    <Row gutter={[16, 16]}>
      {interviews.map((interview) => (
        <Col key={interview.id} xs={24} lg={12}>
          <InterviewCard
            interview={interview}
            timeZone={timeZone}
            registering={registering === interview.id}
            onRegister={register}
          />
        </Col>
      ))}
    </Row>
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
