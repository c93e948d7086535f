import { eq, sql } from 'drizzle-orm';
import { courses, disciplines, mentorRegistries, registryCacheVersion, users } from '@/server/db/schema';
import type { RegistryFilter } from '@/server/modules/mentor-registry/schemas';
import { listApplicationsJson, type RegistryOrder } from '@/server/modules/mentor-registry/service/list-applications';
import { registryPageJson } from '@/server/modules/mentor-registry/service/registry-index';
import type { RegistryViewer } from '@/server/modules/mentor-registry/service/viewer';
import { createTestContext, type TestContext } from '../../support/server/context';
import { addApplication, buildRegistry, type RegistryPage } from '../../support/server/mentor-registry';
import { addCertificate, addMentor, addStudent, addUser, rosterVersionOf } from '../../support/server/school';

// Issue 12: from the second ask at one registry version on (migration 0034), a page of GET /registry/mentors is cut
// from every open application kept at that version (registry-index.ts), byte for byte the page's own statement, and
// the version moves with every change an item shows, so the next request sees it.
let ctx: TestContext;
let registry: Awaited<ReturnType<typeof buildRegistry>>;
beforeAll(async () => {
  ctx = await createTestContext();
  registry = await buildRegistry(ctx);
  // Equal received dates, cities in other scripts and letter cases, no city, percent and underscore in logins.
  const cities = ['Минск', 'ŁÓDŹ', null, 'warsaw', 'WARSAW', 'Kraków'];
  for (let i = 0; i < 18; i += 1) {
    const user = await addUser(ctx.db, {
      githubId: `idx_${i % 2 ? 'Up' : 'low'}%${String(i).padStart(2, '0')}-${process.pid}`,
      cityName: cities[i % cities.length],
    });
    await addApplication(ctx.db, user.id, {
      preferedCourses: i % 3 === 0 ? [] : i % 3 === 1 ? [registry.courseA] : [registry.courseB, registry.aws],
      preselectedCourses: i % 4 === 0 ? [registry.courseA] : [],
      technicalMentoring: i % 2 ? ['AWS'] : ['Android', 'JavaScript'],
      receivedDate: new Date(Date.UTC(2026, 1, 3 + (i % 3), 12)),
      maxStudentsLimit: 1 + i,
    });
    if (i % 4 === 0) await addMentor(ctx.db, registry.courseA, user.id);
    if (i % 5 === 0) await addCertificate(ctx.db, await addStudent(ctx.db, registry.courseB, user.id));
  }
});
afterAll(() => ctx.close());

const admin: RegistryViewer = { isAdmin: true, staffCourseIds: [], managedCourseIds: [] };
const staffOf = (...courseIds: number[]): RegistryViewer => ({
  isAdmin: false,
  staffCourseIds: courseIds,
  managedCourseIds: courseIds,
});
const filterOf = (values: Partial<RegistryFilter> = {}): RegistryFilter => ({
  status: 'all',
  preferedCourses: [],
  preselectedCourses: [],
  technicalMentoring: [],
  ...values,
});
type Asked = { currentPage: number; pageSize: number } & RegistryOrder;
const firstPage: Asked = { currentPage: 1, pageSize: 100, orderBy: 'receivedDate' };

const byIndex = (viewer: RegistryViewer, filter: RegistryFilter, page: Asked) =>
  registryPageJson(ctx.db, viewer, filter, page);
const byStatement = (viewer: RegistryViewer, filter: RegistryFilter, page: Asked) =>
  listApplicationsJson(ctx.db, viewer, filter, page);
// Two asks at the version settle it: the index is read at the second.
const settle = async () => {
  await byIndex(admin, filterOf(), firstPage);
  await byIndex(admin, filterOf(), firstPage);
};
const registryVersion = async () => {
  const [row] = await ctx.db.select({ version: registryCacheVersion.version }).from(registryCacheVersion);
  return Number(row?.version ?? 0);
};
const itemOf = async (login: string, viewer = admin) =>
  (JSON.parse(await byIndex(viewer, filterOf(), firstPage)) as RegistryPage).items.find(
    (item) => item.githubId === login,
  );

it('answers byte for byte as the statement, for every viewer, filter, order and page', async () => {
  await settle();
  const { courseA, courseB, aws } = registry;
  const viewers = [admin, staffOf(courseA), staffOf(courseB), staffOf(aws, courseB)];
  const filters = [
    filterOf(),
    filterOf({ status: 'new' }),
    filterOf({ cityName: 'war' }),
    filterOf({ cityName: 'МИН' }),
    filterOf({ cityName: 'łó', status: 'new' }),
    filterOf({ githubId: 'UP%' }),
    filterOf({ githubId: 'idx_l' }),
    filterOf({ githubId: '_' }),
    filterOf({ preferedCourses: [courseA] }),
    filterOf({ preferedCourses: [courseB, aws], technicalMentoring: ['AWS'] }),
    filterOf({ preselectedCourses: [courseA] }),
    filterOf({ technicalMentoring: ['Android', 'JavaScript'], cityName: 'a' }),
  ];
  const orders: RegistryOrder[] = [
    { orderBy: 'receivedDate' },
    { orderBy: 'receivedDate', orderDirection: 'asc' },
    { orderBy: 'githubId' },
    { orderBy: 'githubId', orderDirection: 'desc' },
  ];
  const pages = [
    { currentPage: 1, pageSize: 4 },
    { currentPage: 2, pageSize: 4 },
    { currentPage: 9, pageSize: 4 },
  ];
  let answered = 0;
  for (const viewer of viewers) {
    for (const filter of filters) {
      for (const order of orders) {
        for (const page of pages) {
          const asked = { ...page, ...order };
          expect(await byIndex(viewer, filter, asked)).toBe(await byStatement(viewer, filter, asked));
          answered += 1;
        }
      }
    }
  }
  expect(answered).toBe(576);
});

it('answers from what it read at its version: a change that moves no version is not seen', async () => {
  await settle();
  const login = registry.applicants.prefersA.githubId;
  const before = await itemOf(login);
  // No write of the app does this: the comment changes and the version is put back where it was.
  await ctx.db
    .update(mentorRegistries)
    .set({ comment: 'unseen' })
    .where(eq(mentorRegistries.userId, registry.applicants.prefersA.id));
  await ctx.db.execute(sql`update registry_cache_version set version = version - 1`);
  expect(await itemOf(login)).toEqual(before);
  const statement = JSON.parse(await byStatement(admin, filterOf(), firstPage)) as RegistryPage;
  expect(statement.items.find((item) => item.githubId === login)?.comment).toBe('unseen');
  await ctx.db
    .update(mentorRegistries)
    .set({ comment: null })
    .where(eq(mentorRegistries.userId, registry.applicants.prefersA.id));
});

describe('every change an item shows moves the version, and the next request shows it', () => {
  const changed = async (change: () => Promise<unknown>) => {
    await settle();
    const before = await registryVersion();
    await change();
    expect(await registryVersion()).toBe(before + 1);
    await settle();
    expect(await byIndex(admin, filterOf(), firstPage)).toBe(await byStatement(admin, filterOf(), firstPage));
  };

  it('the application (a comment through the API)', async () => {
    const login = registry.applicants.prefersNone.githubId;
    await changed(async () => {
      const response = await ctx.request(`/api/v2/registry/mentor/${login}/comment`, {
        method: 'PUT',
        as: 'admin',
        body: { comment: 'Seen at once' },
      });
      expect(response.status).toBe(204);
    });
    expect((await itemOf(login))?.comment).toBe('Seen at once');
  });

  it('a mentor row (joined, was a mentor)', async () => {
    const { invited } = registry.applicants;
    expect(await itemOf(invited.githubId)).toMatchObject({ status: 'invited', wasMentor: false });
    await changed(() => addMentor(ctx.db, registry.courseA, invited.id));
    expect(await itemOf(invited.githubId)).toMatchObject({ status: 'joined', wasMentor: true });
  });

  it('a certificate row', async () => {
    const { teachesJs } = registry.applicants;
    expect((await itemOf(teachesJs.githubId))?.hasCertificate).toBe(false);
    const student = await addStudent(ctx.db, registry.courseA, teachesJs.id);
    await changed(() => addCertificate(ctx.db, student));
    expect((await itemOf(teachesJs.githubId))?.hasCertificate).toBe(true);
  });

  it("the applicant's name, city and country", async () => {
    const { elsewhere } = registry.applicants;
    await changed(() =>
      ctx.db
        .update(users)
        .set({ firstName: 'Renamed', cityName: 'Vilnius', countryName: 'Lithuania' })
        .where(eq(users.id, elsewhere.id)),
    );
    expect(await itemOf(elsewhere.githubId)).toMatchObject({ cityName: 'Vilnius', countryName: 'Lithuania' });
    expect((await itemOf(elsewhere.githubId))?.name).toContain('Renamed');
  });

  it('a new application, and a canceled one', async () => {
    const newcomer = await addUser(ctx.db, { githubId: `idx-new-${process.pid}` });
    await changed(() => addApplication(ctx.db, newcomer.id));
    expect(await itemOf(newcomer.githubId)).toBeDefined();
    await changed(() =>
      ctx.db.update(mentorRegistries).set({ canceled: true }).where(eq(mentorRegistries.userId, newcomer.id)),
    );
    expect(await itemOf(newcomer.githubId)).toBeUndefined();
  });
});

describe('what moves no version', () => {
  it('a user row written again with the same values (a sign-in)', async () => {
    const { certified } = registry.applicants;
    const before = await registryVersion();
    await ctx.db
      .update(users)
      .set({ cityName: 'Berlin', firstName: sql`first_name` })
      .where(eq(users.id, certified.id));
    expect(await registryVersion()).toBe(before);
  });

  it("a course's discipline, read with the version: a manager sees its applications at once", async () => {
    const viewer = staffOf(registry.aws);
    await settle();
    const only = filterOf({ technicalMentoring: ['Android'], preferedCourses: [registry.courseB] });
    const before = JSON.parse(await byIndex(viewer, only, firstPage)) as RegistryPage;
    const [android] = await ctx.db.select().from(disciplines).where(eq(disciplines.name, 'Android'));
    const version = await registryVersion();
    await ctx.db.update(courses).set({ disciplineId: android.id }).where(eq(courses.id, registry.aws));
    expect(await registryVersion()).toBe(version);
    const after = JSON.parse(await byIndex(viewer, only, firstPage)) as RegistryPage;
    expect(after.pagination.total).toBeGreaterThan(before.pagination.total);
    expect(await byIndex(viewer, only, firstPage)).toBe(await byStatement(viewer, only, firstPage));
  });
});

it("a transaction that changes a course's lists and the registry moves both versions once, at commit", async () => {
  const user = await addUser(ctx.db, { githubId: `idx-both-${process.pid}` });
  await addApplication(ctx.db, user.id, { preferedCourses: [registry.courseA] });
  const registryBefore = await registryVersion();
  const rosterBefore = await rosterVersionOf(ctx.db, registry.courseA);
  await ctx.db.transaction(async (tx) => {
    await addMentor(tx as unknown as typeof ctx.db, registry.courseA, user.id);
    await tx.update(users).set({ lastName: 'Both' }).where(eq(users.id, user.id));
  });
  expect(await registryVersion()).toBe(registryBefore + 1);
  expect(await rosterVersionOf(ctx.db, registry.courseA)).toBe(rosterBefore + 1);
});
