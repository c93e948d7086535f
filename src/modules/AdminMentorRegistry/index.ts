export { AdminMentorRegistryPage } from './pages/AdminMentorRegistryPage';
