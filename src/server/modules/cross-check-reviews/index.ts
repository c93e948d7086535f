export { crossCheckReviewsRouter } from './routes';
export {
  completeCrossCheck,
  recomputeCrossCheckAuthor,
  CROSS_CHECK_SCORE_COMMENT,
  type CompletionResult,
} from './service/completion';
export { crossCheckScore, type AuthorFacts, type ReceivedReview } from './service/score-rules';
export { writeReview, type ReviewWrite } from './service/review';
export { findCrossCheckTask, type CrossCheckTask } from './service/context';
