import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courses, courseTasks, crossCheckPairs, students, tasks, users, type TaskType } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';

// Who calls: the session's user; the service finds his student record itself, so an expulsion is seen at once.
export type CrossCheckActor = { userId: number; githubId: string };

const crossCheckTaskColumns = {
  id: courseTasks.id,
  courseId: courseTasks.courseId,
  taskId: courseTasks.taskId,
  checker: courseTasks.checker,
  status: courseTasks.crossCheckStatus,
  scoreRule: courseTasks.crossCheckScoreRule,
  maxScore: courseTasks.maxScore,
  crossCheckEndDate: courseTasks.crossCheckEndDate,
  disabled: courseTasks.disabled,
  name: tasks.name,
  type: sql<TaskType>`coalesce(${courseTasks.type}, ${tasks.type})`,
  courseAlias: courses.alias,
};

export type CrossCheckTask = {
  id: number;
  courseId: number;
  taskId: number;
  status: 'initial' | 'distributed' | 'completed';
  scoreRule: 'topMean' | 'median' | 'trimmedMean';
  maxScore: number;
  crossCheckEndDate: Date | null;
  name: string;
  type: TaskType;
  courseAlias: string;
};

// access.md §0 "Resource binding": a course task of another course (or removed) answers 404; a task that is not a
// cross-check is in the wrong state for these actions (409, as the submit of access.md §15 answers).
// `courseId` null: any course (the background sweep). `lock`: 'share' keeps the status from changing under a review
// or a message; completion takes 'update'.
export async function findCrossCheckTask(
  tx: DbOrTx,
  courseId: number | null,
  courseTaskId: number,
  lock?: 'share' | 'update',
): Promise<CrossCheckTask> {
  const query = tx
    .select(crossCheckTaskColumns)
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .innerJoin(courses, eq(courses.id, courseTasks.courseId))
    .where(and(eq(courseTasks.id, courseTaskId), courseId === null ? undefined : eq(courseTasks.courseId, courseId)));
  const [task] = lock ? await query.for(lock, { of: courseTasks }) : await query;
  if (!task || task.disabled)
    throw new AppError('not_found', `Course task ${courseTaskId} is not a task of this course.`);
  if (task.checker !== 'crossCheck') {
    throw new AppError('conflict', `Course task ${courseTaskId} is not a cross-check task.`);
  }
  return task;
}

export type CourseStudent = { id: number; userId: number; githubId: string; name: string; isExpelled: boolean };

const studentColumns = {
  id: students.id,
  userId: students.userId,
  isExpelled: students.isExpelled,
  githubId: users.githubId,
  firstName: users.firstName,
  lastName: users.lastName,
};

type StudentRow = { id: number; userId: number; isExpelled: boolean; githubId: string } & {
  firstName: string | null;
  lastName: string | null;
};
const toCourseStudent = ({ firstName, lastName, ...row }: StudentRow): CourseStudent => ({
  ...row,
  name: displayName({ firstName, lastName, githubId: row.githubId }),
});

// The caller's own student record in the course (the policy already proved that he holds the student role).
export async function actorStudent(tx: DbOrTx, courseId: number, actor: CrossCheckActor): Promise<CourseStudent> {
  const [row] = await tx
    .select(studentColumns)
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.courseId, courseId), eq(students.userId, actor.userId)));
  if (!row) throw new AppError('forbidden', 'You are not a student of this course.');
  return toCourseStudent(row);
}

// A student of the course by GitHub login, any letter case (access.md §0 "Path params").
export async function studentByLogin(tx: DbOrTx, courseId: number, githubId: string): Promise<CourseStudent> {
  const [row] = await tx
    .select(studentColumns)
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.courseId, courseId), sql`lower(${users.githubId}) = ${githubId.toLowerCase()}`));
  if (!row) throw new AppError('not_found', `"${githubId}" is not a student of this course.`);
  return toCourseStudent(row);
}

// rules.md R4.1: every student write requires an active student (the owner rule "active", 403).
export function assertActive(student: CourseStudent): void {
  if (student.isExpelled) throw new AppError('forbidden', 'Only an active student of the course may do this.');
}

// access.md §15 owner rule "caller is an assigned reviewer of githubId": a solution that is not assigned to the
// caller is refused with 403 (access.md §0.1 "+ owner"), and nothing about it is returned.
export async function assertAssignedReviewer(
  tx: DbOrTx,
  courseTaskId: number,
  reviewer: CourseStudent,
  author: CourseStudent,
): Promise<void> {
  const [pair] = await tx
    .select({ id: crossCheckPairs.id })
    .from(crossCheckPairs)
    .where(
      and(
        eq(crossCheckPairs.courseTaskId, courseTaskId),
        eq(crossCheckPairs.checkerId, reviewer.id),
        eq(crossCheckPairs.studentId, author.id),
      ),
    );
  if (!pair) {
    throw new AppError('forbidden', `The solution of "${author.githubId}" is not assigned to you for review.`);
  }
}

export const crossCheckSubmitLink = (task: Pick<CrossCheckTask, 'id' | 'courseAlias'>) =>
  `/course/student/cross-check-submit?course=${encodeURIComponent(task.courseAlias)}&taskId=${task.id}`;

export const crossCheckReviewLink = (task: Pick<CrossCheckTask, 'id' | 'courseAlias'>, authorGithubId: string) =>
  `/course/student/cross-check-review?course=${encodeURIComponent(task.courseAlias)}&taskId=${task.id}` +
  `&githubId=${encodeURIComponent(authorGithubId)}`;
