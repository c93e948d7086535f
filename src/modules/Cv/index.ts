export { CvEditPage } from './pages/CvEditPage';
export { PublicCvPage, type PublicCvProps } from './pages/PublicCvPage';
export { loadPublicCv } from './public-cv';
