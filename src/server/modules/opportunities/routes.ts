import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { defineRoute, githubLoginParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import {
  applicantSchema,
  consentSchema,
  prolongSchema,
  publicResumeSchema,
  resumeFormSchema,
  resumeSchema,
  visibilityInputSchema,
  visibilitySchema,
} from './schemas';
import * as service from './service';

const tags = ['opportunities'];
const ownerParams = z.object({ githubId: githubLoginParam('githubId') });
const uuidParams = z.object({
  uuid: z.uuid('uuid must be a UUID').openapi({ param: { name: 'uuid', in: 'path' }, format: 'uuid' }),
});

const consentRoute = (method: 'get' | 'post' | 'delete', operationId: string, description: string) =>
  defineRoute({
    method,
    path: '/api/v2/opportunities/consent',
    operationId,
    tags,
    access: policies.authenticated,
    responses: { 200: jsonContent(consentSchema, description), ...problemResponses(401) },
  });

const giveConsent = consentRoute('post', 'createConsent', 'Consent given; the CV is public for 30 days');
const readConsent = consentRoute('get', 'getConsent', 'Whether the caller consented');
const withdrawConsent = consentRoute('delete', 'deleteConsent', 'Consent withdrawn; the CV is deleted');

const applicants = defineRoute({
  method: 'get',
  path: '/api/v2/opportunities/applicants',
  operationId: 'getApplicants',
  tags,
  access: policies.hirer,
  responses: { 200: jsonContent(z.array(applicantSchema), 'Live CVs with a name'), ...problemResponses(401, 403) },
});

const publicResume = defineRoute({
  method: 'get',
  path: '/api/v2/opportunities/public/{uuid}',
  operationId: 'getPublicResume',
  tags,
  access: policies.public,
  request: { params: uuidParams },
  responses: { 200: jsonContent(publicResumeSchema, 'The public CV'), ...problemResponses(400, 404) },
});

const prolong = defineRoute({
  method: 'post',
  path: '/api/v2/opportunities/prolong',
  operationId: 'prolongResume',
  tags,
  access: policies.authenticated,
  responses: { 200: jsonContent(prolongSchema, 'Public 30 more days'), ...problemResponses(401, 409) },
});

const visibility = defineRoute({
  method: 'post',
  path: '/api/v2/opportunities/visibility',
  operationId: 'setResumeVisibility',
  tags,
  access: policies.authenticated,
  request: { body: jsonBody(visibilityInputSchema) },
  responses: { 200: jsonContent(visibilitySchema, 'Hidden or shown'), ...problemResponses(400, 401, 409) },
});

const readResume = defineRoute({
  method: 'get',
  path: '/api/v2/opportunities/{githubId}/resume',
  operationId: 'getResume',
  tags,
  access: policies.authenticated,
  owner: 'githubId is the caller (`me` allowed)',
  request: { params: ownerParams },
  responses: { 200: jsonContent(resumeSchema, 'The CV with all courses'), ...problemResponses(401, 403, 404) },
});

const updateResume = defineRoute({
  method: 'patch',
  path: '/api/v2/opportunities/{githubId}/resume',
  operationId: 'updateResume',
  tags,
  access: policies.authenticated,
  owner: 'caller only, not admin',
  request: { params: ownerParams, body: jsonBody(resumeFormSchema) },
  responses: { 200: jsonContent(resumeSchema, 'The saved CV'), ...problemResponses(400, 401, 403, 409) },
});

// Static paths before /opportunities/{githubId}/resume (access.md §0 "Routing").
export const opportunitiesRouter = new OpenAPIHono<AppEnv>()
  .openapi(giveConsent, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.giveConsent(db, (await requireSession(c)).id, now()), 200);
  })
  .openapi(readConsent, async (c) => {
    return c.json(await service.readConsent(c.get('deps').db, (await requireSession(c)).id), 200);
  })
  .openapi(withdrawConsent, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.withdrawConsent(db, (await requireSession(c)).id, now()), 200);
  })
  .openapi(applicants, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.listApplicants(db, now()), 200);
  })
  .openapi(publicResume, async (c) => {
    const { db, env, now } = c.get('deps');
    return c.json(await service.publicResume(db, c.req.valid('param').uuid, env.APP_URL, now()), 200);
  })
  .openapi(prolong, async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await service.prolongResume(db, (await requireSession(c)).id, now()), 200);
  })
  .openapi(visibility, async (c) => {
    const { db, now } = c.get('deps');
    const { isHidden } = c.req.valid('json');
    return c.json(await service.setResumeVisibility(db, (await requireSession(c)).id, isHidden, now()), 200);
  })
  .openapi(readResume, async (c) => {
    const { db, env } = c.get('deps');
    const userId = await service.resumeOwnerId(db, await requireSession(c), c.req.valid('param').githubId, 'read');
    return c.json(await service.readResume(db, userId, env.APP_URL), 200);
  })
  .openapi(updateResume, async (c) => {
    const { db, env, now } = c.get('deps');
    const userId = await service.resumeOwnerId(db, await requireSession(c), c.req.valid('param').githubId, 'write');
    return c.json(await service.updateResume(db, userId, c.req.valid('json'), env.APP_URL, now()), 200);
  });
