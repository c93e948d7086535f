export { SchedulePage } from './pages/SchedulePage';
