export { CourseStatsPage } from './pages/CourseStatsPage';
