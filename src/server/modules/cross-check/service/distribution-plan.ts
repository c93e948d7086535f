import { randomInt } from 'node:crypto';

// A source of uniform numbers in [0, 1). DESIGN.md "Data": every shuffle takes one, crypto-seeded in production and
// seeded in tests, so a distribution is reproducible from its seed.
export type RandomSource = () => number;

// randomInt takes ranges below 2^48: a 47-bit integer over its range is uniform in [0, 1) to 1.4e-14.
const RESOLUTION = 2 ** 47;
export const cryptoRandom: RandomSource = () => randomInt(0, RESOLUTION) / RESOLUTION;

// rules.md R7.3: 4 reviewers per solution unless the task says otherwise; fewer than 3 solutions cannot be distributed.
export const DEFAULT_REVIEWERS = 4;
export const MIN_SOLUTIONS = 3;

// The largest shift that can never form a mutual pair: s and N − s would make a and b review each other.
const maxShift = (solutions: number) => Math.max(0, Math.floor((solutions - 1) / 2));

// rules.md R7.3 small cohorts: k = min(pairsCount ?? 4, ⌊(N−1)/2⌋); 0 when N < 3.
export const reviewersPerSolution = (solutions: number, pairsCount: number | null | undefined) =>
  Math.min(pairsCount ?? DEFAULT_REVIEWERS, maxShift(solutions));

const below = (random: RandomSource, bound: number) => Math.min(bound - 1, Math.floor(random() * bound));

// Fisher–Yates: every order equally likely.
function shuffle<T>(values: readonly T[], random: RandomSource): T[] {
  const order = [...values];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = below(random, i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

// k distinct values drawn uniformly from 1..max (a partial Fisher–Yates over the candidates).
function drawShifts(max: number, k: number, random: RandomSource): number[] {
  const candidates = Array.from({ length: max }, (_, i) => i + 1);
  for (let i = 0; i < k; i += 1) {
    const j = i + below(random, max - i);
    [candidates[i], candidates[j]] = [candidates[j], candidates[i]];
  }
  return candidates.slice(0, k);
}

export type PlannedPair<T> = { checker: T; student: T };
export type DistributionPlan<T> = { reviewersPerSolution: number; pairs: PlannedPair<T>[] };

// rules.md R7.3: shuffle the authors; draw k distinct shifts from {1..⌊(N−1)/2⌋}; for each position i and shift s,
// order[(i + s) mod N] reviews order[i]. Every solution gets k reviewers, every author reviews k solutions, nobody
// reviews himself, and there is no duplicate or mutual pair. The same authors and the same random source give the
// same plan.
export function planCrossCheckPairs<T>(
  authors: readonly T[],
  pairsCount: number | null | undefined,
  random: RandomSource = cryptoRandom,
): DistributionPlan<T> {
  const n = authors.length;
  const k = reviewersPerSolution(n, pairsCount);
  if (k <= 0) return { reviewersPerSolution: 0, pairs: [] };
  const order = shuffle(authors, random);
  const shifts = drawShifts(maxShift(n), k, random);
  const pairs: PlannedPair<T>[] = [];
  for (let i = 0; i < n; i += 1) {
    for (const shift of shifts) pairs.push({ checker: order[(i + shift) % n], student: order[i] });
  }
  return { reviewersPerSolution: k, pairs };
}
