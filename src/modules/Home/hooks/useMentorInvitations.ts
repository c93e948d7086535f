import { useGetCourses, useGetOpenCourses } from '@/api/courses';
import { useGetMentorApplication } from '@/api/mentor-registry';
import type { Session } from '@/api/model';

import { pendingMentorCourses, showsMentorsWantedBanner } from '../utils';

// pages.md §1: what Home offers beyond the active course: the pending mentor invitations, the call for mentors and,
// without an active course, the registrations. A user without a mentor application gets a 404, which means "none".
export function useMentorInvitations(session: Session | undefined, withoutCourse: boolean) {
  const enabled = !!session;
  const swr = { enabled, shouldRetryOnError: false };
  const courses = useGetCourses({ swr });
  const application = useGetMentorApplication({ swr });
  const openCourses = useGetOpenCourses({ swr: { ...swr, enabled: enabled && withoutCourse } });
  const allCourses = courses.data ?? [];
  const pending = session ? pendingMentorCourses(session, allCourses, application.data) : [];
  return {
    pending,
    mentorsWanted: !!session && showsMentorsWantedBanner(session, allCourses, pending),
    studentRegistrationOpen: (openCourses.data ?? []).length > 0,
  };
}
