import { App } from 'antd';
import { createElement, useCallback } from 'react';

import type {
  CourseTask,
  CourseTaskDetailed,
  CrossCheckCompletion,
  CrossCheckDistribution,
  MentorReviewDistribution,
} from '@/api/model';
import { SCORE_RULE_LABELS } from '@/components/cross-check/score-rules';

interface Actions {
  remove: (task: CourseTask) => Promise<void>;
  distribute: (task: CourseTask) => Promise<MentorReviewDistribution | undefined>;
  distributeCrossCheck: (task: CourseTask) => Promise<CrossCheckDistribution | undefined>;
  completeCrossCheck: (task: CourseTask) => Promise<CrossCheckCompletion | undefined>;
}

// pages.md §0.3 "Confirmations": delete and distribution ask first; the distribution shows its result summary.
export function useTaskActions({ remove, distribute, distributeCrossCheck, completeCrossCheck }: Actions) {
  const { modal } = App.useApp();

  const confirmDelete = useCallback(
    (task: CourseTask) =>
      void modal.confirm({
        title: `Delete the course task "${task.name}"?`,
        content: 'Students will no longer see it; its results stop counting.',
        okText: 'Delete',
        okButtonProps: { danger: true },
        onOk: () => remove(task),
      }),
    [modal, remove],
  );

  const confirmDistribute = useCallback(
    (task: CourseTask) =>
      void modal.confirm({
        title: `Distribute "${task.name}" for mentor review?`,
        content: 'Active students with a mentor are assigned to other mentors of the course.',
        okText: 'Distribute',
        onOk: async () => {
          const result = await distribute(task);
          if (result) {
            // The summary (antd Typography) loads only when a distribution is done (DESIGN.md "Performance").
            const { DistributionSummary } = await import('../components/DistributionSummary');
            modal.success({ title: 'Distribution done', content: createElement(DistributionSummary, { result }) });
          }
        },
      }),
    [modal, distribute],
  );

  const confirmCrossCheckDistribute = useCallback(
    (task: CourseTaskDetailed) =>
      void modal.confirm({
        title: `Distribute the cross-check of "${task.name}"?`,
        content: `${task.submissionsCount} ${task.submissionsCount === 1 ? 'solution' : 'solutions'} of active students will be distributed for review, up to ${task.pairsCount ?? 4} reviewers each. This cannot be undone.`,
        okText: 'Distribute',
        onOk: async () => {
          const result = await distributeCrossCheck(task);
          if (result) {
            const { CrossCheckDistributionSummary } = await import('../components/CrossCheckSummary');
            modal.success({
              title: 'Cross-check distributed',
              content: createElement(CrossCheckDistributionSummary, { result }),
            });
          }
        },
      }),
    [modal, distributeCrossCheck],
  );

  const confirmCrossCheckComplete = useCallback(
    (task: CourseTask) =>
      void modal.confirm({
        title: `Complete the cross-check of "${task.name}"?`,
        content: `Scores are written from the reviews by the rule "${SCORE_RULE_LABELS[task.crossCheckScoreRule]}"; a student who reviewed fewer solutions than required gets no score. Reviews can no longer be changed.`,
        okText: 'Complete',
        onOk: async () => {
          const result = await completeCrossCheck(task);
          if (result) {
            const { CrossCheckCompletionSummary } = await import('../components/CrossCheckSummary');
            modal.success({
              title: 'Cross-check completed',
              content: createElement(CrossCheckCompletionSummary, { result }),
            });
          }
        },
      }),
    [modal, completeCrossCheck],
  );

  return { confirmDelete, confirmDistribute, confirmCrossCheckDistribute, confirmCrossCheckComplete };
}
