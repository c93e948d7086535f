import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from './http/context';
import { antiForgery } from './http/csrf';
import { errorToResponse, fieldErrorsFromZod, problemResponse } from './http/problem';
import { requestId, requestLog } from './http/request-id';
import { compress, setResponseHeader } from './http/response-headers';
import { readIdentity } from './http/session';
import { alertsRouter } from './modules/alerts';
import { authRouter } from './modules/auth';
import { autoTestsRouter } from './modules/auto-tests';
import { certificatesRouter } from './modules/certificates';
import { courseEventsRouter } from './modules/course-events';
import { courseMentorsRouter } from './modules/course-mentors';
import { courseStatsRouter } from './modules/course-stats';
import { courseStudentsRouter } from './modules/course-students';
import { courseTasksRouter } from './modules/course-tasks';
import { courseUsersRouter } from './modules/course-users';
import { crossCheckReviewsRouter } from './modules/cross-check-reviews';
import { crossCheckRouter } from './modules/cross-check';
import { contributorsRouter } from './modules/contributors';
import { coursesRouter } from './modules/courses';
import { disciplinesRouter } from './modules/disciplines';
import { discordServersRouter } from './modules/discord-servers';
import { eventsRouter } from './modules/events';
import { gratitudesRouter } from './modules/gratitudes';
import { healthRouter } from './modules/health';
import { interviewsRouter } from './modules/interviews';
import { mentorRegistryRouter } from './modules/mentor-registry';
import { mentorReviewsRouter } from './modules/mentor-reviews';
import { mentorsRouter } from './modules/mentors';
import { notificationCatalogueRouter } from './modules/notification-catalogue';
import { opportunitiesRouter } from './modules/opportunities';
import { profileRouter } from './modules/profile';
import { promptsRouter } from './modules/prompts';
import { registryRouter } from './modules/registry';
import { scheduleRouter } from './modules/schedule';
import { scoresRouter } from './modules/scores';
import { sessionRouter } from './modules/session';
import { studentsRouter } from './modules/students';
import { taskVerificationsRouter } from './modules/task-verifications';
import { tasksRouter } from './modules/tasks';
import { teamDistributionsRouter, teamsRouter } from './modules/teams';
import { userGroupsRouter } from './modules/user-groups';
import { userNotificationsRouter } from './modules/user-notifications';
import { usersRouter } from './modules/users';

const MAX_BODY_BYTES = 1024 * 1024;
// access.md §8: a notebook of up to 5 MB travels base64-encoded (about 6.7 MB) to the verifications route only.
const MAX_VERIFICATION_BODY_BYTES = 7 * 1024 * 1024;
const verificationPath = /^\/api\/v2\/courses\/\d+\/tasks\/\d+\/verifications$/;

const validationTargets: Record<string, string> = { json: 'body', query: 'query', param: 'path', header: 'header' };

const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method === 'GET' && !c.res.headers.has('Cache-Control')) setResponseHeader(c, 'Cache-Control', 'no-store');
});

// Domain routers, mounted in order: static paths before parametrised ones (DESIGN.md "Routing").
const routers = [
  healthRouter,
  authRouter,
  sessionRouter,
  coursesRouter,
  courseUsersRouter,
  courseStudentsRouter,
  taskVerificationsRouter,
  courseMentorsRouter,
  mentorReviewsRouter,
  mentorsRouter,
  courseStatsRouter,
  certificatesRouter,
  scoresRouter,
  profileRouter,
  disciplinesRouter,
  discordServersRouter,
  courseTasksRouter,
  // Before any router with /courses/{courseId}/cross-checks/{courseTaskId}/...: its /cross-checks/disputes is static.
  crossCheckReviewsRouter,
  crossCheckRouter,
  courseEventsRouter,
  interviewsRouter,
  teamsRouter,
  teamDistributionsRouter,
  tasksRouter,
  eventsRouter,
  autoTestsRouter,
  userGroupsRouter,
  notificationCatalogueRouter,
  // Before usersRouter: /users/notifications/... are static paths.
  userNotificationsRouter,
  usersRouter,
  alertsRouter,
  contributorsRouter,
  promptsRouter,
  // Before registryRouter: POST /registry enrols the route-by-persona test's personas in course A, and a gratitude's
  // course check (R17.1) reads those roles.
  gratitudesRouter,
  registryRouter,
  scheduleRouter,
  opportunitiesRouter,
  studentsRouter,
  // Grants the mentor role (R14.4): last, so the route-by-persona test's other calls see the personas' own roles.
  mentorRegistryRouter,
];

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return undefined;
      const where = validationTargets[result.target] ?? result.target;
      const errors = fieldErrorsFromZod(result.error);
      const fields = errors.map((error) => error.path).join(', ');
      return problemResponse(c, 'validation', `Invalid ${where}: ${fields}.`, errors);
    },
  });

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('session', undefined);
    c.set('renewSession', false);
    await next();
  });
  // scripts/server.mjs hands /api/** to this app directly, past Next's compression: the app compresses for itself.
  app.use('*', compress());
  app.use('*', requestId, requestLog, noStore);
  app.use('*', async (c, next) => {
    // A GET or HEAD has no body (and asking the request for one builds a whole native Request under node-server).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const maxSize = verificationPath.test(c.req.path) ? MAX_VERIFICATION_BODY_BYTES : MAX_BODY_BYTES;
    return bodyLimit({
      maxSize,
      onError: (context) => problemResponse(context, 'validation', `The request body is larger than ${maxSize} bytes.`),
    })(c, next);
  });
  app.use('*', readIdentity, antiForgery);

  for (const router of routers) app.route('/', router);

  app.notFound((c) => problemResponse(c, 'not_found', `No route for ${c.req.method} ${c.req.path}.`));
  app.onError((error, c) =>
    errorToResponse(c, error, (message, cause) => deps.log('error', `${message} id=${c.get('requestId')}`, cause)),
  );
  return app;
}

export type App = ReturnType<typeof createApp>;

export const openApiInfo = {
  openapi: '3.0.3',
  info: {
    title: 'RS School App API',
    version: '2.0.0',
    description: 'Every path is written in full; x-access names who may call each operation (spec/access.md).',
  },
};

// The contract without a database: route definitions alone make the document (scripts/api-generate.mts).
export function buildOpenApiDocument() {
  return createApp({} as AppDeps).getOpenAPIDocument(openApiInfo);
}
