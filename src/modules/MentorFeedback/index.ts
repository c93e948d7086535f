export { RecommendationLetterPage } from './pages/RecommendationLetterPage';
