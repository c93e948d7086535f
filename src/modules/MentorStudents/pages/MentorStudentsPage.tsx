import { Alert, Card, Col, Empty, Row, Skeleton } from 'antd';

import { useGetMentorCourseStudents } from '@/api/mentors';
import { problemDetail } from '@/hooks/problem';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { StudentCard } from '../components/StudentCard';

export const NO_STUDENTS = 'You do not have students';

function StudentCards({
  mentorId,
  courseId,
  courseAlias,
}: {
  mentorId: number;
  courseId: number;
  courseAlias: string;
}) {
  const { data, error, isLoading } = useGetMentorCourseStudents(mentorId, courseId, {
    swr: { revalidateOnFocus: false },
  });
  if (error) return <Alert type="error" showIcon title={problemDetail(error)} />;
  if (isLoading || !data) {
    return (
      <Row gutter={[16, 16]}>
        {[0, 1, 2].map((key) => (
          <Col key={key} xs={24} md={12} xl={8}>
            <Card>
              <Skeleton active />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }
  if (!data.length) return <Empty description={NO_STUDENTS} />;
  return (
    <Row gutter={[16, 16]}>
      {data.map((student) => (
        <Col key={student.id} xs={24} md={12} xl={8}>
          <StudentCard student={student} courseAlias={courseAlias} />
        </Col>
      ))}
    </Row>
  );
}

// pages.md §3 "/course/mentor/students": "Your students", the active mentees of the caller's mentor record.
export function MentorStudentsPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  if (!course || !session) return null;
  const mentorId = session.courses[String(course.id)]?.mentorId ?? null;
  if (mentorId === null) return <Empty description={NO_STUDENTS} />;
  return <StudentCards mentorId={mentorId} courseId={course.id} courseAlias={course.alias} />;
}
