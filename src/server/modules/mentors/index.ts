export { mentorsRouter } from './routes';
