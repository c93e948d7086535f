export { mentorReviewsRouter } from './routes';
