import { profilePermissions } from '@/server/db/schema';
import { createTestContext, type Caller, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { staffedCourse } from '../../support/server/course-people';
import { addCertificate, addCourse, addStudent, addUser, type TestUser } from '../../support/server/school';

// access.md §28 GET /students (hirer; paged; `student` terms all in the name or login, country, city, ongoingCourses,
// previousCourses = certified) and GET /students/{studentId} (canAccessStudent); contacts by rules.md R19.2.
type Item = {
  id: number;
  githubId: string;
  name: string;
  contacts: Record<string, string | null>;
  discord: string | null;
  onGoingCourses: { courseId: number; certificatePublicId: string | null }[];
  previousCourses: { courseId: number; certificatePublicId: string | null }[];
};
type Page = { items: Item[]; pagination: { current: number; pageSize: number; total: number; totalPages: number } };

let ctx: TestContext;
let running: number;
let finished: number;
let anna: TestUser;
let boris: TestUser;
const tag = `sl${process.pid}`;

beforeAll(async () => {
  ctx = await createTestContext();
  running = (await addCourse(ctx.db)).id;
  finished = (await addCourse(ctx.db, { completed: true })).id;
  anna = await addUser(ctx.db, {
    githubId: `${tag}-anna`,
    firstName: 'Anna',
    lastName: 'Kowalska',
    countryName: 'Poland',
    cityName: 'Warsaw',
    languages: ['EN', 'PL'],
    contactsEmail: 'anna@example.com',
    contactsTelegram: 'anna_tg',
    discord: { id: '1', username: 'anna#1', discriminator: '0' },
  });
  boris = await addUser(ctx.db, {
    githubId: `${tag}-boris`,
    firstName: 'Boris',
    lastName: 'Petrov',
    countryName: 'Georgia',
    cityName: 'Tbilisi',
    contactsEmail: 'boris@example.com',
  });
  await ctx.db.insert(profilePermissions).values({ userId: anna.id, settings: { isEmailVisible: { all: true } } });
  await addStudent(ctx.db, running, anna.id);
  const annaFinished = await addStudent(ctx.db, finished, anna.id, { totalScore: 500, rank: 1 });
  await addCertificate(ctx.db, annaFinished);
  await addStudent(ctx.db, running, boris.id, { isExpelled: true });
  await addUser(ctx.db, { githubId: `${tag}-nobody`, firstName: 'Not', lastName: 'Student' });
});
afterAll(() => ctx.close());

const list = async (query: string, as: Caller = 'hirer') => {
  const response = await ctx.request(`/api/v2/students?current=1&pageSize=20&${query}`, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
};
const logins = (page: Page) => page.items.map((item) => item.githubId);

it('lists users who study or studied, with their ongoing and certified courses', async () => {
  const page = await list(`student=${tag}`);
  expect(logins(page)).toEqual([anna.githubId, boris.githubId]);
  const [first, second] = page.items;
  expect(first).toMatchObject({
    id: anna.id,
    name: 'Anna Kowalska',
    countryName: 'Poland',
    cityName: 'Warsaw',
    languages: ['EN', 'PL'],
    discord: 'anna#1',
    onGoingCourses: [expect.objectContaining({ courseId: running, certificatePublicId: null })],
    previousCourses: [
      expect.objectContaining({ courseId: finished, totalScore: 500, certificatePublicId: expect.any(String) }),
    ],
  });
  // An expelled student has no ongoing course.
  expect(second.onGoingCourses).toEqual([]);
  expect(page.pagination).toEqual({ current: 1, pageSize: 20, total: 2, totalPages: 1 });
});

it('shows a hirer only the contacts opened to everyone, and an admin every contact', async () => {
  const [forHirer] = (await list(`student=${tag}-anna`)).items;
  expect(forHirer.contacts).toEqual({ email: 'anna@example.com' });
  const [forAdmin] = (await list(`student=${tag}-anna`, 'admin')).items;
  expect(forAdmin.contacts).toMatchObject({ email: 'anna@example.com', telegram: 'anna_tg' });
  const [borisForHirer] = (await list(`student=${tag}-boris`)).items;
  expect(borisForHirer.contacts).toEqual({});
});

it('needs every term of `student` in the name or the login, any case', async () => {
  expect(logins(await list(`student=${encodeURIComponent(`${tag} KOWAL`)}`))).toEqual([anna.githubId]);
  expect(logins(await list(`student=${encodeURIComponent(`${tag} anna petrov`)}`))).toEqual([]);
  expect(logins(await list(`student=${encodeURIComponent('100%_')}`))).toEqual([]);
});

it('filters by country, city, ongoing and previous (certified) courses, all together', async () => {
  expect(logins(await list(`student=${tag}&country=GEOR`))).toEqual([boris.githubId]);
  expect(logins(await list(`student=${tag}&city=warsaw`))).toEqual([anna.githubId]);
  expect(logins(await list(`student=${tag}&ongoingCourses=${running}`))).toEqual([anna.githubId]);
  expect(logins(await list(`student=${tag}&previousCourses=${finished},${running}`))).toEqual([anna.githubId]);
  expect(logins(await list(`student=${tag}&previousCourses=${running}`))).toEqual([]);
  expect(logins(await list(`student=${tag}&city=warsaw&country=georgia`))).toEqual([]);
});

it('pages with the real totals, also past the last page', async () => {
  const page = await ctx.request(`/api/v2/students?current=3&pageSize=1&student=${tag}`, { as: 'hirer' });
  expect((await page.json()).pagination).toEqual({ current: 3, pageSize: 1, total: 2, totalPages: 2 });
});

it.each([
  ['current=0&pageSize=20', 'current'],
  ['current=1', 'pageSize'],
  ['current=1&pageSize=20&ongoingCourses=js,2', 'ongoingCourses'],
  ['current=1&pageSize=20&previousCourses=1;2', 'previousCourses'],
  [`current=1&pageSize=20&city=${'c'.repeat(101)}`, 'city'],
])('refuses %s with a problem naming %s', async (query, path) => {
  await expectProblemNaming(await ctx.request(`/api/v2/students?${query}`, { as: 'hirer' }), 400, path);
});

it('is for hirers and admins', async () => {
  expect((await ctx.request('/api/v2/students?current=1&pageSize=1')).status).toBe(401);
  expect((await ctx.request('/api/v2/students?current=1&pageSize=1', { as: 'manager' })).status).toBe(403);
});

describe('GET /students/{studentId}', () => {
  it('shows the student record to the student, his mentor and the course staff only', async () => {
    const course = await staffedCourse(ctx);
    const user = await addUser(ctx.db, { firstName: 'Dina', lastName: 'Details', cityName: 'Riga' });
    const studentId = await addStudent(ctx.db, course.id, user.id, {
      mentorId: course.personaMentorId,
      totalScore: 77,
      activeRank: 3,
    });
    const details = (as: Caller) => ctx.request(`/api/v2/students/${studentId}`, { as });
    const response = await details(user);
    expect(await response.json()).toEqual({
      id: studentId,
      courseId: course.id,
      githubId: user.githubId,
      name: 'Dina Details',
      active: true,
      cityName: 'Riga',
      countryName: null,
      totalScore: 77,
      rank: 3,
      feedbacks: [],
    });
    for (const caller of ['mentor', 'manager', 'supervisor', 'admin'] as Caller[]) {
      expect((await details(caller)).status).toBe(200);
    }
    for (const caller of ['hirer', 'dementor', 'newcomer', 'student'] as Caller[]) {
      expect((await details(caller)).status).toBe(403);
    }
    expect((await ctx.request('/api/v2/students/987654', { as: 'admin' })).status).toBe(404);
    expect((await ctx.request('/api/v2/students/abc', { as: 'admin' })).status).toBe(400);
  });
});
