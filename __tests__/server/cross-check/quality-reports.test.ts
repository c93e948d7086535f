import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import {
  enrolStudent,
  staffedCourse,
  type EnrolledStudent,
  type StaffedCourse,
} from '../../support/server/course-people';
import { crossCheckTask, review } from '../../support/server/cross-check-lifecycle';
import { addCourseTask } from '../../support/server/school';

// access.md §15 max-score-checkers and bad-comments, rules.md R7.12.
let ctx: TestContext;
let course: StaffedCourse;
let taskId: number;
let students: EnrolledStudent[];

type Report = {
  reviewId: number;
  checker: { githubId: string };
  student: { githubId: string };
  score: number;
  averageOthers: number | null;
  comment: string;
}[];

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  taskId = await crossCheckTask(ctx, course.id, { maxScore: 100 });
  students = [];
  for (let i = 0; i < 6; i += 1) students.push(await enrolStudent(ctx, course.id));
});
afterAll(() => ctx.close());

const reviewsOf = async (
  author: EnrolledStudent,
  scores: number[],
  values: { comment?: string; edits?: number }[] = [],
) => {
  const checkers = students.filter((student) => student !== author);
  for (const [i, score] of scores.entries()) {
    await review(ctx.db, {
      courseTaskId: taskId,
      studentId: author.studentId,
      checkerId: checkers[i].studentId,
      score,
      ...values[i],
    });
  }
};
const report = async (name: string, as: 'manager' | 'supervisor' | 'dementor' = 'supervisor', id = taskId) => {
  const response = await ctx.request(`/api/v2/courses/${course.id}/cross-checks/${id}/${name}`, { as });
  expect(response.status).toBe(200);
  return (await response.json()) as Report;
};

describe('R7.12 quality reports', () => {
  it('max-score-checkers: reviews outside 0.9–1.1 × the mean of the others, solutions with ≥ 3 reviews only', async () => {
    await reviewsOf(students[0], [80, 80, 80, 76]);
    await reviewsOf(students[1], [90, 90, 30]);
    await reviewsOf(students[2], [100, 10]);
    const outliers = await report('max-score-checkers');
    expect(outliers.map((row) => [row.student.githubId, row.score, row.averageOthers])).toEqual([
      [students[1].user.githubId, 30, 90],
      [students[1].user.githubId, 90, 60],
      [students[1].user.githubId, 90, 60],
    ]);
    expect(outliers[0].checker.githubId).not.toBe(students[1].user.githubId);
  });

  it('bad-comments: trimmed comment under 70 characters, below the maximum, never edited', async () => {
    const short = '   Looks fine to me.   ';
    await reviewsOf(
      students[3],
      [60, 100, 60, 60],
      [{ comment: short }, { comment: short }, { comment: short, edits: 2 }, { comment: 'x'.repeat(70) }],
    );
    const rows = await report('bad-comments', 'manager');
    const mine = rows.filter((row) => row.student.githubId === students[3].user.githubId);
    expect(mine.map((row) => [row.score, row.comment, row.averageOthers])).toEqual([[60, short, 73.3]]);
  });

  it('answers 404 for an unknown task and 409 for a task that is not a cross-check', async () => {
    const response = await ctx.request(`/api/v2/courses/${course.id}/cross-checks/999999/bad-comments`, {
      as: 'dementor',
    });
    expect(response.status).toBe(404);
    const mentorTask = await addCourseTask(ctx.db, course.id, { checker: 'mentor' });
    const conflict = await ctx.request(`/api/v2/courses/${course.id}/cross-checks/${mentorTask}/max-score-checkers`, {
      as: 'manager',
    });
    expect((await readProblem(conflict)).status).toBe(409);
  });
});
