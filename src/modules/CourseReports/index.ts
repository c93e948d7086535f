export { CourseReportsPage } from './pages/CourseReportsPage';
