export { AdminPromptsPage } from './pages/AdminPromptsPage';
