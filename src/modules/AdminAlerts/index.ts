export { AdminAlertsPage } from './pages/AdminAlertsPage';
