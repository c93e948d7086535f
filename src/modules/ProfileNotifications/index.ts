export { ConnectionConfirmedPage } from './pages/ConnectionConfirmedPage';
export { ProfileNotificationsPage } from './pages/ProfileNotificationsPage';
export { EmailStatus } from './components/EmailStatus';
