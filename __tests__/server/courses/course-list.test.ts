import { disciplines } from '@/server/db/schema';
import { createTestContext, type TestContext } from '../../support/server/context';
import { addCourse } from '../../support/server/school';

// access.md §10: GET /courses lists every course to any signed-in user, newest start first, in the Course shape (§36).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /courses', () => {
  it('lists every course by start date descending, id ascending on ties', async () => {
    const start = new Date('2030-05-01T00:00:00.000Z');
    const later = await addCourse(ctx.db, { startDate: new Date('2031-01-01T00:00:00.000Z') });
    const tieA = await addCourse(ctx.db, { startDate: start });
    const tieB = await addCourse(ctx.db, { startDate: start });
    const response = await ctx.request('/api/v2/courses', { as: 'newcomer' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const ids = ((await response.json()) as { id: number }[]).map((course) => course.id);
    expect(ids.slice(0, 3)).toEqual([later.id, tieA.id, tieB.id]);
    expect(ids).toEqual(expect.arrayContaining([ctx.school.courseA.id, ctx.school.courseB.id]));
    expect(ids).toHaveLength(5);
  });

  it('answers each course in the Course shape with ISO dates and its live discipline', async () => {
    const [discipline] = await ctx.db.insert(disciplines).values({ name: 'JavaScript' }).returning();
    const course = await addCourse(ctx.db, {
      disciplineId: discipline.id,
      registrationEndDate: new Date('2030-01-15T12:00:00.000Z'),
      certificateDisciplines: [discipline.id],
      description: 'Front-end course',
    });
    const courses = (await (await ctx.request('/api/v2/courses', { as: 'student' })).json()) as Record<
      string,
      unknown
    >[];
    expect(courses.find((entry) => entry.id === course.id)).toEqual({
      id: course.id,
      name: course.name,
      fullName: expect.any(String),
      alias: course.alias,
      description: 'Front-end course',
      descriptionUrl: null,
      year: null,
      startDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      endDate: expect.stringMatching(/Z$/),
      registrationEndDate: '2030-01-15T12:00:00.000Z',
      discipline: { id: discipline.id, name: 'JavaScript' },
      discordServerId: null,
      completed: false,
      planned: false,
      inviteOnly: false,
      certificateIssuer: null,
      personalMentoring: true,
      personalMentoringStartDate: null,
      personalMentoringEndDate: null,
      logo: null,
      minStudentsPerMentor: 2,
      certificateThreshold: 70,
      communityUrl: null,
      certificateDisciplines: [discipline.id],
    });
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.request('/api/v2/courses')).status).toBe(401);
  });
});
