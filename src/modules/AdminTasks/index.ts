export { AdminTasksPage } from './pages/AdminTasksPage';
