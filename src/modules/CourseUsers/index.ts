export { CourseUsersPage } from './pages/CourseUsersPage';
