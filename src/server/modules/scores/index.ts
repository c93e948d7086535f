export { scoresRouter } from './routes';
export { lockCourseScores, recomputeCourseScores, recomputeStudentScores } from './totals';
export {
  CROSS_CHECK_AUTHOR,
  SYSTEM_AUTHOR,
  writeTaskResult,
  type TaskResultInput,
  type TaskResultWrite,
} from './service/write-task-result';
export { writeTaskResults, type BulkTaskResultRow } from './service/write-task-results';
