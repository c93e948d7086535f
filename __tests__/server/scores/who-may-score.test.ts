import { eq } from 'drizzle-orm';
import { mentorReviewAssignments, taskResults } from '@/server/db/schema';
import { createTestContext, type Caller, type TestContext } from '../../support/server/context';
import {
  enrolMentor,
  enrolStudent,
  staffedCourse,
  studentRow,
  type StaffedCourse,
} from '../../support/server/course-people';
import { addCourseTask, addCourseUser } from '../../support/server/school';

// rules.md R3.7 (who may score, access.md §29 POST .../score/{githubId}/task/{courseTaskId}) and R3.6 (bulk upload,
// POST .../score/task/{courseTaskId}/multiple).
let ctx: TestContext;
let course: StaffedCourse;
let mentee: { githubId: string; studentId: number };
let other: { githubId: string; studentId: number };
let otherMentor: { githubId: string; id: number; mentorId: number };
const tasks: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  const { users } = ctx.school;
  tasks.mentor = await addCourseTask(ctx.db, course.id, { checker: 'mentor' });
  tasks.assigned = await addCourseTask(ctx.db, course.id, { checker: 'assigned' });
  tasks.owned = await addCourseTask(ctx.db, course.id, {
    checker: 'taskOwner',
    taskOwnerId: users.taskOwner.id,
    maxScore: 10,
  });
  tasks.interview = await addCourseTask(ctx.db, course.id, { checker: 'mentor', type: 'interview' });
  const a = await enrolStudent(ctx, course.id, { mentorId: course.personaMentorId });
  const b = await enrolStudent(ctx, course.id);
  mentee = { githubId: a.user.githubId, studentId: a.studentId };
  other = { githubId: b.user.githubId, studentId: b.studentId };
  const m = await enrolMentor(ctx, course.id);
  otherMentor = { ...m.user, mentorId: m.mentorId };
  await ctx.db.insert(mentorReviewAssignments).values([
    { courseTaskId: tasks.assigned, studentId: other.studentId, mentorId: otherMentor.mentorId },
    { courseTaskId: tasks.mentor, studentId: other.studentId, mentorId: otherMentor.mentorId },
  ]);
  ctx.sessionCache.clear();
});
afterAll(() => ctx.close());

const post = (as: Caller, githubId: string, task: number, score = 5) =>
  ctx.request(`/api/v2/course/${course.id}/students/score/${githubId}/task/${task}`, {
    method: 'POST',
    as,
    body: { score },
  });

describe('R3.7 who may score', () => {
  it('lets a manager and an admin score any student on any task', async () => {
    expect((await post('manager', mentee.githubId, tasks.assigned)).status).toBe(204);
    expect((await post('admin', other.githubId, tasks.owned)).status).toBe(204);
  });

  it('lets the task owner score his own tasks only', async () => {
    expect((await post('taskOwner', other.githubId, tasks.owned, 7)).status).toBe(204);
    expect((await post('taskOwner', other.githubId, tasks.mentor)).status).toBe(403);
  });

  it('lets a mentor score his mentee or an assigned solution on mentor tasks, only the assigned one on assigned tasks', async () => {
    expect((await post('mentor', mentee.githubId, tasks.mentor)).status).toBe(204);
    expect((await post('mentor', other.githubId, tasks.mentor)).status).toBe(403);
    expect((await post(otherMentor, other.githubId, tasks.mentor)).status).toBe(204);
    expect((await post('mentor', mentee.githubId, tasks.assigned, 9)).status).toBe(403);
    expect((await post(otherMentor, other.githubId, tasks.assigned)).status).toBe(204);
    expect((await post('mentor', mentee.githubId, tasks.owned)).status).toBe(403);
    expect((await post('mentor', mentee.githubId, tasks.interview)).status).toBe(403);
  });

  it('refuses other roles by policy and answers 404 for foreign ids', async () => {
    expect((await post('student', mentee.githubId, tasks.mentor)).status).toBe(403);
    expect((await post('supervisor', mentee.githubId, tasks.mentor)).status).toBe(403);
    expect((await post('manager', 'nobody-here', tasks.mentor)).status).toBe(404);
    const foreignTask = await addCourseTask(ctx.db, ctx.school.courseA.id);
    expect((await post('manager', mentee.githubId, foreignTask)).status).toBe(404);
  });
});

describe('R3.6 bulk scores', () => {
  const upload = (as: 'manager' | 'taskOwner' | 'mentor', task: number, rows: unknown[]) =>
    ctx.request(`/api/v2/course/${course.id}/students/score/task/${task}/multiple`, { method: 'POST', as, body: rows });

  it('answers created, updated, skipped and failed per row; the highest duplicate wins', async () => {
    const task = await addCourseTask(ctx.db, course.id, { maxScore: 100, taskOwnerId: ctx.school.users.taskOwner.id });
    ctx.sessionCache.clear();
    const first = await upload('taskOwner', task, [{ studentGithubId: mentee.githubId, score: 50 }]);
    expect(await first.json()).toEqual([{ githubId: mentee.githubId, status: 'created' }]);
    const response = await upload('taskOwner', task, [
      { studentGithubId: mentee.githubId.toUpperCase(), score: 50 },
      { studentGithubId: other.githubId, score: 30 },
      { studentGithubId: other.githubId, score: 80 },
      { studentGithubId: 'unknown-login', score: 10 },
      { studentGithubId: mentee.githubId, score: 101 },
      { studentGithubId: ctx.school.users.manager.githubId, score: 10 },
    ]);
    expect(response.status).toBe(200);
    const results = (await response.json()) as { status: string; message?: string }[];
    expect(results.map((result) => result.status)).toEqual([
      'skipped',
      'skipped',
      'created',
      'failed',
      'failed',
      'failed',
    ]);
    expect(results[3].message).toMatch(/not a student/i);
    expect(results[4].message).toMatch(/between 0 and 100/);
    const second = await upload('manager', task, [{ studentGithubId: mentee.githubId, score: 60, comment: 'better' }]);
    expect(await second.json()).toEqual([{ githubId: mentee.githubId, status: 'updated' }]);
    const [row] = await ctx.db.select().from(taskResults).where(eq(taskResults.courseTaskId, task));
    expect(row).toBeDefined();
    const otherRow = await studentRow(ctx, other.studentId);
    expect(Number(otherRow.totalScore)).toBeGreaterThanOrEqual(80);
  });

  it('lets a task owner upload for his own tasks only and refuses disabled tasks', async () => {
    expect((await upload('taskOwner', tasks.mentor, [{ studentGithubId: other.githubId, score: 1 }])).status).toBe(403);
    expect((await upload('mentor', tasks.mentor, [{ studentGithubId: other.githubId, score: 1 }])).status).toBe(403);
    const disabled = await addCourseTask(ctx.db, course.id, { disabled: true });
    expect((await upload('manager', disabled, [{ studentGithubId: other.githubId, score: 1 }])).status).toBe(409);
    expect((await upload('manager', tasks.mentor, [])).status).toBe(400);
  });

  it('a task owner of another course is refused by policy', async () => {
    const stranger = await enrolMentor(ctx, ctx.school.courseA.id);
    await addCourseUser(ctx.db, ctx.school.courseA.id, stranger.user.id, { isManager: true });
    ctx.sessionCache.clear();
    const response = await ctx.request(`/api/v2/course/${course.id}/students/score/task/${tasks.owned}/multiple`, {
      method: 'POST',
      as: stranger.user,
      body: [{ studentGithubId: other.githubId, score: 1 }],
    });
    expect(response.status).toBe(403);
  });
});
