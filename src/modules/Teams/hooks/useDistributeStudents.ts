import { App } from 'antd';
import { createElement, useCallback } from 'react';

import type { TeamDistributionResult } from '@/api/model';

import { DistributionPlan } from '../components/DistributionPlan';

// pages.md §10 "Distribute students": confirm, see the plan of a dry run, confirm again, then the result counts.
export function useDistributeStudents(distribute: (dryRun: boolean) => Promise<TeamDistributionResult | undefined>) {
  const { modal } = App.useApp();
  return useCallback(
    () =>
      void modal.confirm({
        title: 'Distribute students without a team?',
        content: 'Open teams are filled first, then new teams are created. You will see the plan first.',
        okText: 'Show the plan',
        onOk: async () => {
          const plan = await distribute(true);
          if (!plan) return;
          modal.confirm({
            title: 'Distribute students by this plan?',
            width: 560,
            content: createElement(DistributionPlan, { result: plan, planned: true }),
            okText: 'Distribute',
            onOk: async () => {
              const result = await distribute(false);
              if (result) {
                modal.success({
                  title: 'Students distributed',
                  content: createElement(DistributionPlan, { result, planned: false }),
                });
              }
            },
          });
        },
      }),
    [modal, distribute],
  );
}
