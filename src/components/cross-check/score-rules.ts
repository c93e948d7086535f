// course_task.cross_check_score_rule: how a task's cross-check reviews become the author's score (rules.md R7.8; the
// manager picks it per task, R7 by default).
export type CrossCheckScoreRuleName = 'topMean' | 'median' | 'trimmedMean';

export const SCORE_RULE_LABELS: Record<CrossCheckScoreRuleName, string> = {
  topMean: 'Mean of the best reviews (R7)',
  median: 'Median of the reviews',
  trimmedMean: 'Trimmed mean (the highest and the lowest review dropped)',
};

export const SCORE_RULE_OPTIONS = (Object.keys(SCORE_RULE_LABELS) as CrossCheckScoreRuleName[]).map((value) => ({
  value,
  label: SCORE_RULE_LABELS[value],
}));
