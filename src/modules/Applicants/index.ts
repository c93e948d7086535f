export { ApplicantsPage } from './pages/ApplicantsPage';
