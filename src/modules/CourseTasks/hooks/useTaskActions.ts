import { App } from 'antd';
import { createElement, useCallback } from 'react';

import type { CourseTask, MentorReviewDistribution } from '@/api/model';

interface Actions {
  remove: (task: CourseTask) => Promise<void>;
  distribute: (task: CourseTask) => Promise<MentorReviewDistribution | undefined>;
}

// pages.md §0.3 "Confirmations": delete and distribution ask first; the distribution shows its result summary.
export function useTaskActions({ remove, distribute }: Actions) {
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

  return { confirmDelete, confirmDistribute };
}
