export { LoginPage } from './pages/LoginPage';
