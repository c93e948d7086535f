import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { taskResults } from '../../../db/schema';
import { buildNotificationRows } from '../../notifications';
import { scoreApplicationOf } from './apply-score';
import { notifiesStudent, taskGradeItems } from './notify-task-grade';
import { applyScoreQueued } from './score-queue';
import {
  assertTaskOpen,
  validComment,
  validScore,
  type GradedCourseTask,
  type TaskResultInput,
  type TaskResultWrite,
} from './write-task-result';

// rules.md R3.1 for a caller with no transaction of its own (the score route), same rules as writeTaskResult. Every
// read happens before the course score lock: the result row as it stands (an unchanged score, comment and PR URL is
// skipped right there, R3.1 "no-op", without the lock), and the taskGrade outbox rows built from it. The write is
// then one statement, its own transaction: lock, result, totals, ranks and outbox rows, committed on the server
// without a round trip to this process, so a course's lock is held only as long as the database works on it (the
// rate of ten mentors scoring one course); writes of the course that arrive meanwhile share the next such statement
// (score-queue.ts). Returns null when another write changed the row between the read and the
// lock, having written nothing: the caller then writes in a transaction (writeTaskResult).
export async function writeTaskResultAlone(
  db: Db,
  input: TaskResultInput,
  now: Date,
  known: {
    task: GradedCourseTask;
    student: { id: number; userId: number };
    // The result row as the caller read it (null: none); read here when not given.
    existing?: { score: number; comment: string | null; githubPrUrl: string | null } | null;
  },
): Promise<TaskResultWrite | null> {
  const task = assertTaskOpen(known.task, input.courseTaskId);
  const score = validScore(input.score, task.maxScore);
  validComment(input.comment);
  const existing =
    known.existing !== undefined
      ? known.existing
      : (
          await db
            .select({ score: taskResults.score, comment: taskResults.comment, githubPrUrl: taskResults.githubPrUrl })
            .from(taskResults)
            .where(and(eq(taskResults.studentId, input.studentId), eq(taskResults.courseTaskId, input.courseTaskId)))
        )[0];
  const base = { studentId: input.studentId, courseTaskId: input.courseTaskId, score };
  const unchanged =
    existing &&
    existing.score === score &&
    (input.comment === undefined || input.comment === existing.comment) &&
    (input.githubPrUrl === undefined || input.githubPrUrl === existing.githubPrUrl);
  if (unchanged) return { ...base, status: 'skipped', previousScore: existing.score };

  const previousScore = existing ? existing.score : null;
  const grade = {
    userId: known.student.userId,
    score,
    previousScore,
    comment: input.comment ?? existing?.comment ?? null,
  };
  const notify = previousScore !== score && notifiesStudent(task, input.authorId);
  const outbox = notify ? await buildNotificationRows(db, taskGradeItems(task, [grade]), now) : [];
  const applied = await applyScoreQueued(db, {
    ...scoreApplicationOf(task.courseId, input, score, now),
    expected: existing ?? null,
    outbox,
  });
  if (applied.outcome === 'stale') return null;
  return { ...base, status: applied.outcome, previousScore: applied.previousScore };
}
