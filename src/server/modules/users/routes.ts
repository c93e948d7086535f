import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, jsonContent, problemResponses } from '../../http/route';
import { searchUsersByPrefix } from './service';

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

export const usersRouter = new OpenAPIHono<AppEnv>().openapi(searchUsers, async (c) =>
  c.json(await searchUsersByPrefix(c.get('deps').db, c.req.valid('param').text), 200),
);
