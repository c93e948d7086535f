export { ProfilePage } from './pages/ProfilePage';
