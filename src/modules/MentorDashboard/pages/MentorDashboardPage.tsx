import { Alert, Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { useGetMentorDashboard } from '@/api/mentors';
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
  return (
    <>
      <ContactsHint />
      {mentorId === null ? (
        <Alert type="info" showIcon title="You are not a mentor of this course." />
      ) : (
        <MentorDashboard courseId={course.id} mentorId={mentorId} discordServerId={course.discordServerId ?? null} />
      )}
    </>
  );
}
