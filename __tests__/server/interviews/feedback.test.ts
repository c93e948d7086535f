import { and, eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, studentRow, type StaffedCourse } from '../../support/server/course-people';
import { addInterview, addPair, base, call, mentor } from '../../support/server/interviews';
import { addCourse } from '../../support/server/school';
import { interviewFeedbacks, interviewPairs, taskResults, tasks } from '@/server/db/schema';

// access.md §12 /{type}/feedback (interviewId = pair id) and rules.md R10.6, R10.1 over a real database.
let ctx: TestContext;
let course: StaffedCourse;
let regular: number;
let stage: number;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  regular = await addInterview(ctx, course.id, { template: 'corejs1', maxScore: 50 });
  stage = await addInterview(ctx, course.id, { type: 'stage-interview' });
});
afterAll(() => ctx.close());

const path = (pairId: number, type = 'interview', courseId = course.id) =>
  `${base(courseId)}/${pairId}/${type}/feedback`;
const pairRow = async (id: number) => (await ctx.db.select().from(interviewPairs).where(eq(interviewPairs.id, id)))[0];
const resultOf = async (studentId: number, courseTaskId: number) =>
  (
    await ctx.db
      .select()
      .from(taskResults)
      .where(and(eq(taskResults.studentId, studentId), eq(taskResults.courseTaskId, courseTaskId)))
  )[0];

describe('GET feedback', () => {
  it('answers the form state to the interviewer and staff; 403 to another mentor; 404 for a wrong type or course', async () => {
    const s = await enrolStudent(ctx, course.id, { totalScore: 12 }, { cityName: 'Minsk' });
    const pairId = await addPair(ctx, course.id, regular, course.personaMentorId, s.studentId);
    const response = await call(ctx, 'mentor', path(pairId));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      feedback: null,
      isCompleted: false,
      maxScore: 50,
      template: 'corejs1',
      student: { id: s.studentId, githubId: s.user.githubId, totalScore: 12, cityName: 'Minsk' },
      status: 'not_completed',
    });
    expect((await call(ctx, 'supervisor', path(pairId))).status).toBe(200);
    const other = await mentor(ctx, course.id);
    expect((await call(ctx, other.user, path(pairId))).status).toBe(403);
    expect((await call(ctx, 'mentor', path(pairId, 'stage-interview'))).status).toBe(404);
    expect((await call(ctx, 'mentor', path(999999))).status).toBe(404);
    const otherCourse = await addCourse(ctx.db);
    expect((await call(ctx, 'admin', path(pairId, 'interview', otherCourse.id))).status).toBe(404);
    expect((await call(ctx, 'mentor', path(pairId, 'quiz'))).status).toBe(400);
  });
});

describe('POST feedback (R10.6)', () => {
  it('saves drafts, then completes through the score service: result, total and completed_at', async () => {
    const s = await enrolStudent(ctx, course.id);
    const pairId = await addPair(ctx, course.id, regular, course.personaMentorId, s.studentId);
    const draft = await call(ctx, 'mentor', path(pairId), 'POST', {
      version: 1,
      json: { answers: {} },
      isCompleted: false,
    });
    expect(draft.status).toBe(204);
    expect(await pairRow(pairId)).toMatchObject({ decision: 'draft', isCompleted: false, score: null });
    const body = {
      version: 1,
      json: { answers: { q1: true }, score: 40, comment: 'Good' },
      isCompleted: true,
      score: 40,
    };
    expect((await call(ctx, 'mentor', path(pairId), 'POST', body)).status).toBe(204);
    const done = await pairRow(pairId);
    expect(done).toMatchObject({ isCompleted: true, score: 40, decision: null });
    expect(done.completedAt?.toISOString()).toBe(ctx.clock.now().toISOString());
    expect((await resultOf(s.studentId, regular)).score).toBe(40);
    expect((await studentRow(ctx, s.studentId)).totalScore).toBe(40);
    const read = (await call(ctx, 'mentor', path(pairId))).body as { feedback: { json: unknown; version: number } };
    expect(read.feedback).toEqual({ version: 1, json: body.json });
    // Editing keeps the first completion instant; a draft save of a completed pair keeps its result.
    ctx.clock.advance(60_000);
    await call(ctx, 'mentor', path(pairId), 'POST', { ...body, score: 45 });
    await call(ctx, 'mentor', path(pairId), 'POST', { version: 1, json: {}, isCompleted: false });
    const edited = await pairRow(pairId);
    expect(edited).toMatchObject({ isCompleted: true, score: 45 });
    expect(edited.completedAt?.toISOString()).toBe(done.completedAt?.toISOString());
    expect((await studentRow(ctx, s.studentId)).totalScore).toBe(45);
  });

  it('Reject completes with score 0; score is required and bounded (400); canceled 409; not yours 403', async () => {
    const s = await enrolStudent(ctx, course.id);
    const pairId = await addPair(ctx, course.id, regular, course.personaMentorId, s.studentId);
    const missing = await call(ctx, 'mentor', path(pairId), 'POST', { version: 1, json: {}, isCompleted: true });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('score');
    expect(
      (await call(ctx, 'mentor', path(pairId), 'POST', { version: 1, json: {}, isCompleted: true, score: 51 })).status,
    ).toBe(400);
    expect(
      (await call(ctx, 'mentor', path(pairId), 'POST', { version: 1, json: {}, isCompleted: true, x: 1 })).status,
    ).toBe(400);
    const other = await mentor(ctx, course.id);
    const reject = {
      version: 1,
      json: { answers: {}, score: 0, comment: '' },
      isCompleted: true,
      decision: 'rejected',
      score: 0,
    };
    expect((await call(ctx, other.user, path(pairId), 'POST', reject)).status).toBe(403);
    expect((await call(ctx, 'mentor', path(pairId), 'POST', reject)).status).toBe(204);
    expect(await pairRow(pairId)).toMatchObject({ isCompleted: true, decision: 'rejected', score: 0 });
    expect((await resultOf(s.studentId, regular)).score).toBe(0);
    const canceled = await addPair(ctx, course.id, regular, other.mentorId, s.studentId, { isCanceled: true });
    expect((await call(ctx, other.user, path(canceled), 'POST', reject)).status).toBe(409);
    // A manager may write any pair's feedback.
    const t = await enrolStudent(ctx, course.id);
    const managed = await addPair(ctx, course.id, regular, other.mentorId, t.studentId);
    expect(
      (await call(ctx, 'manager', path(managed), 'POST', { version: 1, json: {}, isCompleted: true, score: 10 }))
        .status,
    ).toBe(204);
  });

  it('stage: no-show is missed with 0; "yes" makes the interviewer the mentor; 409 when he already has one', async () => {
    const noShow = await enrolStudent(ctx, course.id);
    const missedPair = await addPair(ctx, course.id, stage, course.personaMentorId, noShow.studentId);
    const missed = { version: 1, json: { steps: {} }, isCompleted: true, decision: 'missed', score: 0 };
    expect((await call(ctx, 'mentor', path(missedPair, 'stage-interview'), 'POST', missed)).status).toBe(204);
    expect(await pairRow(missedPair)).toMatchObject({ isCompleted: true, decision: 'missed', score: 0 });

    const s = await enrolStudent(ctx, course.id);
    const pairId = await addPair(ctx, course.id, stage, course.personaMentorId, s.studentId);
    const step = {
      version: 1,
      json: { steps: { theory: { isCompleted: true } } },
      isCompleted: false,
      decision: 'draft',
    };
    expect((await call(ctx, 'mentor', path(pairId, 'stage-interview'), 'POST', step)).status).toBe(204);
    const noDecision = { version: 1, json: {}, isCompleted: true, score: 80 };
    expect((await call(ctx, 'mentor', path(pairId, 'stage-interview'), 'POST', noDecision)).status).toBe(400);
    const yes = { ...noDecision, decision: 'yes', isGoodCandidate: true };
    expect((await call(ctx, 'mentor', path(pairId, 'stage-interview'), 'POST', yes)).status).toBe(204);
    expect((await studentRow(ctx, s.studentId)).mentorId).toBe(course.personaMentorId);
    expect(await pairRow(pairId)).toMatchObject({ decision: 'yes', isGoodCandidate: true, score: 80 });

    const other = await mentor(ctx, course.id);
    const taken = await enrolStudent(ctx, course.id, { mentorId: other.mentorId });
    const takenPair = await addPair(ctx, course.id, stage, course.personaMentorId, taken.studentId);
    expect((await call(ctx, 'mentor', path(takenPair, 'stage-interview'), 'POST', yes)).status).toBe(409);
    expect((await pairRow(takenPair)).isCompleted).toBe(false);
    const feedbacks = await ctx.db
      .select()
      .from(interviewFeedbacks)
      .where(eq(interviewFeedbacks.interviewPairId, takenPair));
    expect(feedbacks).toHaveLength(0);
  });
});

describe('GET mentors/me', () => {
  it("answers the caller's pairs per interview with decision, score and feedback version; 403 to a non-mentor", async () => {
    const own = await staffedCourse(ctx);
    const interview = await addInterview(ctx, own.id, { template: 'react' });
    const s = await enrolStudent(ctx, own.id);
    const pairId = await addPair(ctx, own.id, interview, own.personaMentorId, s.studentId, { decision: 'draft' });
    await ctx.db.insert(interviewFeedbacks).values({ interviewPairId: pairId, version: 2, json: {} });
    const response = await call(ctx, 'mentor', `${base(own.id)}/mentors/me`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      {
        interview: expect.objectContaining({ id: interview, template: 'react' }),
        pairs: [
          expect.objectContaining({ id: pairId, status: 'not_completed', decision: 'draft', feedbackVersion: 2 }),
        ],
      },
    ]);
    expect((await call(ctx, 'manager', `${base(own.id)}/mentors/me`)).status).toBe(403);
  });
});

describe('one live stage-interview task per course (R10.1)', () => {
  it('refuses a second non-disabled stage-interview course task (409)', async () => {
    const [task] = await ctx.db
      .insert(tasks)
      .values({ name: 'Screening again', type: 'stage-interview' })
      .returning({ id: tasks.id });
    const body = {
      taskId: task.id,
      checker: 'mentor',
      studentStartDate: '2026-03-01T00:00:00.000Z',
      studentEndDate: '2026-03-10T00:00:00.000Z',
    };
    const response = await call(ctx, 'manager', `/api/v2/courses/${course.id}/tasks`, 'POST', body);
    expect(response.status).toBe(409);
    const fresh = await staffedCourse(ctx);
    expect((await call(ctx, 'manager', `/api/v2/courses/${fresh.id}/tasks`, 'POST', body)).status).toBe(201);
  });
});
