import type { TeamDistributionState } from '@/api/model';

// product-spec.md "Team distribution states": the state tag carries words, not only a colour (pages.md §15).
export const STATE_TAGS: Record<TeamDistributionState, { text: string; color: string }> = {
  initial: { text: 'Initial', color: 'blue' },
  distributed: { text: 'Distributed', color: 'purple' },
  completed: { text: 'Completed', color: 'default' },
};

export const DATE_TIME = 'YYYY-MM-DD HH:mm';
