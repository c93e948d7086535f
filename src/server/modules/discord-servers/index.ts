export { discordServersRouter } from './routes';
