export { courseStatsRouter } from './routes';
