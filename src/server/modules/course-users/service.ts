import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { courses, courseUsers, users } from '../../db/schema';
import { AppError } from '../../http/problem';
import { displayName } from '../auth';
import type { CourseRolesInput, CourseUsersInput } from './schemas';

type Flags = { isManager: boolean; isSupervisor: boolean; isDementor: boolean; isActivist: boolean };
const flagNames = ['isManager', 'isSupervisor', 'isDementor', 'isActivist'] as const;
const noFlags: Flags = { isManager: false, isSupervisor: false, isDementor: false, isActivist: false };

export async function listCourseUsers(db: DbOrTx, courseId: number) {
  const rows = await db
    .select({
      id: courseUsers.id,
      userId: users.id,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      isManager: courseUsers.isManager,
      isSupervisor: courseUsers.isSupervisor,
      isDementor: courseUsers.isDementor,
      isActivist: courseUsers.isActivist,
    })
    .from(courseUsers)
    .innerJoin(users, eq(users.id, courseUsers.userId))
    .where(eq(courseUsers.courseId, courseId))
    .orderBy(asc(users.githubId), asc(courseUsers.id));
  return rows.map(({ firstName, lastName, ...row }) => ({
    ...row,
    name: displayName({ firstName, lastName, githubId: row.githubId }),
  }));
}

async function assertCourseExists(tx: DbOrTx, courseId: number) {
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw new AppError('not_found', `Course ${courseId} does not exist.`);
}

// A row left with no flag is deleted: a course user exists only while it grants something.
async function saveFlags(tx: DbOrTx, courseId: number, userId: number, flags: Flags, now: Date) {
  if (!flagNames.some((name) => flags[name])) {
    await tx.delete(courseUsers).where(and(eq(courseUsers.courseId, courseId), eq(courseUsers.userId, userId)));
    return;
  }
  await tx
    .insert(courseUsers)
    .values({ courseId, userId, ...flags })
    .onConflictDoUpdate({ target: [courseUsers.courseId, courseUsers.userId], set: { ...flags, updatedAt: now } });
}

// access.md §9 PUT /courses/{courseId}/users: rows of this course only; omitted flags keep their value.
export async function upsertCourseUsers(
  db: Db,
  courseId: number,
  input: CourseUsersInput,
  now: Date,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    await assertCourseExists(tx, courseId);
    const duplicates = input.flatMap((row, index) =>
      input.findIndex((other) => other.userId === row.userId) < index
        ? [{ path: `${index}.userId`, message: 'This user appears more than once' }]
        : [],
    );
    if (duplicates.length)
      throw new AppError('validation', 'Each user may appear once in the list.', { errors: duplicates });
    const userIds = input.map((row) => row.userId);
    const known = await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
    const unknown = userIds.filter((id) => !known.some((row) => row.id === id));
    if (unknown.length) {
      throw new AppError('validation', `Unknown users: ${unknown.join(', ')}.`, {
        errors: input.flatMap((row, index) =>
          unknown.includes(row.userId) ? [{ path: `${index}.userId`, message: 'Unknown user' }] : [],
        ),
      });
    }
    const current = await tx
      .select()
      .from(courseUsers)
      .where(and(eq(courseUsers.courseId, courseId), inArray(courseUsers.userId, userIds)));
    for (const row of input) {
      const existing = current.find((entry) => entry.userId === row.userId) ?? noFlags;
      const flags = Object.fromEntries(flagNames.map((name) => [name, row[name] ?? existing[name]])) as Flags;
      await saveFlags(tx, courseId, row.userId, flags, now);
    }
    return userIds;
  });
}

// access.md §9 PUT /courses/{courseId}/users/{githubId}: omitted flags are false.
export async function setCourseRoles(db: Db, courseId: number, githubId: string, input: CourseRolesInput, now: Date) {
  return db.transaction(async (tx) => {
    await assertCourseExists(tx, courseId);
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.githubId, githubId.toLowerCase()));
    if (!user) throw new AppError('not_found', `No user with the GitHub login "${githubId}".`);
    const flags = Object.fromEntries(flagNames.map((name) => [name, input[name] ?? false])) as Flags;
    await saveFlags(tx, courseId, user.id, flags, now);
    return user.id;
  });
}
