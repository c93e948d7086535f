export { TeamDistributionsPage } from './pages/TeamDistributionsPage';
