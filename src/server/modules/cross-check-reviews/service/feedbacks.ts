import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  crossCheckDisputes,
  crossCheckMessages,
  crossCheckPairs,
  crossCheckReviews,
  students,
  taskResults,
  taskSolutions,
  users,
} from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import type { CrossCheckMessage } from '../schemas';
import { authorScores } from './author-facts';
import { actorStudent, findCrossCheckTask, type CrossCheckActor } from './context';

// access.md §15 GET .../assignments/{githubId}: the solutions the caller reviews, in pair order, each marked reviewed
// once his review of it exists (R7.7), with the number the author sees him under ("Reviewer N", R7.10).
export async function listAssignments(db: Db, courseId: number, courseTaskId: number, actor: CrossCheckActor) {
  const task = await findCrossCheckTask(db, courseId, courseTaskId);
  const reviewer = await actorStudent(db, courseId, actor);
  const rows = await db
    .select({
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
      url: taskSolutions.url,
      reviewId: crossCheckReviews.id,
      reviewerNumber: sql<number>`(select count(*)::int from ${crossCheckPairs} as earlier
        where earlier.course_task_id = ${crossCheckPairs.courseTaskId}
          and earlier.student_id = ${crossCheckPairs.studentId} and earlier.id <= ${crossCheckPairs.id})`,
    })
    .from(crossCheckPairs)
    .innerJoin(taskSolutions, eq(taskSolutions.id, crossCheckPairs.taskSolutionId))
    .innerJoin(students, eq(students.id, crossCheckPairs.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(
      crossCheckReviews,
      and(
        eq(crossCheckReviews.courseTaskId, crossCheckPairs.courseTaskId),
        eq(crossCheckReviews.studentId, crossCheckPairs.studentId),
        eq(crossCheckReviews.checkerId, crossCheckPairs.checkerId),
      ),
    )
    .where(and(eq(crossCheckPairs.courseTaskId, task.id), eq(crossCheckPairs.checkerId, reviewer.id)))
    .orderBy(asc(crossCheckPairs.id));
  return rows.map((row) => ({
    student: { githubId: row.githubId, name: displayName(row) },
    url: row.url,
    reviewed: row.reviewId !== null,
    reviewerNumber: Number(row.reviewerNumber),
  }));
}

// access.md §15 GET .../feedbacks/my, rules.md R7.10: the caller's solution and every review it received. Reviewers are
// "Reviewer N" by ascending pair id unless the review is named (anonymous = false); messages carry only their role,
// so nothing of an anonymous reviewer (user id, login, avatar) leaks. After completion, the score and how it was
// computed.
export async function myFeedback(db: Db, courseId: number, courseTaskId: number, actor: CrossCheckActor) {
  const task = await findCrossCheckTask(db, courseId, courseTaskId);
  const author = await actorStudent(db, courseId, actor);
  const [solution] = await db
    .select({ url: taskSolutions.url })
    .from(taskSolutions)
    .where(and(eq(taskSolutions.courseTaskId, task.id), eq(taskSolutions.studentId, author.id)));
  if (!solution) throw new AppError('not_found', 'You have not submitted a solution for this task.');

  const pairs = await db
    .select({ checkerId: crossCheckPairs.checkerId })
    .from(crossCheckPairs)
    .where(and(eq(crossCheckPairs.courseTaskId, task.id), eq(crossCheckPairs.studentId, author.id)))
    .orderBy(asc(crossCheckPairs.id));
  const numberOf = new Map(pairs.map((pair, index) => [pair.checkerId, index + 1]));
  const reviews = await db
    .select({
      id: crossCheckReviews.id,
      checkerId: crossCheckReviews.checkerId,
      score: crossCheckReviews.score,
      comment: crossCheckReviews.comment,
      anonymous: crossCheckReviews.anonymous,
      criteria: crossCheckReviews.criteria,
      updatedAt: crossCheckReviews.updatedAt,
      githubId: users.githubId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(crossCheckReviews)
    .innerJoin(students, eq(students.id, crossCheckReviews.checkerId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(crossCheckReviews.courseTaskId, task.id), eq(crossCheckReviews.studentId, author.id)));
  const reviewIds = reviews.map((review) => review.id);
  const [messages, disputes, result, explained] = await Promise.all([
    reviewIds.length
      ? db
          .select()
          .from(crossCheckMessages)
          .where(inArray(crossCheckMessages.reviewId, reviewIds))
          .orderBy(asc(crossCheckMessages.createdAt), asc(crossCheckMessages.id))
      : [],
    reviewIds.length ? db.select().from(crossCheckDisputes).where(inArray(crossCheckDisputes.reviewId, reviewIds)) : [],
    db
      .select({ score: taskResults.score })
      .from(taskResults)
      .where(and(eq(taskResults.courseTaskId, task.id), eq(taskResults.studentId, author.id))),
    task.status === 'completed' ? authorScores(db, task, author.id) : [],
  ]);
  const messagesOf = new Map<number, CrossCheckMessage[]>();
  for (const message of messages) {
    const thread = messagesOf.get(message.reviewId) ?? [];
    thread.push({
      id: message.id,
      role: message.role,
      content: message.content,
      createdDate: message.createdAt.toISOString(),
      isReviewerRead: message.isReviewerRead,
      isStudentRead: message.isStudentRead,
    });
    messagesOf.set(message.reviewId, thread);
  }
  const disputeOf = new Map(disputes.map((dispute) => [dispute.reviewId, dispute]));
  const position = (checkerId: number) => numberOf.get(checkerId) ?? Number.MAX_SAFE_INTEGER;
  return {
    url: solution.url,
    score: result[0]?.score ?? null,
    scoreExplanation: explained[0]?.explanation ?? null,
    reviews: reviews
      .sort((a, b) => position(a.checkerId) - position(b.checkerId) || a.id - b.id)
      .map((review) => {
        const dispute = disputeOf.get(review.id);
        return {
          id: review.id,
          reviewer: review.anonymous
            ? `Reviewer ${numberOf.get(review.checkerId) ?? numberOf.size + 1}`
            : { githubId: review.githubId, name: displayName(review) },
          score: review.score,
          comment: review.comment,
          criteria: review.criteria,
          dateTime: review.updatedAt.toISOString(),
          messages: messagesOf.get(review.id) ?? [],
          dispute: dispute
            ? {
                id: dispute.id,
                expectedScore: dispute.expectedScore,
                text: dispute.text,
                status: dispute.status,
                resolutionComment: dispute.resolutionComment,
                createdDate: dispute.createdAt.toISOString(),
                resolvedDate: dispute.resolvedAt?.toISOString() ?? null,
              }
            : null,
        };
      }),
  };
}
