import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '@/server/db/client';
import { taskResults } from '@/server/db/schema';
import { parseEnv } from '@/server/env';
import type { AppDeps, AppEnv } from '@/server/http/context';
import { cachedList } from '@/server/http/list-cache';
import { baseEnv, createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent } from '../../support/server/course-people';
import { addCourse, addCourseTask } from '../../support/server/school';
import { countingDb } from '../../support/server/counting-db';

// Issue 12, the hit path of src/server/http/list-cache.ts: the version reads asked for in one turn of the event loop go
// as one statement, sent after the turn, so that a read never starts before a request that joined it arrived.
let ctx: TestContext;
let courseId: number;
let taskId: number;
let studentId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  courseId = (await addCourse(ctx.db)).id;
  taskId = await addCourseTask(ctx.db, courseId);
  ({ studentId } = await enrolStudent(ctx, courseId, {}, { githubId: `version-reads-${process.pid}` }));
  await ctx.db.insert(taskResults).values({ courseTaskId: taskId, studentId, score: 0 });
});
afterAll(() => ctx.close());

// A bare app whose cached list answers the score of one result row.
function harness(db: Db) {
  const deps = { db, env: parseEnv(baseEnv), now: ctx.clock.now } as unknown as AppDeps;
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.get('/score/:n', (c) =>
    cachedList(c, {
      kind: 'score',
      courseId,
      viewer: 'all',
      query: { n: c.req.param('n') },
      compute: async () => {
        const [row] = await ctx.db
          .select({ score: taskResults.score })
          .from(taskResults)
          .where(eq(taskResults.studentId, studentId));
        return { score: row.score };
      },
    }),
  );
  return app;
}

const scoreOf = async (response: Response) => ((await response.json()) as { score: number }).score;

describe('list cache version reads', () => {
  it('reads the version once for the requests of one turn, and once per request across turns', async () => {
    const counting = countingDb(ctx.db);
    const app = harness(counting.db);
    await app.request('/score/one-turn');
    const before = counting.executed();
    const together = await Promise.all(Array.from({ length: 8 }, () => app.request('/score/one-turn')));
    expect(together.every((response) => response.status === 200)).toBe(true);
    expect(counting.executed()).toBe(before + 1);
    for (let n = 0; n < 3; n += 1) await app.request('/score/one-turn');
    expect(counting.executed()).toBe(before + 4);
  });

  it('never joins a read already sent: a request after a write waits for a read of its own', async () => {
    const held = countingDb(ctx.db, 150);
    const app = harness(held.db);
    const [before] = await ctx.db
      .select({ score: taskResults.score })
      .from(taskResults)
      .where(eq(taskResults.studentId, studentId));
    expect(await scoreOf(await app.request('/score/held'))).toBe(before.score);
    // A request whose version read is sent and then held, as if the database were slow to answer.
    const first = app.request('/score/held');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(held.executed()).toBe(2);
    await ctx.db
      .update(taskResults)
      .set({ score: before.score + 1 })
      .where(eq(taskResults.studentId, studentId));
    expect(await scoreOf(await app.request('/score/held'))).toBe(before.score + 1);
    expect(held.executed()).toBe(3);
    await first;
  });

  it('answers every write committed before a request arrived, while other reads of the course are in flight', async () => {
    const app = harness(ctx.db);
    let stop = false;
    // Readers that keep a version read of the course pending or running at every moment.
    const readers = Array.from({ length: 4 }, async () => {
      while (!stop) await (await app.request('/score/busy')).arrayBuffer();
    });
    try {
      for (let score = 1; score <= 25; score += 1) {
        await ctx.db.update(taskResults).set({ score }).where(eq(taskResults.studentId, studentId));
        expect(await scoreOf(await app.request('/score/busy'))).toBe(score);
      }
    } finally {
      stop = true;
      await Promise.all(readers);
    }
  });
});
