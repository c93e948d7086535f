export { profileRouter } from './routes';
export { contactsShownTo } from './service/visibility';
export type { Relation } from './service/relation';
