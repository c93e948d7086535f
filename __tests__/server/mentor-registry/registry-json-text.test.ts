import { eq, sql } from 'drizzle-orm';
import { mentorRegistries } from '@/server/db/schema';
import { registryPageQuery, type RegistryFilter } from '@/server/modules/mentor-registry/schemas';
import {
  listAllApplications,
  listApplicationsJson,
  type RegistryOrder,
} from '@/server/modules/mentor-registry/service/list-applications';
import type { RegistryViewer } from '@/server/modules/mentor-registry/service/viewer';
import { z } from '@hono/zod-openapi';
import { createTestContext, type TestContext } from '../../support/server/context';
import { addApplication, buildRegistry } from '../../support/server/mentor-registry';
import * as reference from '../../support/server/reference/registry-objects';
import { addCertificate, addMentor, addStudent, addUser } from '../../support/server/school';

// Issue 12: PostgreSQL writes the registry page's JSON and the route sends it as it comes. The text must be exactly
// what the route sent before, JSON.stringify of the objects the earlier service built (kept as the reference in
// __tests__/support/server/reference): same rows, order, totals and bytes (key order, escapes, instants), for every
// order, status, filter, page and viewer.
let ctx: TestContext;
let registry: Awaited<ReturnType<typeof buildRegistry>>;
const login = (name: string) => `json-${name}-${process.pid}`;

beforeAll(async () => {
  ctx = await createTestContext();
  registry = await buildRegistry(ctx);
  const { courseA, courseB, aws } = registry;
  const people = [
    { firstName: 'Ann "Q"', lastName: 'Back\\slash', cityName: 'Line\nbreak\ttab', countryName: 'Łódź 😀' },
    { firstName: 'Bell\u0007', lastName: null, cityName: null, countryName: null },
    { firstName: '', lastName: '', cityName: '', countryName: 'Zürich\u2028' },
    { firstName: null, lastName: 'Ωmega', cityName: 'Warsaw', countryName: 'Poland' },
    { firstName: 'Same', lastName: 'Day', cityName: 'Warsaw', countryName: 'Poland' },
    { firstName: 'Same', lastName: 'Day', cityName: 'Krakow', countryName: 'Poland' },
  ];
  for (const [i, person] of people.entries()) {
    const user = await addUser(ctx.db, { githubId: login(`p${i}`), ...person });
    const application = await addApplication(ctx.db, user.id, {
      preferedCourses: [[courseA], [], [courseB, aws], [courseA, courseB], [], [aws]][i],
      // Joined in one of two, invited, new; an empty array written explicitly.
      preselectedCourses: [[courseA, courseB], [courseA], [], [courseB], [], [aws]][i],
      technicalMentoring: [['JavaScript', 'Say "hi"'], ['AWS'], ['Android', 'JavaScript'], ['x\\y'], ['AWS'], ['Go']][
        i
      ],
      languagesMentoring: i % 2 ? ['EN', 'PL'] : [],
      maxStudentsLimit: 1 + i * 7,
      preferedStudentsLocation: i % 2 ? 'city' : 'any',
      // Two equal received dates (ties by id), the rest apart.
      receivedDate: new Date(Date.UTC(2026, 1, i >= 4 ? 20 : 14 + i, 9, 8, 7, 65)),
      sendDate: i === 1 ? new Date('2026-03-01T00:00:00.000Z') : null,
      comment: ['', 'He said "ok"\\\n\u0001', null, 'Ünïcode ✓', null, '<b>html</b>'][i],
    });
    // Instants carry microseconds in the database: both sides write milliseconds.
    await ctx.db
      .update(mentorRegistries)
      .set({ receivedDate: sql`${mentorRegistries.receivedDate} + interval '987 microseconds'` })
      .where(eq(mentorRegistries.id, application.id));
    if (i === 0) await addMentor(ctx.db, courseA, user.id);
    if (i === 3) await addMentor(ctx.db, courseA, user.id);
    if (i === 2) await addCertificate(ctx.db, await addStudent(ctx.db, courseB, user.id));
  }
});
afterAll(() => ctx.close());

const pageQuery = z.object(registryPageQuery);
const viewers = (): Record<string, RegistryViewer> => ({
  admin: { isAdmin: true, staffCourseIds: [], managedCourseIds: [] },
  managerA: { isAdmin: false, staffCourseIds: [registry.courseA], managedCourseIds: [registry.courseA] },
  supervisorB: { isAdmin: false, staffCourseIds: [registry.courseB], managedCourseIds: [] },
  nobody: { isAdmin: false, staffCourseIds: [], managedCourseIds: [] },
});

const filters = () => [
  {},
  { status: 'new' },
  { technicalMentoring: 'JavaScript' },
  { technicalMentoring: 'AWS,Android' },
  { preferedCourses: String(registry.courseA) },
  { preselectedCourses: `${registry.courseA},${registry.aws}` },
  { cityName: 'war' },
  { cityName: 'Warsaw' },
  { githubId: 'json-p' },
  { githubId: '%_' },
  // A run of 3+ digits is asked of the trigram index alone (list-applications.ts loginFilter): every login holds the pid.
  { githubId: String(process.pid) },
  { githubId: `P3-${process.pid}` },
  { githubId: `${process.pid}0` },
  { githubId: `-${process.pid}`, cityName: 'war' },
  { status: 'new', cityName: 'in', preferedCourses: String(registry.courseB) },
];
const orders = [
  {},
  { orderBy: 'receivedDate', orderDirection: 'asc' },
  { orderBy: 'githubId' },
  { orderBy: 'githubId', orderDirection: 'desc' },
];

describe('the JSON text of the mentor registry page', () => {
  it('is byte for byte what JSON.stringify wrote of the earlier objects, for every viewer, filter, order and page', async () => {
    let compared = 0;
    for (const viewer of Object.values(viewers())) {
      for (const filter of filters()) {
        for (const order of orders) {
          for (const paging of [{}, { currentPage: '2', pageSize: '3' }, { currentPage: '9', pageSize: '4' }]) {
            const query = pageQuery.parse({ ...filter, ...order, ...paging });
            const expected = JSON.stringify(await reference.listApplications(ctx.db, viewer, query, query));
            expect(await listApplicationsJson(ctx.db, viewer, query, query)).toBe(expected);
            compared += JSON.parse(expected).items.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
    // 700+ pages on a machine that may be busy: the default 30 s is for one request's worth of work.
  }, 240_000);

  // The statements are named (list-applications.ts): PostgreSQL keeps a plan per shape and runs it with any values,
  // generic after five calls. Forced from the first call on one connection, the answers stay the same bytes.
  it('is the same under the generic plan of each shape', async () => {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      const { admin, managerA } = viewers();
      for (const viewer of [admin, managerA]) {
        for (const filter of filters()) {
          for (const order of orders) {
            for (const paging of [
              { currentPage: '2', pageSize: '3' },
              { currentPage: '1', pageSize: '2' },
            ]) {
              const query = pageQuery.parse({ ...filter, ...order, ...paging });
              const expected = JSON.stringify(await reference.listApplications(tx, viewer, query, query));
              expect(await listApplicationsJson(tx, viewer, query, query)).toBe(expected);
            }
          }
        }
      }
      // On PostgreSQL the named statements ran (PGlite's driver sends them unnamed).
      if (process.env.TEST_DATABASE_URL) {
        const kept = (await tx.execute(
          sql`select coalesce(sum(generic_plans), 0) as generic from pg_prepared_statements where name like 'registry:%'`,
        )) as unknown as { rows: Array<{ generic: string }> };
        expect(Number(kept.rows[0].generic)).toBeGreaterThan(100);
      }
    });
  }, 240_000);

  // On PostgreSQL each call through the pool runs its statement's generic plan from the first call (list-applications.ts
  // runGeneric) and leaves the connection planning as before: the earlier tests' pages went through it.
  it('plans generically from the first call and leaves every connection as it was', async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    const query = pageQuery.parse({ technicalMentoring: 'Go', orderBy: 'githubId', orderDirection: 'desc' });
    await listApplicationsJson(ctx.db, viewers().managerA, query, query);
    // Ten at once, each holding its connection a moment: every connection of the pool answers.
    const states = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const result = (await ctx.db.execute(
          sql`select current_setting('plan_cache_mode') as mode, pg_sleep(0.05)::text as slept,
            (select coalesce(sum(custom_plans), 0) from pg_prepared_statements where name like 'registry:%') as custom,
            (select coalesce(sum(generic_plans), 0) from pg_prepared_statements where name like 'registry:%') as generic`,
        )) as unknown as { rows: Array<{ mode: string; custom: string; generic: string }> };
        return result.rows[0];
      }),
    );
    expect(states.map((state) => state.mode)).toEqual(Array(10).fill('auto'));
    expect(states.reduce((sum, state) => sum + Number(state.custom), 0)).toBe(0);
    expect(states.reduce((sum, state) => sum + Number(state.generic), 0)).toBeGreaterThan(0);
  });

  it('the CSV rows are the earlier objects', async () => {
    for (const viewer of Object.values(viewers())) {
      for (const filter of filters()) {
        const query = pageQuery.parse(filter) as RegistryFilter;
        const order: RegistryOrder = { orderBy: 'receivedDate' };
        const expected = await reference.listAllApplications(ctx.db, viewer, query, order);
        expect(JSON.stringify(await listAllApplications(ctx.db, viewer, query, order))).toBe(JSON.stringify(expected));
      }
    }
  });

  it('GET /registry/mentors sends the same bytes as JSON', async () => {
    const query = pageQuery.parse({ orderBy: 'githubId', pageSize: '5' });
    const expected = JSON.stringify(await reference.listApplications(ctx.db, viewers().admin, query, query));
    const response = await ctx.request('/api/v2/registry/mentors?orderBy=githubId&pageSize=5', { as: 'admin' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe(expected);
  });
});
