export { InterviewFeedbackPage } from './pages/InterviewFeedbackPage';
