import fc from 'fast-check';
import { crossCheckScore, type AuthorFacts } from '@/server/modules/cross-check-reviews';

// rules.md R7.8 and the per-task score rule (course_task.cross_check_score_rule): the pure function behind completion,
// a dispute's recompute and the explanation of feedbacks/my (R7.10).
const received = (...scores: number[]) => scores.map((score, index) => ({ reviewId: index + 1, score }));
const facts = (overrides: Partial<AuthorFacts>): AuthorFacts => ({
  rule: 'topMean',
  assigned: 4,
  done: 4,
  reviewers: 4,
  received: received(80, 60, 70, 90),
  isExpelled: false,
  ...overrides,
});

describe('R7.8 topMean (the default)', () => {
  it('keeps the top m = reviewers − 1 and explains which reviews were left out', () => {
    const result = crossCheckScore(facts({}));
    // Top 3 of 90, 80, 70, 60: mean 80.
    expect(result).toMatchObject({ rule: 'topMean', score: 80, required: 3, done: 4, reason: null });
    expect(result.counted.map((review) => review.score)).toEqual([90, 80, 70]);
    expect(result.excluded).toEqual([{ reviewId: 2, score: 60, reason: 'Not among the top 3 scores' }]);
  });

  it('rounds the mean half-up', () => {
    expect(crossCheckScore(facts({ reviewers: 3, received: received(10, 11) })).score).toBe(11);
    expect(crossCheckScore(facts({ reviewers: 4, received: received(10, 10, 11) })).score).toBe(10);
    expect(crossCheckScore(facts({ reviewers: 3, received: received(0, 1) })).score).toBe(1);
  });

  it('keeps one review when the solution had one or two reviewers (m = max(k − 1, 1))', () => {
    expect(crossCheckScore(facts({ reviewers: 1, assigned: 1, done: 1, received: received(42) })).score).toBe(42);
    const two = crossCheckScore(facts({ reviewers: 2, assigned: 2, done: 1, received: received(30, 50) }));
    expect(two).toMatchObject({ score: 50, required: 1, done: 1 });
  });

  it('gives no score with the reasons of R7.8: too few reviews written, none received, expelled', () => {
    expect(crossCheckScore(facts({ done: 2 }))).toMatchObject({
      score: null,
      reason: 'Reviewed 2 of 3 required',
      counted: [],
    });
    expect(crossCheckScore(facts({ received: [] }))).toMatchObject({ score: null, reason: 'No reviews received' });
    expect(crossCheckScore(facts({ isExpelled: true }))).toMatchObject({
      score: null,
      reason: 'The student is expelled',
    });
    // required = max(assigned − 1, 1): an author assigned one solution must review it.
    expect(crossCheckScore(facts({ assigned: 1, done: 0 }))).toMatchObject({ reason: 'Reviewed 0 of 1 required' });
  });
});

describe('median and trimmedMean', () => {
  it('median takes the middle score, or the half-up mean of the two middle ones', () => {
    const odd = crossCheckScore(facts({ rule: 'median', received: received(10, 90, 40) }));
    expect(odd).toMatchObject({ rule: 'median', score: 40 });
    expect(odd.excluded.map((review) => review.reason)).toEqual(['Not the middle score', 'Not the middle score']);
    expect(crossCheckScore(facts({ rule: 'median', received: received(10, 90, 40, 45) })).score).toBe(43);
  });

  it('trimmedMean drops the highest and the lowest when there are at least 3 reviews', () => {
    const result = crossCheckScore(facts({ rule: 'trimmedMean', received: received(100, 0, 50, 61) }));
    expect(result.score).toBe(56);
    expect(result.excluded).toEqual([
      { reviewId: 1, score: 100, reason: 'The highest score is dropped' },
      { reviewId: 2, score: 0, reason: 'The lowest score is dropped' },
    ]);
    expect(crossCheckScore(facts({ rule: 'trimmedMean', received: received(20, 31) }))).toMatchObject({
      score: 26,
      excluded: [],
    });
  });

  it('every rule scores within the received scores and accounts for every review exactly once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('topMean' as const, 'median' as const, 'trimmedMean' as const),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 1, maxLength: 10 }),
        (rule, scores) => {
          const result = crossCheckScore(facts({ rule, reviewers: scores.length, received: received(...scores) }));
          expect(result.score).toBeGreaterThanOrEqual(Math.min(...scores));
          expect(result.score).toBeLessThanOrEqual(Math.max(...scores));
          const ids = [...result.counted, ...result.excluded].map((review) => review.reviewId).sort((a, b) => a - b);
          expect(ids).toEqual(scores.map((_, index) => index + 1));
        },
      ),
    );
  });
});
