import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { crossCheckPairs, students, taskSolutions, users } from '../../../db/schema';
import { holdsCourseRole } from '../../../http/access';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session';
import type { CrossCheckSolution, CrossCheckSolutionInput } from '../schemas';
import { findCrossCheckCourseTask, type CrossCheckCourseTask } from './find-task';

type Author = { id: number; userId: number; githubId: string; isExpelled: boolean };

// access.md §0 "Path params": a login in any letter case, or `me` for the caller.
async function findAuthor(tx: DbOrTx, courseId: number, githubId: string, session: SessionData): Promise<Author> {
  const login = githubId.toLowerCase() === 'me' ? session.githubId : githubId;
  const [row] = await tx
    .select({ id: students.id, userId: students.userId, githubId: users.githubId, isExpelled: students.isExpelled })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.courseId, courseId), sql`lower(${users.githubId}) = ${login.toLowerCase()}`));
  if (!row) throw new AppError('not_found', `"${login}" is not a student of this course.`);
  return row;
}

// access.md §15 owner rule of the writes: the author himself (admin passes every owner check, §0.1), and active (R4.1).
function assertAuthorWrites(session: SessionData, author: Author) {
  if (author.userId !== session.id && !session.isAdmin) {
    throw new AppError('forbidden', 'Only the author may change his cross-check solution.');
  }
  if (author.isExpelled) throw new AppError('forbidden', 'You are not an active student of this course.');
}

const toSolution = (row: typeof taskSolutions.$inferSelect): CrossCheckSolution => ({
  id: row.id,
  url: row.url,
  updatedDate: row.updatedAt.toISOString(),
  review: row.review,
  comments: row.comments,
});

// access.md §15 GET .../solutions/{githubId}, §0.2 decision 9: the author, an assigned reviewer of this solution, and
// course staff; anyone else 403. 404 when there is no solution.
export async function getCrossCheckSolution(
  db: DbOrTx,
  session: SessionData,
  courseId: number,
  courseTaskId: number,
  githubId: string,
): Promise<CrossCheckSolution> {
  await findCrossCheckCourseTask(db, courseId, courseTaskId);
  const author = await findAuthor(db, courseId, githubId, session);
  const staff = holdsCourseRole(session, courseId, ['manager', 'supervisor', 'dementor']) || session.isAdmin;
  if (!staff && author.userId !== session.id) {
    const reviewerId = session.courses[courseId]?.studentId ?? null;
    const [pair] = reviewerId
      ? await db
          .select({ id: crossCheckPairs.id })
          .from(crossCheckPairs)
          .where(
            and(
              eq(crossCheckPairs.courseTaskId, courseTaskId),
              eq(crossCheckPairs.studentId, author.id),
              eq(crossCheckPairs.checkerId, reviewerId),
            ),
          )
      : [];
    if (!pair) throw new AppError('forbidden', 'Only the author and his assigned reviewers may see this solution.');
  }
  const [row] = await db
    .select()
    .from(taskSolutions)
    .where(and(eq(taskSolutions.courseTaskId, courseTaskId), eq(taskSolutions.studentId, author.id)));
  if (!row) throw new AppError('not_found', `"${author.githubId}" has not submitted a solution of this task.`);
  return toSolution(row);
}

const invalidUrl = (message: string) => new AppError('validation', message, { errors: [{ path: 'url', message }] });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// rules.md R7.2: the task's URL rules, naming the rule that failed. The pull request must be on the configured GitHub
// (GITHUB_BASE_URL), so a school on GitHub Enterprise checks its own host.
export function checkSolutionUrl(
  url: string,
  githubId: string,
  validations: CrossCheckCourseTask['validations'],
  githubBaseUrl: string,
) {
  if (validations.githubIdInUrl && !url.toLowerCase().includes(githubId.toLowerCase())) {
    throw invalidUrl(`githubIdInUrl: the URL must contain your GitHub login "${githubId}".`);
  }
  const base = githubBaseUrl.replace(/\/+$/, '');
  const pullRequest = new RegExp(`^${escapeRegExp(base)}/[^/\\s?#]+/[^/\\s?#]+/pull/\\d+(?:[/?#]\\S*)?$`, 'i');
  if (validations.githubPrInUrl && !pullRequest.test(url)) {
    throw invalidUrl(`githubPrInUrl: the URL must be a pull request, ${base}/<owner>/<repo>/pull/<number>.`);
  }
}

function assertSubmitWindow(task: CrossCheckCourseTask, now: Date) {
  if (now < task.studentStartDate) throw new AppError('conflict', 'Task has not started');
  if (now > task.studentEndDate) throw new AppError('conflict', 'Deadline has passed');
}

// access.md §15 POST .../solutions/{githubId}, rules.md R7.2: the author's solution within the submit window; a second
// submit replaces the URL, the self-review and the comments.
export async function saveCrossCheckSolution(
  db: Db,
  session: SessionData,
  target: { courseId: number; courseTaskId: number; githubId: string },
  input: CrossCheckSolutionInput,
  context: { now: Date; githubBaseUrl: string },
): Promise<void> {
  const { courseId, courseTaskId } = target;
  const { now } = context;
  await db.transaction(async (tx) => {
    const task = await findCrossCheckCourseTask(tx, courseId, courseTaskId, 'share');
    const author = await findAuthor(tx, courseId, target.githubId, session);
    assertAuthorWrites(session, author);
    assertSubmitWindow(task, now);
    checkSolutionUrl(input.url, author.githubId, task.validations, context.githubBaseUrl);
    const timestamp = now.toISOString();
    const values = {
      url: input.url,
      review: input.review ?? [],
      comments: (input.comments ?? []).map((comment) => ({ ...comment, authorId: session.id, timestamp })),
      updatedAt: now,
    };
    await tx
      .insert(taskSolutions)
      .values({ courseTaskId, studentId: author.id, ...values, createdAt: now })
      .onConflictDoUpdate({ target: [taskSolutions.courseTaskId, taskSolutions.studentId], set: values });
  });
}

// access.md §15 DELETE .../solutions/{githubId}, rules.md R7.2: while the task is initial and before the deadline.
export async function deleteCrossCheckSolution(
  db: Db,
  session: SessionData,
  target: { courseId: number; courseTaskId: number; githubId: string },
  now: Date,
): Promise<void> {
  const { courseId, courseTaskId } = target;
  await db.transaction(async (tx) => {
    const task = await findCrossCheckCourseTask(tx, courseId, courseTaskId, 'share');
    const author = await findAuthor(tx, courseId, target.githubId, session);
    assertAuthorWrites(session, author);
    if (task.status !== 'initial') throw new AppError('conflict', 'The cross-check is already distributed.');
    assertSubmitWindow(task, now);
    const removed = await tx
      .delete(taskSolutions)
      .where(and(eq(taskSolutions.courseTaskId, courseTaskId), eq(taskSolutions.studentId, author.id)))
      .returning({ id: taskSolutions.id });
    if (!removed.length) throw new AppError('not_found', 'There is no solution to cancel.');
  });
}
