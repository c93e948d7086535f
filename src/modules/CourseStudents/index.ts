export { CourseStudentsPage } from './pages/CourseStudentsPage';
export { ExpelStudentPage } from './pages/ExpelStudentPage';
