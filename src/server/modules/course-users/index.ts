export { courseUsersRouter } from './routes';
