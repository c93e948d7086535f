import { Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { useGetTeamDistributions } from '@/api/team-distributions';
import { hasRoleInCourse } from '@/hooks/session-roles';
import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import type { DistributionViewer } from '../components/TeamDistributionCard';

// The cards, the date picker and the tables load in their own chunk (DESIGN.md "Performance"); the list request
// starts with the page, under the same SWR key the board reads.
const TeamDistributionsBoard = dynamic(
  () => import('../components/TeamDistributionsBoard').then((mod) => mod.TeamDistributionsBoard),
  { loading: () => <Skeleton active paragraph={{ rows: 4 }} /> },
);

// pages.md §10 "/course/team-distributions".
export function TeamDistributionsPage() {
  const { course } = useActiveCourse();
  const { data: session } = useSession();
  useGetTeamDistributions(course?.id ?? 0, { swr: { revalidateOnFocus: false } });
  if (!course || !session) return null;
  const isManager = session.isAdmin || hasRoleInCourse(session, course.id, ['manager']);
  const viewer: DistributionViewer = {
    isStudent: hasRoleInCourse(session, course.id, ['student']),
    isManager,
    isStaff: isManager || hasRoleInCourse(session, course.id, ['dementor']),
  };
  return <TeamDistributionsBoard courseId={course.id} viewer={viewer} />;
}
