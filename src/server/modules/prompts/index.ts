export { promptsRouter } from './routes';
