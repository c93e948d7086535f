import { eq } from 'drizzle-orm';
import { courses } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { addCourse, addMentor, addStudent, addUser, type TestUser } from '../../support/server/school';

// access.md §24: GET /profile/{username} for anyone signed in; /profile/personal, /endorsement and /endorsement-data for
// admins only (decision 7), the endorsement data without contacts (rules.md R19.6).
let ctx: TestContext;
let mentorUser: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  mentorUser = await addUser(ctx.db, {
    firstName: 'Mira',
    lastName: 'Mentor',
    cityName: 'Tbilisi',
    countryName: 'Georgia',
    primaryEmail: 'mira@example.com',
    contactsEmail: 'mira.contact@example.com',
    contactsTelegram: 'mira_tg',
  });
  const { courseA, courseB } = ctx.school;
  const inA = await addMentor(ctx.db, courseA.id, mentorUser.id);
  await addMentor(ctx.db, courseB.id, mentorUser.id);
  for (let i = 0; i < 3; i += 1) await addStudent(ctx.db, courseA.id, (await addUser(ctx.db)).id, { mentorId: inA });
});
afterAll(() => ctx.close());

describe('GET /profile/{username}', () => {
  it('answers the name of any user, and of the caller for `me`', async () => {
    const response = await ctx.request(`/api/v2/profile/${mentorUser.githubId.toUpperCase()}`, { as: 'student' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ githubId: mentorUser.githubId, name: 'Mira Mentor', publicCvUrl: null });
    const me = await ctx.request('/api/v2/profile/me', { as: mentorUser });
    expect(((await me.json()) as { githubId: string }).githubId).toBe(mentorUser.githubId);
  });

  it('answers 404 for an unknown login and 401 without a session', async () => {
    expect((await ctx.request('/api/v2/profile/no-such-user', { as: 'student' })).status).toBe(404);
    expect((await ctx.request(`/api/v2/profile/${mentorUser.githubId}`)).status).toBe(401);
  });
});

describe('GET /profile/personal', () => {
  it('answers the primary e-mail and whether the user studies in a running course', async () => {
    const response = await ctx.request(`/api/v2/profile/personal?githubId=${ctx.school.users.student.githubId}`, {
      as: 'admin',
    });
    expect(await response.json()).toEqual({
      userId: ctx.school.users.student.id,
      githubId: ctx.school.users.student.githubId,
      primaryEmail: null,
      isActiveStudent: true,
    });
  });

  it('is not an active student after his only course is completed, nor when expelled', async () => {
    const course = await addCourse(ctx.db);
    const graduate = await addUser(ctx.db);
    await addStudent(ctx.db, course.id, graduate.id);
    await ctx.db.update(courses).set({ completed: true }).where(eq(courses.id, course.id));
    const expelled = await addUser(ctx.db);
    await addStudent(ctx.db, ctx.school.courseA.id, expelled.id, { isExpelled: true });
    for (const user of [graduate, expelled, mentorUser]) {
      const response = await ctx.request(`/api/v2/profile/personal?githubId=${user.githubId}`, { as: 'admin' });
      expect(((await response.json()) as { isActiveStudent: boolean }).isActiveStudent).toBe(false);
    }
  });
});

describe('GET /profile/endorsement-data and /profile/endorsement', () => {
  it('answers the mentor, his courses and mentee counts, without any contact', async () => {
    const response = await ctx.request(`/api/v2/profile/endorsement-data?githubId=${mentorUser.githubId}`, {
      as: 'admin',
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const contact of ['mira@example.com', 'mira.contact@example.com', 'mira_tg'])
      expect(text).not.toContain(contact);
    expect(JSON.parse(text)).toEqual({
      user: { githubId: mentorUser.githubId, name: 'Mira Mentor', cityName: 'Tbilisi', countryName: 'Georgia' },
      courses: expect.arrayContaining([
        expect.objectContaining({ id: ctx.school.courseA.id, studentsCount: 3 }),
        expect.objectContaining({ id: ctx.school.courseB.id, studentsCount: 0 }),
      ]),
      studentsCount: 3,
      interviewsCount: 0,
      feedbacks: [],
    });
  });

  it('answers a null summary while no endorsement prompt or language model is configured', async () => {
    const response = await ctx.request(`/api/v2/profile/endorsement?githubId=${mentorUser.githubId}`, { as: 'admin' });
    expect(await response.json()).toMatchObject({ summary: null, data: { studentsCount: 3 } });
  });
});

describe('admin-only views refuse everyone else and name a missing githubId', () => {
  const paths = ['personal', 'endorsement', 'endorsement-data'];

  it.each(paths)('/profile/%s: 403 for a manager, 401 anonymous, 400 without githubId, 404 unknown', async (path) => {
    const url = `/api/v2/profile/${path}?githubId=${mentorUser.githubId}`;
    expect((await ctx.request(url, { as: 'manager' })).status).toBe(403);
    expect((await ctx.request(url)).status).toBe(401);
    await expectProblemNaming(await ctx.request(`/api/v2/profile/${path}`, { as: 'admin' }), 400, 'githubId');
    const unknown = await ctx.request(`/api/v2/profile/${path}?githubId=no-such-user`, { as: 'admin' });
    expect((await readProblem(unknown)).status).toBe(404);
  });
});
