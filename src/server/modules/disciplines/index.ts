export { disciplinesRouter } from './routes';
