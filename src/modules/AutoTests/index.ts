export { AutoTestTaskPage } from './pages/AutoTestTaskPage';
export { AutoTestsPage } from './pages/AutoTestsPage';
