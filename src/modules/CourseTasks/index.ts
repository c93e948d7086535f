export { CourseTasksPage } from './pages/CourseTasksPage';
