export { AdminUserGroupsPage } from './pages/AdminUserGroupsPage';
