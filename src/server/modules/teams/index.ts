export { teamDistributionsRouter } from './distribution-routes';
export { teamsRouter } from './routes';
