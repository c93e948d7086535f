export { AdminCoursesPage } from './pages/AdminCoursesPage';
