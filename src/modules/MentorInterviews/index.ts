export { MentorInterviewsPage } from './pages/MentorInterviewsPage';
