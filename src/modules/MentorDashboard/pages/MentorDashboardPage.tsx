import { Result, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { useGetMentorDashboard } from '@/api/mentors';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { ContactsHint } from '../components/ContactsHint';

// The tabs, the search and the review table load in their own chunk (DESIGN.md "Performance").
const MentorDashboard = dynamic(() => import('../components/MentorDashboard').then((mod) => mod.MentorDashboard), {
  loading: () => <Skeleton active />,
});

// pages.md §3 "/course/mentor/dashboard": the mentor's own record of the active course, read from the session.
export function MentorDashboardPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  const mentorId = (course && session?.courses[String(course.id)]?.mentorId) ?? null;
  // The same key as useMentorDashboard: the request starts with the page, not after the chunk.
  useGetMentorDashboard(mentorId ?? 0, course?.id ?? 0, { swr: { revalidateOnFocus: false } });
  if (!course || !session) return null;
  // pages.md §0.1: the guard lets an admin in; without the mentor role the page says whom it is for.
  if (mentorId === null || !hasRoleInCourse(session, course.id, ['mentor'])) {
    return <Result status="info" title="This page is for mentors of the course" />;
  }
  return (
    <>
      <ContactsHint />
      <MentorDashboard courseId={course.id} mentorId={mentorId} discordServerId={course.discordServerId ?? null} />
    </>
  );
}
