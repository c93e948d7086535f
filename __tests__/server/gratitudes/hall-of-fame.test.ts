import { certificates, mentors as mentorTable, students as studentTable, users } from '../../../src/server/db/schema';
import { createTestContext, type TestContext } from '../../support/server/context';
import { addGratitudes } from '../../support/server/gratitudes';
import { addCertificate, addCourse, addMentor, addStudent, addUser, type TestUser } from '../../support/server/school';

// access.md §19 GET /mentors-hall-of-fame (public, extra), rules.md R17.5.
let ctx: TestContext;
let mentors: Record<'zed' | 'amy' | 'bea' | 'old', TestUser>;
const courseNames: Record<string, string> = {};

// now = 2026-03-01: "the last 12 months" starts at 2025-03-01.
beforeAll(async () => {
  ctx = await createTestContext();
  const first = await addCourse(ctx.db, { name: 'HoF 2025' });
  const second = await addCourse(ctx.db, { name: 'HoF 2026' });
  courseNames.first = first.name;
  courseNames.second = second.name;
  const mentor = (login: string) => addUser(ctx.db, { githubId: `hof-${login}`, firstName: login, lastName: 'Mentor' });
  mentors = { zed: await mentor('zed'), amy: await mentor('amy'), bea: await mentor('bea'), old: await mentor('old') };
  const mentorIn = {
    zed: [await addMentor(ctx.db, first.id, mentors.zed.id), await addMentor(ctx.db, second.id, mentors.zed.id)],
    amy: [await addMentor(ctx.db, first.id, mentors.amy.id)],
    bea: [await addMentor(ctx.db, second.id, mentors.bea.id)],
    old: [await addMentor(ctx.db, first.id, mentors.old.id)],
  };
  const certify = async (courseId: number, mentorId: number, issueDate: string, user?: TestUser) => {
    const mentee = user ?? (await addUser(ctx.db));
    const studentId = await addStudent(ctx.db, courseId, mentee.id, { mentorId });
    await addCertificate(ctx.db, studentId, issueDate);
    return mentee;
  };
  // zed: two mentees in the first course (one of them certified again in the second course) and one more: 3 distinct.
  const twice = await certify(first.id, mentorIn.zed[0], '2025-06-01');
  await certify(second.id, mentorIn.zed[1], '2026-01-15', twice);
  await certify(first.id, mentorIn.zed[0], '2025-06-01');
  await certify(second.id, mentorIn.zed[1], '2026-01-15');
  // amy and bea: 2 each, so they share rank 2, amy first by login.
  await certify(first.id, mentorIn.amy[0], '2025-03-01');
  await certify(first.id, mentorIn.amy[0], '2025-04-01');
  await certify(second.id, mentorIn.bea[0], '2026-02-01');
  await certify(second.id, mentorIn.bea[0], '2026-02-01');
  // old: 4 mentees, all certified more than a year ago.
  for (let i = 0; i < 4; i += 1) await certify(first.id, mentorIn.old[0], '2025-02-28');
  // A student without a mentor counts for nobody.
  await certify(first.id, null as unknown as number, '2026-01-01');
  await addGratitudes(ctx, [
    { to: mentors.amy.id, from: ctx.school.users.student.id, courseId: null, at: '2026-01-01T00:00:00Z' },
    { to: mentors.amy.id, from: ctx.school.users.student.id, courseId: null, at: '2026-01-02T00:00:00Z' },
  ]);
});
afterAll(() => ctx.close());

type Mentor = {
  rank: number;
  githubId: string;
  name: string;
  totalStudents: number;
  totalGratitudes: number;
  courseStats: { courseName: string; studentsCount: number }[];
};
const hallOfFame = async (query = '') => {
  const response = await ctx.request(`/api/v2/mentors-hall-of-fame${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Mentor[];
};

describe('mentors hall of fame (R17.5)', () => {
  it('ranks mentors by distinct mentees certified in the last 12 months, for anyone', async () => {
    const mentorsOfTheYear = await hallOfFame();
    expect(mentorsOfTheYear.map((mentor) => [mentor.githubId, mentor.totalStudents, mentor.rank])).toEqual([
      ['hof-zed', 3, 1],
      ['hof-amy', 2, 2],
      ['hof-bea', 2, 2],
    ]);
    expect(mentorsOfTheYear[0]).toEqual({
      rank: 1,
      githubId: 'hof-zed',
      name: 'zed Mentor',
      totalStudents: 3,
      totalGratitudes: 0,
      courseStats: [
        { courseName: courseNames.first, studentsCount: 2 },
        { courseName: courseNames.second, studentsCount: 2 },
      ],
    });
    expect(mentorsOfTheYear[1].totalGratitudes).toBe(2);
  });

  it('counts every certificate ever with allTime=true', async () => {
    const ever = await hallOfFame('?allTime=true');
    expect(ever.map((mentor) => [mentor.githubId, mentor.totalStudents, mentor.rank])).toEqual([
      ['hof-old', 4, 1],
      ['hof-zed', 3, 2],
      ['hof-amy', 2, 3],
      ['hof-bea', 2, 3],
    ]);
  });

  it('keeps its answer for an hour on one instance', async () => {
    const late = await addUser(ctx.db);
    const [mentorRecord] = [await addMentor(ctx.db, ctx.school.courseA.id, mentors.bea.id)];
    const studentId = await addStudent(ctx.db, ctx.school.courseA.id, late.id, { mentorId: mentorRecord });
    await addCertificate(ctx.db, studentId, '2026-02-20');
    expect((await hallOfFame()).find((mentor) => mentor.githubId === 'hof-bea')?.totalStudents).toBe(2);
    ctx.clock.advance(60 * 60 * 1000 + 1);
    const fresh = await hallOfFame();
    expect(fresh.slice(0, 2).map((mentor) => [mentor.githubId, mentor.totalStudents, mentor.rank])).toEqual([
      ['hof-bea', 3, 1],
      ['hof-zed', 3, 1],
    ]);
  });

  it('answers the top 100 and everyone tied with the 100th, no one below', async () => {
    const course = await addCourse(ctx.db);
    const bulkMentors = await ctx.db
      .insert(users)
      .values(Array.from({ length: 120 }, (_, i) => ({ githubId: `hof-bulk-${String(i).padStart(3, '0')}` })))
      .returning({ id: users.id });
    const mentorRows = await ctx.db
      .insert(mentorTable)
      .values(bulkMentors.map((user) => ({ courseId: course.id, userId: user.id })))
      .returning({ id: mentorTable.id });
    // 100 mentors with two mentees each share rank 3 with amy; 20 with one mentee would be 104th.
    const menteesOf = mentorRows.flatMap((mentor, i) => (i < 100 ? [mentor.id, mentor.id] : [mentor.id]));
    const menteeUsers = await ctx.db
      .insert(users)
      .values(menteesOf.map((_, i) => ({ githubId: `hof-mentee-${i}` })))
      .returning({ id: users.id });
    const studentRows = await ctx.db
      .insert(studentTable)
      .values(menteeUsers.map((user, i) => ({ courseId: course.id, userId: user.id, mentorId: menteesOf[i] })))
      .returning({ id: studentTable.id });
    await ctx.db
      .insert(certificates)
      .values(studentRows.map((student) => ({ studentId: student.id, issueDate: '2026-02-01' })));
    ctx.clock.advance(60 * 60 * 1000 + 1);
    const top = await hallOfFame();
    expect(top).toHaveLength(103);
    expect(top.slice(0, 4).map((mentor) => [mentor.githubId, mentor.rank])).toEqual([
      ['hof-bea', 1],
      ['hof-zed', 1],
      ['hof-amy', 3],
      ['hof-bulk-000', 3],
    ]);
    expect(top.every((mentor) => mentor.rank <= 3)).toBe(true);
  });

  it('refuses a bad allTime naming it', async () => {
    const response = await ctx.request('/api/v2/mentors-hall-of-fame?allTime=yes');
    expect(response.status).toBe(400);
  });
});
