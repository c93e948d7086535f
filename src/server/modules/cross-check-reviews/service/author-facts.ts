import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { crossCheckPairs, crossCheckReviews, students, users } from '../../../db/schema';
import type { CrossCheckTask } from './context';
import { crossCheckScore, type ReceivedReview } from './score-rules';
import type { ScoreExplanation } from '../schemas';

export type AuthorScore = {
  studentId: number;
  githubId: string;
  explanation: ScoreExplanation;
};

// rules.md R7.8: what the score of each author rests on, read from this task's pairs and reviews only (access.md
// §0.2 decision 20). Without `authorId`, every author with pairs on the task; with it, that author alone.
export async function authorScores(tx: DbOrTx, task: CrossCheckTask, authorId?: number): Promise<AuthorScore[]> {
  const ofTask = eq(crossCheckPairs.courseTaskId, task.id);
  const pairFilter: SQL | undefined =
    authorId === undefined
      ? ofTask
      : and(ofTask, or(eq(crossCheckPairs.studentId, authorId), eq(crossCheckPairs.checkerId, authorId)));
  const reviewFilter: SQL | undefined =
    authorId === undefined
      ? eq(crossCheckReviews.courseTaskId, task.id)
      : and(
          eq(crossCheckReviews.courseTaskId, task.id),
          or(eq(crossCheckReviews.studentId, authorId), eq(crossCheckReviews.checkerId, authorId)),
        );
  const [pairs, reviews] = await Promise.all([
    tx
      .select({ studentId: crossCheckPairs.studentId, checkerId: crossCheckPairs.checkerId })
      .from(crossCheckPairs)
      .where(pairFilter),
    tx
      .select({
        id: crossCheckReviews.id,
        studentId: crossCheckReviews.studentId,
        checkerId: crossCheckReviews.checkerId,
        score: crossCheckReviews.score,
      })
      .from(crossCheckReviews)
      .where(reviewFilter),
  ]);
  const reviewOf = new Map(reviews.map((review) => [`${review.studentId}:${review.checkerId}`, review]));
  const facts = new Map<number, { assigned: number; done: number; reviewers: number; received: ReceivedReview[] }>();
  const factsOf = (studentId: number) => {
    let entry = facts.get(studentId);
    if (!entry) facts.set(studentId, (entry = { assigned: 0, done: 0, reviewers: 0, received: [] }));
    return entry;
  };
  const authors = new Set<number>();
  for (const pair of pairs) {
    const review = reviewOf.get(`${pair.studentId}:${pair.checkerId}`);
    if (authorId === undefined || pair.studentId === authorId) {
      authors.add(pair.studentId);
      const author = factsOf(pair.studentId);
      author.reviewers += 1;
      if (review) author.received.push({ reviewId: review.id, score: review.score });
    }
    if (authorId === undefined || pair.checkerId === authorId) {
      const checker = factsOf(pair.checkerId);
      checker.assigned += 1;
      if (review) checker.done += 1;
    }
  }
  if (authors.size === 0) return [];

  const people = [];
  const ids = [...authors];
  for (let start = 0; start < ids.length; start += 1000) {
    people.push(
      ...(await tx
        .select({ id: students.id, isExpelled: students.isExpelled, githubId: users.githubId })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(inArray(students.id, ids.slice(start, start + 1000)))),
    );
  }
  return people
    .sort((a, b) => a.githubId.localeCompare(b.githubId))
    .map((person) => ({
      studentId: person.id,
      githubId: person.githubId,
      explanation: crossCheckScore({
        ...factsOf(person.id),
        rule: task.scoreRule,
        isExpelled: person.isExpelled,
      }),
    }));
}
