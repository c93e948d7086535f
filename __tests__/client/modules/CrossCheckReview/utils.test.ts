import type { Criterion } from '@/api/model';
import {
  criteriaMissingComments,
  criteriaScore,
  initialValues,
  requiredReviews,
  toReviewInput,
} from '@/modules/CrossCheckReview/utils';

const criteria: Criterion[] = [
  { key: 't', text: 'Title', type: 'title', index: 0 },
  { key: 'a', text: 'A', type: 'subtask', max: 50, index: 1 },
  { key: 'b', text: 'B', type: 'subtask', max: 30, index: 2 },
  { key: 'p', text: 'Penalty', type: 'penalty', max: -40, index: 3 },
];

describe('cross-check review form rules', () => {
  it('computes max(0, Σ points + Σ applied penalties), capped at the max score (R8.2)', () => {
    expect(criteriaScore(criteria, { a: { point: 50 }, b: { point: 20 }, p: { point: 0 } }, 100)).toBe(70);
    expect(criteriaScore(criteria, { a: { point: 10 }, b: { point: 0 }, p: { point: -40 } }, 100)).toBe(0);
    expect(criteriaScore(criteria, { a: { point: 50 }, b: { point: 30 } }, 60)).toBe(60);
  });

  it('lists the subtasks below full points whose comment is shorter than 10 characters (R8.3)', () => {
    const missing = criteriaMissingComments(criteria, {
      a: { point: 40, comment: 'too short' },
      b: { point: 10, comment: 'long enough reason' },
    });
    expect(missing.map((criterion) => criterion.key)).toEqual(['a']);
  });

  it('sends every subtask and penalty, or no criteria with the skip reason on top of the comment', () => {
    const values = {
      criteria: { a: { point: 50 }, b: { point: 20, comment: ' Missing hover ' } },
      score: 70,
      comment: 'OK ',
    };
    expect(toReviewInput(criteria, values, true)).toEqual({
      score: 70,
      comment: 'OK',
      anonymous: true,
      criteria: [
        { key: 'a', point: 50 },
        { key: 'b', point: 20, comment: 'Missing hover' },
        { key: 'p', point: 0 },
      ],
    });
    expect(
      toReviewInput(criteria, { skip: true, skipReason: 'Broken link', score: 0, comment: 'See above' }, false),
    ).toEqual({
      score: 0,
      comment: '**Cross-check form skipped:** Broken link\n\nSee above',
      anonymous: false,
      criteria: [],
    });
  });

  it('starts from the saved review, or with no penalty applied', () => {
    expect(initialValues(criteria, null).criteria).toEqual({
      a: { point: undefined, comment: '' },
      b: { point: undefined, comment: '' },
      p: { point: 0, comment: '' },
    });
    const saved = initialValues(criteria, {
      id: 1,
      score: 10,
      comment: 'c',
      anonymous: true,
      criteria: [],
      history: [],
      messages: [],
    });
    expect(saved.skip).toBe(true);
    expect(saved.score).toBe(10);
  });

  it('requires max(assigned − 1, 1) reviews (R7.8)', () => {
    expect([1, 2, 4].map(requiredReviews)).toEqual([1, 1, 3]);
  });
});
