export { AdminInterviewsPage } from './pages/AdminInterviewsPage';
export { StageInterviewsPage } from './pages/StageInterviewsPage';
