import { eq } from 'drizzle-orm';
import { courseTasks, crossCheckReviews, scheduleChanges, students } from '@/server/db/schema';
import { completeCrossCheck } from '@/server/modules/cross-check-reviews';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { studentRow } from '../../support/server/course-people';
import { crossCheckCohort, resultOf, review, type Cohort } from '../../support/server/cross-check-reviews';

// access.md §15 POST .../completion, rules.md R7.8: scores by the task's rule written through the score service
// (R3.1: author −1, "Cross-Check score", totals and ranks follow), the reasons of those left without one, the status
// change, and a second call refused.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const complete = (cohort: Cohort, as: 'manager' | 'dementor' | 'admin' = 'manager') =>
  ctx.request(`${cohort.base}/completion`, { method: 'POST', as });
const statusOf = async (courseTaskId: number) =>
  (await ctx.db.select().from(courseTasks).where(eq(courseTasks.id, courseTaskId)))[0].crossCheckStatus;

describe('R7.8 completion', () => {
  it('scores each author by the mean of his top m reviews and lists who got none, with the reason', async () => {
    // 5 authors, 3 reviewers each: author i is reviewed by i+1, i+2, i+3 (mod 5); required = 2 reviews written.
    const cohort = await crossCheckCohort(ctx, { size: 5, reviewers: 3, maxScore: 100 });
    const write = (reviewer: number, author: number, score: number) => review(ctx, cohort, reviewer, author, score);
    // Reviewer r may review authors r−1, r−2, r−3. Written: reviewer 0 one, 1 two, 2 two, 3 two, 4 one.
    await write(1, 0, 90);
    await write(2, 0, 71);
    await write(3, 0, 40);
    await write(2, 1, 50);
    await write(3, 1, 60);
    await write(1, 3, 35);
    await write(4, 3, 30);
    await write(0, 4, 30);
    await ctx.db.update(students).set({ isExpelled: true }).where(eq(students.id, cohort.authors[4].studentId));

    const response = await complete(cohort);
    expect(response.status).toBe(200);
    const login = (index: number) => cohort.authors[index].user.githubId;
    const body = await response.json();
    expect(body.scored).toBe(2);
    expect(
      new Map(body.withoutScore.map((item: { githubId: string; reason: string }) => [item.githubId, item.reason])),
    ).toEqual(
      new Map([
        [login(0), 'Reviewed 1 of 2 required'],
        [login(2), 'No reviews received'],
        [login(4), 'The student is expelled'],
      ]),
    );
    // Author 1: top 2 of 50, 60 → 55; author 3: 35, 30 → 32.5, rounded half-up.
    expect((await resultOf(ctx, cohort.courseTaskId, cohort.authors[3].studentId))?.score).toBe(33);
    const first = await resultOf(ctx, cohort.courseTaskId, cohort.authors[1].studentId);
    expect(first).toMatchObject({ score: 55, comment: 'Cross-Check score', lastCheckerId: null });
    expect(first.history).toEqual([expect.objectContaining({ score: 55, authorId: -1 })]);
    expect((await studentRow(ctx, cohort.authors[1].studentId)).crossCheckScore).toBe(55);
    expect(await resultOf(ctx, cohort.courseTaskId, cohort.authors[0].studentId)).toBeUndefined();
    expect(await statusOf(cohort.courseTaskId)).toBe('completed');
    const [change] = await ctx.db
      .select()
      .from(scheduleChanges)
      .where(eq(scheduleChanges.entityId, cohort.courseTaskId));
    expect(change).toMatchObject({ operation: 'update', current: { crossCheckStatus: 'completed' } });

    const again = await complete(cohort);
    expect(again.status).toBe(409);
    expect((await readProblem(again)).detail).toContain('completed');
  });

  it('applies the median and trimmed-mean rules chosen for the task', async () => {
    // Author 0 gets 100, 90, 40, 20, 0: median 40; trimmed (90 + 40 + 20) / 3 = 50; topMean of the top 4 = 62.5 → 63.
    for (const [scoreRule, expected] of [
      ['median', 40],
      ['trimmedMean', 50],
      ['topMean', 63],
    ] as const) {
      const cohort = await crossCheckCohort(ctx, { size: 6, reviewers: 5, scoreRule });
      const received: Record<number, number> = { 1: 100, 2: 90, 3: 40, 4: 20, 5: 0 };
      for (const [author, reviewer] of cohort.pairs) {
        await review(ctx, cohort, reviewer, author, author === 0 ? received[reviewer] : 10);
      }
      expect((await complete(cohort)).status).toBe(200);
      const result = await resultOf(ctx, cohort.courseTaskId, cohort.authors[0].studentId);
      expect([scoreRule, result?.score]).toEqual([scoreRule, expected]);
    }
  });

  it('counts only reviews of the same course task (access.md §0.2 decision 20)', async () => {
    const cohort = await crossCheckCohort(ctx, { size: 3, reviewers: 1 });
    const other = await crossCheckCohort(ctx, { size: 3, reviewers: 1 });
    // The review of another task written by the same reviewer (ids moved onto this task's students) does not count.
    await review(ctx, other, 1, 0, 40);
    await ctx.db
      .update(crossCheckReviews)
      .set({ studentId: cohort.authors[0].studentId, checkerId: cohort.authors[1].studentId })
      .where(eq(crossCheckReviews.courseTaskId, other.courseTaskId));
    const body = await (await complete(cohort)).json();
    expect(body.scored).toBe(0);
    expect(body.withoutScore).toContainEqual({
      githubId: cohort.authors[1].user.githubId,
      reason: 'Reviewed 0 of 1 required',
    });
  });

  it('refuses a task that is not distributed (409) and a task of another course (404); staff other than managers 403', async () => {
    const initial = await crossCheckCohort(ctx, { size: 3, reviewers: 1, status: 'initial' });
    const response = await complete(initial);
    expect(response.status).toBe(409);
    expect((await readProblem(response)).detail).toContain('initial');
    const elsewhere = await crossCheckCohort(ctx, { size: 3, reviewers: 1 });
    const foreign = await ctx.request(
      `/api/v2/courses/${initial.course.id}/cross-checks/${elsewhere.courseTaskId}/completion`,
      { method: 'POST', as: 'manager' },
    );
    expect(foreign.status).toBe(404);
    expect((await complete(elsewhere, 'dementor')).status).toBe(403);
    expect((await complete(elsewhere, 'admin')).status).toBe(200);
  });

  it('is the function the background sweep calls, in its transaction, with its clock', async () => {
    const cohort = await crossCheckCohort(ctx, { size: 3, reviewers: 1 });
    for (const [author, reviewer] of cohort.pairs) await review(ctx, cohort, reviewer, author, 20 + author);
    const now = new Date('2026-03-09T00:00:00.000Z');
    const result = await ctx.db.transaction((tx) => completeCrossCheck(tx, { now }, cohort.courseTaskId));
    expect(result).toEqual({ scored: 3, withoutScore: [] });
    const scored = await resultOf(ctx, cohort.courseTaskId, cohort.authors[2].studentId);
    expect(scored).toMatchObject({ score: 22 });
    expect(scored.history[0].dateTime).toBe(now.toISOString());
    await expect(
      ctx.db.transaction((tx) => completeCrossCheck(tx, { now }, cohort.courseTaskId)),
    ).rejects.toMatchObject({ kind: 'conflict' });
  });

  it("names the task's rule in the score page's breakdown of a cross-check task", async () => {
    const cohort = await crossCheckCohort(ctx, { size: 3, reviewers: 1, scoreRule: 'median' });
    const login = cohort.authors[0].user.githubId;
    const response = await ctx.request(`/api/v2/course/${cohort.course.id}/students/score/${login}`, { as: 'manager' });
    expect(response.status).toBe(200);
    const { breakdown } = await response.json();
    expect(breakdown).toContainEqual(
      expect.objectContaining({ courseTaskId: cohort.courseTaskId, crossCheckScoreRule: 'median' }),
    );
  });
});
