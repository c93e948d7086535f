export { MentorRegistryPage } from './pages/MentorRegistryPage';
export { StudentRegistryPage } from './pages/StudentRegistryPage';
