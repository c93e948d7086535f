import { Button, Result } from 'antd';

import type { Course } from '@/api/model';

interface NoActiveCourseProps {
  studentRegistrationOpen: boolean;
  pending: readonly Course[];
}

// pages.md §1 and §14: Home without an active course.
export function NoActiveCourse({ studentRegistrationOpen, pending }: NoActiveCourseProps) {
  return (
    <Result
      status="info"
      icon={<img src="/images/welcome.svg" width={240} height={240} alt="A student and a mentor welcoming you" />}
      title="You are not student or mentor in any active course"
      extra={[
        <Button key="mentor" type="primary" href="/registry/mentor">
          Register as Mentor
        </Button>,
        studentRegistrationOpen && (
          <Button key="student" href="/registry/student">
            Register as Student
          </Button>
        ),
        ...pending.map((course) => (
          <Button key={course.id} href={`/course/mentor/confirm?course=${encodeURIComponent(course.alias)}`}>
            {`Confirm ${course.name}`}
          </Button>
        )),
      ]}
    />
  );
}
