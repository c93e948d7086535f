export { scheduleRouter } from './routes';
