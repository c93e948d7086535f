export { taskVerificationsRouter } from './routes';
export { cancelStaleVerifications } from './service/external-checks';
