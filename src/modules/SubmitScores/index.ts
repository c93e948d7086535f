export { SubmitScoresPage } from './pages/SubmitScoresPage';
