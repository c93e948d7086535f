import type { CrossCheckScoreRule } from '../../../db/schema';
import type { ScoreExplanation } from '../schemas';

export type ReceivedReview = { reviewId: number; score: number };

export type AuthorFacts = {
  rule: CrossCheckScoreRule;
  // Pairs of this task where the author reviews, and how many of them he reviewed (R7.8: this task only).
  assigned: number;
  done: number;
  // Pairs of this task that review his solution, and the reviews he received.
  reviewers: number;
  received: readonly ReceivedReview[];
  isExpelled: boolean;
};

export const NO_REVIEWS = 'No reviews received';
export const EXPELLED = 'The student is expelled';
export const reviewedTooFew = (done: number, required: number) => `Reviewed ${done} of ${required} required`;

// rules.md: rounding is half-up unless stated. Integer arithmetic keeps x.5 exact: floor((2·sum + n) / 2n).
export const roundHalfUpMean = (sum: number, count: number) => Math.floor((2 * sum + count) / (2 * count));

type Selection = { counted: ReceivedReview[]; excluded: (ReceivedReview & { reason: string })[]; score: number };

// Highest first; equal scores by review id, so the explanation is the same on every call.
const byScoreDesc = (a: ReceivedReview, b: ReceivedReview) => b.score - a.score || a.reviewId - b.reviewId;

function topMean(reviews: ReceivedReview[], reviewers: number): Selection {
  // rules.md R7.8: keep the top m = max(reviewers of his solution − 1, 1).
  const m = Math.max(reviewers - 1, 1);
  const counted = reviews.slice(0, m);
  const excluded = reviews.slice(m).map((review) => ({ ...review, reason: `Not among the top ${m} scores` }));
  return { counted, excluded, score: roundHalfUpMean(sum(counted), counted.length) };
}

function median(reviews: ReceivedReview[]): Selection {
  const middle = Math.floor((reviews.length - 1) / 2);
  const take = reviews.length % 2 === 1 ? [middle] : [middle, middle + 1];
  const counted = take.map((index) => reviews[index]);
  const excluded = reviews
    .filter((_, index) => !take.includes(index))
    .map((review) => ({ ...review, reason: 'Not the middle score' }));
  return { counted, excluded, score: roundHalfUpMean(sum(counted), counted.length) };
}

function trimmedMean(reviews: ReceivedReview[]): Selection {
  if (reviews.length < 3)
    return { counted: reviews, excluded: [], score: roundHalfUpMean(sum(reviews), reviews.length) };
  const counted = reviews.slice(1, -1);
  const excluded = [
    { ...reviews[0], reason: 'The highest score is dropped' },
    { ...reviews[reviews.length - 1], reason: 'The lowest score is dropped' },
  ];
  return { counted, excluded, score: roundHalfUpMean(sum(counted), counted.length) };
}

const sum = (reviews: readonly ReceivedReview[]) => reviews.reduce((total, review) => total + review.score, 0);

// rules.md R7.8 and the per-task rule (course_task.cross_check_score_rule): the author's cross-check score, or why he
// has none, with the explanation feedbacks/my shows (R7.10). Pure: completion, a dispute's recompute and the
// explanation all call it.
export function crossCheckScore(facts: AuthorFacts): ScoreExplanation {
  const required = Math.max(facts.assigned - 1, 1);
  const reviews = [...facts.received].sort(byScoreDesc);
  const base = {
    rule: facts.rule,
    assigned: facts.assigned,
    required,
    done: facts.done,
    reviewers: facts.reviewers,
  };
  const none = (reason: string): ScoreExplanation => ({
    ...base,
    counted: [],
    excluded: reviews.map((review) => ({ ...review, reason })),
    score: null,
    reason,
  });
  if (facts.isExpelled) return none(EXPELLED);
  if (facts.done < required) return none(reviewedTooFew(facts.done, required));
  if (reviews.length === 0) return none(NO_REVIEWS);
  const selection =
    facts.rule === 'median'
      ? median(reviews)
      : facts.rule === 'trimmedMean'
        ? trimmedMean(reviews)
        : topMean(reviews, facts.reviewers);
  return { ...base, ...selection, reason: null };
}
