export { AdminContributorsPage } from './pages/AdminContributorsPage';
