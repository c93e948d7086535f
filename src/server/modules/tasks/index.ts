export { tasksRouter } from './routes';
export { readSelfCheck } from './service/self-check';
