import { and, eq } from 'drizzle-orm';
import { mentorReviewAssignments } from '../../../src/server/db/schema';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { assignReview, mentorTask, scoreSolution, submitSolution } from '../../support/server/mentor-reviews';
import { addCourse } from '../../support/server/school';

// access.md §20 (course(manager,dementor)), rules.md R11.3, §0.2 decision 23: manual reviewer assignment and the
// paged list of submitted solutions.
let ctx: TestContext;
let course: StaffedCourse;
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(async () => {
  course = await staffedCourse(ctx);
});
afterAll(() => ctx.close());

const assign = (body: unknown, as: 'manager' | 'dementor' = 'manager') =>
  ctx.request(`/api/v2/course/${course.id}/mentor-reviews`, { method: 'POST', as, body });
const reviewerOf = async (courseTaskId: number, studentId: number) =>
  (
    await ctx.db
      .select({ mentorId: mentorReviewAssignments.mentorId })
      .from(mentorReviewAssignments)
      .where(
        and(eq(mentorReviewAssignments.courseTaskId, courseTaskId), eq(mentorReviewAssignments.studentId, studentId)),
      )
  )[0]?.mentorId ?? null;

type Page = {
  items: { id: number; student: { githubId: string }; checker: { githubId: string } | null; score: number | null }[];
  pagination: { total: number; totalPages: number };
};
const list = async (query: string) => {
  const response = await ctx.request(`/api/v2/course/${course.id}/mentor-reviews?${query}`, { as: 'dementor' });
  expect(response.status).toBe(200);
  return (await response.json()) as Page;
};

describe('manual assignment (R11.3)', () => {
  it('sets, changes and removes the reviewer of a solution', async () => {
    const task = await mentorTask(ctx, course.id);
    const student = await enrolStudent(ctx, course.id);
    const first = await enrolMentor(ctx, course.id);
    const second = await enrolMentor(ctx, course.id);
    await submitSolution(ctx, task, student.studentId);
    const body = { courseTaskId: task, studentId: student.studentId };

    expect((await assign({ ...body, mentorId: first.mentorId })).status).toBe(204);
    expect(await reviewerOf(task, student.studentId)).toBe(first.mentorId);
    expect((await assign({ ...body, mentorId: second.mentorId }, 'dementor')).status).toBe(204);
    expect(await reviewerOf(task, student.studentId)).toBe(second.mentorId);
    expect((await assign({ ...body, mentorId: null })).status).toBe(204);
    expect(await reviewerOf(task, student.studentId)).toBeNull();
  });

  it('answers 409 once the solution is scored and keeps its reviewer', async () => {
    const task = await mentorTask(ctx, course.id);
    const student = await enrolStudent(ctx, course.id);
    const mentor = await enrolMentor(ctx, course.id);
    await submitSolution(ctx, task, student.studentId);
    await assignReview(ctx, task, student.studentId, mentor.mentorId);
    await scoreSolution(ctx, task, student.studentId, 50);
    const response = await assign({ courseTaskId: task, studentId: student.studentId, mentorId: null });
    expect(response.status).toBe(409);
    expect(await reviewerOf(task, student.studentId)).toBe(mentor.mentorId);
  });

  it('refuses an expelled mentor (409) and ids of another course (404)', async () => {
    const task = await mentorTask(ctx, course.id);
    const student = await enrolStudent(ctx, course.id);
    const expelled = await enrolMentor(ctx, course.id, { isExpelled: true });
    const elsewhere = await addCourse(ctx.db);
    const foreignMentor = await enrolMentor(ctx, elsewhere.id);
    const foreignTask = await mentorTask(ctx, elsewhere.id);
    const body = { courseTaskId: task, studentId: student.studentId };
    expect((await assign({ ...body, mentorId: expelled.mentorId })).status).toBe(409);
    expect((await assign({ ...body, mentorId: foreignMentor.mentorId })).status).toBe(404);
    expect((await assign({ ...body, courseTaskId: foreignTask, mentorId: null })).status).toBe(404);
  });

  it('rejects unknown body fields and a task that no mentor checks (400 naming the field)', async () => {
    const task = await mentorTask(ctx, course.id, { checker: 'crossCheck' });
    const student = await enrolStudent(ctx, course.id);
    const extra = await assign({ courseTaskId: task, studentId: student.studentId, mentorId: null, more: 1 });
    expect(extra.status).toBe(400);
    const wrong = await assign({ courseTaskId: task, studentId: student.studentId, mentorId: null });
    expect(wrong.status).toBe(400);
    expect((await readProblem(wrong)).errors?.[0].path).toBe('courseTaskId');
  });
});

describe('list (paged, filters, sorts)', () => {
  it('pages with id as the tie-breaker and filters by tasks, student and checker', async () => {
    const taskA = await mentorTask(ctx, course.id);
    const taskB = await mentorTask(ctx, course.id, { checker: 'assigned' });
    const mentor = await enrolMentor(ctx, course.id, {}, { githubId: `checker-${course.id}`, firstName: 'Carla' });
    const people = [];
    const sameTime = new Date('2026-02-10T00:00:00Z');
    for (let i = 0; i < 3; i += 1) {
      const student = await enrolStudent(ctx, course.id, {}, { githubId: `pupil-${course.id}-${i}` });
      people.push(student);
      await submitSolution(ctx, taskA, student.studentId, sameTime);
    }
    const ids = (await list('current=1&pageSize=10')).items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await submitSolution(ctx, taskB, people[0].studentId, new Date('2026-02-12T00:00:00Z'));
    await assignReview(ctx, taskB, people[0].studentId, mentor.mentorId);

    const first = await list('current=1&pageSize=2&sortField=submittedAt&sortOrder=DESC');
    expect(first.pagination).toEqual({ current: 1, pageSize: 2, total: 4, totalPages: 2 });
    expect(first.items[0].checker?.githubId).toBe(mentor.user.githubId);
    const past = await list('current=5&pageSize=2');
    expect(past.items).toEqual([]);
    expect(past.pagination.total).toBe(4);

    expect((await list(`current=1&pageSize=10&tasks=${taskB}`)).items).toHaveLength(1);
    expect((await list(`current=1&pageSize=10&student=PUPIL-${course.id}-1`)).items).toHaveLength(1);
    expect((await list('current=1&pageSize=10&checker=carla')).items).toHaveLength(1);
  });

  it('sorts by reviewedAt with unreviewed solutions last', async () => {
    const task = await mentorTask(ctx, course.id);
    const [a, b, c] = [
      await enrolStudent(ctx, course.id),
      await enrolStudent(ctx, course.id),
      await enrolStudent(ctx, course.id),
    ];
    for (const student of [a, b, c]) await submitSolution(ctx, task, student.studentId);
    await scoreSolution(ctx, task, a.studentId, 10, new Date('2026-02-21T00:00:00Z'));
    await scoreSolution(ctx, task, b.studentId, 20, new Date('2026-02-20T00:00:00Z'));
    const page = await list('current=1&pageSize=10&sortField=reviewedAt&sortOrder=asc');
    expect(page.items.map((item) => item.score)).toEqual([20, 10, null]);
  });

  it('rejects a bad sortField and paging (400)', async () => {
    const response = await ctx.request(`/api/v2/course/${course.id}/mentor-reviews?current=0&pageSize=10&sortField=x`, {
      as: 'manager',
    });
    expect(response.status).toBe(400);
  });
});
