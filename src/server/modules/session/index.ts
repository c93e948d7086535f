export { sessionRouter } from './routes';
export { createSessionCache, deriveSession, loadSession } from './service';
export type { SessionCache, SessionData } from './service';
