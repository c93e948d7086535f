import type { CourseTask, CrossCheckReview, CrossCheckReviewInput, Criterion } from '@/api/model';

// rules.md R8.3: a subtask scored below its maximum needs a reason of at least 10 characters.
export const MIN_CRITERION_COMMENT = 10;
export const USERNAME_VISIBLE_KEY = 'crossCheckIsUsernameVisible';

export const SKIP_REASONS = [
  'The solution cannot be opened or checked',
  'The solution is for another task',
  'The solution is copied from someone else',
  'Other reason (see the comment)',
] as const;

export type CriterionValue = { point?: number | null; comment?: string };
export type CriteriaValues = Record<string, CriterionValue | undefined>;

export interface ReviewFormValues {
  criteria?: CriteriaValues;
  skip?: boolean;
  skipReason?: string;
  score?: number | null;
  comment?: string;
}

export const sortedCriteria = (criteria: readonly Criterion[]) => [...criteria].sort((a, b) => a.index - b.index);

// rules.md R8.2: max(0, Σ subtask points + Σ applied penalties), capped at the task's maxScore.
export function criteriaScore(criteria: readonly Criterion[], values: CriteriaValues | undefined, maxScore: number) {
  const total = criteria.reduce((sum, criterion) => {
    if (criterion.type === 'title') return sum;
    return sum + (values?.[criterion.key]?.point ?? 0);
  }, 0);
  return Math.min(maxScore, Math.max(0, total));
}

// The subtasks below full points whose comment is still shorter than R8.3 asks.
export function criteriaMissingComments(criteria: readonly Criterion[], values: CriteriaValues | undefined) {
  return criteria.filter((criterion) => {
    if (criterion.type !== 'subtask') return false;
    const value = values?.[criterion.key];
    if (value?.point === undefined || value.point === null) return false;
    return value.point < (criterion.max ?? 0) && (value.comment?.trim().length ?? 0) < MIN_CRITERION_COMMENT;
  });
}

// The form starts from the saved review (R7.6 edits keep history) or, for a new one, with no penalty applied.
export function initialValues(criteria: readonly Criterion[], review: CrossCheckReview): ReviewFormValues {
  const saved = new Map((review?.criteria ?? []).map((criterion) => [criterion.key, criterion]));
  const values: CriteriaValues = {};
  for (const criterion of criteria) {
    if (criterion.type === 'title') continue;
    const previous = saved.get(criterion.key);
    values[criterion.key] = {
      point: previous?.point ?? (criterion.type === 'penalty' ? 0 : undefined),
      comment: previous?.comment ?? '',
    };
  }
  const skipped = !!review && review.criteria.length === 0;
  return { criteria: values, skip: skipped, score: review?.score ?? null, comment: review?.comment ?? '' };
}

// access.md §15 POST .../results: the form sends every subtask and penalty; a skipped form sends no criteria and
// states the reason at the top of the comment (R8.3).
export function toReviewInput(
  criteria: readonly Criterion[],
  values: ReviewFormValues,
  anonymous: boolean,
): CrossCheckReviewInput {
  const comment = (values.comment ?? '').trim();
  if (values.skip) {
    const reason = values.skipReason ? `**Cross-check form skipped:** ${values.skipReason}\n\n` : '';
    return { score: values.score ?? 0, comment: `${reason}${comment}`, anonymous, criteria: [] };
  }
  return {
    score: values.score ?? 0,
    comment,
    anonymous,
    criteria: criteria
      .filter((criterion) => criterion.type !== 'title')
      .map((criterion) => {
        const value = values.criteria?.[criterion.key];
        const text = value?.comment?.trim();
        return { key: criterion.key, point: value?.point ?? 0, ...(text ? { comment: text } : {}) };
      }),
  };
}

// rules.md R7.6: reviews are written while the task is distributed and until its review deadline.
export const isReviewOpen = (task: CourseTask, now: number) =>
  task.crossCheckStatus === 'distributed' && (!task.crossCheckEndDate || now <= Date.parse(task.crossCheckEndDate));

// rules.md R7.8: a reviewer must do max(assigned − 1, 1) reviews of the task to get a score.
export const requiredReviews = (assigned: number) => Math.max(assigned - 1, 1);

export const reviewableTasks = (tasks: readonly CourseTask[]) =>
  tasks.filter((task) => task.checker === 'crossCheck' && task.crossCheckStatus !== 'initial');

export function defaultTaskId(tasks: readonly CourseTask[], requested: number | undefined) {
  if (requested && tasks.some((task) => task.id === requested)) return requested;
  return (tasks.find((task) => task.crossCheckStatus === 'distributed') ?? tasks[0])?.id;
}
