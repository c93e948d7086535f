import { eq } from 'drizzle-orm';
import { courses, disciplines } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { countCourses, courseInput, expectProblemNaming } from '../../support/server/course-input';
import { addDiscordServer } from '../../support/server/school';

// access.md §10 POST /courses and §36 CourseInput: an admin creates a course; every refusal names its field and
// writes nothing (R1.9 check order: 400 input, 409 name or alias taken).
let ctx: TestContext;
let disciplineId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  [{ id: disciplineId }] = await ctx.db.insert(disciplines).values({ name: 'JavaScript' }).returning();
});
afterAll(() => ctx.close());

const create = (body: unknown) => ctx.request('/api/v2/courses', { method: 'POST', as: 'admin', body });

// Sends the body, expects the refusal to name the field, and checks that no course row was written.
async function expectRefused(body: unknown, status: number, path: string) {
  const before = await countCourses(ctx.db);
  await expectProblemNaming(await create(body), status, path);
  expect(await countCourses(ctx.db)).toBe(before);
}

describe('POST /courses creates a course (§10)', () => {
  it('answers 201 with the Course shape, the discipline resolved and the optional fields at their defaults', async () => {
    const input = courseInput({ disciplineId, description: '  Front-end basics  ' });
    const response = await create(input);
    expect(response.status).toBe(201);
    const course = (await response.json()) as Record<string, unknown>;
    expect(course).toEqual({
      id: expect.any(Number),
      name: input.name,
      fullName: input.fullName,
      alias: input.alias,
      description: 'Front-end basics',
      descriptionUrl: null,
      year: null,
      startDate: '2026-09-01T00:00:00.000Z',
      endDate: '2026-12-20T00:00:00.000Z',
      registrationEndDate: null,
      discipline: { id: disciplineId, name: 'JavaScript' },
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
      certificateDisciplines: [],
    });
    const [row] = await ctx.db
      .select()
      .from(courses)
      .where(eq(courses.id, course.id as number));
    expect(row).toMatchObject({ alias: input.alias, disciplineId, personalMentoring: true, minStudentsPerMentor: 2 });
  });

  it('saves every optional field it is given, including a known Discord server', async () => {
    const server = await addDiscordServer(ctx.db);
    const input = courseInput({
      descriptionUrl: 'https://rs.school/js',
      year: 2026,
      registrationEndDate: '2026-08-15T12:00:00.000Z',
      discordServerId: server.id,
      inviteOnly: true,
      planned: true,
      personalMentoring: false,
      minStudentsPerMentor: 5,
      certificateThreshold: 0,
      certificateDisciplines: [disciplineId, disciplineId],
    });
    const response = await create(input);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      descriptionUrl: 'https://rs.school/js',
      year: 2026,
      registrationEndDate: '2026-08-15T12:00:00.000Z',
      discordServerId: server.id,
      inviteOnly: true,
      planned: true,
      personalMentoring: false,
      minStudentsPerMentor: 5,
      certificateThreshold: 0,
      certificateDisciplines: [disciplineId],
    });
  });
});

describe('POST /courses refusals write nothing', () => {
  it('answers 409 naming only name when another course has the name', async () => {
    const before = await countCourses(ctx.db);
    const problem = await expectProblemNaming(
      await create(courseInput({ name: ctx.school.courseA.name })),
      409,
      'name',
    );
    expect(problem).toMatchObject({ type: '/problems/conflict', status: 409 });
    expect(problem.errors?.map((error) => error.path)).toEqual(['name']);
    expect(await countCourses(ctx.db)).toBe(before);
  });

  it('answers 409 naming alias when another course has the alias', async () => {
    await expectRefused(courseInput({ alias: ctx.school.courseB.alias }), 409, 'alias');
  });

  it.each([
    ['with a space and capitals', 'Bad Alias'],
    ['of one character', 'a'],
    ['of 65 characters', 'a'.repeat(65)],
    ['with an underscore', 'bad_alias'],
  ])('answers 400 naming alias for an alias %s', async (_label, alias) => {
    await expectRefused(courseInput({ alias }), 400, 'alias');
  });

  it('accepts an alias of exactly 2 and of exactly 64 characters', async () => {
    expect((await create(courseInput({ alias: 'z9' }))).status).toBe(201);
    expect((await create(courseInput({ alias: 'y'.repeat(64) }))).status).toBe(201);
  });

  it('answers 400 naming endDate when the course ends before it starts', async () => {
    await expectRefused(
      courseInput({ startDate: '2026-09-01T00:00:00.000Z', endDate: '2026-08-31T23:59:59.000Z' }),
      400,
      'endDate',
    );
  });

  it.each([101, -1, 50.5])('answers 400 naming certificateThreshold for %s', async (certificateThreshold) => {
    await expectRefused(courseInput({ certificateThreshold }), 400, 'certificateThreshold');
  });

  it.each(['name', 'fullName', 'alias', 'startDate', 'endDate', 'certificateThreshold'])(
    'answers 400 naming the required field %s when it is missing',
    async (field) => {
      const input = Object.fromEntries(Object.entries(courseInput()).filter(([key]) => key !== field));
      await expectRefused(input, 400, field);
    },
  );

  it('answers 400 naming disciplineId for an unknown or deleted discipline', async () => {
    await expectRefused(courseInput({ disciplineId: 987654 }), 400, 'disciplineId');
    const [deleted] = await ctx.db
      .insert(disciplines)
      .values({ name: 'Deleted', deletedAt: new Date('2026-01-01T00:00:00.000Z') })
      .returning();
    await expectRefused(courseInput({ disciplineId: deleted.id }), 400, 'disciplineId');
  });

  it('answers 400 naming certificateDisciplines for an unknown certificate discipline', async () => {
    await expectRefused(courseInput({ certificateDisciplines: [disciplineId, 987654] }), 400, 'certificateDisciplines');
  });

  it('answers 400 naming discordServerId for an unknown Discord server', async () => {
    await expectRefused(courseInput({ discordServerId: 987654 }), 400, 'discordServerId');
  });

  it.each([
    ['longer than 2048 characters', `https://rs.school/${'x'.repeat(2048)}`],
    ['without http(s)', 'ftp://rs.school/course'],
    ['that is not a URL', 'rs.school'],
  ])('answers 400 naming descriptionUrl for a URL %s', async (_label, descriptionUrl) => {
    await expectRefused(courseInput({ descriptionUrl }), 400, 'descriptionUrl');
  });

  it('answers 400 naming an unknown body field', async () => {
    await expectRefused(courseInput({ secret: true }), 400, 'secret');
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const before = await countCourses(ctx.db);
    const response = await ctx.request('/api/v2/courses', { method: 'POST', as: 'admin', rawBody: '{"name":' });
    expect(response.status).toBe(400);
    expect((await readProblem(response)).type).toBe('/problems/validation');
    expect(await countCourses(ctx.db)).toBe(before);
  });
});
