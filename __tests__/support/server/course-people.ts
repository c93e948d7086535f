import { eq, getTableColumns } from 'drizzle-orm';
import { mentors, studentRanks, students } from '../../../src/server/db/schema';
import type { TestContext } from './context';
import { addCourse, addCourseUser, addMentor, addStudent, addUser, type TestCourse, type TestUser } from './school';

type StudentValues = Parameters<typeof addStudent>[3];
type MentorValues = Parameters<typeof addMentor>[3];
type UserValues = Parameters<typeof addUser>[1];

export type EnrolledStudent = { user: TestUser; studentId: number };
export type EnrolledMentor = { user: TestUser; mentorId: number };
// A fresh course staffed by the school's personas: manager, supervisor, dementor, and the mentor persona as mentor.
export type StaffedCourse = TestCourse & { personaMentorId: number };

export async function staffedCourse(ctx: TestContext): Promise<StaffedCourse> {
  const course = await addCourse(ctx.db);
  const { users } = ctx.school;
  await addCourseUser(ctx.db, course.id, users.manager.id, { isManager: true });
  await addCourseUser(ctx.db, course.id, users.supervisor.id, { isSupervisor: true });
  await addCourseUser(ctx.db, course.id, users.dementor.id, { isDementor: true });
  // Roles written straight to the database: the personas' cached sessions must not hide them.
  ctx.sessionCache.clear();
  return { ...course, personaMentorId: await addMentor(ctx.db, course.id, users.mentor.id) };
}

export async function enrolStudent(
  ctx: TestContext,
  courseId: number,
  values: StudentValues = {},
  user: UserValues = {},
): Promise<EnrolledStudent> {
  const created = await addUser(ctx.db, user);
  return { user: created, studentId: await addStudent(ctx.db, courseId, created.id, values) };
}

export async function enrolMentor(
  ctx: TestContext,
  courseId: number,
  values: MentorValues = {},
  user: UserValues = {},
): Promise<EnrolledMentor> {
  const created = await addUser(ctx.db, user);
  return { user: created, mentorId: await addMentor(ctx.db, courseId, created.id, values) };
}

// The student's row with his ranks (student_rank, migration 0032).
export const studentRow = async (ctx: TestContext, studentId: number) =>
  (
    await ctx.db
      .select({ ...getTableColumns(students), rank: studentRanks.rank, activeRank: studentRanks.activeRank })
      .from(students)
      .leftJoin(studentRanks, eq(studentRanks.studentId, students.id))
      .where(eq(students.id, studentId))
  )[0];

export const mentorRow = async (ctx: TestContext, mentorId: number) =>
  (await ctx.db.select().from(mentors).where(eq(mentors.id, mentorId)))[0];
