export { CrossCheckSubmitPage } from './pages/CrossCheckSubmitPage';
