export { healthRouter } from './routes';
