export { StudentsListPage } from './pages/StudentsListPage';
