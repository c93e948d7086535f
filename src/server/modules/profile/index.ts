export { profileRouter } from './routes';
