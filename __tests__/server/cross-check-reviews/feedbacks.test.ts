import { eq } from 'drizzle-orm';
import { crossCheckMessages, taskSolutions } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import {
  addCrossCheckCatalogue,
  connectEmail,
  crossCheckCohort,
  postReview,
  review,
  reviewBody,
  reviewsOf,
  type Cohort,
} from '../../support/server/cross-check-reviews';
import { outboxOf } from '../../support/server/notifications';

// access.md §15 feedbacks/my and messages, rules.md R7.9 (threads), R7.10 (anonymity): the author sees "Reviewer N"
// by ascending pair id unless the reviewer chose to be named, and nothing of an anonymous reviewer leaks.
let ctx: TestContext;
let cohort: Cohort;
beforeAll(async () => {
  ctx = await createTestContext();
  await addCrossCheckCatalogue(ctx);
});
beforeEach(async () => {
  cohort = await crossCheckCohort(ctx, { size: 4, reviewers: 3 });
});
afterAll(() => ctx.close());

const user = (index: number) => cohort.authors[index].user;
const feedback = async (author: number) => {
  const response = await ctx.request(`${cohort.base}/feedbacks/my`, { as: user(author) });
  expect(response.status).toBe(200);
  return response.json();
};
const message = (reviewId: number, as: number, body: unknown, method = 'POST') =>
  ctx.request(`${cohort.base}/messages/${reviewId}`, { method, as: user(as), body });
const reviewIdOf = async (author: number, reviewer: number) =>
  (await reviewsOf(ctx, cohort.courseTaskId)).find(
    (row) => row.studentId === cohort.authors[author].studentId && row.checkerId === cohort.authors[reviewer].studentId,
  )?.id as number;

describe('feedbacks/my (R7.10)', () => {
  it('numbers anonymous reviewers by pair id, names those who chose it, and leaks nothing of the anonymous ones', async () => {
    // Author 0 is reviewed by authors 1, 2, 3 in pair id order.
    await review(ctx, cohort, 3, 0, 70);
    await postReview(ctx, cohort, 2, 0, reviewBody(60, { anonymous: false }));
    await review(ctx, cohort, 1, 0, 80);
    const reviewId = await reviewIdOf(0, 3);
    expect((await message(reviewId, 3, { role: 'reviewer', content: 'Ask me anything.' })).status).toBe(204);

    const body = await feedback(0);
    expect(body).toMatchObject({ url: cohort.authors[0].url, score: null, scoreExplanation: null });
    expect(body.reviews.map((item: { reviewer: unknown; score: number }) => [item.reviewer, item.score])).toEqual([
      ['Reviewer 1', 80],
      [{ githubId: user(2).githubId, name: expect.any(String) }, 60],
      ['Reviewer 3', 70],
    ]);
    expect(body.reviews[2].messages).toEqual([
      expect.objectContaining({ role: 'reviewer', content: 'Ask me anything.', isStudentRead: false }),
    ]);
    const text = JSON.stringify(body);
    for (const anonymous of [user(1), user(3)]) {
      expect(text).not.toContain(anonymous.githubId);
      expect(text).not.toContain(`"authorUserId"`);
    }
  });

  it('answers 404 to a student without a solution', async () => {
    await ctx.db.delete(taskSolutions).where(eq(taskSolutions.id, cohort.authors[1].solutionId));
    const response = await ctx.request(`${cohort.base}/feedbacks/my`, { as: user(1) });
    expect(response.status).toBe(404);
    expect((await readProblem(response)).detail).toContain('not submitted');
  });
});

describe('messages (R7.9)', () => {
  it('stores the writer, marks his side read, tells the other party by user id, and PUT marks the caller side read', async () => {
    await connectEmail(ctx, [user(0), user(1)]);
    await review(ctx, cohort, 1, 0, 50);
    const reviewId = await reviewIdOf(0, 1);
    expect((await message(reviewId, 0, { role: 'student', content: '  Why 50?  ' })).status).toBe(204);
    const [stored] = await ctx.db.select().from(crossCheckMessages).where(eq(crossCheckMessages.reviewId, reviewId));
    expect(stored).toMatchObject({
      authorUserId: user(0).id,
      role: 'student',
      content: 'Why 50?',
      isStudentRead: true,
      isReviewerRead: false,
    });
    const [toReviewer] = await outboxOf(ctx.db, user(1).id, 'messages');
    expect(toReviewer.body).toContain(`githubId=${user(0).githubId}`);

    expect((await message(reviewId, 1, { role: 'reviewer' }, 'PUT')).status).toBe(204);
    const [read] = await ctx.db.select().from(crossCheckMessages).where(eq(crossCheckMessages.reviewId, reviewId));
    expect(read.isReviewerRead).toBe(true);

    expect((await message(reviewId, 1, { role: 'reviewer', content: 'See the tests.' })).status).toBe(204);
    const [toAuthor] = await outboxOf(ctx.db, user(0).id, 'messages');
    expect(toAuthor.body).toContain('/course/student/cross-check-submit');
  });

  it('lets each side write only as itself on its own review (403), on a review of this task (404), with content', async () => {
    await review(ctx, cohort, 1, 0, 50);
    const reviewId = await reviewIdOf(0, 1);
    expect((await message(reviewId, 0, { role: 'reviewer', content: 'I pretend to review' })).status).toBe(403);
    expect((await message(reviewId, 1, { role: 'student', content: 'I pretend to be the author' })).status).toBe(403);
    expect((await message(reviewId, 2, { role: 'reviewer', content: 'Not my review' })).status).toBe(403);
    expect((await message(reviewId, 2, { role: 'reviewer' }, 'PUT')).status).toBe(403);
    const other = await crossCheckCohort(ctx, { size: 3, reviewers: 1 });
    await review(ctx, other, 1, 0, 10);
    const foreignReview = (await reviewsOf(ctx, other.courseTaskId))[0].id;
    expect((await message(foreignReview, 0, { role: 'student', content: 'Wrong task' })).status).toBe(404);
    const empty = await message(reviewId, 0, { role: 'student', content: ' ' });
    expect(empty.status).toBe(400);
    expect((await readProblem(empty)).errors?.[0].path).toBe('content');
    expect(await ctx.db.select().from(crossCheckMessages).where(eq(crossCheckMessages.reviewId, reviewId))).toEqual([]);
  });
});
