export { ForbiddenPage } from './pages/ForbiddenPage';
export { NotFoundPage } from './pages/NotFoundPage';
export { ServerErrorPage } from './pages/ServerErrorPage';
