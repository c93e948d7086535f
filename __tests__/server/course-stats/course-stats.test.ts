import { taskResults } from '@/server/db/schema';
import { createTestContext, type Caller, type TestContext } from '../../support/server/context';
import { expectProblemNaming } from '../../support/server/course-input';
import {
  addCertificate,
  addCourse,
  addCourseTask,
  addCourseUser,
  addMentor,
  addStudent,
  addUser,
  type TestCourse,
  type TestUser,
} from '../../support/server/school';

// access.md §7, rules.md R21.1–R21.2: the statistics of one course for every member of it. Counts: all students,
// active, active with a mentor, certified, eligible (R16.1); mentors in all, active, active with a corporate e-mail;
// countries of active students, active mentors and certified students ("Unknown" when empty), largest first; the
// performance of a course task over scores above 0 by share of the maximum.
let ctx: TestContext;
let course: TestCourse;
let member: TestUser;
let courseTaskId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await addCourse(ctx.db, { certificateThreshold: 50 });
  member = await addUser(ctx.db);
  await addStudent(ctx.db, course.id, member.id, { totalScore: 0 });
  const person = (countryName: string | null, extra: Parameters<typeof addUser>[1] = {}) =>
    addUser(ctx.db, { countryName, ...extra });
  const mentorIds = [
    await addMentor(ctx.db, course.id, (await person('Poland', { contactsEpamEmail: 'a@epam.com' })).id),
    await addMentor(ctx.db, course.id, (await person('Poland')).id),
    await addMentor(ctx.db, course.id, (await person('Georgia', { contactsEpamEmail: '  ' })).id),
    await addMentor(ctx.db, course.id, (await person('Georgia', { contactsEpamEmail: 'b@epam.com' })).id, {
      isExpelled: true,
    }),
  ];
  // Best total 200, threshold 50 %: 100 and above are eligible while active.
  const students: [string | null, number, { expelled?: boolean; mentor?: boolean; certified?: boolean }][] = [
    ['Poland', 200, { mentor: true, certified: true }],
    ['Poland', 120, { mentor: true }],
    ['Georgia', 100, {}],
    ['', 99, { mentor: true, certified: true }],
    [null, 150, { expelled: true, certified: true }],
    ['Kazakhstan', 10, { expelled: true }],
  ];
  for (const [country, totalScore, flags] of students) {
    const user = await person(country);
    const studentId = await addStudent(ctx.db, course.id, user.id, {
      totalScore,
      isExpelled: flags.expelled ?? false,
      mentorId: flags.mentor ? mentorIds[0] : null,
    });
    if (flags.certified) await addCertificate(ctx.db, studentId);
  }
  courseTaskId = await addCourseTask(ctx.db, course.id, { maxScore: 50 });
  const results = [0, 1, 9, 10, 24, 25, 34, 35, 44, 45, 49, 50, 50];
  for (const score of results) {
    const studentId = await addStudent(ctx.db, course.id, (await addUser(ctx.db)).id, { isExpelled: true });
    await ctx.db.insert(taskResults).values({ studentId, courseTaskId, score });
  }
});
afterAll(() => ctx.close());

const stats = (path: string, as: Caller = member, courseId: number | string = course.id) =>
  ctx.request(`/api/v2/courses/${courseId}/stats${path}`, { as });

describe('GET /courses/{courseId}/stats', () => {
  it('counts all, active, active with a mentor, certified and R16.1-eligible students', async () => {
    const response = await stats('');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // 1 member + 6 listed + 13 expelled result holders.
    expect(await response.json()).toEqual({
      totalStudents: 20,
      activeStudentsCount: 5,
      studentsWithMentorCount: 3,
      certifiedStudentsCount: 3,
      eligibleForCertificationCount: 3,
    });
  });

  it('answers zeros for a course without students', async () => {
    const empty = await addCourse(ctx.db);
    expect(await (await stats('', 'admin', empty.id)).json()).toEqual({
      totalStudents: 0,
      activeStudentsCount: 0,
      studentsWithMentorCount: 0,
      certifiedStudentsCount: 0,
      eligibleForCertificationCount: 0,
    });
  });
});

describe('GET /courses/{courseId}/stats/mentors', () => {
  it('counts all mentors, the active ones and active ones with a corporate e-mail', async () => {
    expect(await (await stats('/mentors')).json()).toEqual({
      mentorsActiveCount: 3,
      mentorsTotalCount: 4,
      mentorsWithCorporateEmailCount: 1,
    });
  });
});

describe('countries', () => {
  it('groups active students by country, largest first then by name, an empty one as "Unknown"', async () => {
    expect(await (await stats('/students/countries')).json()).toEqual({
      countries: [
        { countryName: 'Poland', count: 2 },
        { countryName: 'Unknown', count: 2 },
        { countryName: 'Georgia', count: 1 },
      ],
    });
  });

  it('groups active mentors by country', async () => {
    expect(await (await stats('/mentors/countries')).json()).toEqual({
      countries: [
        { countryName: 'Poland', count: 2 },
        { countryName: 'Georgia', count: 1 },
      ],
    });
  });

  it('groups certified students by country, expelled ones included', async () => {
    expect(await (await stats('/students/certificates/countries')).json()).toEqual({
      countries: [
        { countryName: 'Unknown', count: 2 },
        { countryName: 'Poland', count: 1 },
      ],
    });
  });
});

describe('GET /courses/{courseId}/stats/task/{taskId}/performance', () => {
  it('buckets scores above 0 by score / max: [0, .2) [.2, .5) [.5, .7) [.7, .9) [.9, 1) and 1', async () => {
    // Max 50: 1, 9 minimal; 10, 24 low; 25, 34 moderate; 35, 44 high; 45, 49 exceptional; 50, 50 perfect.
    const response = await stats(`/task/${courseTaskId}/performance`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      totalAchievement: 12,
      minimalAchievement: 2,
      lowAchievement: 2,
      moderateAchievement: 2,
      highAchievement: 2,
      exceptionalAchievement: 2,
      perfectScores: 2,
    });
  });

  it('answers zeros for a task without scores, and 404 for a task of another course', async () => {
    const quiet = await addCourseTask(ctx.db, course.id);
    expect((await (await stats(`/task/${quiet}/performance`)).json()).totalAchievement).toBe(0);
    const foreign = await addCourseTask(ctx.db, ctx.school.courseB.id);
    expect((await stats(`/task/${foreign}/performance`)).status).toBe(404);
    expect((await stats('/task/999999/performance')).status).toBe(404);
    await expectProblemNaming(await stats('/task/x/performance'), 400, 'taskId');
  });

  it('counts nothing for a disabled task (no effective scores, R3.2)', async () => {
    const disabled = await addCourseTask(ctx.db, course.id, { disabled: true });
    const studentId = await addStudent(ctx.db, course.id, (await addUser(ctx.db)).id);
    await ctx.db.insert(taskResults).values({ studentId, courseTaskId: disabled, score: 80 });
    expect((await (await stats(`/task/${disabled}/performance`)).json()).totalAchievement).toBe(0);
  });
});

describe('access: every member of the course, nobody else', () => {
  const paths = ['', '/mentors', '/mentors/countries', '/students/countries', '/students/certificates/countries'];

  it('answers each role of the course and an admin', async () => {
    const { courseA } = ctx.school;
    for (const as of ['student', 'mentor', 'manager', 'supervisor', 'dementor', 'taskOwner', 'admin'] as const) {
      for (const path of paths) expect((await stats(path, as, courseA.id)).status).toBe(200);
    }
  });

  it('refuses a student of another course, a hirer, an activist only, and anonymous', async () => {
    const activist = await addUser(ctx.db);
    await addCourseUser(ctx.db, course.id, activist.id, { isActivist: true });
    for (const path of paths) {
      for (const as of ['otherCourseStudent', 'hirer', activist] as const)
        expect((await stats(path, as)).status).toBe(403);
      expect((await stats(path, 'anonymous')).status).toBe(401);
    }
    expect((await stats(`/task/${courseTaskId}/performance`, 'otherCourseStudent')).status).toBe(403);
  });

  it('answers 400 naming courseId for an id that is not a positive integer', async () => {
    await expectProblemNaming(await stats('', 'admin', '0'), 400, 'courseId');
  });
});
