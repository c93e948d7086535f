import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courses, courseTasks, mentorReviewAssignments, students, tasks, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { gradedTaskColumns, type GradedCourseTask } from './write-task-result';

// Who writes a score, as the routes read it from the session (a manager of the course, admin included; his mentor
// record in the course, if any).
export type ScoreActor = { userId: number; isManager: boolean; mentorId: number | null };

// The course task row, and the same task as the score write reads it (`graded`), in one round trip.
export type ScoredTask = typeof courseTasks.$inferSelect & { graded: GradedCourseTask };

// access.md §0 "Resource binding": a course task of another course answers 404.
export async function findCourseTask(tx: DbOrTx, courseId: number, courseTaskId: number): Promise<ScoredTask> {
  const [row] = await tx
    .select({ courseTask: courseTasks, graded: gradedTaskColumns })
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .innerJoin(courses, eq(courses.id, courseTasks.courseId))
    .where(and(eq(courseTasks.id, courseTaskId), eq(courseTasks.courseId, courseId)));
  if (!row) throw new AppError('not_found', `Course task ${courseTaskId} is not a task of this course.`);
  return { ...row.courseTask, graded: row.graded };
}

export async function findStudentByLogin(tx: DbOrTx, courseId: number, githubId: string) {
  const [row] = await tx
    .select({ id: students.id, userId: students.userId, mentorId: students.mentorId, githubId: users.githubId })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.courseId, courseId), sql`lower(${users.githubId}) = ${githubId.toLowerCase()}`));
  if (!row) throw new AppError('not_found', `"${githubId}" is not a student of this course.`);
  return row;
}

const ownsTask = (actor: ScoreActor, task: ScoredTask) =>
  task.taskOwnerId !== null && task.taskOwnerId === actor.userId;

// Task-level part of rules.md R3.7 (the bulk upload): a manager, or the task owner for his own tasks.
export function assertMayScoreTask(actor: ScoreActor, task: ScoredTask): void {
  if (actor.isManager || ownsTask(actor, task)) return;
  throw new AppError('forbidden', 'Only a manager or the owner of this task may upload its scores.');
}

// rules.md R3.7: a manager; the task owner for tasks he owns; for `mentor` tasks the student's mentor or the mentor
// assigned to that solution (R11); for `assigned` tasks only the assigned mentor. Interview tasks are scored through
// the interview feedback (R10.6). Everyone else 403.
export async function assertMayScoreStudent(
  tx: DbOrTx,
  actor: ScoreActor,
  task: ScoredTask,
  student: { id: number; mentorId: number | null },
  // Whether the actor's mentor record is assigned to this solution, when the caller has read it already.
  assigned?: boolean,
): Promise<void> {
  if (actor.isManager || ownsTask(actor, task)) return;
  const interview = task.type === 'interview' || task.type === 'stage-interview';
  if (actor.mentorId !== null && !interview && (task.checker === 'mentor' || task.checker === 'assigned')) {
    if (task.checker === 'mentor' && student.mentorId === actor.mentorId) return;
    if (assigned !== undefined) {
      if (assigned) return;
      throw new AppError('forbidden', 'You may not score this student on this task.');
    }
    const [assignment] = await tx
      .select({ id: mentorReviewAssignments.id })
      .from(mentorReviewAssignments)
      .where(
        and(
          eq(mentorReviewAssignments.courseTaskId, task.id),
          eq(mentorReviewAssignments.studentId, student.id),
          eq(mentorReviewAssignments.mentorId, actor.mentorId),
        ),
      );
    if (assignment) return;
  }
  throw new AppError('forbidden', 'You may not score this student on this task.');
}
