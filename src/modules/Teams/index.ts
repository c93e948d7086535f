export { TeamsPage } from './pages/TeamsPage';
