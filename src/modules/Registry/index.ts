export { StudentRegistryPage } from './pages/StudentRegistryPage';
