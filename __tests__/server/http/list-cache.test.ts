import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { courseCacheVersions, courseTasks, taskResults } from '@/server/db/schema';
import { parseEnv } from '@/server/env';
import type { AppDeps, AppEnv } from '@/server/http/context';
import {
  cachedList,
  canonicalQuery,
  evictCourseLists,
  listCacheStats,
  parseCacheNotice,
  TimedAnswer,
} from '@/server/http/list-cache';
import { lockCourseScores } from '@/server/modules/scores';
import { baseEnv, createTestContext, type TestContext } from '../../support/server/context';
import { testDatabaseUrl } from '../../support/server/database';
import { enrolStudent } from '../../support/server/course-people';
import { addCourse, addCourseTask } from '../../support/server/school';

// src/server/http/list-cache.ts on a real database: the byte bound, hits that skip the work, eviction by the bus's
// notices, gzip once per answer, and the versions the triggers of migration 0013 keep.
let ctx: TestContext;
let courseId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  courseId = (await addCourse(ctx.db)).id;
});
afterAll(() => ctx.close());

type Harness = { deps: AppDeps; app: Hono<AppEnv>; computed: () => number };

// One bare app whose only route is a cached list of `size` bytes per answer (a query `n` makes answers apart).
function harness(
  megabytes: string,
  answer: (n: string) => unknown = (n) => ({ n, fill: 'x'.repeat(10_000) }),
  env: Record<string, string> = {},
): Harness {
  let computed = 0;
  const settings = parseEnv({ ...baseEnv, LIST_CACHE_MAX_MB: megabytes, ...env });
  const deps = { db: ctx.db, env: settings, now: ctx.clock.now };
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps as unknown as AppDeps);
    await next();
  });
  app.get('/list/:course/:n', (c) =>
    cachedList(c, {
      kind: 'score',
      courseId: Number(c.req.param('course')),
      viewer: 'all',
      query: { n: c.req.param('n') },
      compute: async () => {
        computed += 1;
        return answer(c.req.param('n'));
      },
    }),
  );
  return { deps: deps as unknown as AppDeps, app, computed: () => computed };
}

const version = async () =>
  (await ctx.db.select().from(courseCacheVersions).where(eq(courseCacheVersions.courseId, courseId)))[0];

describe('list cache', () => {
  it('stays within its byte bound, dropping the least recently used answers', async () => {
    const { deps, app, computed } = harness('0.05');
    for (let n = 0; n < 30; n += 1) expect((await app.request(`/list/${courseId}/${n}`)).status).toBe(200);
    const stats = listCacheStats(deps);
    expect(stats.maxBytes).toBe(Math.floor(0.05 * 1024 * 1024));
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    expect(stats.entries).toBeGreaterThan(0);
    expect(stats.entries).toBeLessThan(30);
    // The newest answer is still kept, the oldest was dropped and is computed again.
    const before = computed();
    await app.request(`/list/${courseId}/29`);
    expect(computed()).toBe(before);
    await app.request(`/list/${courseId}/0`);
    expect(computed()).toBe(before + 1);
  });

  it('serves a hit without computing, passes a pre-serialised answer through, and computes concurrent misses once', async () => {
    const { app, computed } = harness('1', (n) => `{"already":"json","n":"${n}"}`);
    const responses = await Promise.all([1, 2, 3, 4].map(() => app.request(`/list/${courseId}/a`)));
    expect(computed()).toBe(1);
    for (const response of responses) expect(await response.json()).toEqual({ already: 'json', n: 'a' });
    await app.request(`/list/${courseId}/a`);
    expect(computed()).toBe(1);
  });

  it('evicts a course’s answers older than a bus notice, and everything on a null notice', async () => {
    const { deps, app } = harness('1');
    await app.request(`/list/${courseId}/e1`);
    await app.request(`/list/${courseId}/e2`);
    const current = Number((await version())?.score ?? 0);
    expect(listCacheStats(deps).entries).toBe(2);
    evictCourseLists(deps, { courseId, kind: 'score', version: current });
    expect(listCacheStats(deps).entries).toBe(2);
    evictCourseLists(deps, { courseId, kind: 'roster', version: current + 1 });
    expect(listCacheStats(deps).entries).toBe(2);
    evictCourseLists(deps, { courseId, kind: 'score', version: current + 1 });
    expect(listCacheStats(deps).entries).toBe(0);
    await app.request(`/list/${courseId}/e1`);
    evictCourseLists(deps, null);
    expect(listCacheStats(deps).entries).toBe(0);
    // The triggers' payload (json_build_object writes spaces) and junk.
    expect(parseCacheNotice('{"courseId" : 7, "kind" : "schedule", "version" : 3}')).toEqual({
      courseId: 7,
      kind: 'schedule',
      version: 3,
    });
    expect(parseCacheNotice('{"courseId": 7, "kind": "other", "version": 3}')).toBeNull();
    expect(parseCacheNotice('not json')).toBeNull();
  });

  it('compresses an answer once for clients taking gzip, with a weak tag that still revalidates', async () => {
    const { app } = harness('1');
    const plain = await app.request(`/list/${courseId}/gz`);
    const zipped = await app.request(`/list/${courseId}/gz`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('ETag')).toBe(`W/${plain.headers.get('ETag')}`);
    const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString();
    expect(body).toBe(await plain.text());
    const revalidated = await app.request(`/list/${courseId}/gz`, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': zipped.headers.get('ETag') as string },
    });
    expect(revalidated.status).toBe(304);
    const refused = await app.request(`/list/${courseId}/gz`, { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(refused.headers.get('Content-Encoding')).toBeNull();
  });

  it('keeps a timed answer only inside its clock window', async () => {
    const at = ctx.clock.now().getTime();
    let computed = 0;
    const deps = { db: ctx.db, env: parseEnv(baseEnv), now: ctx.clock.now } as unknown as AppDeps;
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', deps);
      await next();
    });
    app.get('/timed', (c) =>
      cachedList(c, {
        kind: 'schedule',
        courseId,
        viewer: 'all',
        timed: true,
        compute: async (now) => {
          computed += 1;
          const late = now.getTime() >= at + 1000;
          return late
            ? new TimedAnswer({ late }, at + 1000, Infinity)
            : new TimedAnswer({ late }, at - 1000, at + 1000);
        },
      }),
    );
    const start = ctx.clock.now();
    try {
      expect(await (await app.request('/timed')).json()).toEqual({ late: false });
      ctx.clock.advance(999);
      expect(await (await app.request('/timed')).json()).toEqual({ late: false });
      expect(computed).toBe(1);
      ctx.clock.advance(1);
      expect(await (await app.request('/timed')).json()).toEqual({ late: true });
      expect(computed).toBe(2);
    } finally {
      ctx.clock.set(start);
    }
  });

  it('keeps an answer asked for once only when it is asked again (keepOnRepeat), with the same bytes and tag', async () => {
    let computed = 0;
    const deps = { db: ctx.db, env: parseEnv(baseEnv), now: ctx.clock.now } as unknown as AppDeps;
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', deps);
      await next();
    });
    app.get('/once/:viewer', (c) =>
      cachedList(c, {
        kind: 'schedule',
        courseId,
        viewer: `student:${c.req.param('viewer')}`,
        keepOnRepeat: true,
        compute: async () => {
          computed += 1;
          // An answer already encoded (a Buffer) goes out as it is.
          return Buffer.from(`[{"viewer":"${c.req.param('viewer')}","name":"Ünïcode"}]`);
        },
      }),
    );
    const viewers = Array.from({ length: 20 }, (_, n) => `${n}`);
    const first = await Promise.all(viewers.map((viewer) => app.request(`/once/${viewer}`)));
    expect(computed).toBe(20);
    // Twenty viewers who asked once: nothing kept.
    expect(listCacheStats(deps).entries).toBe(0);
    const second = await app.request('/once/3');
    expect(computed).toBe(21);
    expect(listCacheStats(deps).entries).toBe(1);
    const text = await second.text();
    expect(text).toBe(await first[3].text());
    expect(text).toBe('[{"viewer":"3","name":"Ünïcode"}]');
    expect(second.headers.get('ETag')).toBe(first[3].headers.get('ETag'));
    // The third ask is a hit; a revalidation of an answer not kept still gets 304 (untimed: with no computing).
    expect((await app.request('/once/3')).status).toBe(200);
    expect(computed).toBe(21);
    const tag = first[7].headers.get('ETag') as string;
    expect((await app.request('/once/7', { headers: { 'If-None-Match': tag } })).status).toBe(304);
    expect(computed).toBe(21);
  });

  it('sends a text asked for once as text, encodes it only when kept, and gzips either form alike', async () => {
    const deps = { db: ctx.db, env: parseEnv(baseEnv), now: ctx.clock.now } as unknown as AppDeps;
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', deps);
      await next();
    });
    // A timed JSON text of about 2 kB with characters of two and three bytes (its length in bytes is not in chars).
    const text = (viewer: string) => JSON.stringify([{ viewer, name: 'Ünïcode – ’', fill: 'y'.repeat(2000) }]);
    app.get('/text/:viewer', (c) =>
      cachedList(c, {
        kind: 'schedule',
        courseId,
        viewer: `student:${c.req.param('viewer')}`,
        timed: true,
        keepOnRepeat: true,
        compute: async () => new TimedAnswer(text(c.req.param('viewer')), -Infinity, Infinity),
      }),
    );
    app.get('/short', (c) =>
      cachedList(c, { kind: 'schedule', courseId, viewer: 'short', keepOnRepeat: true, compute: async () => '["é"]' }),
    );
    const once = await app.request('/text/a');
    expect(await once.text()).toBe(text('a'));
    expect(listCacheStats(deps).entries).toBe(0);
    const zippedOnce = await app.request('/text/b', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zippedOnce.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zippedOnce.arrayBuffer())).toString()).toBe(text('b'));
    // Asked again: kept as its bytes (counted as bytes), the same text and tag, plain and gzipped.
    const again = await app.request('/text/a');
    expect(again.headers.get('ETag')).toBe(once.headers.get('ETag'));
    expect(await again.text()).toBe(text('a'));
    expect(listCacheStats(deps).entries).toBe(1);
    expect(listCacheStats(deps).bytes).toBeGreaterThanOrEqual(Buffer.byteLength(text('a')));
    const zippedKept = await app.request('/text/a', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await zippedKept.arrayBuffer())).toString()).toBe(text('a'));
    // A short text (under 1 kB in bytes) is never gzipped.
    const short = await app.request('/short', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(short.headers.get('Content-Encoding')).toBeNull();
    expect(await short.text()).toBe('["é"]');
  });

  it('tags the same answer apart for two builds (a new deployment never revalidates an old body)', async () => {
    const builds = ['build-one', 'build-two'].map((id) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'list-cache-'));
      writeFileSync(path.join(dir, 'BUILD_ID'), id);
      return dir;
    });
    const tags = await Promise.all(
      builds.map(async (dir) => {
        const { app } = harness('1', undefined, { NEXT_DIST_DIR: dir });
        return (await app.request(`/list/${courseId}/build`)).headers.get('ETag');
      }),
    );
    const again = harness('1', undefined, { NEXT_DIST_DIR: builds[0] });
    expect((await again.app.request(`/list/${courseId}/build`)).headers.get('ETag')).toBe(tags[0]);
    expect(tags[0]).not.toBe(tags[1]);
    for (const dir of builds) rmSync(dir, { recursive: true, force: true });
  });

  it('canonicalises queries: sorted, empty parameters left out', () => {
    expect(canonicalQuery({ b: 'x y', a: 1, c: undefined, d: '' })).toBe('a=1&b=x%20y');
    expect(canonicalQuery({ a: 1, b: 'x y' })).toBe(canonicalQuery({ b: 'x y', a: 1 }));
  });
});

describe('cache versions (migration 0013)', () => {
  it('moves each list once per transaction, whatever the number of statements and rows', async () => {
    const taskId = await addCourseTask(ctx.db, courseId);
    const enrolled = await Promise.all(
      [1, 2, 3].map((n) => enrolStudent(ctx, courseId, {}, { githubId: `versions-${n}-${process.pid}` })),
    );
    const before = await version();
    await ctx.db.transaction(async (tx) => {
      await tx
        .insert(taskResults)
        .values(enrolled.map(({ studentId }) => ({ courseTaskId: taskId, studentId, score: 5 })));
      await tx.update(taskResults).set({ score: 6 }).where(eq(taskResults.courseTaskId, taskId));
    });
    const after = await version();
    expect(after).toEqual({ ...before, score: (before?.score ?? 0) + 1, schedule: (before?.schedule ?? 0) + 1 });
    // The pending marks are gone with the commit.
    const pending = await ctx.db.execute(sql`select count(*)::int as count from course_cache_pending`);
    expect((pending as unknown as { rows: { count: number }[] }).rows[0].count).toBe(0);
    // A rolled back write moves nothing.
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.update(taskResults).set({ score: 7 }).where(eq(taskResults.courseTaskId, taskId));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await version()).toEqual(after);
  });

  it('serves the cached answer while nothing bumps the version (a write with the triggers off stays unseen)', async () => {
    const { app, computed } = harness('1');
    await app.request(`/list/${courseId}/quiet`);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(taskResults).set({ score: 8 });
    });
    await app.request(`/list/${courseId}/quiet`);
    expect(computed()).toBe(1);
    await ctx.db.update(taskResults).set({ score: 9 });
    await app.request(`/list/${courseId}/quiet`);
    expect(computed()).toBe(2);
  });

  // Versions move at commit: a transaction that marks a list and then waits for the course score lock never holds a
  // version row that the lock's holder needs (bumping at once would deadlock these two).
  (testDatabaseUrl() ? it : it.skip)(
    'lets a course task edit and a score write run into each other without a deadlock',
    async () => {
      const taskId = await addCourseTask(ctx.db, courseId);
      const { studentId } = await enrolStudent(ctx, courseId, {}, { githubId: `deadlock-${process.pid}` });
      const before = await version();
      let locked: () => void = () => undefined;
      const scoreLockHeld = new Promise<void>((resolve) => (locked = resolve));
      const edit = ctx.db.transaction(async (tx) => {
        await tx.update(courseTasks).set({ maxScore: 90 }).where(eq(courseTasks.id, taskId));
        await scoreLockHeld;
        await lockCourseScores(tx, courseId);
      });
      const write = ctx.db.transaction(async (tx) => {
        await lockCourseScores(tx, courseId);
        locked();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await tx.insert(taskResults).values({ courseTaskId: taskId, studentId, score: 1 });
      });
      await Promise.all([edit, write]);
      expect((await version())?.score).toBe((before?.score ?? 0) + 2);
    },
  );
});
