import { and, asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../../db/client';
import {
  courseTasks,
  courseUsers,
  crossCheckDisputes,
  crossCheckReviews,
  students,
  tasks,
  users,
} from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import { sendNotifications } from '../../notifications';
import type { DisputeInput, DisputeResolution, DisputesQuery } from '../schemas';
import { recomputeCrossCheckAuthor } from './completion';
import { actorStudent, assertActive, crossCheckSubmitLink, findCrossCheckTask, type CrossCheckActor } from './context';
import { writeReview } from './review';

const DAY_MS = 24 * 60 * 60 * 1000;
// rules.md R7.11: a review may be disputed until 7 days after the review deadline.
export const DISPUTE_WINDOW_DAYS = 7;

const authorUser = alias(users, 'author_user');
const checkerStudent = alias(students, 'checker_student');
const checkerUser = alias(users, 'checker_user');
const resolverUser = alias(users, 'resolver_user');

type PersonRow = { githubId: string; firstName: string | null; lastName: string | null };
const person = (row: PersonRow) => ({ githubId: row.githubId, name: displayName(row) });

// access.md §15 GET /courses/{courseId}/cross-checks/disputes: the course's disputes, open ones first, then the oldest.
export async function listDisputes(db: DbOrTx, courseId: number, query: DisputesQuery & { id?: number }) {
  const rows = await db
    .select({
      dispute: crossCheckDisputes,
      taskName: tasks.name,
      reviewScore: crossCheckReviews.score,
      author: { githubId: authorUser.githubId, firstName: authorUser.firstName, lastName: authorUser.lastName },
      checker: { githubId: checkerUser.githubId, firstName: checkerUser.firstName, lastName: checkerUser.lastName },
      resolver: { githubId: resolverUser.githubId, firstName: resolverUser.firstName, lastName: resolverUser.lastName },
    })
    .from(crossCheckDisputes)
    .innerJoin(courseTasks, eq(courseTasks.id, crossCheckDisputes.courseTaskId))
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .innerJoin(crossCheckReviews, eq(crossCheckReviews.id, crossCheckDisputes.reviewId))
    .innerJoin(students, eq(students.id, crossCheckDisputes.studentId))
    .innerJoin(authorUser, eq(authorUser.id, students.userId))
    .innerJoin(checkerStudent, eq(checkerStudent.id, crossCheckReviews.checkerId))
    .innerJoin(checkerUser, eq(checkerUser.id, checkerStudent.userId))
    .leftJoin(resolverUser, eq(resolverUser.id, crossCheckDisputes.resolvedById))
    .where(
      and(
        eq(courseTasks.courseId, courseId),
        query.status ? eq(crossCheckDisputes.status, query.status) : undefined,
        query.courseTaskId ? eq(crossCheckDisputes.courseTaskId, query.courseTaskId) : undefined,
        query.id ? eq(crossCheckDisputes.id, query.id) : undefined,
      ),
    )
    .orderBy(
      sql`case when ${crossCheckDisputes.status} = 'open' then 0 else 1 end`,
      asc(crossCheckDisputes.createdAt),
      asc(crossCheckDisputes.id),
    );
  return rows.map(({ dispute, ...row }) => ({
    id: dispute.id,
    courseTask: { id: dispute.courseTaskId, name: row.taskName },
    student: person(row.author),
    reviewer: person(row.checker),
    reviewId: dispute.reviewId,
    reviewScore: row.reviewScore,
    expectedScore: dispute.expectedScore,
    text: dispute.text,
    status: dispute.status,
    resolution:
      dispute.status === 'open' || !dispute.resolvedAt
        ? null
        : {
            comment: dispute.resolutionComment ?? '',
            resolvedBy: row.resolver ? person(row.resolver) : null,
            resolvedDate: dispute.resolvedAt.toISOString(),
          },
    createdDate: dispute.createdAt.toISOString(),
  }));
}

const scoreOutOfRange = (field: string, maxScore: number) =>
  new AppError('validation', `${field} must be between 0 and ${maxScore}.`, {
    errors: [{ path: field, message: `must be between 0 and ${maxScore}` }],
  });

// access.md §15 POST .../disputes, rules.md R7.11: the author disputes one review of his solution, once, from the
// review's creation until 7 days after crossCheckEndDate (409 with the reason otherwise); managers and dementors of the
// course are told (`crossCheckDispute`).
export async function createDispute(
  db: Db,
  courseId: number,
  courseTaskId: number,
  actor: CrossCheckActor,
  input: DisputeInput,
  now: Date,
) {
  const id = await db.transaction(async (tx) => {
    const task = await findCrossCheckTask(tx, courseId, courseTaskId);
    const [review] = await tx
      .select()
      .from(crossCheckReviews)
      .where(and(eq(crossCheckReviews.id, input.reviewId), eq(crossCheckReviews.courseTaskId, task.id)));
    if (!review) throw new AppError('not_found', `Review ${input.reviewId} is not a review of this task.`);
    const author = await actorStudent(tx, courseId, actor);
    if (review.studentId !== author.id) {
      throw new AppError('forbidden', 'Only the author of the reviewed solution may dispute its review.');
    }
    assertActive(author);
    const closes = task.crossCheckEndDate
      ? new Date(task.crossCheckEndDate.getTime() + DISPUTE_WINDOW_DAYS * DAY_MS)
      : null;
    if (now < review.createdAt || (closes && now > closes)) {
      throw new AppError(
        'conflict',
        `The dispute window of this review is closed: it ran from the review (${review.createdAt.toISOString()}) ` +
          `to ${DISPUTE_WINDOW_DAYS} days after the review deadline (${closes?.toISOString()}).`,
      );
    }
    const [existing] = await tx
      .select({ id: crossCheckDisputes.id })
      .from(crossCheckDisputes)
      .where(eq(crossCheckDisputes.reviewId, review.id));
    if (existing) throw new AppError('conflict', 'This review has already been disputed: a review is disputed once.');
    if (input.expectedScore > task.maxScore) throw scoreOutOfRange('expectedScore', task.maxScore);

    const [created] = await tx
      .insert(crossCheckDisputes)
      .values({
        reviewId: review.id,
        courseTaskId: task.id,
        studentId: author.id,
        expectedScore: input.expectedScore,
        text: input.text,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: crossCheckDisputes.id });
    const staff = await tx
      .select({ userId: courseUsers.userId })
      .from(courseUsers)
      .where(
        and(eq(courseUsers.courseId, courseId), or(eq(courseUsers.isManager, true), eq(courseUsers.isDementor, true))),
      );
    await sendNotifications(
      tx,
      staff.map(({ userId }) => ({
        notificationId: 'crossCheckDispute',
        userId,
        data: {
          status: 'open',
          courseTask: { id: task.id, name: task.name },
          student: { githubId: author.githubId, name: author.name },
          reviewScore: review.score,
          expectedScore: input.expectedScore,
          text: input.text,
          link: `/course/admin/cross-check-table?course=${encodeURIComponent(task.courseAlias)}`,
        },
      })),
      now,
    );
    return created.id;
  });
  const [dispute] = await listDisputes(db, courseId, { id });
  return dispute;
}

// access.md §15 PUT /courses/{courseId}/cross-checks/disputes/{id}, rules.md R7.11: a manager or dementor accepts (with
// an optional new score: the review takes it with a history entry by the resolver and, once the task is completed, the
// author's result is computed again for him alone) or rejects, always with a comment; only an open dispute (409). The
// author is told.
export async function resolveDispute(
  db: Db,
  courseId: number,
  disputeId: number,
  actor: CrossCheckActor,
  input: DisputeResolution,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ dispute: crossCheckDisputes })
      .from(crossCheckDisputes)
      .innerJoin(courseTasks, eq(courseTasks.id, crossCheckDisputes.courseTaskId))
      .where(and(eq(crossCheckDisputes.id, disputeId), eq(courseTasks.courseId, courseId)))
      .for('update', { of: crossCheckDisputes });
    if (!row) throw new AppError('not_found', `Dispute ${disputeId} is not a dispute of this course.`);
    const { dispute } = row;
    if (dispute.status !== 'open') throw new AppError('conflict', `The dispute is already ${dispute.status}.`);
    if (input.status === 'rejected' && input.newScore !== undefined) {
      throw new AppError('validation', 'newScore is given only when accepting a dispute.', {
        errors: [{ path: 'newScore', message: 'only when status is accepted' }],
      });
    }
    const task = await findCrossCheckTask(tx, courseId, dispute.courseTaskId, 'share');
    if (input.newScore !== undefined && input.newScore > task.maxScore)
      throw scoreOutOfRange('newScore', task.maxScore);

    if (input.status === 'accepted' && input.newScore !== undefined) {
      const [review] = await tx.select().from(crossCheckReviews).where(eq(crossCheckReviews.id, dispute.reviewId));
      await writeReview(
        tx,
        {
          task,
          authorStudentId: review.studentId,
          checkerStudentId: review.checkerId,
          authorUserId: actor.userId,
          score: input.newScore,
          comment: review.comment,
          anonymous: review.anonymous,
          criteria: review.criteria,
        },
        now,
      );
      if (task.status === 'completed') await recomputeCrossCheckAuthor(tx, { now }, task.id, review.studentId);
    }
    await tx
      .update(crossCheckDisputes)
      .set({
        status: input.status,
        resolutionComment: input.comment,
        resolvedById: actor.userId,
        resolvedAt: now,
        updatedAt: now,
      })
      .where(eq(crossCheckDisputes.id, dispute.id));
    const [author] = await tx
      .select({ userId: students.userId })
      .from(students)
      .where(eq(students.id, dispute.studentId));
    await sendNotifications(
      tx,
      [
        {
          notificationId: 'crossCheckDispute',
          userId: author.userId,
          data: {
            status: input.status,
            courseTask: { id: task.id, name: task.name },
            expectedScore: dispute.expectedScore,
            newScore: input.newScore ?? null,
            comment: input.comment,
            link: crossCheckSubmitLink(task),
          },
        },
      ],
      now,
    );
  });
}
