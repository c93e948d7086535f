export { postBulkScores } from './service/bulk-scores';
export { postScore } from './service/post-score';
export { scoreCsvStream } from './service/score-csv';
export { listScores, scoreStudentDetails } from './service/score-page';
export { type ScoreActor } from './service/who-may-score';
