import type { Criterion, ReviewCriterion } from '../../../db/schema';
import { AppError, type FieldError } from '../../../http/problem';

export type CriterionInput = { key: string; point?: number; comment?: string };

// rules.md R8.3: a subtask scored below its maximum needs a reason.
export const MIN_CRITERION_COMMENT = 10;

// rules.md R8.1–R8.3: checks a review form against the task's criteria and returns the snapshot to store (R8.4: later
// edits of the criteria leave it alone). `[]` is the review sent without the form (a skip reason chosen); otherwise
// every subtask is answered with an integer point in [0, max], with a comment of ≥ 10 characters below max; a penalty
// is applied (point = max) or not (0, also when it is left out); a title takes no point.
export function reviewCriteriaSnapshot(
  criteria: readonly Criterion[],
  input: readonly CriterionInput[],
): ReviewCriterion[] {
  if (input.length === 0) return [];
  const errors: FieldError[] = [];
  const byKey = new Map(criteria.map((criterion) => [criterion.key, criterion]));
  const given = new Map<string, { index: number; value: CriterionInput }>();
  input.forEach((value, index) => {
    if (!byKey.has(value.key)) {
      errors.push({ path: `criteria.${index}.key`, message: `"${value.key}" is not a criterion of this task` });
    } else if (given.has(value.key)) {
      errors.push({ path: `criteria.${index}.key`, message: `criterion "${value.key}" is given twice` });
    } else given.set(value.key, { index, value });
  });

  const snapshot: ReviewCriterion[] = [];
  for (const criterion of [...criteria].sort((a, b) => a.index - b.index)) {
    const entry = given.get(criterion.key);
    const path = (field: string) => `criteria.${entry ? entry.index : criterion.key}${field ? `.${field}` : ''}`;
    const named = `criterion "${criterion.key}" (${criterion.text})`;
    const base: ReviewCriterion = { key: criterion.key, type: criterion.type, text: criterion.text };
    const comment = entry?.value.comment?.trim() || undefined;
    if (criterion.type === 'title') {
      if (entry?.value.point !== undefined) errors.push({ path: path('point'), message: `${named} is a heading` });
      snapshot.push(base);
      continue;
    }
    const max = criterion.max ?? 0;
    if (!entry && criterion.type === 'penalty') {
      snapshot.push({ ...base, max, point: 0 });
      continue;
    }
    if (!entry) {
      errors.push({ path: path(''), message: `${named} is not answered` });
      continue;
    }
    const point = entry.value.point;
    if (criterion.type === 'penalty') {
      if (point !== undefined && point !== 0 && point !== max) {
        errors.push({ path: path('point'), message: `${named} is a penalty: ${max} when applied, else 0` });
      }
      snapshot.push({ ...base, max, point: point ?? 0, ...(comment ? { comment } : {}) });
      continue;
    }
    if (point === undefined || point < 0 || point > max) {
      errors.push({ path: path('point'), message: `${named} needs a point between 0 and ${max}` });
      continue;
    }
    if (point < max && (comment?.length ?? 0) < MIN_CRITERION_COMMENT) {
      errors.push({
        path: path('comment'),
        message: `${named} is below its maximum: explain why in at least ${MIN_CRITERION_COMMENT} characters`,
      });
      continue;
    }
    snapshot.push({ ...base, max, point, ...(comment ? { comment } : {}) });
  }
  if (errors.length) {
    throw new AppError('validation', `The review form does not match the task's criteria: ${errors[0].message}.`, {
      errors,
    });
  }
  return snapshot;
}
