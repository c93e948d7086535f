import { Flex, Spin } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';

import { useGetCourses } from '@/api/courses';
import { useGetMentorApplication } from '@/api/mentor-registry';
import { useSession } from '@/hooks/useSession';

import { useMentorConfirmation } from '../hooks/useMentorConfirmation';
import { confirmState, courseAlias } from '../utils';

function Loading() {
  return (
    <Flex justify="center" role="status" aria-label="Loading..." style={{ padding: 48 }}>
      <Spin size="large" />
    </Flex>
  );
}

// The form and the result illustrations load on demand (first-load budget, DESIGN.md "Performance").
const MentorOptionsForm = dynamic(
  () => import('@/components/mentor-options/MentorOptionsForm').then((m) => m.MentorOptionsForm),
  { loading: Loading },
);
const ConfirmResult = dynamic(() => import('../components/ConfirmResult').then((m) => m.ConfirmResult), {
  loading: Loading,
});

const once = { revalidateOnFocus: false, shouldRetryOnError: false };

// pages.md §3 "/course/mentor/confirm?course=": the invited mentor chooses his options and joins the course (R14.4).
export function MentorConfirmPage() {
  const { query } = useRouter();
  const alias = courseAlias(query.course);
  const { data: session } = useSession();
  const courses = useGetCourses({ swr: once });
  // null: the user has not filled in the questionnaire (access.md §26).
  const application = useGetMentorApplication({ swr: once });
  const course = courses.data?.find((item) => item.alias === alias);
  const confirmation = useMentorConfirmation(course?.id);

  if (!session || courses.isLoading || application.isLoading) return <Loading />;
  if (confirmation.confirmed) return <ConfirmResult state="confirmed" alias={alias} courseName={course?.fullName} />;
  if (!course) return <ConfirmResult state="course-not-found" alias={alias} />;
  const state = confirmState(course, application.data, session);
  if (state !== 'options') return <ConfirmResult state={state} alias={alias} />;
  return (
    <Flex justify="center">
      <div style={{ width: '100%', maxWidth: 640 }}>
        <MentorOptionsForm
          course={course}
          initialValues={{
            maxStudentsLimit: application.data?.maxStudentsLimit ?? 2,
            preferedStudentsLocation: application.data?.preferedStudentsLocation ?? 'any',
          }}
          canPickStudents={!!session.courses[String(course.id)]?.roles.includes('mentor')}
          onConfirm={confirmation.confirm}
        />
      </div>
    </Flex>
  );
}
