import { listCacheStats } from '@/server/http/list-cache';
import { createTestContext, type RequestOptions, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { addCourseTask } from '../../support/server/school';

// Issue 12: the score page and the course students list keep an answer from its second ask (keepOnRepeat), so that
// views asked for once do not fill the cache; what is asked again is served from the cache, a revalidation is 304
// without being kept, and no write is ever hidden.
let ctx: TestContext;
let course: StaffedCourse;
let taskId: number;
const login = (name: string) => `keep-${name}-${process.pid}`;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  taskId = await addCourseTask(ctx.db, course.id, { scoreWeight: 1 });
  for (const name of ['ann', 'ben']) {
    await enrolStudent(ctx, course.id, {}, { githubId: login(name), firstName: name });
  }
});
afterAll(() => ctx.close());

const lists = [
  {
    name: 'score page',
    path: () => `/api/v2/course/${course.id}/students/score`,
    query: (n: number) => `current=1&pageSize=${10 + n}&activeOnly=false&orderBy=githubId&orderDirection=asc`,
    as: 'mentor' as const,
  },
  {
    name: 'course students list',
    path: () => `/api/v2/courses/${course.id}/students`,
    query: (n: number) => `current=1&pageSize=${10 + n}&orderBy=githubId&orderDirection=asc`,
    as: 'manager' as const,
  },
];

async function read(url: string, options: RequestOptions) {
  const response = await ctx.request(url, options);
  return { status: response.status, etag: response.headers.get('ETag'), text: await response.text() };
}

async function postScore(name: string, score: number) {
  const response = await ctx.request(`/api/v2/course/${course.id}/students/score/${login(name)}/task/${taskId}`, {
    method: 'POST',
    as: 'manager',
    body: { score },
  });
  expect(response.status).toBe(204);
}

async function evicted(below: number) {
  for (let waited = 0; listCacheStats(ctx.deps).entries >= below; waited += 10) {
    if (waited > 5_000) throw new Error('The cache notice of the write never came.');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(lists)('$name: kept on its second ask', ({ path, query, as }) => {
  it('keeps nothing on the first ask, answers its revalidation 304, keeps the second ask and serves the third', async () => {
    const url = `${path()}?${query(1)}`;
    const before = listCacheStats(ctx.deps).entries;
    const first = await read(url, { as });
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"(score|roster)-\d+-\d+-[\w-]+"$/);
    expect(listCacheStats(ctx.deps).entries).toBe(before);

    // A browser revalidating what it got: 304 with the same tag, from the tag alone (nothing computed, nothing kept).
    const revalidated = await read(url, { as, headers: { 'If-None-Match': first.etag as string } });
    expect(revalidated).toEqual({ status: 304, etag: first.etag, text: '' });
    expect(listCacheStats(ctx.deps).entries).toBe(before);

    const second = await read(url, { as });
    expect(second).toEqual(first);
    expect(listCacheStats(ctx.deps).entries).toBe(before + 1);
    const third = await read(url, { as });
    expect(third).toEqual(first);
    expect(listCacheStats(ctx.deps).entries).toBe(before + 1);
  });

  it('never serves a kept answer after a write, and keeps the new answer of a kept view at once', async () => {
    const url = `${path()}?${query(2)}`;
    const first = await read(url, { as });
    await read(url, { as });
    const kept = listCacheStats(ctx.deps).entries;

    await postScore('ann', 40 + (first.text.length % 50));
    // The bus's notice frees the answers of the old version (on PostgreSQL it arrives a moment after the write).
    await evicted(kept);
    const left = listCacheStats(ctx.deps).entries;
    const after = await read(url, { as });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(first.etag);
    expect(after.text).not.toBe(first.text);
    // The view was kept before the write: its new answer is kept from its first ask.
    expect(listCacheStats(ctx.deps).entries).toBe(left + 1);
    // The old tag no longer matches: the new answer, not 304.
    const stale = await read(url, { as, headers: { 'If-None-Match': first.etag as string } });
    expect(stale).toEqual(after);
    expect(await read(url, { as })).toEqual(after);
    expect(listCacheStats(ctx.deps).entries).toBe(left + 1);
  });

  it('keeps each view apart: views asked once stay out while a view asked again is kept', async () => {
    const before = listCacheStats(ctx.deps).entries;
    for (let n = 10; n < 15; n += 1) expect((await read(`${path()}?${query(n)}`, { as })).status).toBe(200);
    expect(listCacheStats(ctx.deps).entries).toBe(before);
    await read(`${path()}?${query(12)}`, { as });
    expect(listCacheStats(ctx.deps).entries).toBe(before + 1);
  });
});
