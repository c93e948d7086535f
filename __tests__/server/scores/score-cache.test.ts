import { eq } from 'drizzle-orm';
import { courseCacheVersions, courseTasks, tasks, users } from '@/server/db/schema';
import { recomputeCourseScores } from '@/server/modules/scores';
import { createTestContext, type RequestOptions, type TestApp, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { addCourseTask } from '../../support/server/school';

// DESIGN.md "Performance" / issue 12: the score page is cached by (course, score version, query, viewer) with an ETag,
// and no write is ever hidden from the next read, on one instance or another.
type ScorePage = {
  items: {
    githubId: string;
    name: string;
    cityName: string | null;
    isActive: boolean;
    mentor: { githubId: string } | null;
    taskResults: { courseTaskId: number; score: number }[];
  }[];
  pagination: { total: number };
};

let ctx: TestContext;
let course: StaffedCourse;
let taskA: number;
let taskB: number;
const login = (name: string) => `cache-${name}-${process.pid}`;
const people: Record<string, { userId: number; studentId: number }> = {};
const QUERY = 'current=1&pageSize=50&activeOnly=false&orderBy=githubId&orderDirection=asc';

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  taskA = await addCourseTask(ctx.db, course.id, { scoreWeight: 1 });
  taskB = await addCourseTask(ctx.db, course.id, { scoreWeight: 1 });
  for (const name of ['alice', 'bob', 'carol']) {
    const { user, studentId } = await enrolStudent(
      ctx,
      course.id,
      {},
      { githubId: login(name), firstName: name, cityName: 'Riga' },
    );
    people[name] = { userId: user.id, studentId };
  }
});
afterAll(() => ctx.close());

async function read(app: TestApp = ctx, options: RequestOptions = {}, query = QUERY) {
  const response = await app.request(`/api/v2/course/${course.id}/students/score?${query}`, {
    as: 'mentor',
    ...options,
  });
  const text = await response.text();
  return {
    status: response.status,
    etag: response.headers.get('ETag'),
    cacheControl: response.headers.get('Cache-Control'),
    text,
    page: response.status === 200 ? (JSON.parse(text) as ScorePage) : undefined,
  };
}

const rowOf = (page: ScorePage | undefined, name: string) => page?.items.find((item) => item.githubId === login(name));
const scoreOf = (page: ScorePage | undefined, name: string, courseTaskId: number) =>
  rowOf(page, name)?.taskResults.find((result) => result.courseTaskId === courseTaskId)?.score;

async function postScore(name: string, courseTaskId: number, score: number) {
  const response = await ctx.request(`/api/v2/course/${course.id}/students/score/${login(name)}/task/${courseTaskId}`, {
    method: 'POST',
    as: 'manager',
    body: { score },
  });
  expect(response.status).toBe(204);
}

describe('score page cache', () => {
  it('answers with a strong ETag, 304 with no body for a matching If-None-Match, and the new data after a write', async () => {
    const first = await read();
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"score-\d+-\d+-[\w-]+"$/);
    expect(first.cacheControl).toBe('private, no-cache');

    const again = await read();
    expect(again.etag).toBe(first.etag);
    expect(again.text).toBe(first.text);

    const revalidated = await read(ctx, { headers: { 'If-None-Match': first.etag as string } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
    expect(revalidated.etag).toBe(first.etag);
    // Weak form and lists of tags compare too (RFC 9110 §13.1.2).
    const weak = await read(ctx, { headers: { 'If-None-Match': `"other", W/${first.etag}` } });
    expect(weak.status).toBe(304);

    await postScore('alice', taskA, 70);
    const after = await read();
    expect(scoreOf(after.page, 'alice', taskA)).toBe(70);
    expect(after.etag).not.toBe(first.etag);
    const stale = await read(ctx, { headers: { 'If-None-Match': first.etag as string } });
    expect(stale.status).toBe(200);
    expect(scoreOf(stale.page, 'alice', taskA)).toBe(70);
  });

  it('shows a bulk upload on the next read', async () => {
    await read();
    const response = await ctx.request(`/api/v2/course/${course.id}/students/score/task/${taskB}/multiple`, {
      method: 'POST',
      as: 'manager',
      body: [
        { studentGithubId: login('bob'), score: 33 },
        { studentGithubId: login('carol'), score: 44 },
      ],
    });
    expect(response.status).toBe(200);
    const { page } = await read();
    expect(scoreOf(page, 'bob', taskB)).toBe(33);
    expect(scoreOf(page, 'carol', taskB)).toBe(44);
  });

  it('shows an expel, a mentor change, a disabled task and a renamed user on the next read', async () => {
    await read();
    const expel = await ctx.request(`/api/v2/courses/${course.id}/students/${login('bob')}/status`, {
      method: 'POST',
      as: 'manager',
      body: { status: 'expelled', comment: 'left' },
    });
    expect(expel.status).toBe(204);
    expect(rowOf((await read()).page, 'bob')?.isActive).toBe(false);

    const marta = await enrolMentor(ctx, course.id, {}, { githubId: login('marta') });
    expect(marta.mentorId).toBeGreaterThan(0);
    const change = await ctx.request(`/api/v2/courses/${course.id}/students/${login('alice')}`, {
      method: 'PUT',
      as: 'manager',
      body: { mentorGithubId: login('marta') },
    });
    expect(change.status).toBe(200);
    expect(rowOf((await read()).page, 'alice')?.mentor?.githubId).toBe(login('marta'));
    // The mentor's own login, shown in the mentor column.
    await ctx.db
      .update(users)
      .set({ githubId: login('marta2') })
      .where(eq(users.id, marta.user.id));
    expect(rowOf((await read()).page, 'alice')?.mentor?.githubId).toBe(login('marta2'));

    await ctx.db.update(courseTasks).set({ disabled: true }).where(eq(courseTasks.id, taskA));
    await ctx.db.transaction((tx) => recomputeCourseScores(tx, course.id, ctx.clock.now()));
    expect(scoreOf((await read()).page, 'alice', taskA)).toBeUndefined();
    await ctx.db.update(courseTasks).set({ disabled: false }).where(eq(courseTasks.id, taskA));
    expect(scoreOf((await read()).page, 'alice', taskA)).toBe(70);

    await ctx.db.update(users).set({ cityName: 'Tallinn' }).where(eq(users.id, people.carol.userId));
    expect(rowOf((await read()).page, 'carol')?.cityName).toBe('Tallinn');
  });

  it('keeps its version when a user row changes in columns the page does not show (sign-ins)', async () => {
    const version = async () =>
      (await ctx.db.select().from(courseCacheVersions).where(eq(courseCacheVersions.courseId, course.id)))[0];
    const before = await version();
    const { etag } = await read();
    await ctx.db
      .update(users)
      .set({ primaryEmail: `carol-${process.pid}@x.io`, cityName: 'Tallinn', updatedAt: ctx.clock.now() })
      .where(eq(users.id, people.carol.userId));
    await ctx.db.update(tasks).set({ descriptionUrl: null }).where(eq(tasks.id, -1));
    expect(await version()).toEqual(before);
    expect((await read(ctx, { headers: { 'If-None-Match': etag as string } })).status).toBe(304);
  });

  it('gives every member the same answer, and a different query its own', async () => {
    const asMentor = await read();
    const asStudent = await read(ctx, { as: 'manager' });
    expect(asStudent.text).toBe(asMentor.text);
    // The same query written in another order and with an empty parameter is the same answer.
    const reordered = await read(
      ctx,
      {},
      `orderDirection=asc&orderBy=githubId&name=&activeOnly=false&pageSize=50&current=1`,
    );
    expect(reordered.etag).toBe(asMentor.etag);
    const other = await read(ctx, {}, QUERY.replace('pageSize=50', 'pageSize=2'));
    expect(other.etag).not.toBe(asMentor.etag);
    expect(other.page?.items).toHaveLength(2);
  });

  it('never reads stale through a second instance on the same database', async () => {
    const second = ctx.buildApp();
    const before = await read(second);
    await read(ctx);
    await postScore('carol', taskA, 12);
    const throughSecond = await read(second);
    expect(scoreOf(throughSecond.page, 'carol', taskA)).toBe(12);
    expect(throughSecond.etag).not.toBe(before.etag);
    // And the first instance, which wrote, agrees on the answer and its tag.
    const throughFirst = await read(ctx);
    expect(throughFirst.etag).toBe(throughSecond.etag);
    expect(throughFirst.text).toBe(throughSecond.text);
    // A tag from one instance revalidates on the other.
    expect((await read(second, { headers: { 'If-None-Match': throughFirst.etag as string } })).status).toBe(304);
  });

  it('answers 404 for a course that does not exist, and 400 for a bad query, without caching either', async () => {
    const missing = await ctx.request(`/api/v2/course/999999/students/score?${QUERY}`, { as: 'admin' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
    const bad = await ctx.request(`/api/v2/course/${course.id}/students/score?${QUERY}&pageSize=10000`, {
      as: 'mentor',
    });
    expect(bad.status).toBe(400);
  });
});
