import { and, asc, eq, gt, inArray, isNull, lt, notExists, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { courseTasks, students, taskResults, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { lockCourseScores, recomputeCourseRanks } from '../ranks';
import type { BulkExpelInput } from '../schemas';
import { personName } from './names';
import { cancelOpenPairs } from '../../interviews/service/cancel-open-pairs';

// The listed course tasks must be tasks of this course (access.md §0 "Resource binding").
async function assertCourseTasks(tx: DbOrTx, courseId: number, courseTaskIds: number[]) {
  if (!courseTaskIds.length) return;
  const found = await tx
    .select({ id: courseTasks.id })
    .from(courseTasks)
    .where(and(eq(courseTasks.courseId, courseId), inArray(courseTasks.id, courseTaskIds)));
  const unknown = courseTaskIds.filter((id) => !found.some((row) => row.id === id));
  if (unknown.length) {
    throw new AppError('validation', `Not tasks of this course: ${unknown.join(', ')}.`, {
      errors: [{ path: 'criteria.courseTaskIds', message: 'Unknown course task' }],
    });
  }
}

// rules.md R13.4 "tasks not done": an effective score > 0 (R3.2: the task result of a non-disabled task) on one of
// the listed tasks spares the student. Interview pair scores join R3.2 with the interviews issue.
function positiveScoreOn(tx: DbOrTx, courseTaskIds: number[]) {
  return tx
    .select({ id: taskResults.id })
    .from(taskResults)
    .innerJoin(courseTasks, and(eq(courseTasks.id, taskResults.courseTaskId), eq(courseTasks.disabled, false)))
    .where(
      and(
        eq(taskResults.studentId, students.id),
        inArray(taskResults.courseTaskId, courseTaskIds),
        gt(taskResults.score, 0),
      ),
    );
}

// rules.md R13.4: active students of the course matching every given criterion.
async function selectCandidates(tx: DbOrTx, courseId: number, input: BulkExpelInput) {
  const conditions: SQL[] = [eq(students.courseId, courseId), eq(students.isExpelled, false)];
  if (input.options?.keepWithMentor) conditions.push(isNull(students.mentorId));
  if (input.criteria.minScore !== undefined) conditions.push(lt(students.totalScore, input.criteria.minScore));
  const courseTaskIds = input.criteria.courseTaskIds ?? [];
  if (courseTaskIds.length) conditions.push(notExists(positiveScoreOn(tx, courseTaskIds)));
  return tx
    .select({
      id: students.id,
      userId: students.userId,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(...conditions))
    .orderBy(asc(users.githubId), asc(students.id))
    .for('update', { of: students });
}

// rules.md R13.4, one transaction: each student expelled as R13.1 with the given reason, the mentor kept when
// `saveAssigningToMentor`; ranks recomputed once. `dryRun` answers the same list and writes nothing.
export async function bulkExpelStudents(db: Db, courseId: number, input: BulkExpelInput, now: Date) {
  return db.transaction(async (tx) => {
    await assertCourseTasks(tx, courseId, input.criteria.courseTaskIds ?? []);
    // The course score lock before the candidates' rows are locked (see lockCourseScores): no deadlock with a score
    // write shifting their ranks.
    if (!input.dryRun) await lockCourseScores(tx, courseId);
    const candidates = await selectCandidates(tx, courseId, input);
    const expelled = candidates.map((row) => ({
      githubId: row.githubId,
      name: personName(row.firstName, row.lastName, row.githubId),
    }));
    if (input.dryRun || !candidates.length) return { expelled, userIds: [] as number[] };
    const keepMentor = Boolean(input.options?.saveAssigningToMentor);
    await tx
      .update(students)
      .set({
        isExpelled: true,
        selfExpelled: false,
        expellingReason: input.expellingReason ?? null,
        endDate: now,
        updatedAt: now,
        ...(keepMentor ? {} : { mentorId: null }),
      })
      .where(
        inArray(
          students.id,
          candidates.map((row) => row.id),
        ),
      );
    await cancelOpenPairs(tx, { studentIds: candidates.map((row) => row.id) }, now);
    await recomputeCourseRanks(tx, courseId);
    return { expelled, userIds: candidates.map((row) => row.userId) };
  });
}
