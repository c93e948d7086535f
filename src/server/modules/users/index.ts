export { usersRouter } from './routes';
