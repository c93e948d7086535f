import { eq } from 'drizzle-orm';
import { mentorReviewAssignments } from '../../../src/server/db/schema';
import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { assignReview, mentorTask, scoreSolution, submitSolution } from '../../support/server/mentor-reviews';

// access.md §21 random-task GET/POST, §0.2 decision 12, rules.md R11.5.
let ctx: TestContext;
let course: StaffedCourse;
beforeAll(async () => {
  ctx = await createTestContext();
});
// A fresh course per test: every candidate of the course is the test's own.
beforeEach(async () => {
  course = await staffedCourse(ctx);
});
afterAll(() => ctx.close());

const url = (mentorId = course.personaMentorId) => `/api/v2/mentors/${mentorId}/course/${course.id}/random-task`;
const take = (as: Caller = 'mentor', mentorId?: number) => ctx.request(url(mentorId), { method: 'POST', as });
const preview = async () =>
  ((await (await ctx.request(url(), { as: 'mentor' })).json()) as { available: number }).available;

describe('random task (R11.5)', () => {
  it('counts candidates without writing: only unscored, unassigned solutions of active unmentored students', async () => {
    const task = await mentorTask(ctx, course.id);
    const disabled = await mentorTask(ctx, course.id, { disabled: true });
    const other = await enrolMentor(ctx, course.id);
    const candidate = await enrolStudent(ctx, course.id);
    const mentored = await enrolStudent(ctx, course.id, { mentorId: other.mentorId });
    const expelled = await enrolStudent(ctx, course.id, { isExpelled: true });
    const scored = await enrolStudent(ctx, course.id);
    const assigned = await enrolStudent(ctx, course.id);
    for (const student of [candidate, mentored, expelled, scored, assigned])
      await submitSolution(ctx, task, student.studentId);
    await submitSolution(ctx, disabled, candidate.studentId);
    await scoreSolution(ctx, task, scored.studentId, 10);
    await assignReview(ctx, task, assigned.studentId, other.mentorId);

    expect(await preview()).toBe(1);
    expect(await preview()).toBe(1);
    expect(await ctx.db.select().from(mentorReviewAssignments)).toHaveLength(1);
  });

  it('assigns the highest total score first and the oldest submission on ties, as a random-task dashboard item', async () => {
    const task = await mentorTask(ctx, course.id);
    const low = await enrolStudent(ctx, course.id, { totalScore: 10 });
    const highNew = await enrolStudent(ctx, course.id, { totalScore: 50 });
    const highOld = await enrolStudent(ctx, course.id, { totalScore: 50 });
    await submitSolution(ctx, task, low.studentId, new Date('2026-02-01T00:00:00Z'));
    await submitSolution(ctx, task, highNew.studentId, new Date('2026-02-05T00:00:00Z'));
    await submitSolution(ctx, task, highOld.studentId, new Date('2026-02-03T00:00:00Z'));

    const order: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await take();
      expect(response.status).toBe(201);
      const item = (await response.json()) as { student: { githubId: string }; status: string };
      expect(item.status).toBe('random-task');
      order.push(item.student.githubId);
    }
    expect(order).toEqual([highOld.user.githubId, highNew.user.githubId, low.user.githubId]);

    const none = await take();
    expect(none.status).toBe(404);
    expect((await readProblem(none)).detail).toBe('Task for review was not found');
  });

  it('never gives one solution to two mentors taking random tasks at the same time', async () => {
    const task = await mentorTask(ctx, course.id);
    const mentors = [{ user: ctx.school.users.mentor, mentorId: course.personaMentorId }];
    for (let i = 0; i < 4; i += 1) mentors.push(await enrolMentor(ctx, course.id));
    ctx.sessionCache.clear();
    for (let i = 0; i < 3; i += 1) await submitSolution(ctx, task, (await enrolStudent(ctx, course.id)).studentId);

    const responses = await Promise.all(mentors.map((mentor) => take(mentor.user, mentor.mentorId)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 201, 404, 404]);
    const rows = await ctx.db
      .select()
      .from(mentorReviewAssignments)
      .where(eq(mentorReviewAssignments.courseTaskId, task));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.studentId)).size).toBe(3);
  });
});
