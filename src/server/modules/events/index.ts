export { eventsRouter } from './routes';
