export { MentorConfirmPage } from './pages/MentorConfirmPage';
