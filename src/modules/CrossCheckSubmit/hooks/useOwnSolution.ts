import { useCallback } from 'react';

import type { CourseTask } from '@/api/model';
import {
  createCrossCheckDispute,
  postCrossCheckMessage,
  readCrossCheckMessages,
  useGetMyCrossCheckFeedback,
} from '@/api/cross-check-reviews';
import { deleteCrossCheckSolution, saveCrossCheckSolution, useGetCrossCheckSolution } from '@/api/cross-checks';
import type { CrossCheckDisputeInput, CrossCheckSolutionInput } from '@/api/model';
import { useGetTaskCriteria } from '@/api/tasks';
import { problemStatus } from '@/hooks/problem';

import { sortedCriteria } from '../utils';

const swr = { revalidateOnFocus: false, shouldRetryOnError: false };

// pages.md §2 /course/student/cross-check-submit: the student's own solution of one task (404 = none yet), the task's
// criteria for the self-review, and, once submitted, the reviews it received with their threads and disputes.
export function useOwnSolution(courseId: number, task: CourseTask | undefined) {
  const courseTaskId = task?.id ?? 0;
  const solution = useGetCrossCheckSolution(courseId, courseTaskId, 'me', { swr });
  const missing = problemStatus(solution.error) === 404;
  const submitted = !!solution.data && !solution.error;
  const feedback = useGetMyCrossCheckFeedback(courseId, courseTaskId, {
    swr: { ...swr, enabled: submitted && task?.crossCheckStatus !== 'initial' },
  });
  const criteria = useGetTaskCriteria(task?.taskId ?? 0, { swr });
  const { mutate: mutateSolution } = solution;
  const { mutate: mutateFeedback } = feedback;

  const save = useCallback(
    async (input: CrossCheckSolutionInput) => {
      await saveCrossCheckSolution(courseId, courseTaskId, 'me', input);
      await mutateSolution();
    },
    [courseId, courseTaskId, mutateSolution],
  );
  const cancel = useCallback(async () => {
    await deleteCrossCheckSolution(courseId, courseTaskId, 'me');
    await mutateSolution(undefined);
  }, [courseId, courseTaskId, mutateSolution]);
  const sendMessage = useCallback(
    async (reviewId: number, content: string) => {
      await postCrossCheckMessage(courseId, courseTaskId, reviewId, { content, role: 'student' });
      await mutateFeedback();
    },
    [courseId, courseTaskId, mutateFeedback],
  );
  const markRead = useCallback(
    (reviewId: number) => readCrossCheckMessages(courseId, courseTaskId, reviewId, { role: 'student' }),
    [courseId, courseTaskId],
  );
  const dispute = useCallback(
    async (input: CrossCheckDisputeInput) => {
      await createCrossCheckDispute(courseId, courseTaskId, input);
      await mutateFeedback();
    },
    [courseId, courseTaskId, mutateFeedback],
  );

  return {
    solution: submitted ? solution.data : undefined,
    // Loading until the solution is known to exist or not (a 404 means "not submitted yet").
    isLoading: !!task && !solution.data && !solution.error,
    loadError: solution.error && !missing ? solution.error : undefined,
    criteria: sortedCriteria(criteria.data?.criteria ?? []),
    feedback: feedback.data,
    feedbackLoading: feedback.isLoading,
    save,
    cancel,
    sendMessage,
    markRead,
    dispute,
  };
}
