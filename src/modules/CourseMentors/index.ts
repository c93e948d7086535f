export { CourseMentorsPage } from './pages/CourseMentorsPage';
