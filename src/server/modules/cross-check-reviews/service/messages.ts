import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { crossCheckMessages, crossCheckReviews, students, users, type InterviewRole } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { sendNotification } from '../../notifications';
import type { CrossCheckMessageInput } from '../schemas';
import {
  actorStudent,
  assertActive,
  crossCheckReviewLink,
  crossCheckSubmitLink,
  findCrossCheckTask,
  type CrossCheckActor,
  type CrossCheckTask,
} from './context';

type ThreadParty = { task: CrossCheckTask; reviewId: number; otherUserId: number; authorGithubId: string };

// rules.md R7.9: one thread per review; the author writes as `student`, the reviewer as `reviewer`, each only on his
// own review (403 otherwise); the review must be one of this task (404); an expelled student no longer writes (R4.1).
async function threadParty(
  tx: DbOrTx,
  courseId: number,
  courseTaskId: number,
  reviewId: number,
  actor: CrossCheckActor,
  role: InterviewRole,
): Promise<ThreadParty> {
  const task = await findCrossCheckTask(tx, courseId, courseTaskId, 'share');
  const [review] = await tx
    .select({
      id: crossCheckReviews.id,
      studentId: crossCheckReviews.studentId,
      checkerId: crossCheckReviews.checkerId,
    })
    .from(crossCheckReviews)
    .where(and(eq(crossCheckReviews.id, reviewId), eq(crossCheckReviews.courseTaskId, task.id)));
  if (!review) throw new AppError('not_found', `Review ${reviewId} is not a review of this task.`);
  const caller = await actorStudent(tx, courseId, actor);
  const own = role === 'reviewer' ? review.checkerId : review.studentId;
  if (caller.id !== own) {
    throw new AppError(
      'forbidden',
      role === 'reviewer' ? 'Only the reviewer writes as reviewer here.' : 'Only the author writes as student here.',
    );
  }
  assertActive(caller);
  if (task.status === 'initial') throw new AppError('conflict', 'The cross-check has not been distributed yet.');
  const other = role === 'reviewer' ? review.studentId : review.checkerId;
  const [author, otherStudent] = await Promise.all([
    tx
      .select({ githubId: users.githubId })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.id, review.studentId)),
    tx.select({ userId: students.userId }).from(students).where(eq(students.id, other)),
  ]);
  return { task, reviewId: review.id, otherUserId: otherStudent[0].userId, authorGithubId: author[0].githubId };
}

// access.md §15 POST .../messages/{reviewId}, rules.md R7.9: the message stores its author's user id; the sender's
// side is read, the other side unread, and the other party is told (`messages`, by user id) without the sender's
// name, since the reviewer may be anonymous (R7.10).
export async function postMessage(
  db: Db,
  courseId: number,
  courseTaskId: number,
  reviewId: number,
  actor: CrossCheckActor,
  input: CrossCheckMessageInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const party = await threadParty(tx, courseId, courseTaskId, reviewId, actor, input.role);
    await tx.insert(crossCheckMessages).values({
      reviewId: party.reviewId,
      authorUserId: actor.userId,
      role: input.role,
      content: input.content,
      isReviewerRead: input.role === 'reviewer',
      isStudentRead: input.role === 'student',
      createdAt: now,
    });
    const link =
      input.role === 'reviewer'
        ? crossCheckSubmitLink(party.task)
        : crossCheckReviewLink(party.task, party.authorGithubId);
    await sendNotification(
      tx,
      {
        notificationId: 'messages',
        userId: party.otherUserId,
        data: {
          courseTask: { id: party.task.id, name: party.task.name },
          from: input.role === 'reviewer' ? 'Your reviewer' : 'The author of the solution',
          content: input.content,
          link,
        },
      },
      now,
    );
  });
}

// access.md §15 PUT .../messages/{reviewId}: the caller's side of the thread is read (R7.9).
export async function markMessagesRead(
  db: Db,
  courseId: number,
  courseTaskId: number,
  reviewId: number,
  actor: CrossCheckActor,
  role: InterviewRole,
): Promise<void> {
  await db.transaction(async (tx) => {
    const party = await threadParty(tx, courseId, courseTaskId, reviewId, actor, role);
    await tx
      .update(crossCheckMessages)
      .set(role === 'reviewer' ? { isReviewerRead: true } : { isStudentRead: true })
      .where(eq(crossCheckMessages.reviewId, party.reviewId));
  });
}
