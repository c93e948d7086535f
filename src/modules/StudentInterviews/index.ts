export { StudentInterviewsPage } from './pages/StudentInterviewsPage';
