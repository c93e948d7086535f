import { eq } from 'drizzle-orm';
import { certificates, courses, courseTasks, students, taskResults, users } from '@/server/db/schema';
import { cachedCard, statsVersion } from '@/server/modules/course-stats/service/stats-cache';
import { createTestContext, type TestContext } from '../../support/server/context';
import {
  addCertificate,
  addCourse,
  addCourseTask,
  addMentor,
  addStudent,
  addUser,
  type TestCourse,
  type TestUser,
} from '../../support/server/school';

// DESIGN.md "Performance": the statistics cards are kept per process under their courses' versions (stats-cache.ts).
// Every write any card shows is on the very next read, through a card route and through the aggregate (R21.3), and a
// hit answers exactly what a miss answered.
let ctx: TestContext;
let course: TestCourse;
let member: TestUser;
let memberStudentId: number;
let mentorUserId: number;
let courseTaskId: number;
let resultStudentId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await addCourse(ctx.db, { certificateThreshold: 50 });
  member = await addUser(ctx.db, { countryName: 'Poland' });
  memberStudentId = await addStudent(ctx.db, course.id, member.id, { totalScore: 100 });
  await addStudent(ctx.db, course.id, (await addUser(ctx.db, { countryName: 'Georgia' })).id, { totalScore: 40 });
  const mentorUser = await addUser(ctx.db, { countryName: 'Latvia' });
  mentorUserId = mentorUser.id;
  await addMentor(ctx.db, course.id, mentorUserId);
  courseTaskId = await addCourseTask(ctx.db, course.id, { maxScore: 100 });
  resultStudentId = await addStudent(ctx.db, course.id, (await addUser(ctx.db)).id, { isExpelled: true });
  await ctx.db.insert(taskResults).values({ studentId: resultStudentId, courseTaskId, score: 10 });
});
afterAll(() => ctx.close());

const read = async (path: string) => {
  const response = await ctx.request(`/api/v2/courses/${course.id}/stats${path}`, { as: member });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.json();
};
const aggregate = async () => {
  const response = await ctx.request(`/api/v2/courses/aggregate/stats?ids=${course.id}`, { as: member });
  expect(response.status).toBe(200);
  return response.json();
};

describe('statistics cards kept under the course versions', () => {
  it('answers a hit exactly as the miss before it', async () => {
    for (const path of [
      '',
      '/mentors',
      '/students/countries',
      '/mentors/countries',
      `/task/${courseTaskId}/performance`,
    ])
      expect(await read(path)).toEqual(await read(path));
    expect(await aggregate()).toEqual(await aggregate());
  });

  it('shows an expelled student on the next read of the counts, countries and the aggregate', async () => {
    expect((await read('')).activeStudentsCount).toBe(2);
    expect((await aggregate()).studentsStats.activeStudentsCount).toBe(2);
    const georgia = await read('/students/countries');
    expect(georgia.countries).toContainEqual({ countryName: 'Georgia', count: 1 });
    await ctx.db.update(students).set({ isExpelled: true }).where(eq(students.userId, member.id));
    expect((await read('')).activeStudentsCount).toBe(1);
    expect((await read('/students/countries')).countries).toEqual([{ countryName: 'Georgia', count: 1 }]);
    expect((await aggregate()).studentsStats.activeStudentsCount).toBe(1);
    await ctx.db.update(students).set({ isExpelled: false }).where(eq(students.userId, member.id));
    expect((await read('')).activeStudentsCount).toBe(2);
  });

  it('shows a new certificate and a changed certificate threshold on the next read', async () => {
    expect(await read('')).toMatchObject({ certifiedStudentsCount: 0, eligibleForCertificationCount: 1 });
    expect((await read('/students/certificates/countries')).countries).toEqual([]);
    const certificate = await addCertificate(ctx.db, memberStudentId);
    expect((await read('')).certifiedStudentsCount).toBe(1);
    expect((await read('/students/certificates/countries')).countries).toEqual([{ countryName: 'Poland', count: 1 }]);
    expect((await aggregate()).studentsCertificatesCountries.countries).toEqual([{ countryName: 'Poland', count: 1 }]);
    // Best total 100: at 40 % the student with 40 is eligible too.
    await ctx.db.update(courses).set({ certificateThreshold: 40 }).where(eq(courses.id, course.id));
    expect((await read('')).eligibleForCertificationCount).toBe(2);
    expect((await aggregate()).studentsStats.eligibleForCertificationCount).toBe(2);
    await ctx.db.delete(certificates).where(eq(certificates.id, certificate.id));
    expect((await read('')).certifiedStudentsCount).toBe(0);
  });

  it('shows a changed country of a student or a mentor on the next read', async () => {
    await read('/students/countries');
    await read('/mentors/countries');
    await ctx.db.update(users).set({ countryName: 'Estonia' }).where(eq(users.id, member.id));
    expect((await read('/students/countries')).countries).toContainEqual({ countryName: 'Estonia', count: 1 });
    await ctx.db.update(users).set({ countryName: '' }).where(eq(users.id, mentorUserId));
    expect((await read('/mentors/countries')).countries).toEqual([{ countryName: 'Unknown', count: 1 }]);
    expect((await aggregate()).mentorsCountries.countries).toEqual([{ countryName: 'Unknown', count: 1 }]);
  });

  it("shows a mentor's corporate e-mail on the next read (a column no version follows: never kept)", async () => {
    expect((await read('/mentors')).mentorsWithCorporateEmailCount).toBe(0);
    await ctx.db.update(users).set({ contactsEpamEmail: 'm@epam.com' }).where(eq(users.id, mentorUserId));
    expect((await read('/mentors')).mentorsWithCorporateEmailCount).toBe(1);
    expect((await aggregate()).mentorsStats.mentorsWithCorporateEmailCount).toBe(1);
  });

  it('shows a changed score, a new result and a disabled task on the next read of the performance', async () => {
    const path = `/task/${courseTaskId}/performance`;
    expect(await read(path)).toMatchObject({ totalAchievement: 1, minimalAchievement: 1 });
    await ctx.db.update(taskResults).set({ score: 100 }).where(eq(taskResults.studentId, resultStudentId));
    expect(await read(path)).toMatchObject({ totalAchievement: 1, minimalAchievement: 0, perfectScores: 1 });
    await ctx.db.insert(taskResults).values({ studentId: memberStudentId, courseTaskId, score: 75 });
    expect(await read(path)).toMatchObject({ totalAchievement: 2, highAchievement: 1 });
    await ctx.db.update(courseTasks).set({ disabled: true }).where(eq(courseTasks.id, courseTaskId));
    expect((await read(path)).totalAchievement).toBe(0);
    await ctx.db.update(courseTasks).set({ disabled: false }).where(eq(courseTasks.id, courseTaskId));
    expect((await read(path)).totalAchievement).toBe(2);
  });

  it('keeps nothing for a task of another course: 404 each time, and the right answer once it is there', async () => {
    const other = await addCourse(ctx.db);
    const foreign = await addCourseTask(ctx.db, other.id);
    for (let i = 0; i < 2; i++) {
      const response = await ctx.request(`/api/v2/courses/${course.id}/stats/task/${foreign}/performance`, {
        as: member,
      });
      expect(response.status).toBe(404);
    }
    await ctx.db.update(courseTasks).set({ courseId: course.id }).where(eq(courseTasks.id, foreign));
    expect((await read(`/task/${foreign}/performance`)).totalAchievement).toBe(0);
  });
});

describe('cachedCard', () => {
  it('computes once per version, shares a computation in flight, and does not keep a failure', async () => {
    let calls = 0;
    const compute = async () => ++calls;
    const version = await statsVersion(ctx.db, [course.id]);
    const [first, second] = await Promise.all([
      cachedCard(ctx.db, 'probe', [course.id], version, compute),
      cachedCard(ctx.db, 'probe', [course.id], version, compute),
    ]);
    expect([first, second, calls]).toEqual([1, 1, 1]);
    expect(await cachedCard(ctx.db, 'probe', [course.id], `${version}+`, compute)).toBe(2);
    const failing = () => Promise.reject(new Error('boom'));
    await expect(cachedCard(ctx.db, 'failing', [course.id], version, failing)).rejects.toThrow('boom');
    expect(await cachedCard(ctx.db, 'failing', [course.id], version, compute)).toBe(3);
  });

  it('reads one version text for several courses, whatever their order, and none for a missing course', async () => {
    const other = await addCourse(ctx.db);
    const both = await statsVersion(ctx.db, [other.id, course.id]);
    expect(both).toBe(await statsVersion(ctx.db, [course.id, other.id]));
    expect(both.split(',')).toHaveLength(2);
    expect(await statsVersion(ctx.db, [999_999])).toBe('');
    expect(await statsVersion(ctx.db, [])).toBe('');
  });
});
