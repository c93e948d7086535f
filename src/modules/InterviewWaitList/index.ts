export { InterviewWaitListPage } from './pages/InterviewWaitListPage';
