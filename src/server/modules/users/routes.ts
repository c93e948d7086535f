import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { userSearchQuerySchema, userSearchSchema } from './schemas';
import { searchUsersByPrefix, setUserFlags } from './service';
import { findUsers } from './service/search-users';

export const userNameSchema = z
  .object({ id: z.number().int(), githubId: z.string(), name: z.string() })
  .openapi('UserName');

const searchUsers = defineRoute({
  method: 'get',
  path: '/api/users/search/{text}',
  operationId: 'searchUsersByText',
  tags: ['users'],
  access: policies.authenticated,
  request: {
    params: z.object({
      text: z
        .string()
        .max(100, 'text must be at most 100 characters')
        .openapi({ param: { name: 'text', in: 'path' } }),
    }),
  },
  responses: {
    200: jsonContent(z.array(userNameSchema), 'At most 20 users whose login or name starts with text'),
    ...problemResponses(400, 401),
  },
});

const getUserSearch = defineRoute({
  method: 'get',
  path: '/api/v2/users/search',
  operationId: 'searchUsers',
  tags: ['users'],
  access: policies.powerUser,
  owner: 'admin or manager in any course',
  request: { query: userSearchQuerySchema },
  responses: {
    200: jsonContent(z.array(userSearchSchema), 'At most 20 users matching every term of the query (R22.1)'),
    ...problemResponses(400, 401, 403),
  },
});

const userFlagsSchema = z
  .strictObject({ isAdmin: z.boolean().optional(), isHirer: z.boolean().optional(), activist: z.boolean().optional() })
  .openapi('UserFlagsInput');

const patchFlags = defineRoute({
  method: 'patch',
  path: '/api/v2/users/{userId}/flags',
  operationId: 'updateUserFlags',
  tags: ['users'],
  access: policies.admin,
  request: { params: z.object({ userId: idParam('userId') }), body: jsonBody(userFlagsSchema) },
  responses: { 204: { description: 'Saved' }, ...problemResponses(400, 401, 403, 404, 409) },
});

export const usersRouter = new OpenAPIHono<AppEnv>()
  .openapi(getUserSearch, async (c) => {
    const session = await requireSession(c);
    return c.json(await findUsers(c.get('deps').db, session, c.req.valid('query').query), 200);
  })
  .openapi(searchUsers, async (c) =>
    c.json(await searchUsersByPrefix(c.get('deps').db, c.req.valid('param').text), 200),
  )
  .openapi(patchFlags, async (c) => {
    const session = await requireSession(c);
    const { db, now, sessionCache } = c.get('deps');
    const { userId } = c.req.valid('param');
    await setUserFlags(db, session.id, userId, c.req.valid('json'), now());
    // rules.md R1.6: the flags are part of the session.
    sessionCache.drop(userId);
    return c.body(null, 204);
  });
