export { profileRouter } from './routes';
export { contactsShownTo, effectivePermissions, visibilityFor, visibleContacts } from './service/visibility';
export type { Relation } from './service/relation';
