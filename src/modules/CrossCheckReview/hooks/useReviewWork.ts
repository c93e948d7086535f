import { useCallback } from 'react';

import {
  postCrossCheckMessage,
  postCrossCheckResult,
  readCrossCheckMessages,
  useGetCrossCheckResult,
} from '@/api/cross-check-reviews';
import type { CrossCheckReviewInput } from '@/api/model';
import { useGetTaskCriteria } from '@/api/tasks';

import { sortedCriteria } from '../utils';

const swr = { revalidateOnFocus: false, shouldRetryOnError: false };

// pages.md §2 /course/student/cross-check-review: the caller's review of one assigned solution (null before the first
// save), the task's criteria, and the writes: the review itself and the thread with the author.
export function useReviewWork(courseId: number, courseTaskId: number, taskId: number, githubId: string) {
  const review = useGetCrossCheckResult(courseId, courseTaskId, githubId, { swr });
  const criteria = useGetTaskCriteria(taskId, { swr });
  const { mutate } = review;
  const reviewId = review.data?.id;

  const submit = useCallback(
    async (input: CrossCheckReviewInput) => {
      await postCrossCheckResult(courseId, courseTaskId, githubId, input);
      await mutate();
    },
    [courseId, courseTaskId, githubId, mutate],
  );
  const sendMessage = useCallback(
    async (content: string) => {
      if (!reviewId) return;
      await postCrossCheckMessage(courseId, courseTaskId, reviewId, { content, role: 'reviewer' });
      await mutate();
    },
    [courseId, courseTaskId, reviewId, mutate],
  );
  const markRead = useCallback(
    (id: number) => readCrossCheckMessages(courseId, courseTaskId, id, { role: 'reviewer' }),
    [courseId, courseTaskId],
  );

  return {
    review: review.data ?? null,
    criteria: sortedCriteria(criteria.data?.criteria ?? []),
    // undefined data with no error: still loading (null is "no review yet").
    isLoading: review.data === undefined && !review.error,
    criteriaLoading: criteria.isLoading,
    error: review.error ?? criteria.error,
    submit,
    sendMessage,
    markRead,
  };
}
