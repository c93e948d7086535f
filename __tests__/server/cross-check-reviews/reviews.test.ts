import { eq } from 'drizzle-orm';
import { courseTasks, students } from '@/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import {
  addCrossCheckCatalogue,
  connectEmail,
  crossCheckCohort,
  postReview,
  review,
  reviewBody,
  reviewsOf,
  REVIEW_DEADLINE,
  type Cohort,
} from '../../support/server/cross-check-reviews';
import { outboxOf } from '../../support/server/notifications';
import { addCourseTask } from '../../support/server/school';

// access.md §15 assignments and results, rules.md R7.6 (the review), R7.7 (progress), R8 (criteria): who may review
// what, when, with which score, and that an edit keeps every earlier value.
let ctx: TestContext;
let cohort: Cohort;
beforeAll(async () => {
  ctx = await createTestContext();
  await addCrossCheckCatalogue(ctx);
});
beforeEach(async () => {
  cohort = await crossCheckCohort(ctx, {
    size: 4,
    reviewers: 2,
    maxScore: 50,
    criteria: [
      { key: 'basics', text: 'Basics', type: 'title' },
      { key: 'works', text: 'It works', type: 'subtask', max: 40 },
      { key: 'late', text: 'Late', type: 'penalty', max: -10 },
    ],
  });
});
afterAll(() => ctx.close());

const login = (index: number) => cohort.authors[index].user.githubId;
const getResult = (reviewer: number, author: number) =>
  ctx.request(`${cohort.base}/results/${login(author)}`, { as: cohort.authors[reviewer].user });

describe('assignments (R7.7)', () => {
  it('lists the solutions the caller reviews in pair order, ticked once reviewed; me is the caller', async () => {
    // Author 0 reviews the solutions of authors 3 and 2 (pairs [2,0] and [3,0]), in pair id order.
    await review(ctx, cohort, 0, 3, 30);
    const response = await ctx.request(`${cohort.base}/assignments/me`, { as: cohort.authors[0].user });
    expect(response.status).toBe(200);
    // R7.10: the number is the one the author sees him under, by ascending pair id among the author's reviewers.
    const reviewerNumber = (author: number) =>
      cohort.pairs.filter(([pairAuthor]) => pairAuthor === author).findIndex(([, reviewer]) => reviewer === 0) + 1;
    expect(await response.json()).toEqual([
      {
        student: { githubId: login(2), name: expect.any(String) },
        url: cohort.authors[2].url,
        reviewed: false,
        reviewerNumber: reviewerNumber(2),
      },
      {
        student: { githubId: login(3), name: expect.any(String) },
        url: cohort.authors[3].url,
        reviewed: true,
        reviewerNumber: reviewerNumber(3),
      },
    ]);
    const own = await ctx.request(`${cohort.base}/assignments/${login(0).toUpperCase()}`, {
      as: cohort.authors[0].user,
    });
    expect(own.status).toBe(200);
  });

  it("refuses another student's list (403)", async () => {
    const response = await ctx.request(`${cohort.base}/assignments/${login(1)}`, { as: cohort.authors[0].user });
    expect(response.status).toBe(403);
  });
});

describe('the review (R7.6, R8)', () => {
  it('stores the review with its criteria snapshot and tells the author with the link to his reviews', async () => {
    await connectEmail(ctx, [cohort.authors[0].user]);
    const body = {
      score: 38,
      comment: 'Good work overall.',
      criteria: [{ key: 'works', point: 38, comment: 'one edge case fails' }],
    };
    expect((await postReview(ctx, cohort, 1, 0, body)).status).toBe(204);
    const response = await getResult(1, 0);
    expect(response.status).toBe(200);
    const saved = await response.json();
    expect(saved).toMatchObject({
      score: 38,
      comment: 'Good work overall.',
      anonymous: true,
      criteria: [
        { key: 'basics', type: 'title', text: 'Basics' },
        { key: 'works', type: 'subtask', max: 40, point: 38, comment: 'one edge case fails' },
        { key: 'late', type: 'penalty', max: -10, point: 0 },
      ],
      messages: [],
    });
    expect(saved.history).toEqual([
      expect.objectContaining({ score: 38, anonymous: true, authorId: cohort.authors[1].user.id }),
    ]);
    const [notice] = await outboxOf(ctx.db, cohort.authors[0].user.id, 'taskGrade');
    expect(notice.body).toContain('score=38 previous= ');
    expect(notice.body).toContain(
      `link=/course/student/cross-check-submit?course=${cohort.course.alias}&taskId=${cohort.courseTaskId}`,
    );
  });

  it('keeps every earlier value when the review is edited, and a repeated identical save changes nothing', async () => {
    await review(ctx, cohort, 1, 0, 20);
    await postReview(ctx, cohort, 1, 0, reviewBody(45, { anonymous: false, comment: 'Second look: better.' }));
    await postReview(ctx, cohort, 1, 0, reviewBody(45, { anonymous: false, comment: 'Second look: better.' }));
    const [row] = await reviewsOf(ctx, cohort.courseTaskId);
    expect(row).toMatchObject({ score: 45, anonymous: false, comment: 'Second look: better.' });
    expect(row.history.map((entry) => [entry.score, entry.comment, entry.anonymous])).toEqual([
      [20, 'A careful review giving 20 points.', true],
      [45, 'Second look: better.', false],
    ]);
  });

  it('accepts the review without the form (criteria: []) and the literal me is never a reviewer', async () => {
    expect((await postReview(ctx, cohort, 1, 0, reviewBody(10))).status).toBe(204);
    expect((await reviewsOf(ctx, cohort.courseTaskId))[0].criteria).toEqual([]);
    expect((await getResult(1, 1)).status).toBe(403);
  });

  it('answers null before the reviewer has written anything', async () => {
    const response = await getResult(1, 0);
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
  });
});

describe('bad input writes nothing', () => {
  const nothingWritten = async () => expect(await reviewsOf(ctx, cohort.courseTaskId)).toEqual([]);

  it('refuses a score above the maximum or not an integer (400 naming score)', async () => {
    for (const score of [51, 10.5, -1]) {
      const response = await postReview(ctx, cohort, 1, 0, reviewBody(score));
      expect(response.status).toBe(400);
      expect((await readProblem(response)).errors?.map((error) => error.path)).toEqual(['score']);
    }
    await nothingWritten();
  });

  it('refuses a review of a solution not assigned to the caller (403), and hides that review', async () => {
    // Author 2 reviews authors 0 and 1 (pairs [0,2], [1,2]), not author 3.
    const response = await postReview(ctx, cohort, 2, 3, reviewBody(10));
    expect(response.status).toBe(403);
    expect((await readProblem(response)).detail).toContain('not assigned to you');
    expect((await getResult(2, 3)).status).toBe(403);
    await nothingWritten();
  });

  it('refuses a missing or too long comment, an unknown field, and criteria that break R8 (400 naming them)', async () => {
    const cases: [unknown, string][] = [
      [{ score: 1, comment: '   ', criteria: [] }, 'comment'],
      [{ score: 1, comment: 'x'.repeat(20001), criteria: [] }, 'comment'],
      [{ ...reviewBody(1), extra: true }, 'extra'],
      [reviewBody(30, { criteria: [{ key: 'works', point: 30 }] }), 'criteria.0.comment'],
      [
        reviewBody(30, { criteria: [{ key: 'works', point: 41, comment: 'more than the maximum' }] }),
        'criteria.0.point',
      ],
    ];
    for (const [body, path] of cases) {
      const response = await postReview(ctx, cohort, 1, 0, body);
      expect(response.status).toBe(400);
      expect((await readProblem(response)).errors?.[0].path).toBe(path);
    }
    await nothingWritten();
  });

  it('refuses a review before distribution or after the review deadline (409 with the reason)', async () => {
    ctx.clock.set(new Date(REVIEW_DEADLINE.getTime() + 1000));
    try {
      const late = await postReview(ctx, cohort, 1, 0, reviewBody(10));
      expect(late.status).toBe(409);
      expect((await readProblem(late)).detail).toContain('review deadline passed');
    } finally {
      ctx.clock.set(new Date('2026-03-01T10:00:00.000Z'));
    }
    await ctx.db
      .update(courseTasks)
      .set({ crossCheckStatus: 'completed' })
      .where(eq(courseTasks.id, cohort.courseTaskId));
    const completed = await postReview(ctx, cohort, 1, 0, reviewBody(10));
    expect(completed.status).toBe(409);
    expect((await readProblem(completed)).detail).toContain('completed');
    await nothingWritten();
  });

  it('refuses an expelled reviewer (403), a task of another course (404) and a task that is not a cross-check (409)', async () => {
    await ctx.db.update(students).set({ isExpelled: true }).where(eq(students.id, cohort.authors[1].studentId));
    expect((await postReview(ctx, cohort, 1, 0, reviewBody(10))).status).toBe(403);
    const foreign = await crossCheckCohort(ctx, { size: 3, reviewers: 1 });
    const wrongCourse = await ctx.request(
      `/api/v2/courses/${cohort.course.id}/cross-checks/${foreign.courseTaskId}/results/${login(0)}`,
      { method: 'POST', as: cohort.authors[3].user, body: reviewBody(10) },
    );
    expect(wrongCourse.status).toBe(404);
    const mentorTask = await addCourseTask(ctx.db, cohort.course.id);
    const notCrossCheck = await ctx.request(
      `/api/v2/courses/${cohort.course.id}/cross-checks/${mentorTask}/results/${login(0)}`,
      { method: 'POST', as: cohort.authors[3].user, body: reviewBody(10) },
    );
    expect(notCrossCheck.status).toBe(409);
    await nothingWritten();
  });
});
