import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { taskVerifications, type TaskType } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { VerificationInput } from '../schemas';
import { writeBestResult } from './best-result';
import { findActiveStudent, findCourseTask, type CourseTaskForVerification } from './find';
import { assertAttemptAllowed, HOUR, RetryLaterError } from './gate';
import { checkAnswers, gradeSelfCheck, readSelfCheckTest } from './self-check';
import { toVerification } from './views';

type Caller = { userId: number; githubId: string };

// Task types whose external check needs the student's repository (pages.md §2 "repository URL for code tasks").
const repositoryTypes: readonly TaskType[] = ['jstask', 'kotlintask', 'objctask', 'htmltask', 'codejam'];

const invalid = (path: string, message: string) => new AppError('validation', message, { errors: [{ path, message }] });

async function completedAttempts(tx: DbOrTx, studentId: number, courseTaskId: number) {
  const filter = and(
    eq(taskVerifications.studentId, studentId),
    eq(taskVerifications.courseTaskId, courseTaskId),
    eq(taskVerifications.status, 'completed'),
  );
  const [{ total }] = await tx.select({ total: count() }).from(taskVerifications).where(filter);
  const [last] = await tx
    .select({ createdAt: taskVerifications.createdAt })
    .from(taskVerifications)
    .where(filter)
    .orderBy(desc(taskVerifications.createdAt))
    .limit(1);
  return { total, lastAt: last?.createdAt };
}

// rules.md R9.3: grade a self-check test at once and keep the best score.
async function submitSelfCheck(
  tx: DbOrTx,
  courseTask: CourseTaskForVerification,
  studentId: number,
  input: VerificationInput,
  now: Date,
) {
  if (input.url || input.githubRepoName || input.notebook) {
    throw invalid('answers', 'A self-check test takes answers only.');
  }
  const test = readSelfCheckTest(courseTask.attributes);
  const answers = checkAnswers(test, input.answers);
  const attempts = await completedAttempts(tx, studentId, courseTask.id);
  const hours = test.oneAttemptPerNumberOfHours;
  if (hours > 0 && attempts.lastAt && now.getTime() - attempts.lastAt.getTime() < hours * HOUR) {
    const nextAt = new Date(attempts.lastAt.getTime() + hours * HOUR);
    throw new RetryLaterError(`Next submit is possible at ${nextAt.toISOString()}.`, nextAt, now);
  }
  const usedUp = attempts.total >= test.maxAttemptsNumber;
  if (usedUp && test.strictAttemptsMode) throw new AppError('conflict', 'No attempts left');
  const grade = gradeSelfCheck(test, answers, courseTask.maxScore, usedUp);
  const [row] = await tx
    .insert(taskVerifications)
    .values({
      studentId,
      courseTaskId: courseTask.id,
      status: 'completed',
      score: grade.score,
      details: grade.details,
      answers: grade.answers,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await writeBestResult(tx, studentId, courseTask.id, grade.score, now);
  return row;
}

// rules.md R9.5: other auto-checked tasks wait in a pending row for the external checker.
async function submitExternal(
  tx: DbOrTx,
  courseTask: CourseTaskForVerification,
  studentId: number,
  caller: Caller,
  input: VerificationInput,
  now: Date,
) {
  if (input.answers) throw invalid('answers', 'Answers are accepted for self-check tests only.');
  if (courseTask.type === 'ipynb' && !input.notebook) throw invalid('notebook', 'Upload the notebook (.ipynb).');
  if (repositoryTypes.includes(courseTask.type) && !input.url && !input.githubRepoName) {
    throw invalid('url', 'Enter the URL of your repository.');
  }
  const payload = {
    githubId: caller.githubId,
    taskType: courseTask.type,
    ...(input.url ? { url: input.url } : {}),
    githubRepoName: input.githubRepoName ?? courseTask.githubRepoName,
    ...(input.notebook ? { notebook: input.notebook } : {}),
  };
  const [row] = await tx
    .insert(taskVerifications)
    .values({ studentId, courseTaskId: courseTask.id, status: 'pending', payload, createdAt: now, updatedAt: now })
    .returning();
  return row;
}

// access.md §8 POST .../verifications.
export async function submitVerification(
  db: Db,
  courseId: number,
  courseTaskId: number,
  caller: Caller,
  input: VerificationInput,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const courseTask = await findCourseTask(tx, courseId, courseTaskId);
    // The student row is locked: two attempts of one student queue, so the attempt count cannot be raced.
    const student = await findActiveStudent(tx, courseId, caller.userId);
    if (courseTask.checker !== 'auto-test') throw new AppError('conflict', 'This task is not checked automatically.');
    await assertAttemptAllowed(tx, courseTask, student.id, now);
    const row =
      courseTask.type === 'selfeducation'
        ? await submitSelfCheck(tx, courseTask, student.id, input, now)
        : await submitExternal(tx, courseTask, student.id, caller, input, now);
    return toVerification(row);
  });
}
