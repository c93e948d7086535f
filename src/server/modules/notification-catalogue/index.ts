export { notificationCatalogueRouter } from './routes';
