export { StudentDashboardPage } from './pages/StudentDashboardPage';
