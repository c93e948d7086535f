import { and, asc, count, desc, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { courseTasks, mentorReviewAssignments, students, taskResults, taskSolutions } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { MentorDashboardItem } from '../schemas';
import { dashboardRows, mentorCheckers, toDashboardItem } from './dashboard';
import type { OwnedMentor } from './owner';

const MAX_ATTEMPTS = 5;

// rules.md R11.5 candidates: unscored, unassigned solutions of mentor-checked enabled tasks of active students without
// a mentor (never the mentor's own solution, should he also study in the course).
function candidateConditions(mentor: OwnedMentor) {
  return and(
    eq(courseTasks.courseId, mentor.courseId),
    eq(courseTasks.disabled, false),
    inArray(courseTasks.checker, [...mentorCheckers]),
    eq(students.isExpelled, false),
    isNull(students.mentorId),
    ne(students.userId, mentor.userId),
    notExists(
      sql`(select 1 from ${mentorReviewAssignments} where ${mentorReviewAssignments.courseTaskId} = ${taskSolutions.courseTaskId} and ${mentorReviewAssignments.studentId} = ${taskSolutions.studentId})`,
    ),
    notExists(
      sql`(select 1 from ${taskResults} where ${taskResults.courseTaskId} = ${taskSolutions.courseTaskId} and ${taskResults.studentId} = ${taskSolutions.studentId})`,
    ),
  );
}

const candidates = (db: DbOrTx, mentor: OwnedMentor) =>
  db
    .select({ id: taskSolutions.id, courseTaskId: taskSolutions.courseTaskId, studentId: taskSolutions.studentId })
    .from(taskSolutions)
    .innerJoin(courseTasks, eq(courseTasks.id, taskSolutions.courseTaskId))
    .innerJoin(students, eq(students.id, taskSolutions.studentId))
    .where(candidateConditions(mentor));

// access.md §21 GET random-task, §0.2 decision 12: a read-only count.
export async function countRandomTasks(db: DbOrTx, mentor: OwnedMentor) {
  const [row] = await db
    .select({ available: count() })
    .from(taskSolutions)
    .innerJoin(courseTasks, eq(courseTasks.id, taskSolutions.courseTaskId))
    .innerJoin(students, eq(students.id, taskSolutions.studentId))
    .where(candidateConditions(mentor));
  return { available: row.available };
}

// rules.md R11.5 POST: the first candidate (highest total score, oldest submission, lowest id) is locked with
// `skip locked`, so concurrent calls each take a different solution; the unique (course_task_id, student_id) of the
// assignment is the last guard, and a lost race simply tries the next candidate.
export async function assignRandomTask(db: Db, mentor: OwnedMentor, now: Date): Promise<MentorDashboardItem> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const assigned = await db.transaction(async (tx) => {
      const [candidate] = await candidates(tx, mentor)
        .orderBy(desc(students.totalScore), asc(taskSolutions.createdAt), asc(taskSolutions.id))
        .limit(1)
        .for('update', { of: taskSolutions, skipLocked: true });
      if (!candidate) throw new AppError('not_found', 'Task for review was not found');
      const inserted = await tx
        .insert(mentorReviewAssignments)
        .values({
          courseTaskId: candidate.courseTaskId,
          studentId: candidate.studentId,
          mentorId: mentor.id,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: mentorReviewAssignments.id });
      if (inserted.length === 0) return undefined;
      const [row] = await dashboardRows(tx, mentor.courseId, eq(taskSolutions.id, candidate.id));
      return toDashboardItem(row, mentor.id);
    });
    if (assigned) return assigned;
  }
  throw new AppError('conflict', 'Other mentors took the available solutions at the same time; try again.');
}
