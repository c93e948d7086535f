export { courseEventsRouter } from './routes';
