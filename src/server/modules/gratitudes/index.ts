export { gratitudesRouter } from './routes';
