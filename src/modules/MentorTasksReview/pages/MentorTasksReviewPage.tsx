import { Alert, Skeleton } from 'antd';
import dynamic from 'next/dynamic';
import { useMemo, useState } from 'react';

import { useGetCourseTasks } from '@/api/course-tasks';
import type { MentorReview } from '@/api/model';
import { problemDetail } from '@/hooks/problem';
import { useActiveCourse } from '@/hooks/useActiveCourse';

import { MENTOR_CHECKERS } from '../constants';
import { useMentorReviews, type ReviewFilters, type ReviewOrder } from '../hooks/useMentorReviews';
import { browserTimeZone, formatInZone, sameValue } from '../utils';

// The antd Table and the modal with its Select load in their own chunks (DESIGN.md "Performance").
const ReviewsTable = dynamic(() => import('../components/ReviewsTable').then((mod) => mod.ReviewsTable), {
  loading: () => <Skeleton active />,
});
const AssignReviewerModal = dynamic(() =>
  import('../components/AssignReviewerModal').then((mod) => mod.AssignReviewerModal),
);

function MentorTasksReview({ courseId }: { courseId: number }) {
  const reviews = useMentorReviews(courseId);
  const { data: courseTasks } = useGetCourseTasks(courseId, undefined, { swr: { revalidateOnFocus: false } });
  const [filters, setFilters] = useState<ReviewFilters>({});
  const [order, setOrder] = useState<ReviewOrder>({});
  const [assigning, setAssigning] = useState<MentorReview>();
  const timeZone = useMemo(browserTimeZone, []);
  const tasks = (courseTasks ?? []).filter((task) => (MENTOR_CHECKERS as readonly string[]).includes(task.checker));

  const change = (page: number, nextFilters: ReviewFilters, nextOrder: ReviewOrder) => {
    if (!sameValue(nextFilters, filters) || !sameValue(nextOrder, order)) {
      setFilters(nextFilters);
      setOrder(nextOrder);
      reviews.setFilters(nextFilters);
      reviews.setOrder(nextOrder);
    } else reviews.setPage(page);
  };

  return (
    <>
      {reviews.error && <Alert type="error" showIcon title={problemDetail(reviews.error)} />}
      <ReviewsTable
        reviews={reviews.reviews}
        tasks={tasks}
        total={reviews.total}
        current={reviews.current}
        loading={reviews.isLoading}
        timeZone={timeZone}
        formatDate={(iso) => formatInZone(iso, timeZone)}
        filters={filters}
        onChange={change}
        onAssign={setAssigning}
      />
      {assigning && (
        <AssignReviewerModal
          courseId={courseId}
          review={assigning}
          onClose={() => setAssigning(undefined)}
          onSaved={() => {
            setAssigning(undefined);
            reviews.refresh();
          }}
        />
      )}
    </>
  );
}

// pages.md §4 "/course/admin/mentor-tasks-review": submitted solutions of mentor-checked tasks and their reviewers.
export function MentorTasksReviewPage() {
  const { course } = useActiveCourse();
  if (!course) return null;
  return <MentorTasksReview courseId={course.id} />;
}
