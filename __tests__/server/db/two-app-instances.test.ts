import { sql } from 'drizzle-orm';
import { openBus, type Bus } from '@/server/db/bus';
import { openPostgres, type Database } from '@/server/db/client';
import { listCacheStats } from '@/server/http/list-cache';
import { createTestContext, type TestApp, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { databaseUrlFor, testDatabaseUrl } from '../../support/server/database';
import { addCourseTask, addUser, type TestUser } from '../../support/server/school';

// Issue 12, DESIGN.md "Performance": two app instances (each its own pool, session cache and bus) on one PostgreSQL
// database. A role or a score changed through one is what the other answers within a second, polled, and never stale
// after that (rules.md R1.6: drops travel over LISTEN/NOTIFY). Needs a real server (TEST_DATABASE_URL, as CI sets it):
// the embedded database is one process.
const serverUrl = testDatabaseUrl();
const describeOnPostgres = serverUrl ? describe : describe.skip;
jest.setTimeout(30_000);

type Session = { isAdmin: boolean; courses: Record<string, { roles: string[] }> };

describeOnPostgres('two instances on one PostgreSQL database', () => {
  let ctx: TestContext;
  let one: TestApp;
  let other: TestApp;
  let second: Database;
  let secondBus: Bus;
  let course: StaffedCourse;
  let user: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    const result = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    second = await openPostgres(databaseUrlFor(serverUrl as string, result.rows[0].name));
    secondBus = await openBus(second, { log: () => undefined });
    one = ctx;
    other = ctx.buildApp({ db: second.db, bus: secondBus });
    course = await staffedCourse(ctx);
    user = await addUser(ctx.db);
  });
  afterAll(async () => {
    await secondBus?.close();
    await second?.close();
    await ctx?.close();
  });

  const sessionOn = async (app: TestApp, caller: TestUser) => {
    const response = await app.request('/api/v2/session', { as: caller });
    expect(response.status).toBe(200);
    return (await response.json()) as Session;
  };
  const rolesOn = async (app: TestApp) => (await sessionOn(app, user)).courses[course.id]?.roles ?? [];
  const staffListOn = (app: TestApp) => app.request(`/api/v2/courses/${course.id}/users`, { as: user });

  // Polls every 20 ms; the change must show within a second, then stay on the next reads.
  async function within(seconds: number, check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > seconds * 1000) throw new Error(`not visible within ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (let read = 0; read < 5; read += 1) expect(await check()).toBe(true);
    return Date.now() - started;
  }

  it('a course role granted and removed through one instance shows on the other within a second (R1.6)', async () => {
    // Signed in on both: each instance caches the session without the role.
    expect(await rolesOn(one)).toEqual([]);
    expect(await rolesOn(other)).toEqual([]);
    expect((await staffListOn(other)).status).toBe(403);

    const grant = await one.request(`/api/v2/courses/${course.id}/users/${user.githubId}`, {
      method: 'PUT',
      as: 'manager',
      body: { isManager: true },
    });
    expect(grant.status).toBe(204);
    expect(await rolesOn(one)).toEqual(['manager']);
    await within(1, async () => (await rolesOn(other)).includes('manager'));
    expect((await staffListOn(other)).status).toBe(200);

    const remove = await one.request(`/api/v2/courses/${course.id}/users/${user.githubId}`, {
      method: 'PUT',
      as: 'manager',
      body: {},
    });
    expect(remove.status).toBe(204);
    await within(1, async () => (await staffListOn(other)).status === 403);
    expect(await rolesOn(other)).toEqual([]);
  });

  it('the admin flag changed through one instance shows on the other within a second', async () => {
    expect((await sessionOn(other, user)).isAdmin).toBe(false);
    const patch = await one.request(`/api/v2/users/${user.id}/flags`, {
      method: 'PATCH',
      as: 'admin',
      body: { isAdmin: true },
    });
    expect(patch.status).toBe(204);
    await within(1, async () => (await sessionOn(other, user)).isAdmin);
    await one.request(`/api/v2/users/${user.id}/flags`, { method: 'PATCH', as: 'admin', body: { isAdmin: false } });
    await within(1, async () => !(await sessionOn(other, user)).isAdmin);
  });

  it('a score written through one instance is on the other instance score page at the very next read', async () => {
    const taskId = await addCourseTask(ctx.db, course.id, { scoreWeight: 1, checker: 'mentor' });
    const { user: student } = await enrolStudent(ctx, course.id, {}, { githubId: `two-instances-${process.pid}` });
    const page = `/api/v2/course/${course.id}/students/score?current=1&pageSize=100&orderBy=totalScore&orderDirection=desc&activeOnly=false`;
    const scoreOn = async (app: TestApp) => {
      const response = await app.request(page, { as: 'manager' });
      expect(response.status).toBe(200);
      const body = (await response.json()) as {
        items: { githubId: string; totalScore: number; taskResults: { courseTaskId: number; score: number }[] }[];
      };
      return body.items.find((item) => item.githubId === student.githubId);
    };
    for (const score of [40, 75, 12]) {
      // Both instances have just answered the page (and may keep it), then one of them takes a write.
      await scoreOn(one);
      await scoreOn(other);
      const write = await one.request(`/api/v2/course/${course.id}/students/score/${student.githubId}/task/${taskId}`, {
        method: 'POST',
        as: 'manager',
        body: { score },
      });
      expect(write.status).toBe(204);
      const seen = await scoreOn(other);
      expect(seen?.taskResults).toContainEqual(expect.objectContaining({ courseTaskId: taskId, score }));
      expect(seen?.totalScore).toBe(score);
    }

    // The write's rs_cache notice frees the other instance's stale answers too, not only hides them.
    await scoreOn(other);
    const cached = listCacheStats(other.deps).entries;
    expect(cached).toBeGreaterThan(0);
    const write = await one.request(`/api/v2/course/${course.id}/students/score/${student.githubId}/task/${taskId}`, {
      method: 'POST',
      as: 'manager',
      body: { score: 99 },
    });
    expect(write.status).toBe(204);
    await within(1, async () => listCacheStats(other.deps).entries < cached);
  });
});
