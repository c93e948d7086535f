import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { courses, mentorRegistries, mentors, students, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import type { SessionData } from '../../session/service';
import type { MentorOptions, MentorOptionsInput } from '../schemas';

async function findTarget(tx: DbOrTx, session: SessionData, githubId: string) {
  if (githubId.toLowerCase() === 'me') return { id: session.id, githubId: session.githubId };
  const [user] = await tx
    .select({ id: users.id, githubId: users.githubId })
    .from(users)
    .where(and(eq(users.githubId, githubId.toLowerCase()), eq(users.obfuscated, false)));
  if (!user) throw new AppError('not_found', `No user with the GitHub login "${githubId}".`);
  return user;
}

// access.md §6: the user himself when the course is pre-selected for him (a live application) or he already mentors
// it; otherwise only the course's manager or an admin.
async function assertMayConfirm(tx: DbOrTx, session: SessionData, userId: number, courseId: number) {
  if (session.isAdmin || session.courses[courseId]?.roles.includes('manager')) return;
  if (userId !== session.id) throw new AppError('forbidden', 'Only the course manager may make someone else a mentor.');
  const [application] = await tx
    .select({ preselectedCourses: mentorRegistries.preselectedCourses, canceled: mentorRegistries.canceled })
    .from(mentorRegistries)
    .where(eq(mentorRegistries.userId, userId));
  const invited = application && !application.canceled && application.preselectedCourses.includes(courseId);
  const [mentor] = await tx
    .select({ id: mentors.id })
    .from(mentors)
    .where(and(eq(mentors.userId, userId), eq(mentors.courseId, courseId)));
  if (!invited && !mentor) throw new AppError('forbidden', 'This course has not invited you to mentor yet.');
}

// rules.md R14.4: the listed students must be active students of this course without a mentor.
async function assignStudents(tx: DbOrTx, courseId: number, mentorId: number, studentIds: number[], now: Date) {
  const unique = [...new Set(studentIds)];
  if (!unique.length) return;
  const rows = await tx
    .select({ id: students.id, isExpelled: students.isExpelled, mentorId: students.mentorId })
    .from(students)
    .where(and(eq(students.courseId, courseId), inArray(students.id, unique)));
  const errors = studentIds.flatMap((id, index) =>
    rows.some((row) => row.id === id) ? [] : [{ path: `students.${index}`, message: `Not a student of this course` }],
  );
  if (errors.length) throw new AppError('validation', 'Invalid students: not students of this course.', { errors });
  const taken = studentIds.flatMap((id, index) => {
    const row = rows.find((item) => item.id === id);
    if (row?.isExpelled) return [{ path: `students.${index}`, message: 'The student is expelled' }];
    if (row?.mentorId && row.mentorId !== mentorId)
      return [{ path: `students.${index}`, message: 'The student already has a mentor' }];
    return [];
  });
  if (taken.length) throw new AppError('conflict', 'Some students cannot become your mentees.', { errors: taken });
  await tx.update(students).set({ mentorId, updatedAt: now }).where(inArray(students.id, unique));
}

async function optionsOf(tx: DbOrTx, mentor: typeof mentors.$inferSelect): Promise<MentorOptions> {
  const mentees = await tx
    .select({ id: students.id, githubId: users.githubId, firstName: users.firstName, lastName: users.lastName })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.mentorId, mentor.id), eq(students.isExpelled, false)))
    .orderBy(asc(users.githubId), asc(students.id));
  return {
    maxStudentsLimit: mentor.maxStudentsLimit,
    preferedStudentsLocation: mentor.studentsPreference,
    students: mentees.map(({ id, githubId, firstName, lastName }) => ({
      id,
      githubId,
      name: displayName({ firstName, lastName, githubId }),
    })),
  };
}

// access.md §6 POST /course/{courseId}/mentors/{githubId}: creates or updates the mentor record. Returns the user
// whose roles changed, so the caller drops his cached session (rules.md R14.4).
export async function confirmMentor(
  db: Db,
  session: SessionData,
  courseId: number,
  githubId: string,
  input: MentorOptionsInput,
  now: Date,
): Promise<{ userId: number; options: MentorOptions }> {
  return db.transaction(async (tx) => {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!course) throw new AppError('not_found', `Course ${courseId} does not exist.`);
    const target = await findTarget(tx, session, githubId);
    await assertMayConfirm(tx, session, target.id, courseId);
    if ((input.students?.length ?? 0) > input.maxStudentsLimit) {
      throw new AppError('validation', 'Invalid students: more than maxStudentsLimit.', {
        errors: [{ path: 'students', message: `At most ${input.maxStudentsLimit} students` }],
      });
    }
    const values = { maxStudentsLimit: input.maxStudentsLimit, studentsPreference: input.preferedStudentsLocation };
    const [mentor] = await tx
      .insert(mentors)
      .values({ courseId, userId: target.id, ...values, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [mentors.courseId, mentors.userId], set: { ...values, updatedAt: now } })
      .returning();
    if (mentor.isExpelled) {
      throw new AppError('conflict', 'This mentor is expelled from the course; the course manager can restore him.');
    }
    await assignStudents(tx, courseId, mentor.id, input.students ?? [], now);
    return { userId: target.id, options: await optionsOf(tx, mentor) };
  });
}
