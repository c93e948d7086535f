import { Skeleton } from 'antd';
import dynamic from 'next/dynamic';

import { useActiveCourse } from '@/hooks/useActiveCourse';

import { useCrossCheckOverview } from '../hooks/useCrossCheckOverview';
import { INITIAL_PAIRS_VIEW, usePairsPage } from '../hooks/usePairsTable';

// The tables, the modals and the Markdown renderer load in their own chunk (DESIGN.md "Performance").
const CrossCheckTable = dynamic(() => import('../components/CrossCheckTable').then((mod) => mod.CrossCheckTable), {
  loading: () => <Skeleton active paragraph={{ rows: 8 }} />,
});

// pages.md §4 /course/admin/cross-check-table.
export function CrossCheckTablePage() {
  const { course } = useActiveCourse();
  const courseId = course?.id ?? 0;
  // The same keys as the lazy body: the task list, the progress and the first page start with the page.
  useCrossCheckOverview(courseId, !!course);
  usePairsPage(courseId, INITIAL_PAIRS_VIEW, !!course);
  if (!course) return null;
  return <CrossCheckTable courseId={course.id} initialView={INITIAL_PAIRS_VIEW} />;
}
