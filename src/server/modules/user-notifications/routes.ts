import { OpenAPIHono } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { isGithubOAuthConfigured } from '../../env';
import {
  confirmationTokenParam,
  connectionFindSchema,
  connectionInputSchema,
  connectionSchema,
  connectionsResponseSchema,
  sendInputSchema,
  sendResultSchema,
  userNotificationsSchema,
  userNotificationsUpdateSchema,
} from './schemas';
import { findConnection, ownConnections, saveConnection } from './service/connections';
import { confirmationPath, followConfirmationLink, resendEmailConfirmation } from './service/email-confirmation';
import { sendToUser } from './service/send';
import { getUserNotifications, saveUserNotifications } from './service/settings';

// access.md §35; rules.md R20.2, R20.5 to R20.7. Static paths are all longer than /users/notifications itself.
const tags = ['user-notifications'];

const getSettings = defineRoute({
  method: 'get',
  path: '/api/v2/users/notifications',
  operationId: 'getUserNotifications',
  tags,
  access: policies.authenticated,
  owner: 'own settings',
  responses: { 200: jsonContent(userNotificationsSchema, 'Settings and connections'), ...problemResponses(401) },
});

const putSettings = defineRoute({
  method: 'put',
  path: '/api/v2/users/notifications',
  operationId: 'updateUserNotifications',
  tags,
  access: policies.authenticated,
  owner: 'own settings',
  request: { body: jsonBody(userNotificationsUpdateSchema) },
  responses: { 204: { description: 'Saved' }, ...problemResponses(400, 401) },
});

const getConnections = defineRoute({
  method: 'get',
  path: '/api/v2/users/notifications/connections',
  operationId: 'getUserNotificationConnections',
  tags,
  access: policies.authenticated,
  owner: 'own connections',
  responses: { 200: jsonContent(connectionsResponseSchema, 'The caller’s channels'), ...problemResponses(401) },
});

const postConnection = defineRoute({
  method: 'post',
  path: '/api/v2/users/notifications/connection',
  operationId: 'saveNotificationConnection',
  tags,
  access: policies.admin,
  request: { body: jsonBody(connectionInputSchema) },
  responses: {
    200: jsonContent(connectionSchema, 'Created or updated'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const findConnectionRoute = defineRoute({
  method: 'post',
  path: '/api/v2/users/notifications/connection/find',
  operationId: 'findNotificationConnection',
  tags,
  access: policies.admin,
  request: { body: jsonBody(connectionFindSchema) },
  responses: { 200: jsonContent(connectionSchema, 'The connection'), ...problemResponses(400, 401, 403, 404) },
});

const send = defineRoute({
  method: 'post',
  path: '/api/v2/users/notifications/send',
  operationId: 'sendUserNotification',
  tags,
  access: policies.admin,
  request: { body: jsonBody(sendInputSchema) },
  responses: { 202: jsonContent(sendResultSchema, 'Queued'), ...problemResponses(400, 401, 403, 404) },
});

const resend = defineRoute({
  method: 'post',
  path: '/api/v2/users/notifications/confirmation/email',
  operationId: 'sendEmailConfirmation',
  tags,
  access: policies.authenticated,
  owner: 'own e-mail',
  responses: { 204: { description: 'Link queued' }, ...problemResponses(401, 409, 429) },
});

// Extra: the link in the confirmation e-mail (R20.5).
const follow = defineRoute({
  method: 'get',
  path: '/api/v2/users/notifications/confirmation/email/{token}',
  operationId: 'followEmailConfirmation',
  tags,
  access: policies.public,
  request: { params: confirmationTokenParam },
  responses: {
    302: { description: 'To /profile/connection-confirmed, to sign-in, or to /profile/notifications' },
    ...problemResponses(400),
  },
});

export const userNotificationsRouter = new OpenAPIHono<AppEnv>()
  .openapi(getSettings, async (c) => {
    const session = await requireSession(c);
    return c.json(await getUserNotifications(c.get('deps').db, session.id), 200);
  })
  .openapi(putSettings, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    await saveUserNotifications(db, session.id, c.req.valid('json'), now());
    return c.body(null, 204);
  })
  .openapi(getConnections, async (c) => {
    const session = await requireSession(c);
    return c.json({ connections: await ownConnections(c.get('deps').db, session.id) }, 200);
  })
  .openapi(findConnectionRoute, async (c) => c.json(await findConnection(c.get('deps').db, c.req.valid('json')), 200))
  .openapi(postConnection, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await saveConnection(db, c.req.valid('json'), now()), 200);
  })
  .openapi(send, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await sendToUser(db, c.req.valid('json'), now()), 202);
  })
  .openapi(resend, async (c) => {
    const session = await requireSession(c);
    const { db, env, now } = c.get('deps');
    await resendEmailConfirmation(db, session.id, env.APP_URL, now());
    return c.body(null, 204);
  })
  .openapi(follow, async (c) => {
    const { db, env, github, now } = c.get('deps');
    const { token } = c.req.valid('param');
    const outcome = await followConfirmationLink(db, token, c.get('identity')?.userId ?? null, now());
    if (outcome.kind === 'confirmed') return c.redirect('/profile/connection-confirmed?connectionType=email', 302);
    if (outcome.kind === 'invalid') return c.redirect('/profile/notifications', 302);
    if (isGithubOAuthConfigured(env)) return c.redirect(github.authorizeUrl(token), 302);
    return c.redirect(`/login?url=${encodeURIComponent(confirmationPath(token))}`, 302);
  });
