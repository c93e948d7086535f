export { mentorRegistryRouter } from './routes';
