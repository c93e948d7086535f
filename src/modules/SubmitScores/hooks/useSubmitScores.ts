import { useCallback, useMemo, useState } from 'react';

import { useGetCourseTasks } from '@/api/course-tasks';
import type { BulkScoreResult, BulkScoreRow } from '@/api/model';
import { postMultipleScores } from '@/api/score';
import { useNotify } from '@/hooks/useNotify';

import { summarize, type SubmitSummary } from '../utils';

const BATCH = 5000;

// pages.md §4 "/course/submit-scores": the tasks the viewer may score (a task owner his own, a manager all), and the
// upload through the bulk endpoint (access.md §29, R3.6), 5,000 rows a call.
export function useSubmitScores(courseId: number, viewerId: number, isManager: boolean) {
  const notify = useNotify();
  const tasks = useGetCourseTasks(courseId, undefined, { swr: { revalidateOnFocus: false } });
  const courseTasks = useMemo(
    () => (tasks.data ?? []).filter((task) => isManager || task.taskOwner?.id === viewerId),
    [tasks.data, isManager, viewerId],
  );
  const [summary, setSummary] = useState<SubmitSummary>();
  const [submitting, setSubmitting] = useState(false);

  // Rows per course task; failures found before the upload join the server's answers.
  const submit = useCallback(
    async (byTask: Map<number, BulkScoreRow[]>, localFailures: BulkScoreResult[] = []) => {
      setSubmitting(true);
      try {
        const results: BulkScoreResult[] = [...localFailures];
        for (const [courseTaskId, rows] of byTask) {
          for (let start = 0; start < rows.length; start += BATCH) {
            results.push(...(await postMultipleScores(courseId, courseTaskId, rows.slice(start, start + BATCH))));
          }
        }
        setSummary(summarize(results));
        notify.success('Score has been submitted.');
      } catch (error) {
        notify.error(error);
      } finally {
        setSubmitting(false);
      }
    },
    [courseId, notify],
  );

  return { courseTasks, loading: tasks.isLoading, summary, submitting, submit, clear: () => setSummary(undefined) };
}
