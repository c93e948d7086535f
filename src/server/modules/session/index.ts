export { sessionRouter } from './routes';
export { createSessionCache, deriveSession, loadSession } from './service';
export type { SessionCache, SessionData } from './service';
export { SESSION_CHANNEL, shareSessionCache } from './shared-cache';
