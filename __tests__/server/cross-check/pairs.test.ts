import { eq } from 'drizzle-orm';
import { courseTasks, crossCheckPairs, crossCheckReviews, students, taskSolutions } from '@/server/db/schema';
import { distributeCrossCheck } from '@/server/modules/cross-check';
import { pairsSnapshot } from '@/server/modules/cross-check/service/pairs-snapshot';
import { seededRandom } from '@/server/seed/random';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { staffedCourse, type EnrolledStudent, type StaffedCourse } from '../../support/server/course-people';
import { crossCheckTask, DAY, HOUR, message, review, submitters } from '../../support/server/cross-check-lifecycle';
import { parseCsv } from '../../support/server/csv';

// access.md §15 GET .../pairs, .../{courseTaskId}/csv, available-review-stats and (extra) progress.
let ctx: TestContext;
let course: StaffedCourse;
let portfolio: number;
let shelter: number;
let authors: EnrolledStudent[];
let pairs: (typeof crossCheckPairs.$inferSelect)[];

type PairItem = {
  id: number;
  courseTask: { id: number; name: string };
  checker: { githubId: string; name: string };
  student: { githubId: string; name: string };
  url: string;
  score: number | null;
  comment: string | null;
  submittedDate: string;
  reviewedDate: string | null;
  history: { score: number }[];
  messages: { role: string; author: { githubId: string }; content: string }[];
};
type PairPage = {
  items: PairItem[];
  pagination: { current: number; pageSize: number; total: number; totalPages: number };
};

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  const now = ctx.clock.now().getTime();
  const ended = { studentStartDate: new Date(now - 9 * DAY), studentEndDate: new Date(now - DAY) };
  portfolio = await crossCheckTask(ctx, course.id, { name: 'Portfolio', ...ended });
  shelter = await crossCheckTask(ctx, course.id, { name: 'Shelter', ...ended });
  authors = await submitters(ctx, course.id, portfolio, 5);
  for (const author of authors.slice(0, 4)) {
    await ctx.db.insert(taskSolutions).values({
      courseTaskId: shelter,
      studentId: author.studentId,
      url: `https://github.com/${author.user.githubId}/shelter`,
    });
  }
  for (const [taskId, seed] of [
    [portfolio, 1],
    [shelter, 2],
  ]) {
    await ctx.db.transaction((tx) =>
      distributeCrossCheck(tx, taskId, { now: ctx.clock.now(), random: seededRandom(seed) }),
    );
  }
  pairs = await ctx.db.select().from(crossCheckPairs).where(eq(crossCheckPairs.courseId, course.id));
  // Two reviews of Portfolio: the first edited once and discussed.
  const [first, second] = pairs.filter((pair) => pair.courseTaskId === portfolio);
  const firstReview = await review(ctx.db, { ...first, score: 70, edits: 2 }, new Date(now - HOUR));
  await review(ctx.db, { ...second, score: 95 }, new Date(now - 2 * HOUR));
  const author = authors.find((a) => a.studentId === first.studentId) as EnrolledStudent;
  const checker = authors.find((a) => a.studentId === first.checkerId) as EnrolledStudent;
  await message(ctx.db, firstReview, author.user.id, 'student', 'Why 70?', new Date(now - 30 * 60_000));
  await message(ctx.db, firstReview, checker.user.id, 'reviewer', 'The header is off.', new Date(now - 20 * 60_000));
});
afterAll(() => ctx.close());

const page = async (query: string, as: 'manager' | 'dementor' = 'manager', courseId = course.id) => {
  const response = await ctx.request(`/api/v2/courses/${courseId}/cross-checks/pairs?${query}`, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as PairPage;
};

describe('GET /cross-checks/pairs', () => {
  it('pages every pair of the course, newest submission first, with the totals', async () => {
    const result = await page('current=1&pageSize=4');
    expect(result.pagination).toEqual({ current: 1, pageSize: 4, total: 14, totalPages: 4 });
    expect(result.items).toHaveLength(4);
    const all = await page('current=1&pageSize=100&orderDirection=DESC');
    expect(all.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      pairs.map((pair) => pair.id).sort((a, b) => a - b),
    );
    const dates = all.items.map((item) => item.submittedDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const past = await page('current=9&pageSize=4');
    expect(past).toEqual({ items: [], pagination: { current: 9, pageSize: 4, total: 14, totalPages: 4 } });
  });

  it('carries the review, its history and its messages with their authors', async () => {
    const result = await page('current=1&pageSize=100&reviewed=true&orderBy=score&orderDirection=asc');
    expect(result.items.map((item) => [item.courseTask.name, item.score])).toEqual([
      ['Portfolio', 70],
      ['Portfolio', 95],
    ]);
    const [discussed] = result.items;
    expect(discussed.history).toHaveLength(2);
    expect(discussed.comment).toMatch(/thorough review/);
    expect(discussed.reviewedDate).not.toBeNull();
    expect(discussed.messages.map((m) => [m.role, m.content])).toEqual([
      ['student', 'Why 70?'],
      ['reviewer', 'The header is off.'],
    ]);
    expect(discussed.messages[0].author.githubId).toBe(discussed.student.githubId);
    expect(discussed.messages[1].author.githubId).toBe(discussed.checker.githubId);
  });

  it('filters by checker, student, url and task (contains, any case) and by reviewed', async () => {
    const login = authors[2].user.githubId;
    const byChecker = await page(`current=1&pageSize=100&checker=${login.toUpperCase()}`);
    expect(byChecker.items.length).toBeGreaterThan(0);
    expect(byChecker.items.every((item) => item.checker.githubId === login)).toBe(true);
    const byStudent = await page(`current=1&pageSize=100&student=${login}`);
    expect(byStudent.items.every((item) => item.student.githubId === login)).toBe(true);
    const byUrl = await page('current=1&pageSize=100&url=SHELTER');
    expect(byUrl.pagination.total).toBe(4);
    const byTask = await page('current=1&pageSize=100&task=portf');
    expect(byTask.pagination.total).toBe(10);
    expect((await page(`current=1&pageSize=100&courseTaskId=${shelter}`)).pagination.total).toBe(4);
    expect((await page('current=1&pageSize=100&reviewed=false')).pagination.total).toBe(12);
    expect((await page('current=1&pageSize=100&reviewed=false&task=portfolio')).pagination.total).toBe(8);
  });

  it('sorts by every field with the pair id as the tie-breaker', async () => {
    for (const orderBy of ['checker', 'student', 'url', 'task', 'score', 'reviewedDate', 'submittedDate']) {
      const result = await page(`current=1&pageSize=100&orderBy=${orderBy}&orderDirection=asc`);
      expect(result.items).toHaveLength(14);
    }
    const byStudent = await page('current=1&pageSize=100&orderBy=student&orderDirection=asc');
    const logins = byStudent.items.map((item) => item.student.githubId);
    expect(logins).toEqual([...logins].sort());
  });

  it('shows a review or a renamed task written after the previous read (the kept snapshot is versioned)', async () => {
    expect((await page('current=1&pageSize=100&reviewed=true')).pagination.total).toBe(2);
    const pair = pairs.find((p) => p.courseTaskId === shelter) as (typeof pairs)[number];
    const reviewId = await review(ctx.db, { ...pair, score: 40 }, ctx.clock.now());
    try {
      const reviewed = await page('current=1&pageSize=100&reviewed=true&task=shelter');
      expect(reviewed.items.map((item) => [item.id, item.score])).toEqual([[pair.id, 40]]);
      await ctx.db.update(courseTasks).set({ disabled: true }).where(eq(courseTasks.id, shelter));
      expect((await page('current=1&pageSize=100&task=shelter')).pagination.total).toBe(0);
    } finally {
      await ctx.db.update(courseTasks).set({ disabled: false }).where(eq(courseTasks.id, shelter));
      await ctx.db.delete(crossCheckReviews).where(eq(crossCheckReviews.id, reviewId));
    }
    expect((await page('current=1&pageSize=100&reviewed=true')).pagination.total).toBe(2);
  });

  it('keeps the snapshot through a write it does not show, and builds it again after one it shows', async () => {
    const first = await pairsSnapshot(ctx.db, course.id, ctx.clock.now());
    expect(await pairsSnapshot(ctx.db, course.id, ctx.clock.now())).toBe(first);
    // A score write moves the course's schedule version but none of what the pairs version counts.
    await ctx.db.update(students).set({ totalScore: 12 }).where(eq(students.id, authors[0].studentId));
    expect(await pairsSnapshot(ctx.db, course.id, ctx.clock.now())).toBe(first);
    expect(await pairsSnapshot(ctx.db, course.id, ctx.clock.now())).toBe(first);
    const pair = pairs.find((p) => p.courseTaskId === shelter) as (typeof pairs)[number];
    const reviewId = await review(ctx.db, { ...pair, score: 55 }, ctx.clock.now());
    try {
      const second = await pairsSnapshot(ctx.db, course.id, ctx.clock.now());
      expect(second).not.toBe(first);
      expect(second.rows.find((row) => row.id === pair.id)?.score).toBe(55);
      expect(await pairsSnapshot(ctx.db, course.id, ctx.clock.now())).toBe(second);
    } finally {
      await ctx.db.delete(crossCheckReviews).where(eq(crossCheckReviews.id, reviewId));
    }
    const third = await pairsSnapshot(ctx.db, course.id, ctx.clock.now());
    expect(third.rows.find((row) => row.id === pair.id)?.score).toBeNull();
  });

  it('answers 400 naming the bad query field, and shows nothing of another course', async () => {
    for (const [query, field] of [
      ['pageSize=10', 'current'],
      ['current=1&pageSize=0', 'pageSize'],
      ['current=1&pageSize=10&orderBy=rank', 'orderBy'],
      ['current=1&pageSize=10&reviewed=maybe', 'reviewed'],
    ]) {
      const response = await ctx.request(`/api/v2/courses/${course.id}/cross-checks/pairs?${query}`, { as: 'manager' });
      expect((await readProblem(response)).errors?.map((error) => error.path)).toContain(field);
    }
    const other = await staffedCourse(ctx);
    expect((await page('current=1&pageSize=10', 'dementor', other.id)).pagination.total).toBe(0);
  });
});

describe('solutions CSV, review stats and progress', () => {
  it('exports githubId, solutionUrl, submittedDate of every solution of the task', async () => {
    const response = await ctx.request(`/api/v2/courses/${course.id}/cross-checks/${portfolio}/csv`, {
      as: 'dementor',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Portfolio.csv"');
    const rows = parseCsv(await response.text());
    expect(rows[0]).toEqual(['githubId', 'solutionUrl', 'submittedDate']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(authors.map((author) => author.user.githubId));
  });

  it('gives a student his checks of each distributed task, and 403 to staff', async () => {
    const reviewer = authors.find((a) => a.studentId === pairs.find((p) => p.courseTaskId === portfolio)?.checkerId);
    const response = await ctx.request(`/api/v2/courses/${course.id}/cross-checks/available-review-stats`, {
      as: reviewer?.user,
    });
    const stats = (await response.json()) as {
      id: number;
      name: string;
      checksCount: number;
      completedChecksCount: number;
    }[];
    expect(stats.find((stat) => stat.id === portfolio)).toEqual({
      id: portfolio,
      name: 'Portfolio',
      checksCount: 2,
      completedChecksCount: 1,
    });
    await ctx.db.update(courseTasks).set({ crossCheckStatus: 'completed' }).where(eq(courseTasks.id, shelter));
    try {
      const after = await ctx.request(`/api/v2/courses/${course.id}/cross-checks/available-review-stats`, {
        as: reviewer?.user,
      });
      expect(((await after.json()) as { id: number }[]).map((stat) => stat.id)).toEqual([portfolio]);
    } finally {
      await ctx.db.update(courseTasks).set({ crossCheckStatus: 'distributed' }).where(eq(courseTasks.id, shelter));
    }
    const staff = await ctx.request(`/api/v2/courses/${course.id}/cross-checks/available-review-stats`, {
      as: 'manager',
    });
    expect(staff.status).toBe(403);
  });

  it('(extra) tells the staff how many reviews each task still lacks', async () => {
    const waiting = await crossCheckTask(ctx, course.id, { name: 'Async Race' });
    const response = await ctx.request(`/api/v2/courses/${course.id}/cross-checks/progress`, { as: 'dementor' });
    expect(await response.json()).toEqual([
      {
        courseTaskId: portfolio,
        name: 'Portfolio',
        status: 'distributed',
        solutions: 5,
        pairs: 10,
        reviewed: 2,
        missing: 8,
      },
      {
        courseTaskId: shelter,
        name: 'Shelter',
        status: 'distributed',
        solutions: 4,
        pairs: 4,
        reviewed: 0,
        missing: 4,
      },
      { courseTaskId: waiting, name: 'Async Race', status: 'initial', solutions: 0, pairs: 0, reviewed: 0, missing: 0 },
    ]);
  });
});
