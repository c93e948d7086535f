import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courses, courseTasks, students, tasks, type TaskType } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { applyScore, scoreApplicationOf } from './apply-score';
import { notifiesStudent, notifyTaskGrades, type GradedTask } from './notify-task-grade';

export const SYSTEM_AUTHOR = 0;
export const CROSS_CHECK_AUTHOR = -1;
export const MAX_COMMENT_LENGTH = 8000;

export type TaskResultInput = {
  studentId: number;
  courseTaskId: number;
  score: number;
  comment?: string | null;
  githubPrUrl?: string | null;
  // A user id; 0 = system (auto-tests), -1 = cross-check completion (R3.1).
  authorId: number;
};

export type TaskResultWrite = {
  status: 'created' | 'updated' | 'skipped';
  studentId: number;
  courseTaskId: number;
  score: number;
  previousScore: number | null;
};

// The task as a score write needs it: its limits and, for the taskGrade notification (R3.1), the task name,
// effective type and course alias.
export const gradedTaskColumns = {
  id: courseTasks.id,
  courseId: courseTasks.courseId,
  maxScore: courseTasks.maxScore,
  disabled: courseTasks.disabled,
  name: tasks.name,
  type: sql<TaskType>`coalesce(${courseTasks.type}, ${tasks.type})`,
  courseAlias: courses.alias,
};

export type GradedCourseTask = { id: number; courseId: number; maxScore: number; disabled: boolean } & GradedTask;

export function assertTaskOpen<T extends { disabled: boolean }>(task: T | undefined, courseTaskId: number): T {
  if (!task) throw new AppError('not_found', `Course task ${courseTaskId} was not found.`);
  if (task.disabled) throw new AppError('conflict', 'The task has been removed from the course.');
  return task;
}

export async function loadCourseTask(tx: DbOrTx, courseTaskId: number): Promise<GradedCourseTask> {
  const [task] = await tx
    .select(gradedTaskColumns)
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .innerJoin(courses, eq(courses.id, courseTasks.courseId))
    .where(eq(courseTasks.id, courseTaskId));
  return assertTaskOpen(task, courseTaskId);
}

export function validScore(score: number, maxScore: number): number {
  const rounded = Math.round(score);
  if (!Number.isFinite(rounded) || rounded < 0 || rounded > maxScore) {
    throw new AppError('validation', `The score must be between 0 and ${maxScore}.`, {
      errors: [{ path: 'score', message: `must be between 0 and ${maxScore}` }],
    });
  }
  return rounded;
}

export function validComment(comment: string | null | undefined): void {
  if (comment && comment.length > MAX_COMMENT_LENGTH) {
    throw new AppError('validation', `The comment is longer than ${MAX_COMMENT_LENGTH} characters.`, {
      errors: [{ path: 'comment', message: `must be at most ${MAX_COMMENT_LENGTH} characters` }],
    });
  }
}

// Rows the caller has already read in this transaction (the single score route), so that they are not read twice.
export type KnownScoreRows = { task?: GradedCourseTask; student?: { id: number; userId: number } };

// rules.md R3.1, the one path for every score write (mentor, task owner, manager, bulk upload, auto-test,
// cross-check completion, team submit). Runs inside the caller's transaction; totals and ranks are current when it
// returns. Writes of one course are serialized by the course score lock, so concurrent writes end consistent.
export async function writeTaskResult(
  tx: DbOrTx,
  input: TaskResultInput,
  now: Date,
  known: KnownScoreRows = {},
): Promise<TaskResultWrite> {
  const task =
    known.task?.id === input.courseTaskId
      ? assertTaskOpen(known.task, input.courseTaskId)
      : await loadCourseTask(tx, input.courseTaskId);
  const score = validScore(input.score, task.maxScore);
  validComment(input.comment);
  const student =
    known.student?.id === input.studentId
      ? known.student
      : (
          await tx
            .select({ id: students.id, userId: students.userId })
            .from(students)
            .where(and(eq(students.id, input.studentId), eq(students.courseId, task.courseId)))
        )[0];
  if (!student) throw new AppError('not_found', 'The student does not study in the course of this task.');

  // applyScore takes the course score lock; the notification below is queued under it, before the caller commits.
  const applied = await applyScore(tx, scoreApplicationOf(task.courseId, input, score, now));
  const { outcome, previousScore } = applied;
  // No expectation was given, so the write cannot be stale.
  if (outcome === 'stale') throw new Error('A score write without an expectation came back stale.');
  const base = { studentId: input.studentId, courseTaskId: input.courseTaskId, score };
  if (outcome !== 'skipped' && previousScore !== score && notifiesStudent(task, input.authorId)) {
    const grade = { userId: student.userId, score, previousScore, comment: input.comment ?? applied.previousComment };
    await notifyTaskGrades(tx, task, [grade], now);
  }
  return { ...base, status: outcome, previousScore };
}
