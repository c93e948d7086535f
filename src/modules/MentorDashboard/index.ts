export { MentorDashboardPage } from './pages/MentorDashboardPage';
