export { AdminNotificationsPage } from './pages/AdminNotificationsPage';
