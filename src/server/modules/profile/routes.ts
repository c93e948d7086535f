import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/problem';
import { defineRoute, githubLoginParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { clearSession } from '../../http/session';
import { courseSchema, listCoursesOfUser } from '../courses';
import {
  endorsementDataSchema,
  endorsementSchema,
  personalProfileSchema,
  profileInfoSchema,
  publicProfileSchema,
} from './info-schemas';
import { myProfileSchema, profileInfoUpdateSchema, profileUserInputSchema } from './schemas';
import { findUserByLogin, getMyProfile, isCallerLogin, saveOwnProfile } from './service';
import { getEndorsement, getEndorsementData, getPersonalProfile, getPublicProfile } from './service/admin-views';
import { obfuscateProfile } from './service/obfuscate-profile';
import { getProfileInfo } from './service/profile-info';
import { updateProfileInfo } from './service/update-profile-info';

const tags = ['profile'];
const loginQuery = z.string().trim().min(1).max(39, 'githubId must be at most 39 characters');
const optionalLogin = z.object({ githubId: loginQuery.optional() });
const requiredLogin = z.object({ githubId: loginQuery });
const usernameParams = z.object({ username: githubLoginParam('username') });

const getProfileCourses = defineRoute({
  method: 'get',
  path: '/api/v2/profile/courses',
  operationId: 'getProfileCourses',
  tags,
  access: policies.authenticated,
  owner: "another user's courses: admin only",
  request: { query: optionalLogin },
  responses: {
    200: jsonContent(z.array(courseSchema), 'The course-selector list'),
    ...problemResponses(400, 401, 403, 404),
  },
});

// access.md §24: the admin's views of a user, each by ?githubId= (static paths before /profile/{username}).
const adminView = <S extends z.ZodType>(path: string, operationId: string, schema: S, description: string) =>
  defineRoute({
    method: 'get',
    path: `/api/v2/profile/${path}`,
    operationId,
    tags,
    access: policies.admin,
    request: { query: requiredLogin },
    responses: { 200: jsonContent(schema, description), ...problemResponses(400, 401, 403, 404) },
  });

const getPersonal = adminView('personal', 'getPersonalProfile', personalProfileSchema, 'Personal data of a user');
const getEndorsementRoute = adminView('endorsement', 'getEndorsement', endorsementSchema, 'Endorsement of a mentor');
const getEndorsementDataRoute = adminView(
  'endorsement-data',
  'getEndorsementData',
  endorsementDataSchema,
  'What an endorsement is written from',
);

const getPublic = defineRoute({
  method: 'get',
  path: '/api/v2/profile/{username}',
  operationId: 'getPublicProfile',
  tags,
  access: policies.authenticated,
  request: { params: usernameParams },
  responses: { 200: jsonContent(publicProfileSchema, 'Name of a user'), ...problemResponses(400, 401, 404) },
});

const getUserCourses = defineRoute({
  method: 'get',
  path: '/api/v2/profile/{username}/courses',
  operationId: 'getUserCourses',
  tags,
  access: policies.authenticated,
  owner: 'username is me or the caller',
  request: { params: usernameParams },
  responses: {
    200: jsonContent(z.array(courseSchema), 'The course-selector list of me'),
    ...problemResponses(400, 401, 403),
  },
});

const getMe = defineRoute({
  method: 'get',
  path: '/api/profile/me',
  operationId: 'getMyProfile',
  tags,
  access: policies.authenticated,
  responses: { 200: jsonContent(myProfileSchema, 'Own editable profile'), ...problemResponses(401) },
});

const getInfo = defineRoute({
  method: 'get',
  path: '/api/profile/info',
  operationId: 'getProfileInfo',
  tags,
  access: policies.authenticated,
  owner: 'visibility rules (R19.1)',
  request: { query: optionalLogin },
  responses: {
    200: jsonContent(profileInfoSchema, 'Profile as the caller may see it'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const patchInfo = defineRoute({
  method: 'patch',
  path: '/api/v2/profile/info',
  operationId: 'updateProfileInfo',
  tags,
  access: policies.authenticated,
  owner: 'own profile',
  request: { body: jsonBody(profileInfoUpdateSchema) },
  responses: { 204: { description: 'Saved' }, ...problemResponses(400, 401, 409) },
});

const postProfileUser = defineRoute({
  method: 'post',
  path: '/api/v2/profile/user',
  operationId: 'saveProfileUser',
  tags,
  access: policies.authenticated,
  owner: 'own profile',
  request: { body: jsonBody(profileUserInputSchema) },
  responses: { 204: { description: 'Saved' }, ...problemResponses(400, 401, 409) },
});

const deleteProfile = defineRoute({
  method: 'delete',
  path: '/api/v2/profile/{username}',
  operationId: 'obfuscateProfile',
  tags,
  access: policies.authenticated,
  owner: 'username is the caller, or admin',
  request: { params: usernameParams },
  responses: { 204: { description: 'Obfuscated (R19.5)' }, ...problemResponses(400, 401, 403, 404) },
});

export const profileRouter = new OpenAPIHono<AppEnv>()
  .openapi(getProfileCourses, async (c) => {
    const session = await requireSession(c);
    const { db } = c.get('deps');
    const { githubId } = c.req.valid('query');
    if (!githubId || githubId.toLowerCase() === session.githubId) {
      return c.json(await listCoursesOfUser(db, session.id, session.isAdmin), 200);
    }
    if (!session.isAdmin) throw new AppError('forbidden', "Only an admin may list another user's courses.");
    const user = await findUserByLogin(db, githubId);
    return c.json(await listCoursesOfUser(db, user.id, false), 200);
  })
  .openapi(getPersonal, async (c) =>
    c.json(await getPersonalProfile(c.get('deps').db, c.req.valid('query').githubId), 200),
  )
  .openapi(getEndorsementRoute, async (c) =>
    c.json(await getEndorsement(c.get('deps').db, c.req.valid('query').githubId), 200),
  )
  .openapi(getEndorsementDataRoute, async (c) =>
    c.json(await getEndorsementData(c.get('deps').db, c.req.valid('query').githubId), 200),
  )
  .openapi(getPublic, async (c) => {
    const session = await requireSession(c);
    return c.json(await getPublicProfile(c.get('deps').db, session, c.req.valid('param').username), 200);
  })
  .openapi(getUserCourses, async (c) => {
    const session = await requireSession(c);
    if (!isCallerLogin(c.req.valid('param').username, session)) {
      throw new AppError('forbidden', 'You may list only your own courses here.');
    }
    return c.json(await listCoursesOfUser(c.get('deps').db, session.id, session.isAdmin), 200);
  })
  .openapi(getMe, async (c) => {
    const session = await requireSession(c);
    return c.json(await getMyProfile(c.get('deps').db, session.id), 200);
  })
  .openapi(getInfo, async (c) => {
    const session = await requireSession(c);
    return c.json(await getProfileInfo(c.get('deps').db, session, c.req.valid('query').githubId), 200);
  })
  .openapi(patchInfo, async (c) => {
    const session = await requireSession(c);
    const { db, env, now } = c.get('deps');
    await updateProfileInfo(db, session.id, c.req.valid('json'), now(), env.APP_URL);
    return c.body(null, 204);
  })
  .openapi(postProfileUser, async (c) => {
    const session = await requireSession(c);
    const { db, env, now } = c.get('deps');
    await saveOwnProfile(db, session.id, c.req.valid('json'), now(), env.APP_URL);
    return c.body(null, 204);
  })
  .openapi(deleteProfile, async (c) => {
    const session = await requireSession(c);
    const { db, now, sessionCache } = c.get('deps');
    const { userId, self } = await obfuscateProfile(db, session, c.req.valid('param').username, now());
    sessionCache.drop(userId);
    // rules.md R19.5: removing oneself ends the session.
    if (self) clearSession(c);
    return c.body(null, 204);
  });
