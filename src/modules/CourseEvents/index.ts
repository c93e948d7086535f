export { CourseEventsPage } from './pages/CourseEventsPage';
