import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context';
import { policies } from '../../http/access';
import { idParam, defineRoute, jsonContent, problemResponses } from '../../http/route';
import { clearSession, issueSession } from '../../http/session';
import { isDevLoginEnabled, isGithubOAuthConfigured } from '../../env';
import { AppError } from '../../http/problem';
import {
  callbackQuerySchema,
  connectChannelSchema,
  connectLinkSchema,
  devLoginQuerySchema,
  devUserSchema,
  loginQuerySchema,
  signInMethodsSchema,
} from './schemas';
import { demoPersonaLogins } from './personas';
import * as auth from './service';

const redirect = (description: string) => ({ 302: { description } });
const loginPage = (url?: string) => (url ? `/login?url=${encodeURIComponent(url)}` : '/login');

const githubLogin = defineRoute({
  method: 'get',
  path: '/api/v2/auth/github/login',
  operationId: 'loginWithGithub',
  tags: ['auth'],
  access: policies.public,
  request: { query: loginQuerySchema },
  responses: { ...redirect('To GitHub, or to /login when development sign-in is on'), ...problemResponses(400) },
});

const githubCallback = defineRoute({
  method: 'get',
  path: '/api/v2/auth/github/callback',
  operationId: 'completeGithubLogin',
  tags: ['auth'],
  access: policies.public,
  request: { query: callbackQuerySchema },
  responses: { ...redirect('To the saved page, or to /login on failure'), ...problemResponses(400) },
});

const githubLogout = defineRoute({
  method: 'get',
  path: '/api/v2/auth/github/logout',
  operationId: 'logout',
  tags: ['auth'],
  access: policies.public,
  responses: redirect('Cookies cleared, to /login'),
});

const githubConnect = defineRoute({
  method: 'post',
  path: '/api/v2/auth/github/connect',
  operationId: 'createChannelLink',
  tags: ['auth'],
  access: policies.admin,
  request: { body: { required: true, content: { 'application/json': { schema: connectChannelSchema } } } },
  responses: {
    200: jsonContent(connectLinkSchema, 'Sign-in link that links the channel'),
    ...problemResponses(400, 401, 403, 409),
  },
});

const dropSessionCache = defineRoute({
  method: 'delete',
  path: '/api/v2/auth/cache/{userId}',
  operationId: 'dropSessionCache',
  tags: ['auth'],
  access: policies.authenticated,
  owner: 'userId is the caller',
  request: { params: z.object({ userId: idParam('userId') }) },
  responses: { 204: { description: 'Cached session dropped' }, ...problemResponses(400, 401, 403) },
});

// rules.md R1.7: with neither OAuth nor development sign-in nobody can sign in, and /login must say so.
const signInMethods = defineRoute({
  method: 'get',
  path: '/api/v2/auth/methods',
  operationId: 'getSignInMethods',
  tags: ['auth'],
  access: policies.public,
  responses: { 200: jsonContent(signInMethodsSchema, 'The sign-in methods this server offers') },
});

const devUsers = defineRoute({
  method: 'get',
  path: '/api/v2/auth/dev/users',
  operationId: 'listDevUsers',
  tags: ['auth'],
  access: policies.public,
  responses: { 200: jsonContent(z.array(devUserSchema), 'Demo users, githubId asc'), ...problemResponses(404) },
});

const devLogin = defineRoute({
  method: 'get',
  path: '/api/v2/auth/dev/login',
  operationId: 'loginAsDevUser',
  tags: ['auth'],
  access: policies.public,
  request: { query: devLoginQuerySchema },
  responses: { ...redirect('Signed in, to the safe url or /'), ...problemResponses(400, 404) },
});

export const authRouter = new OpenAPIHono<AppEnv>()
  .openapi(githubLogin, async (c) => {
    const { env, db, github, now } = c.get('deps');
    const { url } = c.req.valid('query');
    if (!isGithubOAuthConfigured(env)) return c.redirect(loginPage(url), 302);
    const state = await auth.createLoginState(db, { redirectUrl: auth.safeRedirect(url) }, now());
    return c.redirect(github.authorizeUrl(state), 302);
  })
  .openapi(githubCallback, async (c) => {
    const { env, db, github, now, sessionCache, log } = c.get('deps');
    const { code, state: stateId } = c.req.valid('query');
    const state = stateId ? await auth.takeLoginState(db, stateId, now()) : null;
    const back = state?.data.redirectUrl ?? '/';
    if (!state || state.expired || !code || !isGithubOAuthConfigured(env)) return c.redirect(loginPage(back), 302);
    try {
      const user = await auth.matchGithubUser(db, await github.exchange(code), env, now());
      if (!user) return c.redirect(loginPage(back), 302);
      sessionCache.drop(user.userId);
      await issueSession(c, user);
      if (state.data.channelId && (!state.userId || state.userId === user.userId)) {
        await auth.linkChannel(db, user.userId, state.data, now(), Boolean(state.userId));
        return c.redirect(`/profile/connection-confirmed?connectionType=${state.data.channelId}`, 302);
      }
      return c.redirect(auth.safeRedirect(back), 302);
    } catch (error) {
      log('warn', 'GitHub sign-in failed', error);
      return c.redirect(loginPage(back), 302);
    }
  })
  .openapi(githubLogout, (c) => {
    clearSession(c);
    return c.redirect('/login', 302);
  })
  .openapi(githubConnect, async (c) => {
    const { env, db, github, now } = c.get('deps');
    if (!isGithubOAuthConfigured(env))
      throw new AppError('conflict', 'GitHub sign-in is not configured, so a link cannot be made.');
    const state = await auth.createLoginState(db, c.req.valid('json'), now());
    return c.json({ link: github.authorizeUrl(state) }, 200);
  })
  .openapi(dropSessionCache, async (c) => {
    const { userId } = c.req.valid('param');
    if (c.get('identity')?.userId !== userId)
      throw new AppError('forbidden', 'You may drop only your own cached session.');
    c.get('deps').sessionCache.drop(userId);
    return c.body(null, 204);
  })
  .openapi(signInMethods, (c) => {
    const { env } = c.get('deps');
    return c.json({ github: isGithubOAuthConfigured(env), development: isDevLoginEnabled(env) }, 200);
  })
  .openapi(devUsers, async (c) => {
    const { env, db } = c.get('deps');
    if (!isDevLoginEnabled(env)) throw new AppError('not_found', 'Development sign-in is not enabled.');
    return c.json(await auth.listDevUsers(db, demoPersonaLogins), 200);
  })
  .openapi(devLogin, async (c) => {
    const { env, db, now, sessionCache } = c.get('deps');
    if (!isDevLoginEnabled(env)) throw new AppError('not_found', 'Development sign-in is not enabled.');
    const { githubId, url } = c.req.valid('query');
    const user = await auth.findDevUser(db, githubId, env, now());
    sessionCache.drop(user.userId);
    await issueSession(c, user);
    return c.redirect(auth.safeRedirect(url), 302);
  });
