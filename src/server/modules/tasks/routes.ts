import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { MANAGER_ANYWHERE_OWNER, managerAnywhere, managesAnyCourse } from '../../http/manager-anywhere';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { criteriaSchema, taskInputSchema, taskPatchSchema, taskSchema } from './schemas';
import { createCriteria, getCriteria, replaceCriteria } from './service/criteria';
import { listTasks } from './service/list-tasks';
import { createTask, deleteTask, updateTask } from './service/write-task';

// access.md §30.
const tags = ['tasks'];
const idParams = z.object({ id: idParam('id') });
const taskIdParams = z.object({ taskId: idParam('taskId') });
const owner = MANAGER_ANYWHERE_OWNER;

const postTask = defineRoute({
  method: 'post',
  path: '/api/v2/tasks',
  operationId: 'createTask',
  tags,
  access: managerAnywhere,
  owner,
  request: { body: jsonBody(taskInputSchema) },
  responses: { 201: jsonContent(taskSchema, 'Created'), ...problemResponses(400, 401, 403) },
});

const getTasks = defineRoute({
  method: 'get',
  path: '/api/v2/tasks',
  operationId: 'getTasks',
  tags,
  access: policies.powerUser,
  responses: { 200: jsonContent(z.array(taskSchema), 'Tasks, updatedDate desc'), ...problemResponses(401, 403) },
});

const patchTask = defineRoute({
  method: 'patch',
  path: '/api/v2/tasks/{id}',
  operationId: 'updateTask',
  tags,
  access: managerAnywhere,
  owner,
  request: { params: idParams, body: jsonBody(taskPatchSchema) },
  responses: { 200: jsonContent(taskSchema, 'Saved'), ...problemResponses(400, 401, 403, 404) },
});

const removeTask = defineRoute({
  method: 'delete',
  path: '/api/v2/tasks/{id}',
  operationId: 'deleteTask',
  tags,
  access: policies.admin,
  request: { params: idParams },
  responses: { 204: { description: 'Deleted (soft)' }, ...problemResponses(400, 401, 403, 404) },
});

const postCriteria = defineRoute({
  method: 'post',
  path: '/api/v2/tasks/{taskId}/criteria',
  operationId: 'createTaskCriteria',
  tags,
  access: managerAnywhere,
  owner,
  request: { params: taskIdParams, body: jsonBody(criteriaSchema) },
  responses: { 201: jsonContent(criteriaSchema, 'Created'), ...problemResponses(400, 401, 403, 404, 409) },
});

const getTaskCriteria = defineRoute({
  method: 'get',
  path: '/api/v2/tasks/{taskId}/criteria',
  operationId: 'getTaskCriteria',
  tags,
  access: policies.authenticated,
  request: { params: taskIdParams },
  responses: { 200: jsonContent(criteriaSchema, 'Criteria by index'), ...problemResponses(400, 401, 404) },
});

const patchCriteria = defineRoute({
  method: 'patch',
  path: '/api/v2/tasks/{taskId}/criteria',
  operationId: 'updateTaskCriteria',
  tags,
  access: managerAnywhere,
  owner,
  request: { params: taskIdParams, body: jsonBody(criteriaSchema) },
  responses: { 200: jsonContent(criteriaSchema, 'Replaced'), ...problemResponses(400, 401, 403, 404) },
});

export const tasksRouter = new OpenAPIHono<AppEnv>()
  .openapi(postTask, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await createTask(db, c.req.valid('json'), now()), 201);
  })
  .openapi(getTasks, async (c) => {
    const session = await requireSession(c);
    return c.json(await listTasks(c.get('deps').db, managesAnyCourse(session)), 200);
  })
  .openapi(patchTask, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await updateTask(db, c.req.valid('param').id, c.req.valid('json'), now()), 200);
  })
  .openapi(removeTask, async (c) => {
    const { db, now } = c.get('deps');
    await deleteTask(db, c.req.valid('param').id, now());
    return c.body(null, 204);
  })
  .openapi(postCriteria, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await createCriteria(db, c.req.valid('param').taskId, c.req.valid('json'), now()), 201);
  })
  .openapi(getTaskCriteria, async (c) => c.json(await getCriteria(c.get('deps').db, c.req.valid('param').taskId), 200))
  .openapi(patchCriteria, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await replaceCriteria(db, c.req.valid('param').taskId, c.req.valid('json'), now()), 200);
  });
