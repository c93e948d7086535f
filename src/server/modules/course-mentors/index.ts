export { courseMentorsRouter } from './routes';
