export { contributorsRouter } from './routes';
