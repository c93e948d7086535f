export { MentorTasksReviewPage } from './pages/MentorTasksReviewPage';
