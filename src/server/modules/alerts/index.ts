export { alertsRouter } from './routes';
