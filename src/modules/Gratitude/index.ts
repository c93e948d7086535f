export { GratitudePage } from './pages/GratitudePage';
export { HeroesPage } from './pages/HeroesPage';
export { MentorsHallOfFamePage } from './pages/MentorsHallOfFamePage';
