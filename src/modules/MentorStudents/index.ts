export { MentorStudentsPage } from './pages/MentorStudentsPage';
