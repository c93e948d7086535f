export { interviewsRouter } from './routes';
