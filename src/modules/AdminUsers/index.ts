export { AdminUsersPage } from './pages/AdminUsersPage';
