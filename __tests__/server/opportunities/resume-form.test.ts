import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import { addCourse, addStudent, addUser, type TestUser } from '../../support/server/school';

// access.md §23 GET/PATCH /opportunities/{githubId}/resume (owner; PATCH not admin), rules.md R18.5 (form limits:
// name and position ≤ 100, ≤ 3 locations, About me 50..1500, URLs, e-mail), R18.3 (visible courses are his own).
let ctx: TestContext;
let owner: TestUser;
let studiedCourseId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await addUser(ctx.db, { firstName: 'Olga', lastName: 'Owner' });
  studiedCourseId = (await addCourse(ctx.db)).id;
  await addStudent(ctx.db, studiedCourseId, owner.id, { totalScore: 120 });
  await ctx.request('/api/v2/opportunities/consent', { as: owner, method: 'POST' });
});
afterAll(() => ctx.close());

const patch = (body: unknown, as: Caller = owner, login = 'me') =>
  ctx.request(`/api/v2/opportunities/${login}/resume`, { as, method: 'PATCH', body });

const about = 'Front-end developer who loves accessible interfaces and tidy, well-tested code.';

it('saves the fields of the CV form and answers the whole resume with every course', async () => {
  const response = await patch({
    name: '  Olga Owner ',
    desiredPosition: 'Junior Front-end Developer',
    locations: ['Warsaw', 'Remote'],
    englishLevel: 'b2',
    militaryService: 'notLiable',
    startFrom: '2026-04-01',
    fullTime: true,
    avatarLink: 'https://example.com/olga.png',
    selfIntroLink: 'https://example.com/olga.mp4',
    notes: about,
    phone: '+48 222',
    email: 'olga@example.com',
    linkedin: 'https://linkedin.com/in/olga',
    website: '',
    visibleCourses: [studiedCourseId],
  });
  expect(response.status).toBe(200);
  const resume = await response.json();
  expect(resume).toMatchObject({
    name: 'Olga Owner',
    desiredPosition: 'Junior Front-end Developer',
    locations: ['Warsaw', 'Remote'],
    englishLevel: 'b2',
    militaryService: 'notLiable',
    startFrom: '2026-04-01',
    fullTime: true,
    notes: about,
    contacts: { phone: '+48 222', email: 'olga@example.com', website: null },
    visibleCourses: [studiedCourseId],
    courses: [expect.objectContaining({ courseId: studiedCourseId, totalScore: 120, isExpelled: false })],
  });
  // A field that is not sent keeps its value.
  const again = await (await patch({ desiredPosition: 'Front-end Developer' })).json();
  expect(again).toMatchObject({ name: 'Olga Owner', desiredPosition: 'Front-end Developer', fullTime: true });
});

it('refuses more than 3 locations with a problem naming locations', async () => {
  const problem = await expectProblemNaming(
    await patch({ locations: ['Warsaw', 'Krakow', 'Berlin', 'Remote'] }),
    400,
    'locations',
  );
  expect(problem.errors?.find((error) => error.path === 'locations')?.message).toMatch(/at most 3/);
});

it.each([
  [{ notes: 'Too short to say anything.' }, 'notes'],
  [{ notes: 'x'.repeat(1501) }, 'notes'],
  [{ name: 'n'.repeat(101) }, 'name'],
  [{ desiredPosition: 'p'.repeat(101) }, 'desiredPosition'],
  [{ selfIntroLink: 'javascript:alert(1)' }, 'selfIntroLink'],
  [{ avatarLink: `https://example.com/${'a'.repeat(2048)}` }, 'avatarLink'],
  [{ email: 'not-an-email' }, 'email'],
  [{ startFrom: '2026-13-40' }, 'startFrom'],
  [{ englishLevel: 'fluent' }, 'englishLevel'],
  [{ militaryService: 'maybe' }, 'militaryService'],
  [{ locations: ['Warsaw', ''] }, 'locations.1'],
  [{ salary: 1000 }, 'salary'],
])('refuses %j with a problem naming %s', async (body, path) => {
  await expectProblemNaming(await patch(body), 400, path);
});

it('refuses visible courses the owner did not study in, naming visibleCourses', async () => {
  const other = await addCourse(ctx.db);
  await expectProblemNaming(await patch({ visibleCourses: [studiedCourseId, other.id] }), 400, 'visibleCourses');
});

it("keeps another user's resume from everyone but its owner; an admin reads it but may not write it", async () => {
  const stranger = await addUser(ctx.db);
  const admin = await addUser(ctx.db, { isAdmin: true });
  expect((await ctx.request(`/api/v2/opportunities/${owner.githubId}/resume`, { as: stranger })).status).toBe(403);
  expect((await patch({ name: 'Hacked' }, stranger, owner.githubId)).status).toBe(403);
  const read = await ctx.request(`/api/v2/opportunities/${owner.githubId.toUpperCase()}/resume`, { as: admin });
  expect(read.status).toBe(200);
  expect((await read.json()).name).toBe('Olga Owner');
  const write = await patch({ name: 'Admin Edit' }, admin, owner.githubId);
  expect(write.status).toBe(403);
  expect((await readProblem(write)).type).toBe('/problems/forbidden');
});

it('answers 404 for the resume of a user without one', async () => {
  const newcomer = await addUser(ctx.db);
  expect((await ctx.request('/api/v2/opportunities/me/resume', { as: newcomer })).status).toBe(404);
});
