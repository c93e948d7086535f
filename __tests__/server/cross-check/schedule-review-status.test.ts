import { and, eq } from 'drizzle-orm';
import { crossCheckPairs, taskSolutions } from '@/server/db/schema';
import { createTestContext, type TestContext } from '../../support/server/context';
import {
  enrolStudent,
  staffedCourse,
  type EnrolledStudent,
  type StaffedCourse,
} from '../../support/server/course-people';
import { crossCheckTask, DAY, HOUR, review, submit } from '../../support/server/cross-check-lifecycle';

// rules.md R5.3 "cross-check review", from the real pairs (issue 8: an ended review item of a task that was never
// distributed used to show "future"). The schedule and the student dashboard read the same items.
let ctx: TestContext;
let course: StaffedCourse;
let me: EnrolledStudent;
let peers: EnrolledStudent[];

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  me = await enrolStudent(ctx, course.id);
  peers = [await enrolStudent(ctx, course.id), await enrolStudent(ctx, course.id)];
});
afterAll(() => ctx.close());

const now = () => ctx.clock.now().getTime();
// A task whose submit deadline has passed; the review window ends at `reviewEnd` (ms from now).
const reviewTask = (reviewEnd: number, status: 'initial' | 'distributed' | 'completed') =>
  crossCheckTask(ctx, course.id, {
    studentStartDate: new Date(now() - 10 * DAY),
    studentEndDate: new Date(now() - 3 * DAY),
    crossCheckEndDate: new Date(now() + reviewEnd),
    crossCheckStatus: status,
  });

// `me` reviews each peer's solution of the task; `written` of those reviews exist.
async function assign(courseTaskId: number, written: number) {
  for (const [i, peer] of peers.entries()) {
    await submit(ctx.db, courseTaskId, peer);
    const [solution] = await ctx.db
      .select({ id: taskSolutions.id })
      .from(taskSolutions)
      .where(and(eq(taskSolutions.courseTaskId, courseTaskId), eq(taskSolutions.studentId, peer.studentId)));
    await ctx.db.insert(crossCheckPairs).values({
      courseId: course.id,
      courseTaskId,
      taskSolutionId: solution.id,
      studentId: peer.studentId,
      checkerId: me.studentId,
    });
    if (i < written)
      await review(ctx.db, { courseTaskId, studentId: peer.studentId, checkerId: me.studentId, score: 50 });
  }
}

async function reviewStatus(courseTaskId: number, as: { id: number; githubId: string } = me.user) {
  const response = await ctx.request(`/api/v2/courses/${course.id}/schedule`, { as });
  const items = (await response.json()) as { key: string; status: string }[];
  return items.find((item) => item.key === `courseTask-${courseTaskId}-review`)?.status;
}

describe('R5.3 cross-check review item of a student', () => {
  it('is future while the task waits for its distribution, unavailable once the window ended without one', async () => {
    expect(await reviewStatus(await reviewTask(DAY, 'initial'))).toBe('future');
    expect(await reviewStatus(await reviewTask(-HOUR, 'initial'))).toBe('unavailable');
  });

  it('is unavailable without assignments, available with reviews left, done when all are written', async () => {
    expect(await reviewStatus(await reviewTask(DAY, 'distributed'))).toBe('unavailable');
    const open = await reviewTask(DAY, 'distributed');
    await assign(open, 1);
    expect(await reviewStatus(open)).toBe('available');
    const finished = await reviewTask(DAY, 'distributed');
    await assign(finished, 2);
    expect(await reviewStatus(finished)).toBe('done');
  });

  it('is missed when the window ended with reviews left, done after completion when all were written', async () => {
    const missed = await reviewTask(-HOUR, 'completed');
    await assign(missed, 1);
    expect(await reviewStatus(missed)).toBe('missed');
    const completed = await reviewTask(-HOUR, 'completed');
    await assign(completed, 2);
    expect(await reviewStatus(completed)).toBe('done');
  });

  it('stays by dates for the staff (R5.4)', async () => {
    const ended = await reviewTask(-HOUR, 'initial');
    expect(await reviewStatus(ended, ctx.school.users.manager)).toBe('archived');
  });
});
