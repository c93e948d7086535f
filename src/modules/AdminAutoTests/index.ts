export { AdminAutoTestsPage } from './pages/AdminAutoTestsPage';
export { AdminAutoTestTaskPage } from './pages/AdminAutoTestTaskPage';
