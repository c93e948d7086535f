import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import {
  crossCheckMessages,
  crossCheckReviews,
  taskCriteria,
  type ReviewCriterion,
  type ReviewHistoryEntry,
} from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { sendNotification } from '../../notifications';
import type { CrossCheckMessage, CrossCheckReviewInput } from '../schemas';
import {
  actorStudent,
  assertActive,
  assertAssignedReviewer,
  crossCheckSubmitLink,
  findCrossCheckTask,
  studentByLogin,
  type CrossCheckActor,
  type CrossCheckTask,
} from './context';
import { reviewCriteriaSnapshot } from './criteria';

const reviewOf = (courseTaskId: number, studentId: number, checkerId: number) =>
  and(
    eq(crossCheckReviews.courseTaskId, courseTaskId),
    eq(crossCheckReviews.studentId, studentId),
    eq(crossCheckReviews.checkerId, checkerId),
  );

export async function reviewMessages(tx: DbOrTx, reviewId: number): Promise<CrossCheckMessage[]> {
  const rows = await tx
    .select({
      id: crossCheckMessages.id,
      role: crossCheckMessages.role,
      content: crossCheckMessages.content,
      createdAt: crossCheckMessages.createdAt,
      isReviewerRead: crossCheckMessages.isReviewerRead,
      isStudentRead: crossCheckMessages.isStudentRead,
    })
    .from(crossCheckMessages)
    .where(eq(crossCheckMessages.reviewId, reviewId))
    .orderBy(asc(crossCheckMessages.createdAt), asc(crossCheckMessages.id));
  return rows.map(({ createdAt, ...row }) => ({ ...row, createdDate: createdAt.toISOString() }));
}

// access.md §15 GET .../results/{githubId}: the caller's own review of a solution assigned to him, or null.
export async function getReview(db: Db, courseId: number, courseTaskId: number, actor: CrossCheckActor, login: string) {
  const task = await findCrossCheckTask(db, courseId, courseTaskId);
  const [reviewer, author] = await Promise.all([
    actorStudent(db, courseId, actor),
    studentByLogin(db, courseId, login),
  ]);
  await assertAssignedReviewer(db, task.id, reviewer, author);
  const [review] = await db
    .select({
      id: crossCheckReviews.id,
      score: crossCheckReviews.score,
      comment: crossCheckReviews.comment,
      anonymous: crossCheckReviews.anonymous,
      criteria: crossCheckReviews.criteria,
      history: crossCheckReviews.history,
    })
    .from(crossCheckReviews)
    .where(reviewOf(task.id, author.id, reviewer.id));
  if (!review) return null;
  return { ...review, messages: await reviewMessages(db, review.id) };
}

// rules.md R7.6 state rule: reviews are written while the task is distributed and its review deadline has not passed.
function assertReviewOpen(task: CrossCheckTask, now: Date): void {
  if (task.status !== 'distributed') {
    throw new AppError('conflict', `Reviews are accepted while the cross-check is distributed; it is ${task.status}.`);
  }
  if (task.crossCheckEndDate && now > task.crossCheckEndDate) {
    throw new AppError('conflict', `The review deadline passed on ${task.crossCheckEndDate.toISOString()}.`);
  }
}

async function loadCriteria(tx: DbOrTx, taskId: number) {
  const [row] = await tx
    .select({ criteria: taskCriteria.criteria })
    .from(taskCriteria)
    .where(eq(taskCriteria.taskId, taskId));
  return row?.criteria ?? [];
}

export type ReviewWrite = {
  task: CrossCheckTask;
  authorStudentId: number;
  checkerStudentId: number;
  // The user who saves it: the reviewer, or the resolver of a dispute (R7.11).
  authorUserId: number;
  score: number;
  comment: string;
  anonymous: boolean;
  criteria: ReviewCriterion[];
};

// rules.md R7.6: upsert the review and append a history entry; earlier values stay in the history. Returns the score
// before this save (null for a new review) and whether anything changed (an identical save is a no-op). Also the
// demo seed's way of writing a review with its history.
export async function writeReview(tx: DbOrTx, input: ReviewWrite, now: Date) {
  const entry: ReviewHistoryEntry = {
    score: input.score,
    comment: input.comment,
    criteria: input.criteria,
    anonymous: input.anonymous,
    authorId: input.authorUserId,
    dateTime: now.toISOString(),
  };
  const where = reviewOf(input.task.id, input.authorStudentId, input.checkerStudentId);
  const [existing] = await tx
    .select({
      id: crossCheckReviews.id,
      score: crossCheckReviews.score,
      comment: crossCheckReviews.comment,
      anonymous: crossCheckReviews.anonymous,
      criteria: crossCheckReviews.criteria,
    })
    .from(crossCheckReviews)
    .where(where)
    .for('update');
  const values = { score: input.score, comment: input.comment, anonymous: input.anonymous, criteria: input.criteria };
  if (!existing) {
    const [created] = await tx
      .insert(crossCheckReviews)
      .values({
        ...values,
        courseTaskId: input.task.id,
        studentId: input.authorStudentId,
        checkerId: input.checkerStudentId,
        history: [entry],
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: crossCheckReviews.id });
    return { id: created.id, previousScore: null, changed: true };
  }
  const unchanged =
    existing.score === values.score &&
    existing.comment === values.comment &&
    existing.anonymous === values.anonymous &&
    JSON.stringify(existing.criteria) === JSON.stringify(values.criteria);
  if (unchanged) return { id: existing.id, previousScore: existing.score, changed: false };
  await tx
    .update(crossCheckReviews)
    .set({ ...values, history: sql`${crossCheckReviews.history} || ${JSON.stringify([entry])}::jsonb`, updatedAt: now })
    .where(eq(crossCheckReviews.id, existing.id));
  return { id: existing.id, previousScore: existing.score, changed: true };
}

// access.md §15 POST .../results/{githubId}, rules.md R7.6, R8: the assigned, active reviewer saves his review while the
// cross-check is distributed and before crossCheckEndDate; score in [0, maxScore], criteria checked against the task's
// (R8.1–R8.3). The author is told (`taskGrade`) with the link to his received reviews, in the same transaction.
export async function saveReview(
  db: Db,
  courseId: number,
  courseTaskId: number,
  actor: CrossCheckActor,
  login: string,
  input: CrossCheckReviewInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const task = await findCrossCheckTask(tx, courseId, courseTaskId, 'share');
    const [reviewer, author] = await Promise.all([
      actorStudent(tx, courseId, actor),
      studentByLogin(tx, courseId, login),
    ]);
    await assertAssignedReviewer(tx, task.id, reviewer, author);
    assertActive(reviewer);
    assertReviewOpen(task, now);
    if (input.score > task.maxScore) {
      throw new AppError('validation', `The score must be between 0 and ${task.maxScore}.`, {
        errors: [{ path: 'score', message: `must be between 0 and ${task.maxScore}` }],
      });
    }
    const criteria = reviewCriteriaSnapshot(await loadCriteria(tx, task.taskId), input.criteria);
    const saved = await writeReview(
      tx,
      {
        task,
        authorStudentId: author.id,
        checkerStudentId: reviewer.id,
        authorUserId: actor.userId,
        score: input.score,
        comment: input.comment,
        anonymous: input.anonymous ?? true,
        criteria,
      },
      now,
    );
    if (!saved.changed) return;
    await sendNotification(
      tx,
      {
        notificationId: 'taskGrade',
        userId: author.userId,
        data: {
          courseTask: { id: task.id, name: task.name },
          score: input.score,
          previousScore: saved.previousScore,
          comment: input.comment,
          resultLink: crossCheckSubmitLink(task),
        },
      },
      now,
    );
  });
}
