import { disciplines } from '@/server/db/schema';
import { createTestContext, START_TIME, type TestContext } from '../../support/server/context';
import { addCourse } from '../../support/server/school';

// access.md §10 GET /courses/open (public) and rules.md R14.1: a course is open for student registration while it is
// not completed, not invite-only and its registration end is null or in the future; listed by start date ascending.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(ctx.clock.now().getTime() + offsetMs);

type OpenCourse = { id: number; name: string; startDate: string };
const openCourses = async () => {
  const response = await ctx.request('/api/v2/courses/open');
  expect(response.status).toBe(200);
  return (await response.json()) as OpenCourse[];
};
const openIds = async () => (await openCourses()).map((course) => course.id);

describe('GET /courses/open (R14.1)', () => {
  beforeEach(() => ctx.clock.set(START_TIME));

  it('is public: answers 200 without a session, with no-store', async () => {
    const response = await ctx.request('/api/v2/courses/open');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await openIds()).toEqual(expect.arrayContaining([ctx.school.courseA.id, ctx.school.courseB.id]));
  });

  it('lists a course without a registration end and one whose registration ends in the future', async () => {
    const noEnd = await addCourse(ctx.db, { registrationEndDate: null });
    const future = await addCourse(ctx.db, { registrationEndDate: at(HOUR) });
    expect(await openIds()).toEqual(expect.arrayContaining([noEnd.id, future.id]));
  });

  it('leaves out completed courses, invite-only courses and courses whose registration has ended', async () => {
    const completed = await addCourse(ctx.db, { completed: true });
    const inviteOnly = await addCourse(ctx.db, { inviteOnly: true });
    const closed = await addCourse(ctx.db, { registrationEndDate: at(-1000) });
    const completedFuture = await addCourse(ctx.db, { completed: true, registrationEndDate: at(HOUR) });
    const ids = await openIds();
    for (const course of [completed, inviteOnly, closed, completedFuture]) expect(ids).not.toContain(course.id);
  });

  it('drops a course once the clock passes its registration end', async () => {
    const course = await addCourse(ctx.db, { registrationEndDate: at(HOUR) });
    expect(await openIds()).toContain(course.id);
    ctx.clock.advance(2 * HOUR);
    expect(await openIds()).not.toContain(course.id);
  });

  it('orders courses by start date ascending, id ascending on ties', async () => {
    const late = await addCourse(ctx.db, { startDate: new Date('2032-03-01T00:00:00.000Z') });
    const tieA = await addCourse(ctx.db, { startDate: new Date('2032-01-01T00:00:00.000Z') });
    const tieB = await addCourse(ctx.db, { startDate: new Date('2032-01-01T00:00:00.000Z') });
    const early = await addCourse(ctx.db, { startDate: new Date('2031-12-01T00:00:00.000Z') });
    const mine = [late.id, tieA.id, tieB.id, early.id];
    expect((await openIds()).filter((id) => mine.includes(id))).toEqual([early.id, tieA.id, tieB.id, late.id]);
    const starts = (await openCourses()).map((course) => Date.parse(course.startDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('answers only the public fields, with the live discipline', async () => {
    const [discipline] = await ctx.db.insert(disciplines).values({ name: 'React' }).returning();
    const course = await addCourse(ctx.db, {
      disciplineId: discipline.id,
      description: 'React course',
      startDate: new Date('2033-01-10T00:00:00.000Z'),
      certificateIssuer: 'Secret Issuer',
    });
    expect((await openCourses()).find((entry) => entry.id === course.id)).toEqual({
      id: course.id,
      name: course.name,
      fullName: expect.any(String),
      alias: course.alias,
      startDate: '2033-01-10T00:00:00.000Z',
      description: 'React course',
      discipline: { id: discipline.id, name: 'React' },
    });
  });
});
