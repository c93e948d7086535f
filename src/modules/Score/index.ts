export { ScoreBreakdownDrawer } from './components/ScoreBreakdownDrawer';
export { ScorePage } from './pages/ScorePage';
