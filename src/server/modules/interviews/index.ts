export { interviewsRouter } from './routes';
export { cancelOpenPairs } from './service/cancel-open-pairs';
export { assertOneStageInterview } from './service/stage-task';
