import type { SessionData } from '../session';
import { badgeName, badgesAllowed } from './badges';

export { giveGratitude } from './service/give-gratitude';
export { postToDiscord } from './service/discord-webhook';
export { listGratitudes } from './service/list-gratitudes';
export { heroesCountries } from './service/heroes-countries';
export { heroesRadar } from './service/heroes-radar';
export { heroesRadarCsv } from './service/heroes-csv';
export { mentorsHallOfFame } from './service/hall-of-fame';

// access.md §19 GET /gratitudes/badges/{courseId}: the badges the caller may give there (R17.1).
export const listBadges = (session: SessionData, courseId: number) =>
  badgesAllowed(session, courseId).map((id) => ({ id, name: badgeName(id) }));
