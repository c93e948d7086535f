import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import {
  certificates,
  courseCacheVersions,
  courses,
  courseTasks,
  courseUsers,
  discordServers,
  mentors,
  studentRanks,
  students,
  tasks,
  users,
} from '../../../src/server/db/schema';

// DESIGN.md "Authorization": the eleven personas of the route-by-persona test, all in course A unless noted.
export const personas = [
  'anonymous',
  'newcomer',
  'student',
  'mentor',
  'manager',
  'supervisor',
  'dementor',
  'taskOwner',
  'otherCourseStudent',
  'hirer',
  'admin',
] as const;

export type Persona = (typeof personas)[number];
export type SignedInPersona = Exclude<Persona, 'anonymous'>;
export type TestUser = { id: number; githubId: string };
export type TestCourse = { id: number; alias: string; name: string };

export type School = {
  courseA: TestCourse;
  courseB: TestCourse;
  users: Record<SignedInPersona, TestUser>;
};

type UserRow = typeof users.$inferInsert;
type CourseRow = typeof courses.$inferInsert;
type CourseTaskRow = typeof courseTasks.$inferInsert;

const DAY = 24 * 60 * 60 * 1000;
let sequence = 0;
const next = () => (sequence += 1);

export async function addUser(db: Db, values: Partial<UserRow> = {}): Promise<TestUser> {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({ githubId: `user-${n}`, firstName: 'Test', lastName: `User ${n}`, ...values })
    .returning({ id: users.id, githubId: users.githubId });
  return row;
}

export async function addCourse(db: Db, values: Partial<CourseRow> = {}): Promise<TestCourse> {
  const n = next();
  const [row] = await db
    .insert(courses)
    .values({
      name: `Course ${n}`,
      fullName: `Test course ${n}`,
      alias: `course-${n}`,
      startDate: new Date(Date.UTC(2026, 0, 1) + n * DAY),
      endDate: new Date(Date.UTC(2026, 6, 1) + n * DAY),
      ...values,
    })
    .returning({ id: courses.id, alias: courses.alias, name: courses.name });
  return row;
}

// The ranks given are written to the student's student_rank row (migration 0032), which his insert creates.
export type StudentValues = Partial<typeof students.$inferInsert> & {
  rank?: number | null;
  activeRank?: number | null;
};

export async function addStudent(db: Db, courseId: number, userId: number, values: StudentValues = {}) {
  const { rank, activeRank, ...studentValues } = values;
  const [row] = await db
    .insert(students)
    .values({ courseId, userId, ...studentValues })
    .returning({ id: students.id });
  if (rank !== undefined || activeRank !== undefined) await setRanks(db, row.id, { rank, activeRank });
  return row.id;
}

// A student's stored ranks, as a test sets them (undefined: left as they are).
export async function setRanks(db: Db, studentId: number, ranks: { rank?: number | null; activeRank?: number | null }) {
  await db
    .update(studentRanks)
    .set({ rank: ranks.rank, activeRank: ranks.activeRank })
    .where(eq(studentRanks.studentId, studentId));
}

// A student's stored ranks.
export async function ranksOf(db: Db, studentId: number) {
  const [row] = await db
    .select({ rank: studentRanks.rank, activeRank: studentRanks.activeRank })
    .from(studentRanks)
    .where(eq(studentRanks.studentId, studentId));
  return row ?? { rank: null, activeRank: null };
}

// The course's version of a list (migration 0013), as a request of that list reads it (0 before any): the roster
// (course students list) by default, or the score page's.
export async function rosterVersionOf(db: Db, courseId: number, kind: 'roster' | 'score' = 'roster'): Promise<number> {
  const [row] = await db
    .select({ version: courseCacheVersions[kind] })
    .from(courseCacheVersions)
    .where(eq(courseCacheVersions.courseId, courseId));
  return row?.version ?? 0;
}

export async function addMentor(
  db: Db,
  courseId: number,
  userId: number,
  values: Partial<typeof mentors.$inferInsert> = {},
) {
  const [row] = await db
    .insert(mentors)
    .values({ courseId, userId, ...values })
    .returning({ id: mentors.id });
  return row.id;
}

export async function addCourseUser(
  db: Db,
  courseId: number,
  userId: number,
  flags: Partial<Pick<typeof courseUsers.$inferInsert, 'isManager' | 'isSupervisor' | 'isDementor' | 'isActivist'>>,
) {
  await db.insert(courseUsers).values({ courseId, userId, ...flags });
}

export async function addCourseTask(db: Db, courseId: number, values: Partial<CourseTaskRow> = {}) {
  const n = next();
  const [task] = await db
    .insert(tasks)
    .values({ name: `Task ${n}`, type: 'jstask' })
    .returning({ id: tasks.id });
  const [row] = await db
    .insert(courseTasks)
    .values({
      courseId,
      taskId: task.id,
      studentStartDate: new Date(Date.UTC(2026, 1, 1)),
      studentEndDate: new Date(Date.UTC(2026, 1, 15)),
      ...values,
    })
    .returning({ id: courseTasks.id });
  return row.id;
}

export async function addDiscordServer(db: Db, values: Partial<typeof discordServers.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(discordServers)
    .values({ name: `Discord ${n}`, ...values })
    .returning({ id: discordServers.id, name: discordServers.name });
  return row;
}

// A certificate for a student record (data-model.md §9).
export async function addCertificate(db: Db, studentId: number, issueDate = '2025-12-01') {
  const [row] = await db
    .insert(certificates)
    .values({ studentId, issueDate })
    .returning({ id: certificates.id, publicId: certificates.publicId });
  return row;
}

// Logins are unique per school so that a test file may build more than one school on its database.
export async function buildSchool(db: Db): Promise<School> {
  const n = next();
  const courseA = await addCourse(db, { name: `Course A ${n}`, alias: `course-a-${n}` });
  const courseB = await addCourse(db, { name: `Course B ${n}`, alias: `course-b-${n}` });
  const user = (login: string, values: Partial<UserRow> = {}) => addUser(db, { githubId: `${login}-${n}`, ...values });
  const school: School = {
    courseA,
    courseB,
    users: {
      newcomer: await user('newcomer'),
      student: await user('student'),
      mentor: await user('mentor'),
      manager: await user('manager'),
      supervisor: await user('supervisor'),
      dementor: await user('dementor'),
      taskOwner: await user('taskowner'),
      otherCourseStudent: await user('other-student'),
      hirer: await user('hirer', { isHirer: true }),
      admin: await user('admin', { isAdmin: true }),
    },
  };
  const { users: u } = school;
  await addStudent(db, courseA.id, u.student.id);
  await addMentor(db, courseA.id, u.mentor.id);
  await addCourseUser(db, courseA.id, u.manager.id, { isManager: true });
  await addCourseUser(db, courseA.id, u.supervisor.id, { isSupervisor: true });
  await addCourseUser(db, courseA.id, u.dementor.id, { isDementor: true });
  await addCourseTask(db, courseA.id, { checker: 'taskOwner', taskOwnerId: u.taskOwner.id });
  await addStudent(db, courseB.id, u.otherCourseStudent.id);
  return school;
}
