import { OpenAPIHono, z } from '@hono/zod-openapi';
import { policies, requireSession } from '../../http/access';
import type { AppEnv } from '../../http/context';
import { AppError } from '../../http/problem';
import { defineRoute, githubLoginParam, jsonBody, jsonContent, problemResponses } from '../../http/route';
import { courseSchema, listCoursesOfUser } from '../courses';
import { myProfileSchema, profileInfoSchema, profileUserInputSchema } from './schemas';
import { findUserByLogin, getMyProfile, getProfileInfo, saveOwnProfile } from './service';

const optionalLogin = z.string().trim().min(1).max(39, 'githubId must be at most 39 characters').optional();

const getProfileCourses = defineRoute({
  method: 'get',
  path: '/api/v2/profile/courses',
  operationId: 'getProfileCourses',
  tags: ['profile'],
  access: policies.authenticated,
  owner: "another user's courses: admin only",
  request: { query: z.object({ githubId: optionalLogin }) },
  responses: {
    200: jsonContent(z.array(courseSchema), 'The course-selector list'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const getUserCourses = defineRoute({
  method: 'get',
  path: '/api/v2/profile/{username}/courses',
  operationId: 'getUserCourses',
  tags: ['profile'],
  access: policies.authenticated,
  owner: 'username is me or the caller',
  request: { params: z.object({ username: githubLoginParam('username') }) },
  responses: {
    200: jsonContent(z.array(courseSchema), 'The course-selector list of me'),
    ...problemResponses(400, 401, 403),
  },
});

const getMe = defineRoute({
  method: 'get',
  path: '/api/profile/me',
  operationId: 'getMyProfile',
  tags: ['profile'],
  access: policies.authenticated,
  responses: { 200: jsonContent(myProfileSchema, 'Own editable profile'), ...problemResponses(401) },
});

const getInfo = defineRoute({
  method: 'get',
  path: '/api/profile/info',
  operationId: 'getProfileInfo',
  tags: ['profile'],
  access: policies.authenticated,
  owner: 'visibility rules (R19.1)',
  request: { query: z.object({ githubId: optionalLogin }) },
  responses: {
    200: jsonContent(profileInfoSchema, 'Profile as the caller may see it'),
    ...problemResponses(400, 401, 403, 404),
  },
});

const postProfileUser = defineRoute({
  method: 'post',
  path: '/api/v2/profile/user',
  operationId: 'saveProfileUser',
  tags: ['profile'],
  access: policies.authenticated,
  owner: 'own profile',
  request: { body: jsonBody(profileUserInputSchema) },
  responses: { 204: { description: 'Saved' }, ...problemResponses(400, 401) },
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
  .openapi(getUserCourses, async (c) => {
    const session = await requireSession(c);
    const { username } = c.req.valid('param');
    if (username !== 'me' && username.toLowerCase() !== session.githubId) {
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
    return c.json(await getProfileInfo(c.get('deps').db, session.id, c.req.valid('query').githubId), 200);
  })
  .openapi(postProfileUser, async (c) => {
    const session = await requireSession(c);
    const { db, now } = c.get('deps');
    await saveOwnProfile(db, session.id, c.req.valid('json'), now());
    return c.body(null, 204);
  });
