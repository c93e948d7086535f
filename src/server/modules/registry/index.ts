export { registryRouter } from './routes';
