import { gratitudes, studentFeedbacks } from '@/server/db/schema';
import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import { addCertificate, addCourse, addMentor, addStudent, addUser, type TestUser } from '../../support/server/school';

// access.md §23 GET /opportunities/public/{uuid} (public) and GET /opportunities/applicants (hirer); rules.md R18.3
// (404 unless consent, not hidden, not expired; visible courses; hire letters; gratitudes), R18.4 (live with a name),
// and the quality bar of issue 10: a withdrawn or expired CV answers 404 publicly.
let ctx: TestContext;
const DAY = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const opportunities = (path: string, as?: Caller, method = 'GET', body?: unknown) =>
  ctx.request(`/api/v2/opportunities${path}`, { as, method, body });
const publicCv = (uuid: string) => opportunities(`/public/${uuid}`);

async function candidate(name = 'Petra Public') {
  const [firstName, lastName] = name.split(' ');
  const user = await addUser(ctx.db, { firstName, lastName });
  await opportunities('/consent', user, 'POST');
  const { uuid } = await (await opportunities('/me/resume', user)).json();
  return { user, uuid: uuid as string };
}

type Letter = { studentId: number; authorId: number; recommendation: 'hire' | 'not-hire'; comment: string };
async function letter({ studentId, authorId, recommendation, comment }: Letter) {
  await ctx.db.insert(studentFeedbacks).values({
    studentId,
    authorId,
    recommendation,
    englishLevel: 'b2',
    content: {
      suggestions: 'Practise estimating tasks.',
      recommendationComment: comment,
      softSkills: [{ id: 'skill.soft.responsible', value: 'Excellent' }],
    },
  });
}

describe('a live CV', () => {
  let petra: { user: TestUser; uuid: string };
  let visibleCourse: number;
  let hiddenCourse: number;
  beforeAll(async () => {
    petra = await candidate();
    const mentor = await addUser(ctx.db, { firstName: 'Milo', lastName: 'Mentor' });
    visibleCourse = (await addCourse(ctx.db, { name: 'Visible 2026' })).id;
    hiddenCourse = (await addCourse(ctx.db, { name: 'Hidden 2025' })).id;
    const mentorId = await addMentor(ctx.db, visibleCourse, mentor.id);
    const shown = await addStudent(ctx.db, visibleCourse, petra.user.id, { mentorId, totalScore: 350, activeRank: 2 });
    const hidden = await addStudent(ctx.db, hiddenCourse, petra.user.id, {
      totalScore: 90,
      isExpelled: true,
      rank: 40,
    });
    await addCertificate(ctx.db, shown);
    await letter({ studentId: shown, authorId: mentor.id, recommendation: 'hire', comment: 'A reliable developer.' });
    const other = await addUser(ctx.db);
    await letter({ studentId: shown, authorId: other.id, recommendation: 'not-hire', comment: 'Not yet.' });
    await letter({ studentId: hidden, authorId: other.id, recommendation: 'hire', comment: 'From the hidden course.' });
    await ctx.db.insert(gratitudes).values([
      { fromUserId: mentor.id, toUserId: petra.user.id, badgeId: 'Good_job', comment: 'Great work on the final task!' },
      {
        fromUserId: other.id,
        toUserId: petra.user.id,
        badgeId: 'Helping_hand',
        comment: 'Thanks for the help in chat.',
      },
    ]);
    await opportunities('/me/resume', petra.user, 'PATCH', {
      desiredPosition: 'Trainee',
      visibleCourses: [visibleCourse],
    });
  });

  it('shows the visible courses, the letters that recommend hiring and the gratitudes to anyone', async () => {
    const response = await publicCv(petra.uuid);
    expect(response.status).toBe(200);
    const resume = await response.json();
    expect(resume).toMatchObject({ uuid: petra.uuid, name: 'Petra Public', desiredPosition: 'Trainee' });
    expect(resume.courses).toEqual([
      {
        courseId: visibleCourse,
        name: 'Visible 2026',
        fullName: expect.any(String),
        completed: false,
        mentor: { githubId: expect.any(String), name: 'Milo Mentor' },
        isExpelled: false,
        certificatePublicId: expect.any(String),
        totalScore: 350,
        rank: 2,
      },
    ]);
    expect(resume.feedbacks).toEqual([
      expect.objectContaining({
        courseName: 'Visible 2026',
        author: { githubId: expect.any(String), name: 'Milo Mentor' },
        recommendationComment: 'A reliable developer.',
        englishLevel: 'b2',
        softSkills: [{ id: 'skill.soft.responsible', value: 'Excellent' }],
      }),
    ]);
    expect(resume.feedbacks[0]).not.toHaveProperty('suggestions');
    expect(resume.gratitudes.count).toBe(2);
    expect(resume.gratitudes.items.map((item: { badgeId: string }) => item.badgeId).sort()).toEqual([
      'Good_job',
      'Helping_hand',
    ]);
  });

  it('lists every course of the owner in his own view, the hidden one included', async () => {
    const own = await (await opportunities('/me/resume', petra.user)).json();
    expect(own.courses.map((course: { courseId: number }) => course.courseId).sort()).toEqual(
      [visibleCourse, hiddenCourse].sort(),
    );
  });
});

it('answers 404 for an unknown uuid and 400 for text that is no uuid', async () => {
  expect((await publicCv('2f1f5d1e-4c1b-4d43-9a53-3f0c6f0d9a11')).status).toBe(404);
  const bad = await publicCv('not-a-uuid');
  expect(bad.status).toBe(400);
  expect((await readProblem(bad)).errors?.[0].path).toBe('uuid');
});

it('hides a hidden CV and shows it again', async () => {
  const { user, uuid } = await candidate();
  expect(await (await opportunities('/visibility', user, 'POST', { isHidden: true })).json()).toEqual({
    isHidden: true,
  });
  expect((await publicCv(uuid)).status).toBe(404);
  await opportunities('/visibility', user, 'POST', { isHidden: false });
  expect((await publicCv(uuid)).status).toBe(200);
});

it('answers 404 once the CV expired, and prolonging gives it 30 more days from now', async () => {
  const { user, uuid } = await candidate();
  ctx.clock.advance(29 * DAY);
  expect((await publicCv(uuid)).status).toBe(200);
  const prolonged = await (await opportunities('/prolong', user, 'POST')).json();
  expect(prolonged.expires).toBe(new Date(ctx.clock.now().getTime() + 30 * DAY).toISOString());
  ctx.clock.advance(29 * DAY);
  expect((await publicCv(uuid)).status).toBe(200);
  ctx.clock.advance(2 * DAY);
  const expired = await publicCv(uuid);
  expect(expired.status).toBe(404);
  expect((await readProblem(expired)).type).toBe('/problems/not_found');
});

it('answers 404 once consent is withdrawn', async () => {
  const { user, uuid } = await candidate();
  await opportunities('/consent', user, 'DELETE');
  expect((await publicCv(uuid)).status).toBe(404);
});

describe('applicants', () => {
  it('lists the live CVs with a name to a hirer, by name', async () => {
    const hirer = await addUser(ctx.db, { isHirer: true });
    const live = await candidate('Anna Applicant');
    const hidden = await candidate('Hana Hidden');
    await opportunities('/visibility', hidden.user, 'POST', { isHidden: true });
    const nameless = await candidate('Nemo Nameless');
    await opportunities('/me/resume', nameless.user, 'PATCH', { name: '' });
    const withdrawn = await candidate('Will Withdrawn');
    await opportunities('/consent', withdrawn.user, 'DELETE');
    await opportunities('/me/resume', live.user, 'PATCH', { desiredPosition: 'Junior', locations: ['Riga'] });

    const response = await opportunities('/applicants', hirer);
    expect(response.status).toBe(200);
    const applicants: { uuid: string; name: string }[] = await response.json();
    const uuids = applicants.map((applicant) => applicant.uuid);
    expect(uuids).toContain(live.uuid);
    expect(uuids).not.toEqual(expect.arrayContaining([hidden.uuid]));
    expect(uuids).not.toEqual(expect.arrayContaining([nameless.uuid]));
    expect(applicants.find((applicant) => applicant.uuid === live.uuid)).toEqual({
      uuid: live.uuid,
      name: 'Anna Applicant',
      desiredPosition: 'Junior',
      locations: ['Riga'],
      englishLevel: null,
      fullTime: false,
      startFrom: null,
      expires: expect.any(String),
      githubId: live.user.githubId,
    });
    const names = applicants.map((applicant) => applicant.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('is for hirers and admins only', async () => {
    expect((await opportunities('/applicants')).status).toBe(401);
    expect((await opportunities('/applicants', await addUser(ctx.db))).status).toBe(403);
    expect((await opportunities('/applicants', await addUser(ctx.db, { isAdmin: true }))).status).toBe(200);
  });
});
