export { AdminEventsPage } from './pages/AdminEventsPage';
