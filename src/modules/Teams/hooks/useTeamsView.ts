import { useRouter } from 'next/router';

import { useGetTeamDistributionDetailed } from '@/api/team-distributions';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { distributionIdOf, myTeamOf } from '../utils';

export interface TeamsViewer {
  isManager: boolean;
  isStudent: boolean;
  // The caller's student id in the course (session course map); null for staff.
  studentId: number | null;
}

// pages.md §10 "/course/teams?teamDistributionId=": the distribution's detail (counts and the caller's team) and who
// is looking at it.
export function useTeamsView() {
  const router = useRouter();
  const { course } = useActiveCourse();
  const { data: session } = useSession();
  const distributionId = distributionIdOf(router.query.teamDistributionId);
  const courseId = course?.id ?? 0;
  const detailed = useGetTeamDistributionDetailed(courseId, distributionId ?? 0, {
    swr: { revalidateOnFocus: false },
  });
  const entry = session && course ? session.courses[String(course.id)] : undefined;
  const viewer: TeamsViewer | undefined =
    session && course
      ? {
          isManager: session.isAdmin || hasRoleInCourse(session, course.id, ['manager']),
          isStudent: hasRoleInCourse(session, course.id, ['student']),
          studentId: entry?.studentId ?? null,
        }
      : undefined;
  return {
    courseId,
    distributionId,
    viewer,
    detailed: detailed.data,
    myTeam: myTeamOf(detailed.data),
    error: detailed.error,
    isLoading: detailed.isLoading,
    ready: router.isReady,
  };
}
