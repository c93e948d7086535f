export { autoTestsRouter } from './routes';
