export { authRouter } from './routes';
export { createGithubProvider } from './github';
export type { GithubProvider, GithubUser } from './github';
export { applyBootstrapFlags, displayName } from './service';
export { demoPersonaLogins } from './personas';
