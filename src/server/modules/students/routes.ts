import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import {
  studentDetailsSchema,
  studentFeedbackInputSchema,
  studentFeedbackPatchSchema,
  studentFeedbackSchema,
  studentListPageSchema,
  studentListQuerySchema,
} from './schemas';
import * as service from './service';

const tags = ['students'];
const studentParams = z.object({ studentId: idParam('studentId') });
const feedbackParams = z.object({ studentId: idParam('studentId'), id: idParam('id') });

const list = defineRoute({
  method: 'get',
  path: '/api/v2/students',
  operationId: 'getStudents',
  tags,
  access: policies.hirer,
  request: { query: studentListQuerySchema },
  responses: {
    200: jsonContent(studentListPageSchema, 'One page of students'),
    ...problemResponses(400, 401, 403),
  },
});

const details = defineRoute({
  method: 'get',
  path: '/api/v2/students/{studentId}',
  operationId: 'getStudent',
  tags,
  access: policies.authenticated,
  owner: 'canAccessStudent',
  request: { params: studentParams },
  responses: {
    200: jsonContent(studentDetailsSchema, 'The student record'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const createFeedback = defineRoute({
  method: 'post',
  path: '/api/v2/students/{studentId}/feedbacks',
  operationId: 'createStudentFeedback',
  tags,
  access: policies.authenticated,
  owner: 'canAccessStudent and caller is a mentor of that course',
  request: { params: studentParams, body: jsonBody(studentFeedbackInputSchema) },
  responses: {
    201: jsonContent(studentFeedbackSchema, 'The recommendation letter'),
    ...problemResponses(400, 401, 403, 404, 409),
  },
});

const readFeedback = defineRoute({
  method: 'get',
  path: '/api/v2/students/{studentId}/feedbacks/{id}',
  operationId: 'getStudentFeedback',
  tags,
  access: policies.authenticated,
  owner: 'canAccessStudent',
  request: { params: feedbackParams },
  responses: {
    200: jsonContent(studentFeedbackSchema, 'The recommendation letter'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const updateFeedback = defineRoute({
  method: 'patch',
  path: '/api/v2/students/{studentId}/feedbacks/{id}',
  operationId: 'updateStudentFeedback',
  tags,
  access: policies.authenticated,
  owner: 'caller wrote it',
  request: { params: feedbackParams, body: jsonBody(studentFeedbackPatchSchema) },
  responses: {
    200: jsonContent(studentFeedbackSchema, 'The changed letter'),
    ...problemResponses(400, 401, 403, 404),
  },
});

export const studentsRouter = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => {
    const session = await requireSession(c);
    return c.json(await service.listStudents(c.get('deps').db, session, c.req.valid('query')), 200);
  })
  .openapi(details, async (c) => {
    const session = await requireSession(c);
    return c.json(await service.studentDetails(c.get('deps').db, session, c.req.valid('param').studentId), 200);
  })
  .openapi(createFeedback, async (c) => {
    const { db, now } = c.get('deps');
    const session = await requireSession(c);
    const { studentId } = c.req.valid('param');
    return c.json(await service.createFeedback(db, session, studentId, c.req.valid('json'), now()), 201);
  })
  .openapi(readFeedback, async (c) => {
    const { studentId, id } = c.req.valid('param');
    return c.json(await service.readFeedback(c.get('deps').db, await requireSession(c), studentId, id), 200);
  })
  .openapi(updateFeedback, async (c) => {
    const { db, now } = c.get('deps');
    const { studentId, id } = c.req.valid('param');
    const session = await requireSession(c);
    return c.json(await service.updateFeedback(db, session, studentId, id, c.req.valid('json'), now()), 200);
  });
