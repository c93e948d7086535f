import { eq } from 'drizzle-orm';
import { courses, disciplines } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { countCourses, courseInput, expectProblemNaming } from '../../support/server/course-input';
import { addCourse, addCourseUser, addUser, type TestCourse, type TestUser } from '../../support/server/school';

// access.md §10 GET /courses/{courseId} (members) and PUT /courses/{courseId} (the course's manager): Course shape,
// 404 for an unknown course, 409 when the name or alias belongs to another course (R1.9: 404 before 409).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /courses/{courseId}', () => {
  it.each(['student', 'mentor', 'manager', 'supervisor', 'dementor', 'taskOwner'] as const)(
    'answers 200 with the Course of course A to its %s',
    async (persona) => {
      const response = await ctx.request(`/api/v2/courses/${ctx.school.courseA.id}`, { as: persona });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toMatchObject({
        id: ctx.school.courseA.id,
        name: ctx.school.courseA.name,
        alias: ctx.school.courseA.alias,
        discipline: null,
        certificateDisciplines: [],
      });
    },
  );

  it('answers the live discipline of the course, and null once the discipline is deleted', async () => {
    const [discipline] = await ctx.db.insert(disciplines).values({ name: 'Angular' }).returning();
    const course = await addCourse(ctx.db, { disciplineId: discipline.id });
    const read = async () =>
      (await (await ctx.request(`/api/v2/courses/${course.id}`, { as: 'admin' })).json()) as { discipline: unknown };
    expect((await read()).discipline).toEqual({ id: discipline.id, name: 'Angular' });
    await ctx.db.update(disciplines).set({ deletedAt: new Date() }).where(eq(disciplines.id, discipline.id));
    expect((await read()).discipline).toBeNull();
  });

  it('answers 404 problem+json to an admin for an unknown course id', async () => {
    const response = await ctx.request('/api/v2/courses/987654', { as: 'admin' });
    expect(response.status).toBe(404);
    expect(await readProblem(response)).toMatchObject({ type: '/problems/not_found', status: 404 });
  });
});

describe('PUT /courses/{courseId}', () => {
  let course: TestCourse;
  let manager: TestUser;
  beforeAll(async () => {
    course = await addCourse(ctx.db);
    manager = await addUser(ctx.db);
    await addCourseUser(ctx.db, course.id, manager.id, { isManager: true });
  });

  const update = (courseId: number, body: unknown, as: TestUser | 'admin' = manager) =>
    ctx.request(`/api/v2/courses/${courseId}`, { method: 'PUT', as, body });

  it("answers 200 with the saved Course when the course's manager replaces it", async () => {
    const input = courseInput({
      alias: `${course.alias}-renamed`,
      startDate: '2027-02-01T00:00:00.000Z',
      endDate: '2027-06-01T00:00:00.000Z',
      completed: true,
      certificateThreshold: 80,
      communityUrl: 'https://discord.gg/rs',
    });
    const response = await update(course.id, input);
    expect(response.status).toBe(200);
    const saved = { name: input.name, alias: input.alias, completed: true, certificateThreshold: 80 };
    expect(await response.json()).toMatchObject({
      id: course.id,
      ...saved,
      startDate: '2027-02-01T00:00:00.000Z',
      communityUrl: 'https://discord.gg/rs',
    });
    const [row] = await ctx.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ ...saved, startDate: new Date('2027-02-01T00:00:00.000Z') });
    course = { ...course, name: input.name as string, alias: input.alias as string };
  });

  it('resets omitted optional fields to their defaults (the body replaces the course)', async () => {
    await update(course.id, courseInput({ name: course.name, alias: course.alias, inviteOnly: true, logo: 'js.svg' }));
    const response = await update(course.id, courseInput({ name: course.name, alias: course.alias }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ inviteOnly: false, logo: null, personalMentoring: true });
  });

  it('keeps its own name and alias without a conflict', async () => {
    const response = await update(course.id, courseInput({ name: course.name, alias: course.alias }));
    expect(response.status).toBe(200);
  });

  it("answers 409 naming alias for another course's alias and leaves the course unchanged", async () => {
    const [before] = await ctx.db.select().from(courses).where(eq(courses.id, course.id));
    const response = await update(course.id, courseInput({ name: course.name, alias: ctx.school.courseA.alias }));
    const problem = await expectProblemNaming(response, 409, 'alias');
    expect(problem.errors?.map((error) => error.path)).toEqual(['alias']);
    const [after] = await ctx.db.select().from(courses).where(eq(courses.id, course.id));
    expect(after).toEqual(before);
  });

  it("answers 409 naming name for another course's name", async () => {
    const response = await update(course.id, courseInput({ name: ctx.school.courseB.name, alias: course.alias }));
    await expectProblemNaming(response, 409, 'name');
  });

  it('answers 400 naming endDate when the new end is before the new start', async () => {
    const input = courseInput({ startDate: '2027-02-01T00:00:00.000Z', endDate: '2027-01-01T00:00:00.000Z' });
    await expectProblemNaming(await update(course.id, input), 400, 'endDate');
  });

  it('answers 404 to an admin for an unknown course, even with a taken name, and creates nothing', async () => {
    const before = await countCourses(ctx.db);
    expect((await update(987654, courseInput(), 'admin')).status).toBe(404);
    expect((await update(987654, courseInput({ name: ctx.school.courseA.name }), 'admin')).status).toBe(404);
    expect(await countCourses(ctx.db)).toBe(before);
  });
});
