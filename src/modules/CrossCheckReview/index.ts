export { CrossCheckReviewPage } from './pages/CrossCheckReviewPage';
