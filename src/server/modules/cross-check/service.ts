export { distributeCrossCheck, type DistributionOptions } from './service/distribute';
export {
  cryptoRandom,
  planCrossCheckPairs,
  reviewersPerSolution,
  type RandomSource,
} from './service/distribution-plan';
export { listCrossCheckPairs } from './service/pairs';
export { badComments, maxScoreCheckers } from './service/quality-reports';
export { availableReviewStats, crossCheckProgress } from './service/review-progress';
export { deleteCrossCheckSolution, getCrossCheckSolution, saveCrossCheckSolution } from './service/solutions';
export { solutionsCsv } from './service/solutions-csv';
