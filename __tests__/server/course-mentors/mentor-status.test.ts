import { eq } from 'drizzle-orm';
import { mentorReviewAssignments } from '@/server/db/schema';
import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import {
  enrolMentor,
  enrolStudent,
  mentorRow,
  staffedCourse,
  studentRow,
  type StaffedCourse,
} from '../../support/server/course-people';
import { assignReview, mentorTask, scoreSolution, submitSolution } from '../../support/server/mentor-reviews';

// access.md §6 POST /course/{courseId}/mentors/{githubId}/status/expelled and /status/restore (course(manager)) and
// rules.md R13.6: the expelled mentor's mentees lose him in the same transaction and his session loses the mentor
// role (R1.4), his unscored review assignments are deleted; restore clears the flag and does not give the mentees back.
let ctx: TestContext;
let course: StaffedCourse;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
});
afterAll(() => ctx.close());

const act = (githubId: string, action: 'expelled' | 'restore', as: Caller = 'manager', courseId: number = course.id) =>
  ctx.request(`/api/v2/course/${courseId}/mentors/${encodeURIComponent(githubId)}/status/${action}`, {
    method: 'POST',
    as,
  });

const rolesOf = async (caller: Caller) => {
  const session = (await (await ctx.request('/api/v2/session', { as: caller })).json()) as {
    courses: Record<string, { roles: string[] } | undefined>;
  };
  return session.courses[course.id]?.roles ?? [];
};

describe('mentor expel and restore (R13.6)', () => {
  it('expels the mentor, unassigns his active and expelled mentees only, and drops his mentor role at once', async () => {
    const mentor = await enrolMentor(ctx, course.id);
    const other = await enrolMentor(ctx, course.id);
    const mentees = [
      await enrolStudent(ctx, course.id, { mentorId: mentor.mentorId }),
      await enrolStudent(ctx, course.id, { mentorId: mentor.mentorId, isExpelled: true }),
    ];
    const othersMentee = await enrolStudent(ctx, course.id, { mentorId: other.mentorId });
    expect(await rolesOf(mentor.user)).toContain('mentor');

    expect((await act(mentor.user.githubId.toUpperCase(), 'expelled')).status).toBe(204);
    expect((await mentorRow(ctx, mentor.mentorId)).isExpelled).toBe(true);
    for (const mentee of mentees) expect((await studentRow(ctx, mentee.studentId)).mentorId).toBeNull();
    expect((await studentRow(ctx, othersMentee.studentId)).mentorId).toBe(other.mentorId);
    expect(await rolesOf(mentor.user)).not.toContain('mentor');

    expect((await act(mentor.user.githubId, 'restore')).status).toBe(204);
    expect((await mentorRow(ctx, mentor.mentorId)).isExpelled).toBe(false);
    expect((await studentRow(ctx, mentees[0].studentId)).mentorId).toBeNull();
    expect(await rolesOf(mentor.user)).toContain('mentor');
  });

  it("deletes his unscored review assignments and keeps the scored ones and other mentors' (R13.6)", async () => {
    const mentor = await enrolMentor(ctx, course.id);
    const other = await enrolMentor(ctx, course.id);
    const courseTaskId = await mentorTask(ctx, course.id);
    const [unscored, scored, othersReview] = [
      await enrolStudent(ctx, course.id),
      await enrolStudent(ctx, course.id),
      await enrolStudent(ctx, course.id),
    ];
    for (const student of [unscored, scored, othersReview]) await submitSolution(ctx, courseTaskId, student.studentId);
    await assignReview(ctx, courseTaskId, unscored.studentId, mentor.mentorId);
    await assignReview(ctx, courseTaskId, scored.studentId, mentor.mentorId);
    await assignReview(ctx, courseTaskId, othersReview.studentId, other.mentorId);
    await scoreSolution(ctx, courseTaskId, scored.studentId, 40);

    expect((await act(mentor.user.githubId, 'expelled')).status).toBe(204);
    const reviewed = async (mentorId: number) =>
      (
        await ctx.db
          .select({ studentId: mentorReviewAssignments.studentId })
          .from(mentorReviewAssignments)
          .where(eq(mentorReviewAssignments.mentorId, mentorId))
      ).map((row) => row.studentId);
    expect(await reviewed(mentor.mentorId)).toEqual([scored.studentId]);
    expect(await reviewed(other.mentorId)).toEqual([othersReview.studentId]);
  });

  it('answers 409 for expelling an expelled mentor and restoring an active one', async () => {
    const active = await enrolMentor(ctx, course.id);
    const restore = await act(active.user.githubId, 'restore');
    expect(restore.status).toBe(409);
    expect((await readProblem(restore)).detail).toMatch(/active mentor/);
    const expelled = await enrolMentor(ctx, course.id, { isExpelled: true });
    expect((await act(expelled.user.githubId, 'expelled')).status).toBe(409);
  });

  it('answers 404 for a login that is not a mentor of this course', async () => {
    expect((await act('nobody-at-all', 'expelled')).status).toBe(404);
    const foreign = await enrolMentor(ctx, ctx.school.courseB.id);
    expect((await act(foreign.user.githubId, 'expelled')).status).toBe(404);
    expect((await mentorRow(ctx, foreign.mentorId)).isExpelled).toBe(false);
  });

  it('is for managers and admins only', async () => {
    const mentor = await enrolMentor(ctx, course.id);
    for (const as of ['supervisor', 'dementor', 'mentor'] as const) {
      expect((await act(mentor.user.githubId, 'expelled', as)).status).toBe(403);
    }
    expect((await act(mentor.user.githubId, 'expelled', 'anonymous')).status).toBe(401);
    expect((await act(mentor.user.githubId, 'expelled', 'manager', ctx.school.courseB.id)).status).toBe(403);
    expect((await act(mentor.user.githubId, 'expelled', 'admin')).status).toBe(204);
  });
});
