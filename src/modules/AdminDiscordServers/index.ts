export { AdminDiscordServersPage } from './pages/AdminDiscordServersPage';
