import { AppError } from '@/server/http/problem';
import { reviewCriteriaSnapshot } from '@/server/modules/cross-check-reviews/service/criteria';
import type { Criterion } from '@/server/db/schema';

// rules.md R8.1–R8.3: a review form checked against the task's criteria; the stored snapshot (R8.4).
const criteria: Criterion[] = [
  { key: 'head', text: 'Layout', type: 'title', index: 0 },
  { key: 'grid', text: 'Grid is used', type: 'subtask', max: 20, index: 1 },
  { key: 'tests', text: 'Tests pass', type: 'subtask', max: 30, index: 2 },
  { key: 'late', text: 'Late commit', type: 'penalty', max: -10, index: 3 },
];

const failure = (input: Parameters<typeof reviewCriteriaSnapshot>[1]) => {
  try {
    reviewCriteriaSnapshot(criteria, input);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { kind: (error as AppError).kind, errors: (error as AppError).errors };
  }
  throw new Error('expected a validation error');
};

describe('R8 review criteria', () => {
  it('stores a snapshot with the text, type and max of each criterion, headings included', () => {
    const snapshot = reviewCriteriaSnapshot(criteria, [
      { key: 'late', point: -10, comment: 'pushed after the deadline' },
      { key: 'grid', point: 20 },
      { key: 'tests', point: 25, comment: 'two tests fail on CI' },
    ]);
    expect(snapshot).toEqual([
      { key: 'head', type: 'title', text: 'Layout' },
      { key: 'grid', type: 'subtask', text: 'Grid is used', max: 20, point: 20 },
      { key: 'tests', type: 'subtask', text: 'Tests pass', max: 30, point: 25, comment: 'two tests fail on CI' },
      { key: 'late', type: 'penalty', text: 'Late commit', max: -10, point: -10, comment: 'pushed after the deadline' },
    ]);
  });

  it('accepts the review without the form (criteria = [])', () => {
    expect(reviewCriteriaSnapshot(criteria, [])).toEqual([]);
  });

  it('treats a penalty left without a point as not applied', () => {
    const snapshot = reviewCriteriaSnapshot(criteria, [
      { key: 'grid', point: 20 },
      { key: 'tests', point: 30 },
      { key: 'late' },
    ]);
    expect(snapshot.find((criterion) => criterion.key === 'late')?.point).toBe(0);
  });

  it('refuses a subtask point outside [0, max], naming the criterion', () => {
    const { kind, errors } = failure([
      { key: 'grid', point: 21 },
      { key: 'tests', point: 30 },
    ]);
    expect(kind).toBe('validation');
    expect(errors).toEqual([{ path: 'criteria.0.point', message: expect.stringContaining('"grid"') }]);
    expect(
      failure([
        { key: 'grid', point: -1 },
        { key: 'tests', point: 30 },
      ]).errors?.[0].path,
    ).toBe('criteria.0.point');
  });

  it('requires a comment of at least 10 characters below the maximum (R8.3)', () => {
    const { errors } = failure([
      { key: 'grid', point: 20 },
      { key: 'tests', point: 10, comment: '  too short ' },
    ]);
    expect(errors).toEqual([{ path: 'criteria.1.comment', message: expect.stringContaining('"tests" (Tests pass)') }]);
  });

  it('refuses a penalty that is neither applied nor not, an unknown or repeated key, a missing subtask, a heading point', () => {
    expect(
      failure([
        { key: 'grid', point: 20 },
        { key: 'tests', point: 30 },
        { key: 'late', point: -5 },
      ]).errors?.[0],
    ).toEqual({ path: 'criteria.2.point', message: expect.stringContaining('penalty') });
    expect(failure([{ key: 'nope', point: 1 }]).errors?.[0]).toEqual({
      path: 'criteria.0.key',
      message: '"nope" is not a criterion of this task',
    });
    expect(
      failure([
        { key: 'grid', point: 20 },
        { key: 'grid', point: 20 },
        { key: 'tests', point: 30 },
      ]).errors?.[0].message,
    ).toContain('twice');
    expect(failure([{ key: 'grid', point: 20 }]).errors).toEqual([
      { path: 'criteria.tests', message: expect.stringContaining('not answered') },
    ]);
    expect(
      failure([
        { key: 'head', point: 1 },
        { key: 'grid', point: 20 },
        { key: 'tests', point: 30 },
      ]).errors?.[0].path,
    ).toBe('criteria.0.point');
  });
});
