import fc from 'fast-check';
import {
  planCrossCheckPairs,
  reviewersPerSolution,
  type PlannedPair,
} from '@/server/modules/cross-check/service/distribution-plan';
import { seededRandom } from '@/server/seed/random';

// rules.md R7.3, property-tested: the plan of pairs for N authors and a seed.
const authorsOf = (n: number) => Array.from({ length: n }, (_, i) => 1000 + i);

function loads(pairs: PlannedPair<number>[], authors: number[]) {
  const reviews = new Map(authors.map((id) => [id, 0]));
  const reviewers = new Map(authors.map((id) => [id, 0]));
  for (const pair of pairs) {
    reviews.set(pair.checker, (reviews.get(pair.checker) ?? 0) + 1);
    reviewers.set(pair.student, (reviewers.get(pair.student) ?? 0) + 1);
  }
  return { reviews: [...reviews.values()], reviewers: [...reviewers.values()] };
}

// Every guarantee of R7.3 for one plan.
function expectFairPlan(authors: number[], pairsCount: number | null, seed: number) {
  const plan = planCrossCheckPairs(authors, pairsCount, seededRandom(seed));
  const n = authors.length;
  const k = Math.min(pairsCount ?? 4, Math.floor((n - 1) / 2));
  expect(plan.reviewersPerSolution).toBe(Math.max(0, k));
  expect(plan.pairs).toHaveLength(n * Math.max(0, k));
  const keys = new Set(plan.pairs.map((pair) => `${pair.checker}>${pair.student}`));
  expect(keys.size).toBe(plan.pairs.length);
  const known = new Set(authors);
  const broken = plan.pairs.filter(
    (pair) =>
      pair.checker === pair.student ||
      keys.has(`${pair.student}>${pair.checker}`) ||
      !known.has(pair.checker) ||
      !known.has(pair.student),
  );
  expect(broken).toEqual([]);
  const { reviews, reviewers } = loads(plan.pairs, authors);
  if (plan.pairs.length) {
    expect(Math.max(...reviews) - Math.min(...reviews)).toBeLessThanOrEqual(1);
    expect(new Set(reviewers)).toEqual(new Set([k]));
  }
  return plan;
}

describe('R7.3 distribution plan', () => {
  it('k = min(pairsCount ?? 4, ⌊(N−1)/2⌋), none below 3 solutions', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 10, 5000].map((n) => reviewersPerSolution(n, null))).toEqual([
      0, 0, 1, 1, 2, 3, 4, 4, 4,
    ]);
    expect(reviewersPerSolution(5000, 2)).toBe(2);
    expect(reviewersPerSolution(9, 10)).toBe(4);
  });

  it.each([1, 2])('pairs nobody in a cohort of %i', (n) => {
    expect(planCrossCheckPairs(authorsOf(n), null, seededRandom(1))).toEqual({ reviewersPerSolution: 0, pairs: [] });
  });

  it.each([
    [3, 1],
    [5, 2],
    [9, 4],
  ])('gives each of %i submitters %i reviewers, whatever the seed', (n, k) => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(expectFairPlan(authorsOf(n), null, seed).reviewersPerSolution).toBe(k);
      }),
      { numRuns: 200 },
    );
  });

  it('holds every guarantee for any cohort, pairsCount and seed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 80 }),
        fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
        fc.integer(),
        (n, pairsCount, seed) => {
          expectFairPlan(authorsOf(n), pairsCount, seed);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is reproducible from a seed and differs between seeds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 60 }), fc.integer(), (n, seed) => {
        const authors = authorsOf(n);
        expect(planCrossCheckPairs(authors, null, seededRandom(seed))).toEqual(
          planCrossCheckPairs(authors, null, seededRandom(seed)),
        );
      }),
      { numRuns: 100 },
    );
    const authors = authorsOf(40);
    const plans = [1, 2, 3].map((seed) => JSON.stringify(planCrossCheckPairs(authors, null, seededRandom(seed)).pairs));
    expect(new Set(plans).size).toBe(3);
  });

  // Its time is the bench's (npm run bench: the distribution of 5,000 submitters), not a test's.
  it('plans 5,000 submitters with 4 reviewers each, fairly', () => {
    const authors = authorsOf(5000);
    const plan = expectFairPlan(authors, null, 2026);
    expect(plan.pairs).toHaveLength(20_000);
  });

  it('uses the crypto generator when no source is given', () => {
    const plan = planCrossCheckPairs(authorsOf(9), 3);
    expect(plan.pairs).toHaveLength(27);
  });
});
