import { Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { useGetCourseSchedule } from '@/api/schedule';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

// The toolbar, the tabs and the schedule load in their own chunks (DESIGN.md "Performance").
const Schedule = dynamic(() => import('../components/Schedule').then((mod) => mod.Schedule), {
  loading: () => <Skeleton active />,
});

// pages.md §11 "/course/schedule": the active course's schedule with the caller's statuses (R5).
export function SchedulePage() {
  const { data: session } = useSession();
  const { course, courses } = useActiveCourse();
  // The same key as useSchedule: the request starts with the page, not after the chunk.
  useGetCourseSchedule(course?.id ?? 0, { swr: { revalidateOnFocus: false } });
  if (!course || !session) return null;
  const staff = (roles: Parameters<typeof hasRoleInCourse>[2]) =>
    session.isAdmin || hasRoleInCourse(session, course.id, roles);
  // "Copy from" lists the other courses the caller manages (the server checks it too).
  const copySources = staff(['manager'])
    ? courses.filter(
        (other) => other.id !== course.id && (session.isAdmin || hasRoleInCourse(session, other.id, ['manager'])),
      )
    : [];
  return (
    <Schedule
      courseId={course.id}
      isManager={staff(['manager'])}
      canExport={staff(['manager', 'supervisor'])}
      copySources={copySources}
    />
  );
}
