import { eq } from 'drizzle-orm';
import { crossCheckDisputes, type crossCheckReviews } from '@/server/db/schema';
import { createTestContext, readProblem, START_TIME, type TestContext } from '../../support/server/context';
import {
  addCrossCheckCatalogue,
  connectEmail,
  crossCheckCohort,
  resultOf,
  review,
  reviewsOf,
  REVIEW_DEADLINE,
  type Cohort,
} from '../../support/server/cross-check-reviews';
import { outboxOf } from '../../support/server/notifications';

// access.md §15 disputes, rules.md R7.11: the author disputes a review once within its window; a manager or dementor
// accepts (new score, history entry by the resolver, the author's result recomputed for him alone once completed) or
// rejects, always with a comment; every step is recorded and the parties are told.
let ctx: TestContext;
let cohort: Cohort;
beforeAll(async () => {
  ctx = await createTestContext();
  await addCrossCheckCatalogue(ctx);
  await connectEmail(ctx, [ctx.school.users.manager, ctx.school.users.dementor]);
});
beforeEach(async () => {
  ctx.clock.set(START_TIME);
  // Author i is reviewed by authors i+1 and i+2; every review is written, author 0 gets 40 (from 1) and 60 (from 2).
  cohort = await crossCheckCohort(ctx, { size: 3, reviewers: 2, maxScore: 80 });
  for (const [author, reviewer] of cohort.pairs) {
    await review(ctx, cohort, reviewer, author, author === 0 ? (reviewer === 1 ? 40 : 60) : 30);
  }
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const user = (index: number) => cohort.authors[index].user;
const reviewOf = async (author: number, reviewer: number) =>
  (await reviewsOf(ctx, cohort.courseTaskId)).find(
    (row) => row.studentId === cohort.authors[author].studentId && row.checkerId === cohort.authors[reviewer].studentId,
  ) as typeof crossCheckReviews.$inferSelect;
const dispute = (as: number, body: Record<string, unknown>) =>
  ctx.request(`${cohort.base}/disputes`, { method: 'POST', as: user(as), body });
const disputeBody = (reviewId: number, extra: Record<string, unknown> = {}) => ({
  reviewId,
  expectedScore: 70,
  text: 'The reviewer missed the tests folder entirely.',
  ...extra,
});
const disputesOfTask = () =>
  ctx.db.select().from(crossCheckDisputes).where(eq(crossCheckDisputes.courseTaskId, cohort.courseTaskId));
const disputesUrl = () => `/api/v2/courses/${cohort.course.id}/cross-checks/disputes`;
const resolve = (id: number, body: unknown, as: 'manager' | 'dementor' = 'manager') =>
  ctx.request(`${disputesUrl()}/${id}`, { method: 'PUT', as, body });

describe('opening a dispute', () => {
  it('opens one per review, tells managers and dementors, and shows it to the author and on the staff list', async () => {
    const target = await reviewOf(0, 1);
    const response = await dispute(0, disputeBody(target.id));
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({
      courseTask: { id: cohort.courseTaskId },
      student: { githubId: user(0).githubId },
      reviewer: { githubId: user(1).githubId },
      reviewScore: 40,
      expectedScore: 70,
      status: 'open',
      resolution: null,
    });
    for (const staff of [ctx.school.users.manager, ctx.school.users.dementor]) {
      expect((await outboxOf(ctx.db, staff.id, 'crossCheckDispute')).at(-1)?.body).toContain('status=open');
    }
    const again = await dispute(0, disputeBody(target.id));
    expect(again.status).toBe(409);
    expect((await readProblem(again)).detail).toContain('already been disputed');

    const mine = await (await ctx.request(`${cohort.base}/feedbacks/my`, { as: user(0) })).json();
    const disputed = mine.reviews.find((item: { id: number }) => item.id === target.id);
    expect(disputed.dispute).toMatchObject({ status: 'open', expectedScore: 70 });
    const list = await ctx.request(disputesUrl(), { as: 'dementor' });
    expect((await list.json()).map((item: { id: number }) => item.id)).toContain(created.id);
  });

  it('refuses a dispute outside its window (409 with the reason) and writes nothing', async () => {
    const target = await reviewOf(0, 1);
    ctx.clock.set(new Date(REVIEW_DEADLINE.getTime() + 7 * DAY + 1000));
    const late = await dispute(0, disputeBody(target.id));
    expect(late.status).toBe(409);
    expect((await readProblem(late)).detail).toContain('dispute window of this review is closed');
    ctx.clock.set(new Date(REVIEW_DEADLINE.getTime() + 7 * DAY));
    expect((await dispute(0, disputeBody(target.id))).status).toBe(201);
    expect(await disputesOfTask()).toHaveLength(1);
  });

  it("refuses a dispute of someone else's review (403), a bad score or text (400), a foreign review (404)", async () => {
    const target = await reviewOf(0, 1);
    expect((await dispute(2, disputeBody(target.id))).status).toBe(403);
    const tooHigh = await dispute(0, disputeBody(target.id, { expectedScore: 81 }));
    expect(tooHigh.status).toBe(400);
    expect((await readProblem(tooHigh)).errors?.[0].path).toBe('expectedScore');
    const shortText = await dispute(0, disputeBody(target.id, { text: 'Too short.' }));
    expect((await readProblem(shortText)).errors?.[0].path).toBe('text');
    const other = await crossCheckCohort(ctx, { size: 3, reviewers: 1 });
    await review(ctx, other, 1, 0, 10);
    const foreign = (await reviewsOf(ctx, other.courseTaskId))[0].id;
    expect((await dispute(0, disputeBody(foreign))).status).toBe(404);
    expect(await disputesOfTask()).toEqual([]);
  });
});

describe('resolving a dispute', () => {
  it("accepts with a new score: the review changes with the resolver's history entry, the author's result alone is recomputed", async () => {
    await connectEmail(ctx, [user(0)]);
    expect((await ctx.request(`${cohort.base}/completion`, { method: 'POST', as: 'manager' })).status).toBe(200);
    // Completed: author 0 has top 1 of 40, 60 → 60; author 1 has 30.
    expect((await resultOf(ctx, cohort.courseTaskId, cohort.authors[0].studentId))?.score).toBe(60);
    const otherBefore = await resultOf(ctx, cohort.courseTaskId, cohort.authors[1].studentId);
    const target = await reviewOf(0, 1);
    const { id } = await (await dispute(0, disputeBody(target.id))).json();

    const response = await resolve(id, { status: 'accepted', newScore: 75, comment: 'Tests were there.' }, 'dementor');
    expect(response.status).toBe(204);
    const changed = await reviewOf(0, 1);
    expect(changed.score).toBe(75);
    expect(changed.history.at(-1)).toMatchObject({ score: 75, authorId: ctx.school.users.dementor.id });
    expect(changed.history).toHaveLength(2);
    const result = await resultOf(ctx, cohort.courseTaskId, cohort.authors[0].studentId);
    expect(result).toMatchObject({ score: 75, comment: 'Cross-Check score' });
    expect(result.history.map((entry) => entry.score)).toEqual([60, 75]);
    expect(await resultOf(ctx, cohort.courseTaskId, cohort.authors[1].studentId)).toEqual(otherBefore);

    const [stored] = await disputesOfTask();
    expect(stored).toMatchObject({
      status: 'accepted',
      resolutionComment: 'Tests were there.',
      resolvedById: ctx.school.users.dementor.id,
      resolvedAt: ctx.clock.now(),
    });
    expect((await outboxOf(ctx.db, user(0).id, 'crossCheckDispute')).at(-1)?.body).toContain('status=accepted');
    const again = await resolve(id, { status: 'rejected', comment: 'Changed my mind.' });
    expect(again.status).toBe(409);
    expect((await readProblem(again)).detail).toContain('already accepted');
  });

  it('rejects with a comment and changes nothing; lists open disputes first', async () => {
    const first = await (await dispute(0, disputeBody((await reviewOf(0, 1)).id))).json();
    const second = await (await dispute(0, disputeBody((await reviewOf(0, 2)).id))).json();
    expect((await resolve(first.id, { status: 'rejected', comment: 'The score is fair.' })).status).toBe(204);
    expect((await reviewOf(0, 1)).score).toBe(40);
    const list = await (await ctx.request(disputesUrl(), { as: 'manager' })).json();
    const ours = list.filter((item: { courseTask: { id: number } }) => item.courseTask.id === cohort.courseTaskId);
    expect(ours.map((item: { id: number; status: string }) => [item.id, item.status])).toEqual([
      [second.id, 'open'],
      [first.id, 'rejected'],
    ]);
    expect(ours[1].resolution).toMatchObject({
      comment: 'The score is fair.',
      resolvedBy: { githubId: ctx.school.users.manager.githubId },
    });
    const filtered = await ctx.request(`${disputesUrl()}?status=rejected&courseTaskId=${cohort.courseTaskId}`, {
      as: 'manager',
    });
    expect((await filtered.json()).map((item: { id: number }) => item.id)).toEqual([first.id]);
  });

  it('requires a comment, a newScore only when accepting and within the maximum, and a dispute of this course', async () => {
    const { id } = await (await dispute(0, disputeBody((await reviewOf(0, 1)).id))).json();
    const cases: [unknown, string][] = [
      [{ status: 'accepted', comment: ' ' }, 'comment'],
      [{ status: 'rejected', comment: 'No.', newScore: 10 }, 'newScore'],
      [{ status: 'accepted', comment: 'Yes.', newScore: 81 }, 'newScore'],
      [{ status: 'open', comment: 'Hm.' }, 'status'],
    ];
    for (const [body, path] of cases) {
      const response = await resolve(id, body);
      expect(response.status).toBe(400);
      expect((await readProblem(response)).errors?.[0].path).toBe(path);
    }
    const elsewhere = await crossCheckCohort(ctx, { size: 3, reviewers: 1 });
    const foreign = await ctx.request(`/api/v2/courses/${elsewhere.course.id}/cross-checks/disputes/${id}`, {
      method: 'PUT',
      as: 'manager',
      body: { status: 'rejected', comment: 'Not ours.' },
    });
    expect(foreign.status).toBe(404);
    expect((await disputesOfTask())[0].status).toBe('open');
    expect((await reviewOf(0, 1)).score).toBe(40);
  });
});
