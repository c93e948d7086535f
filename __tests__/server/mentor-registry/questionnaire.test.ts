import { count, eq } from 'drizzle-orm';
import { disciplines, mentorRegistries } from '@/server/db/schema';
import { createTestContext, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { addApplication, addDiscipline, applicationOf } from '../../support/server/mentor-registry';
import { addCourse, addMentor, addUser, type TestUser } from '../../support/server/school';

// access.md §26 POST/GET /registry/mentor (authenticated) and rules.md R14.3/R14.8: one questionnaire per user, upserted
// with received_date = now and canceled = false; the pre-selection keeps only courses the user already mentors;
// maxStudentsLimit 1..50, at least one technology, each a live discipline name, preferred courses that exist.
let ctx: TestContext;
let android: { id: number; name: string };
beforeAll(async () => {
  ctx = await createTestContext();
  await addDiscipline(ctx.db, 'JavaScript');
  android = await addDiscipline(ctx.db, 'Android');
});
afterAll(() => ctx.close());

const submit = (as: TestUser | 'anonymous', body: unknown) =>
  ctx.request('/api/v2/registry/mentor', { method: 'POST', as, body });
const read = (as: TestUser | 'anonymous') => ctx.request('/api/v2/registry/mentor', { as });
const countApplications = async () => (await ctx.db.select({ total: count() }).from(mentorRegistries))[0].total;

const questionnaire = (overrides: Record<string, unknown> = {}) => ({
  maxStudentsLimit: 4,
  preferedStudentsLocation: 'city',
  preferedCourses: [ctx.school.courseA.id],
  technicalMentoring: ['JavaScript'],
  languagesMentoring: ['EN', 'PL'],
  ...overrides,
});

// A 400 naming the field, and no application written or changed.
async function expectRefused(body: unknown, path: string) {
  const user = await addUser(ctx.db);
  const before = await countApplications();
  await expectProblemNaming(await submit(user, body), 400, path);
  expect(await countApplications()).toBe(before);
  expect(await applicationOf(ctx.db, user.id)).toBeUndefined();
}

describe('POST /registry/mentor stores the questionnaire (R14.3)', () => {
  it('answers 204 and the caller reads it back with GET, nothing pre-selected', async () => {
    const user = await addUser(ctx.db);
    expect((await submit(user, questionnaire())).status).toBe(204);
    const response = await read(user);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      maxStudentsLimit: 4,
      preferedStudentsLocation: 'city',
      preferedCourses: [ctx.school.courseA.id],
      preselectedCourses: [],
      technicalMentoring: ['JavaScript'],
      languagesMentoring: ['EN', 'PL'],
      canceled: false,
    });
    expect((await applicationOf(ctx.db, user.id)).receivedDate).toEqual(ctx.clock.now());
  });

  it('upserts by user: a second submission replaces the answers, renews received_date and revives a cancel', async () => {
    const user = await addUser(ctx.db);
    await addApplication(ctx.db, user.id, { canceled: true, comment: 'Keep', receivedDate: new Date('2025-01-01') });
    ctx.clock.advance(60_000);
    const body = questionnaire({
      maxStudentsLimit: 9,
      technicalMentoring: ['Android', 'JavaScript'],
      preferedCourses: [],
    });
    expect((await submit(user, body)).status).toBe(204);
    const rows = await ctx.db.select().from(mentorRegistries).where(eq(mentorRegistries.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      maxStudentsLimit: 9,
      technicalMentoring: ['Android', 'JavaScript'],
      preferedCourses: [],
      canceled: false,
      comment: 'Keep',
      receivedDate: ctx.clock.now(),
    });
  });

  it('keeps only the pre-selected courses the user already mentors', async () => {
    const user = await addUser(ctx.db);
    const joined = await addCourse(ctx.db);
    const pending = await addCourse(ctx.db);
    await addMentor(ctx.db, joined.id, user.id);
    await addApplication(ctx.db, user.id, { preselectedCourses: [pending.id, joined.id] });
    expect((await submit(user, questionnaire())).status).toBe(204);
    expect((await applicationOf(ctx.db, user.id)).preselectedCourses).toEqual([joined.id]);
  });

  it('drops repeated values of the lists', async () => {
    const user = await addUser(ctx.db);
    const body = questionnaire({ technicalMentoring: ['JavaScript', 'JavaScript'], languagesMentoring: ['EN', 'EN'] });
    expect((await submit(user, body)).status).toBe(204);
    expect(await applicationOf(ctx.db, user.id)).toMatchObject({
      technicalMentoring: ['JavaScript'],
      languagesMentoring: ['EN'],
    });
  });

  it('accepts the smallest body: no preferred course, no language', async () => {
    const user = await addUser(ctx.db);
    const body = { maxStudentsLimit: 1, preferedStudentsLocation: 'any', technicalMentoring: [android.name] };
    expect((await submit(user, body)).status).toBe(204);
    expect(await applicationOf(ctx.db, user.id)).toMatchObject({ preferedCourses: [], languagesMentoring: [] });
  });
});

describe('POST /registry/mentor refuses bad input with 400 naming the field, writing nothing', () => {
  it.each([0, 51, 2.5])('maxStudentsLimit %p', async (maxStudentsLimit) => {
    await expectRefused(questionnaire({ maxStudentsLimit }), 'maxStudentsLimit');
  });

  it('no technology at all', async () => {
    await expectRefused(questionnaire({ technicalMentoring: [] }), 'technicalMentoring');
  });

  it('an unknown discipline name, named by its position', async () => {
    const user = await addUser(ctx.db);
    const response = await submit(user, questionnaire({ technicalMentoring: ['JavaScript', 'Cobol'] }));
    const problem = await expectProblemNaming(response, 400, 'technicalMentoring.1');
    expect(problem.detail).toMatch(/technicalMentoring/);
  });

  it('a deleted discipline', async () => {
    const retired = await addDiscipline(ctx.db);
    await ctx.db.update(disciplines).set({ deletedAt: new Date() }).where(eq(disciplines.id, retired.id));
    await expectRefused(questionnaire({ technicalMentoring: [retired.name] }), 'technicalMentoring.0');
  });

  it('a preferred course that does not exist', async () => {
    await expectRefused(questionnaire({ preferedCourses: [ctx.school.courseA.id, 999_999] }), 'preferedCourses.1');
  });

  it('an unknown location, language or extra field', async () => {
    await expectRefused(questionnaire({ preferedStudentsLocation: 'planet' }), 'preferedStudentsLocation');
    await expectRefused(questionnaire({ languagesMentoring: ['XX'] }), 'languagesMentoring.0');
    await expectRefused(questionnaire({ preselectedCourses: [ctx.school.courseA.id] }), 'preselectedCourses');
  });
});

describe('GET /registry/mentor', () => {
  it('answers 200 with null before the first questionnaire, so the form has no failed request to show', async () => {
    const response = await read(await addUser(ctx.db));
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });

  it('shows a canceled application as canceled', async () => {
    const user = await addUser(ctx.db);
    await addApplication(ctx.db, user.id, { canceled: true });
    expect(await (await read(user)).json()).toMatchObject({ canceled: true });
  });

  it('needs a session for both calls', async () => {
    expect((await read('anonymous')).status).toBe(401);
    expect((await submit('anonymous', questionnaire())).status).toBe(401);
  });
});
