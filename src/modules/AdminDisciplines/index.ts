export { AdminDisciplinesPage } from './pages/AdminDisciplinesPage';
