import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { assignReview, mentorTask, scoreSolution, submitSolution } from '../../support/server/mentor-reviews';
import { addCourse } from '../../support/server/school';

// access.md §21 (+ owner: own, §0.2 decision 10) and rules.md R11.4: the mentor's dashboard, students and options.
let ctx: TestContext;
let course: StaffedCourse;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
});
afterAll(() => ctx.close());

type Item = {
  student: { githubId: string };
  courseTaskId: number;
  status: string;
  endDate: string;
  resultScore: number;
};
const base = (mentorId: number, courseId = course.id) => `/api/v2/mentors/${mentorId}/course/${courseId}`;

describe('owner rule: own mentor record, or staff of the course', () => {
  it('answers 403 to a mentor reading another mentor’s dashboard, students, options and preview', async () => {
    const other = await enrolMentor(ctx, course.id);
    for (const part of ['dashboard', 'students', 'options', 'random-task']) {
      const response = await ctx.request(`${base(other.mentorId)}/${part}`, { as: 'mentor' });
      expect(response.status).toBe(403);
    }
    expect((await ctx.request(`/api/v2/mentors/${other.mentorId}/students`, { as: 'mentor' })).status).toBe(403);
  });

  it('lets the mentor read his own records and the manager and supervisor read any mentor of the course', async () => {
    const other = await enrolMentor(ctx, course.id);
    expect((await ctx.request(`${base(course.personaMentorId)}/dashboard`, { as: 'mentor' })).status).toBe(200);
    expect((await ctx.request(`${base(other.mentorId)}/dashboard`, { as: 'manager' })).status).toBe(200);
    expect((await ctx.request(`${base(other.mentorId)}/options`, { as: 'supervisor' })).status).toBe(200);
    expect((await ctx.request(`/api/v2/mentors/${other.mentorId}/students`, { as: 'manager' })).status).toBe(200);
  });

  it('answers 404 to staff for a mentor id of another course (resource binding)', async () => {
    const elsewhere = await addCourse(ctx.db);
    const foreign = await enrolMentor(ctx, elsewhere.id);
    const response = await ctx.request(`${base(foreign.mentorId)}/dashboard`, { as: 'manager' });
    expect(response.status).toBe(404);
    expect((await ctx.request(`${base(foreign.mentorId)}/dashboard`, { as: 'mentor' })).status).toBe(403);
  });

  it('lets only the mentor himself take a random task: staff and admins are refused', async () => {
    for (const as of ['manager', 'admin'] as const) {
      const response = await ctx.request(`${base(course.personaMentorId)}/random-task`, { method: 'POST', as });
      expect(response.status).toBe(403);
    }
  });
});

describe('dashboard (R11.4)', () => {
  it('lists mentees’ and assigned solutions with done / in-review / random-task and endDate = deadline + 14 days', async () => {
    const fresh = await staffedCourse(ctx);
    const me = fresh.personaMentorId;
    const other = await enrolMentor(ctx, fresh.id);
    const late = await mentorTask(ctx, fresh.id, { studentEndDate: new Date('2026-02-20T00:00:00Z') });
    const early = await mentorTask(ctx, fresh.id, { studentEndDate: new Date('2026-02-10T00:00:00Z') });
    const assigned = await mentorTask(ctx, fresh.id, { checker: 'assigned' });
    const menteeA = await enrolStudent(ctx, fresh.id, { mentorId: me });
    const menteeB = await enrolStudent(ctx, fresh.id, { mentorId: me });
    const othersMentee = await enrolStudent(ctx, fresh.id, { mentorId: other.mentorId });
    const unmentored = await enrolStudent(ctx, fresh.id);
    const expelled = await enrolStudent(ctx, fresh.id, { mentorId: me, isExpelled: true });

    await submitSolution(ctx, early, menteeA.studentId);
    await scoreSolution(ctx, early, menteeA.studentId, 70);
    await submitSolution(ctx, late, menteeA.studentId);
    await submitSolution(ctx, late, menteeB.studentId);
    await assignReview(ctx, late, menteeB.studentId, other.mentorId); // assigned to someone else: not his
    await submitSolution(ctx, assigned, othersMentee.studentId);
    await assignReview(ctx, assigned, othersMentee.studentId, me); // assigned distribution: in review
    await submitSolution(ctx, late, unmentored.studentId);
    await assignReview(ctx, late, unmentored.studentId, me); // random task
    await submitSolution(ctx, late, expelled.studentId);
    await submitSolution(ctx, assigned, menteeA.studentId); // `assigned` task, not assigned to him

    const response = await ctx.request(`${base(me, fresh.id)}/dashboard`, { as: 'mentor' });
    expect(response.status).toBe(200);
    const items = (await response.json()) as Item[];
    expect(items.map((item) => [item.student.githubId, item.courseTaskId, item.status])).toEqual([
      [menteeA.user.githubId, early, 'done'],
      [othersMentee.user.githubId, assigned, 'in-review'],
      [menteeA.user.githubId, late, 'in-review'],
      [unmentored.user.githubId, late, 'random-task'],
    ]);
    expect(items[0].endDate).toBe('2026-02-24T00:00:00.000Z');
    expect(items[0].resultScore).toBe(70);
    expect(items[3].endDate).toBe('2026-03-06T00:00:00.000Z');
  });
});

describe('students and options', () => {
  it('lists the mentor’s active students with rank and score, and his options', async () => {
    const fresh = await staffedCourse(ctx);
    const active = await enrolStudent(ctx, fresh.id, { mentorId: fresh.personaMentorId, totalScore: 42, rank: 3 });
    await enrolStudent(ctx, fresh.id, { mentorId: fresh.personaMentorId, isExpelled: true });
    const students = (await (
      await ctx.request(`${base(fresh.personaMentorId, fresh.id)}/students`, { as: 'mentor' })
    ).json()) as {
      githubId: string;
      totalScore: number;
      rank: number;
      isActive: boolean;
    }[];
    expect(students).toEqual([
      expect.objectContaining({ githubId: active.user.githubId, totalScore: 42, rank: 3, isActive: true }),
    ]);
    const mine = await ctx.request(`/api/v2/mentors/${fresh.personaMentorId}/students`, { as: 'mentor' });
    expect(((await mine.json()) as { feedbacks: unknown[] }[])[0].feedbacks).toEqual([]);
    const options = await ctx.request(`${base(fresh.personaMentorId, fresh.id)}/options`, { as: 'mentor' });
    expect(await options.json()).toEqual({
      maxStudentsLimit: 2,
      preferedStudentsLocation: 'any',
      students: [expect.objectContaining({ githubId: active.user.githubId })],
    });
  });

  it('answers 404 for an unknown mentor id to an admin', async () => {
    const response = await ctx.request('/api/v2/mentors/999999/students', { as: 'admin' });
    expect(response.status).toBe(404);
    expect((await readProblem(response)).detail).toMatch(/999999/);
  });
});
