export { userGroupsRouter } from './routes';
