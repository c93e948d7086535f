import { Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { useActiveCourse } from '@/hooks/useActiveCourse';
import { useSession } from '@/hooks/useSession';

import { useCourseStatistics } from '../hooks/useCourseStatistics';

// The cards and their charts load in their own chunks (DESIGN.md "Performance": first load ≤ 300 kB).
const CourseStatistics = dynamic(() => import('../components/CourseStatistics').then((mod) => mod.CourseStatistics), {
  loading: () => <Skeleton active />,
});

// pages.md §11 "/course/stats": every member of the active course; the requests start with the page, not the chunk.
export function CourseStatsPage() {
  const { data: session } = useSession();
  const { course } = useActiveCourse();
  const current = useCourseStatistics(course?.id ?? 0);
  if (!course || !session) return null;
  return <CourseStatistics current={current} canSeeTimeline={session.isAdmin} />;
}
