export { CrossCheckTablePage } from './pages/CrossCheckTablePage';
