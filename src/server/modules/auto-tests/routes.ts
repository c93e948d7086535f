import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/context';
import { MANAGER_ANYWHERE_OWNER, managerAnywhere } from '../../http/manager-anywhere';
import { defineRoute, idParam, jsonContent, problemResponses } from '../../http/route';
import { autoTestDetailsSchema, autoTestSchema } from './schemas';
import { getAutoTest, listAutoTests } from './service';

// access.md §3; decision 4: self-check answers are never public.
const tags = ['auto-tests'];

const getAutoTests = defineRoute({
  method: 'get',
  path: '/api/v2/auto-test',
  operationId: 'getAutoTests',
  tags,
  access: managerAnywhere,
  owner: MANAGER_ANYWHERE_OWNER,
  responses: { 200: jsonContent(z.array(autoTestSchema), 'Self-check tests, name asc'), ...problemResponses(401, 403) },
});

const getAutoTestById = defineRoute({
  method: 'get',
  path: '/api/v2/auto-test/{id}',
  operationId: 'getAutoTest',
  tags,
  access: managerAnywhere,
  owner: MANAGER_ANYWHERE_OWNER,
  request: { params: z.object({ id: idParam('id') }) },
  responses: {
    200: jsonContent(autoTestDetailsSchema, 'The test with its correct answers'),
    ...problemResponses(400, 401, 403, 404),
  },
});

export const autoTestsRouter = new OpenAPIHono<AppEnv>()
  .openapi(getAutoTests, async (c) => c.json(await listAutoTests(c.get('deps').db), 200))
  .openapi(getAutoTestById, async (c) => c.json(await getAutoTest(c.get('deps').db, c.req.valid('param').id), 200));
