export { userNotificationsRouter } from './routes';
export { queueEmailConfirmation, confirmEmailConnection } from './service/email-confirmation';
