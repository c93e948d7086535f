import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
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

// access.md §7 GET /courses/aggregate/stats (authenticated), rules.md R21.3: the allowed courses are the caller's own
// (admin: all); `year` picks the allowed ones starting that year, else `ids` ∩ allowed; numbers are summed, country
// counts merged and course tasks listed with the course name. Neither ids nor year → 400.
let ctx: TestContext;
let spring: TestCourse;
let autumn: TestCourse;
let later: TestCourse;
let viewer: TestUser;
let tasks: number[];
beforeAll(async () => {
  ctx = await createTestContext();
  spring = await addCourse(ctx.db, { name: 'Spring 2031', startDate: new Date('2031-02-01T00:00:00Z') });
  autumn = await addCourse(ctx.db, { name: 'Autumn 2031', startDate: new Date('2031-12-31T23:30:00Z') });
  later = await addCourse(ctx.db, { name: 'Winter 2032', startDate: new Date('2032-01-10T00:00:00Z') });
  const country = (countryName: string) => addUser(ctx.db, { countryName });
  for (const course of [spring, autumn, later]) {
    const certified = await addStudent(ctx.db, course.id, (await country('Poland')).id, { totalScore: 100 });
    await addCertificate(ctx.db, certified);
    await addStudent(ctx.db, course.id, (await country('Georgia')).id, { totalScore: 40, isExpelled: true });
    await addMentor(ctx.db, course.id, (await country('Poland')).id);
  }
  await addStudent(ctx.db, autumn.id, (await country('Georgia')).id, { totalScore: 90 });
  tasks = [
    await addCourseTask(ctx.db, spring.id, { studentStartDate: new Date('2031-02-10T00:00:00Z') }),
    await addCourseTask(ctx.db, autumn.id, { studentStartDate: new Date('2032-01-05T00:00:00Z') }),
    await addCourseTask(ctx.db, later.id, { studentStartDate: new Date('2032-01-20T00:00:00Z') }),
    await addCourseTask(ctx.db, spring.id, { disabled: true }),
  ];
  // A supervisor of spring and a mentor of later, an activist of autumn (which grants nothing).
  viewer = await addUser(ctx.db);
  await addCourseUser(ctx.db, spring.id, viewer.id, { isSupervisor: true });
  await addMentor(ctx.db, later.id, viewer.id);
  await addCourseUser(ctx.db, autumn.id, viewer.id, { isActivist: true });
});
afterAll(() => ctx.close());

const aggregate = (query: string, as: Caller = 'admin') =>
  ctx.request(`/api/v2/courses/aggregate/stats${query}`, { as });
const courseNames = async (response: Response) =>
  ((await response.json()) as { courses: { name: string }[] }).courses.map((course) => course.name);

describe('GET /courses/aggregate/stats', () => {
  it('sums the courses that start in the year (UTC) for an admin, merging countries and listing tasks', async () => {
    const response = await aggregate('?year=2031');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.courses).toEqual([
      {
        id: spring.id,
        name: 'Spring 2031',
        fullName: expect.any(String),
        alias: spring.alias,
        startDate: '2031-02-01T00:00:00.000Z',
      },
      {
        id: autumn.id,
        name: 'Autumn 2031',
        fullName: expect.any(String),
        alias: autumn.alias,
        startDate: '2031-12-31T23:30:00.000Z',
      },
    ]);
    expect(body.studentsStats).toEqual({
      totalStudents: 5,
      activeStudentsCount: 3,
      studentsWithMentorCount: 0,
      certifiedStudentsCount: 2,
      // Threshold 70 % of each course's own best total (100): 100 and 100 and 90.
      eligibleForCertificationCount: 3,
    });
    expect(body.mentorsStats).toEqual({
      mentorsActiveCount: 2,
      mentorsTotalCount: 2,
      mentorsWithCorporateEmailCount: 0,
    });
    expect(body.studentsCountries).toEqual({
      countries: [
        { countryName: 'Poland', count: 2 },
        { countryName: 'Georgia', count: 1 },
      ],
    });
    expect(body.mentorsCountries).toEqual({ countries: [{ countryName: 'Poland', count: 2 }] });
    expect(body.studentsCertificatesCountries).toEqual({ countries: [{ countryName: 'Poland', count: 2 }] });
    expect(body.courseTasks).toEqual([
      { id: tasks[0], name: expect.any(String), courseId: spring.id, courseName: 'Spring 2031', maxScore: 100 },
      { id: tasks[1], name: expect.any(String), courseId: autumn.id, courseName: 'Autumn 2031', maxScore: 100 },
    ]);
  });

  it('takes the listed ids when no year is given', async () => {
    expect(await courseNames(await aggregate(`?ids=${later.id},${spring.id},${spring.id}`))).toEqual([
      'Spring 2031',
      'Winter 2032',
    ]);
  });

  it('prefers the year over ids when both are given', async () => {
    expect(await courseNames(await aggregate(`?ids=${spring.id}&year=2032`))).toEqual(['Winter 2032']);
  });

  it("covers only the caller's own courses: an activist role and other courses are left out", async () => {
    expect(await courseNames(await aggregate('?year=2031', viewer))).toEqual(['Spring 2031']);
    const listed = await aggregate(`?ids=${spring.id},${autumn.id},${later.id}`, viewer);
    expect(await courseNames(listed)).toEqual(['Spring 2031', 'Winter 2032']);
  });

  it('answers an empty summary when no allowed course is chosen', async () => {
    const response = await aggregate(`?ids=${spring.id}`, 'newcomer');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      courses: [],
      studentsCountries: { countries: [] },
      studentsStats: {
        totalStudents: 0,
        activeStudentsCount: 0,
        studentsWithMentorCount: 0,
        certifiedStudentsCount: 0,
        eligibleForCertificationCount: 0,
      },
      mentorsCountries: { countries: [] },
      mentorsStats: { mentorsActiveCount: 0, mentorsTotalCount: 0, mentorsWithCorporateEmailCount: 0 },
      courseTasks: [],
      studentsCertificatesCountries: { countries: [] },
    });
  });

  it('answers 400 naming ids without ids and year, and naming the bad parameter', async () => {
    const problem = await expectProblemNaming(await aggregate(''), 400, 'ids');
    expect(problem.errors?.[0].message).toBe('give ids or year');
    await expectProblemNaming(await aggregate('?ids=1,x'), 400, 'ids');
    await expectProblemNaming(await aggregate('?ids='), 400, 'ids');
    await expectProblemNaming(await aggregate('?year=20'), 400, 'year');
    await expectProblemNaming(await aggregate('?year=abcd'), 400, 'year');
  });

  it('answers 401 without a session; never routes to /courses/{courseId}/stats', async () => {
    const response = await aggregate('?year=2031', 'anonymous');
    expect(response.status).toBe(401);
    expect((await readProblem(response)).type).toBe('/problems/unauthenticated');
    expect((await aggregate('?year=2031', 'student')).status).toBe(200);
  });
});
