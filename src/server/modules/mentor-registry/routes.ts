import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { csvContent, csvResponse } from '../../http/csv';
import { defineRoute, githubLoginParam, idParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { registryCsv } from './csv';
import * as schemas from './schemas';
import { confirmMentor } from './service/confirm-mentor';
import { inviteMentors } from './service/invite-mentors';
import { listAllApplications } from './service/list-applications';
import { registryPageJson } from './service/registry-index';
import { cancelApplication, preselectCourses, setComment } from './service/review-application';
import { getOwnApplication, submitApplication } from './service/submit-application';
import { registryViewer } from './service/viewer';

const tags = ['mentor-registry'];
const loginParams = z.object({ githubId: githubLoginParam('githubId') });
const visible = 'visible to caller (R14.6)';

const postApplication = defineRoute({
  method: 'post',
  path: '/api/v2/registry/mentor',
  operationId: 'submitMentorApplication',
  tags,
  access: policies.authenticated,
  request: { body: jsonBody(schemas.mentorApplicationInputSchema) },
  responses: { 204: { description: 'Saved' }, ...problemResponses(400, 401) },
});

const getApplication = defineRoute({
  method: 'get',
  path: '/api/v2/registry/mentor',
  operationId: 'getMentorApplication',
  tags,
  access: policies.authenticated,
  responses: {
    // access.md §26: null, not 404, when he has none: most visitors of /registry/mentor have none yet.
    200: jsonContent(schemas.mentorApplicationSchema.nullable(), "The caller's questionnaire, or null"),
    ...problemResponses(401),
  },
});

const putPreselection = defineRoute({
  method: 'put',
  path: '/api/v2/registry/mentor/{githubId}',
  operationId: 'preselectMentorCourses',
  tags,
  access: policies.powerUser,
  owner: 'every listed course is one the caller manages or supervises',
  request: { params: loginParams, body: jsonBody(schemas.preselectedCoursesInputSchema) },
  responses: { 204: { description: 'Invited' }, ...problemResponses(400, 401, 403, 404, 409) },
});

const deleteApplication = defineRoute({
  method: 'delete',
  path: '/api/v2/registry/mentor/{githubId}',
  operationId: 'cancelMentorApplication',
  tags,
  access: policies.powerUser,
  owner: visible,
  request: { params: loginParams },
  responses: { 204: { description: 'Canceled' }, ...problemResponses(400, 401, 403, 404) },
});

const putComment = defineRoute({
  method: 'put',
  path: '/api/v2/registry/mentor/{githubId}/comment',
  operationId: 'commentMentorApplication',
  tags,
  access: policies.powerUser,
  owner: visible,
  request: { params: loginParams, body: jsonBody(schemas.registryCommentInputSchema) },
  responses: { 204: { description: 'Saved' }, ...problemResponses(400, 401, 403, 404) },
});

const getCsv = defineRoute({
  method: 'get',
  path: '/api/v2/registry/mentors/csv',
  operationId: 'getMentorRegistryCsv',
  tags,
  access: policies.powerUser,
  request: { query: z.object(schemas.registryFilterQuery) },
  responses: { 200: csvContent('mentors.csv'), ...problemResponses(400, 401, 403) },
});

const getList = defineRoute({
  method: 'get',
  path: '/api/v2/registry/mentors',
  operationId: 'getMentorRegistry',
  tags,
  access: policies.powerUser,
  request: { query: z.object(schemas.registryPageQuery) },
  responses: { 200: jsonContent(schemas.mentorRegistryPageSchema, 'One page'), ...problemResponses(400, 401, 403) },
});

const postInvite = defineRoute({
  method: 'post',
  path: '/api/v2/registry/mentors/invite',
  operationId: 'inviteMentors',
  tags,
  access: policies.admin,
  request: { body: jsonBody(schemas.inviteMentorsInputSchema) },
  responses: { 202: jsonContent(schemas.inviteMentorsResultSchema, 'Accepted'), ...problemResponses(400, 401, 403) },
});

const postMentor = defineRoute({
  method: 'post',
  path: '/api/v2/course/{courseId}/mentors/{githubId}',
  operationId: 'confirmMentor',
  tags,
  access: policies.authenticated,
  owner: 'the caller, invited to or mentoring the course; or its manager',
  request: {
    params: z.object({ courseId: idParam('courseId'), githubId: githubLoginParam('githubId') }),
    body: jsonBody(schemas.mentorOptionsInputSchema),
  },
  responses: { 200: jsonContent(schemas.mentorOptionsSchema, 'Mentor'), ...problemResponses(400, 401, 403, 404, 409) },
});

export const mentorRegistryRouter = new OpenAPIHono<AppEnv>()
  .openapi(postApplication, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    await submitApplication(db, session.id, c.req.valid('json'), now());
    return c.body(null, 204);
  })
  .openapi(getApplication, async (c) => {
    const session = await requireSession(c);
    return c.json(await getOwnApplication(c.get('deps').db, session.id), 200);
  })
  .openapi(putPreselection, async (c) => {
    const viewer = registryViewer(await requireSession(c));
    const { db, now } = c.get('deps');
    const { preselectedCourses } = c.req.valid('json');
    await preselectCourses(db, viewer, c.req.valid('param').githubId, preselectedCourses, now());
    return c.body(null, 204);
  })
  .openapi(deleteApplication, async (c) => {
    const viewer = registryViewer(await requireSession(c));
    const { db, now } = c.get('deps');
    await cancelApplication(db, viewer, c.req.valid('param').githubId, now());
    return c.body(null, 204);
  })
  .openapi(putComment, async (c) => {
    const viewer = registryViewer(await requireSession(c));
    const { db, now } = c.get('deps');
    await setComment(db, viewer, c.req.valid('param').githubId, c.req.valid('json').comment, now());
    return c.body(null, 204);
  })
  .openapi(getCsv, async (c) => {
    const viewer = registryViewer(await requireSession(c));
    const { db } = c.get('deps');
    const items = await listAllApplications(db, viewer, c.req.valid('query'), { orderBy: 'receivedDate' });
    return csvResponse(c, 'mentors.csv', await registryCsv(db, items));
  })
  .openapi(getList, async (c) => {
    const viewer = registryViewer(await requireSession(c));
    const query = c.req.valid('query');
    // The page's JSON (MentorRegistryPage), written by PostgreSQL or kept from it: sent as it is, typed as the JSON it is.
    const json = await registryPageJson(c.get('deps').db, viewer, query, query);
    const response = c.body(json, 200, { 'Content-Type': 'application/json' });
    return response as unknown as TypedResponse<schemas.MentorRegistryPage, 200, 'json'>;
  })
  .openapi(postInvite, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await inviteMentors(db, c.req.valid('json'), now()), 202);
  })
  .openapi(postMentor, async (c) => {
    const session = await requireSession(c);
    const { db, now, sessionCache } = c.get('deps');
    const { courseId, githubId } = c.req.valid('param');
    const result = await confirmMentor(db, session, courseId, githubId, c.req.valid('json'), now());
    // rules.md R14.4: the mentor role shows in the very next session.
    sessionCache.drop(result.userId);
    return c.json(result.options, 200);
  });
