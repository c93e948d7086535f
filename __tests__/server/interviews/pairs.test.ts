import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, studentRow, type StaffedCourse } from '../../support/server/course-people';
import { addInterview, addPair, base, call, mentor, register, students } from '../../support/server/interviews';
import { addNotification, connect, outboxOf } from '../../support/server/notifications';
import { addCourse } from '../../support/server/school';
import { interviewFeedbacks, interviewPairs } from '@/server/db/schema';

// access.md §12 distribution and manual pairs; rules.md R10.4, R10.5, R10.7, R10.8 over a real database.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await addNotification(ctx.db, {
    id: 'interviewerAssigned',
    templates: { email: { subject: 'Interviewer', body: 'interviewer={{interviewer.githubId}}' } },
  });
});
afterAll(() => ctx.close());

const pairsOf = (interviewId: number) =>
  ctx.db.select().from(interviewPairs).where(eq(interviewPairs.courseTaskId, interviewId));
const distribute = (
  courseId: number,
  interviewId: number,
  body: Record<string, unknown> = {},
  as = 'manager' as const,
) => call(ctx, as, `${base(courseId)}/${interviewId}/distribution`, 'POST', body);

describe('POST distribution, regular (R10.4)', () => {
  it('pairs registered students with other mentors up to their mentee count, notifies user ids, then 409', async () => {
    const course = await staffedCourse(ctx);
    const interview = await addInterview(ctx, course.id);
    const a = await mentor(ctx, course.id);
    const b = await mentor(ctx, course.id);
    // a mentors two students, b one: capacities 2 and 1.
    const mentees = [
      await enrolStudent(ctx, course.id, { mentorId: a.mentorId }),
      await enrolStudent(ctx, course.id, { mentorId: a.mentorId }),
      await enrolStudent(ctx, course.id, { mentorId: b.mentorId }),
    ];
    const free = await students(ctx, course.id, 2);
    const pool = [...mentees, ...free];
    for (const s of pool) await register(ctx, course.id, interview, s.studentId);
    for (const s of pool) await connect(ctx.db, s.user.id, 'email', `u${s.user.id}@example.com`);

    const dry = await distribute(course.id, interview, { dryRun: true });
    expect(dry.status).toBe(200);
    expect((dry.body as { created: number }).created).toBe(3);
    expect(await pairsOf(interview)).toHaveLength(0);

    const response = await distribute(course.id, interview);
    expect(response.status).toBe(201);
    const result = response.body as {
      created: number;
      pairs: { id: number; interviewer: { mentorId: number }; student: { id: number } }[];
      unassigned: unknown[];
    };
    expect(result.created).toBe(3);
    expect(result.unassigned).toHaveLength(2);
    const saved = await pairsOf(interview);
    expect(saved).toHaveLength(3);
    expect(saved.filter((pair) => pair.mentorId === a.mentorId)).toHaveLength(2);
    for (const pair of saved) {
      const student = await studentRow(ctx, pair.studentId);
      expect(student.mentorId).not.toBe(pair.mentorId);
    }
    const notified = pool.find((s) => s.studentId === saved[0].studentId);
    const outbox = await outboxOf(ctx.db, notified?.user.id ?? 0, 'interviewerAssigned');
    expect(outbox).toHaveLength(1);
    expect((await distribute(course.id, interview)).status).toBe(409);
  });

  it('clean cancels not-completed pairs without feedback; registrationEnabled=false takes every mentoring student', async () => {
    const course = await staffedCourse(ctx);
    const interview = await addInterview(ctx, course.id);
    const m = await mentor(ctx, course.id);
    const own = await students(ctx, course.id, 3, { mentorId: m.mentorId });
    const other = await enrolStudent(ctx, course.id);
    const kept = await addPair(ctx, course.id, interview, course.personaMentorId, own[0].studentId);
    await ctx.db.insert(interviewFeedbacks).values({ interviewPairId: kept, version: 1, json: {} });
    const dropped = await addPair(ctx, course.id, interview, course.personaMentorId, own[1].studentId);
    const response = await distribute(course.id, interview, { clean: true, registrationEnabled: false });
    expect(response.status).toBe(201);
    const saved = await pairsOf(interview);
    expect(saved.find((pair) => pair.id === dropped)?.isCanceled).toBe(true);
    expect(saved.find((pair) => pair.id === kept)?.isCanceled).toBe(false);
    // m has 3 mentees and no live pair: he takes the one non-mentee, other.
    expect(saved.filter((pair) => pair.mentorId === m.mentorId).map((pair) => pair.studentId)).toEqual([
      other.studentId,
    ]);
  });

  it('refuses non-managers (403), foreign interviews (404) and unknown body fields (400)', async () => {
    const course = await staffedCourse(ctx);
    const interview = await addInterview(ctx, course.id);
    expect((await call(ctx, 'supervisor', `${base(course.id)}/${interview}/distribution`, 'POST', {})).status).toBe(
      403,
    );
    expect((await distribute(course.id, interview, { extra: 1 })).status).toBe(400);
    const other = await addCourse(ctx.db);
    expect((await distribute(course.id, await addInterview(ctx, other.id))).status).toBe(404);
  });
});

describe('POST distribution, stage (R10.5)', () => {
  it('fills city mentors with their city, then any, best score first; students with a mentor stay out', async () => {
    const course = await staffedCourse(ctx);
    const stage = await addInterview(ctx, course.id, { type: 'stage-interview' });
    const cityMentor = await mentor(ctx, course.id, { studentsPreference: 'city', maxStudentsLimit: 1 });
    await ctx.db.execute(`update "user" set city_name = 'Minsk' where id = ${cityMentor.user.id}`);
    const minsk = await enrolStudent(ctx, course.id, { totalScore: 5 }, { cityName: 'Minsk' });
    const best = await enrolStudent(ctx, course.id, { totalScore: 99 }, { cityName: 'Paris' });
    const mentored = await enrolStudent(ctx, course.id, { mentorId: cityMentor.mentorId });
    for (const s of [minsk, best, mentored]) await register(ctx, course.id, stage, s.studentId);
    const response = await distribute(course.id, stage);
    expect(response.status).toBe(201);
    const saved = await pairsOf(stage);
    // cityMentor: free = 1 - 1 mentee = 0 → capacity 0. The persona mentor (any, limit 2, no mentees): 2 + 2.
    expect(saved.map((pair) => pair.studentId).sort()).toEqual([minsk.studentId, best.studentId].sort());
    expect(new Set(saved.map((pair) => pair.mentorId))).toEqual(new Set([course.personaMentorId]));
  });
});

describe('manual pairs (R10.7)', () => {
  let course: StaffedCourse;
  let interview: number;
  const persona = () => ctx.school.users.mentor.githubId;
  beforeAll(async () => {
    course = await staffedCourse(ctx);
    interview = await addInterview(ctx, course.id);
  });
  const create = (as: Parameters<typeof call>[1], body: unknown, id = interview) =>
    call(ctx, as, `${base(course.id)}/${id}/pairs`, 'POST', body);

  it('a mentor creates a pair with himself (201), not twice (409), not for another mentor (403)', async () => {
    const s = await enrolStudent(ctx, course.id);
    const other = await mentor(ctx, course.id);
    const body = { interviewerGithubId: persona(), studentGithubId: s.user.githubId.toUpperCase() };
    const created = await create('mentor', body);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number) });
    expect((await create('mentor', body)).status).toBe(409);
    expect((await create('mentor', { ...body, interviewerGithubId: other.user.githubId })).status).toBe(403);
    expect((await create('manager', { ...body, interviewerGithubId: other.user.githubId })).status).toBe(201);
  });

  it('never pairs a student with his own mentor on a regular interview; unknown logins 404; not before start', async () => {
    const own = await enrolStudent(ctx, course.id, { mentorId: course.personaMentorId });
    expect(
      (await create('manager', { interviewerGithubId: persona(), studentGithubId: own.user.githubId })).status,
    ).toBe(409);
    expect((await create('manager', { interviewerGithubId: persona(), studentGithubId: 'nobody-here' })).status).toBe(
      404,
    );
    expect((await create('manager', { interviewerGithubId: 'nobody-here', studentGithubId: 'x' })).status).toBe(404);
    expect((await create('manager', { interviewerGithubId: persona() })).status).toBe(400);
    const later = await addInterview(ctx, course.id, { start: 3 });
    const s = await enrolStudent(ctx, course.id);
    expect(
      (await create('mentor', { interviewerGithubId: persona(), studentGithubId: s.user.githubId }, later)).status,
    ).toBe(409);
  });

  it('transfers and cancels own open pairs; others 403, completed or canceled 409, foreign 404', async () => {
    const s = await enrolStudent(ctx, course.id);
    const other = await mentor(ctx, course.id);
    const pairId = await addPair(ctx, course.id, interview, course.personaMentorId, s.studentId);
    const foreignPair = await addPair(
      ctx,
      course.id,
      interview,
      other.mentorId,
      (await enrolStudent(ctx, course.id)).studentId,
    );
    const path = (id: number) => `${base(course.id)}/${interview}/pairs/${id}`;
    expect((await call(ctx, 'mentor', path(foreignPair), 'DELETE')).status).toBe(403);
    expect((await call(ctx, 'mentor', path(foreignPair), 'PUT', { interviewerGithubId: persona() })).status).toBe(403);
    expect((await call(ctx, 'mentor', path(pairId), 'PUT', { interviewerGithubId: other.user.githubId })).status).toBe(
      204,
    );
    expect((await ctx.db.select().from(interviewPairs).where(eq(interviewPairs.id, pairId)))[0].mentorId).toBe(
      other.mentorId,
    );
    expect((await call(ctx, 'manager', path(pairId), 'DELETE')).status).toBe(204);
    expect((await call(ctx, 'manager', path(pairId), 'DELETE')).status).toBe(409);
    const done = await addPair(ctx, course.id, interview, course.personaMentorId, s.studentId, { isCompleted: true });
    expect((await call(ctx, 'mentor', path(done), 'DELETE')).status).toBe(409);
    expect((await call(ctx, 'mentor', path(done), 'PUT', { interviewerGithubId: other.user.githubId })).status).toBe(
      409,
    );
    const otherCourse = await addCourse(ctx.db);
    const foreignInterview = await addInterview(ctx, otherCourse.id);
    expect((await call(ctx, 'manager', `${base(course.id)}/${foreignInterview}/pairs/${done}`, 'DELETE')).status).toBe(
      404,
    );
    expect((await call(ctx, 'manager', path(999999), 'DELETE')).status).toBe(404);
  });
});

describe('manual pairs, stage timing and transfer rules (R10.7)', () => {
  it('a mentor waits for the screening registration to open (409); a transfer never lands on the own mentor (409)', async () => {
    const course = await staffedCourse(ctx);
    const persona = ctx.school.users.mentor.githubId;
    const stage = await addInterview(ctx, course.id, { type: 'stage-interview', start: 5, registrationStart: 2 });
    const s = await enrolStudent(ctx, course.id);
    const body = { interviewerGithubId: persona, studentGithubId: s.user.githubId };
    expect((await call(ctx, 'mentor', `${base(course.id)}/${stage}/pairs`, 'POST', body)).status).toBe(409);
    ctx.clock.advance(3 * 24 * 60 * 60 * 1000);
    try {
      expect((await call(ctx, 'mentor', `${base(course.id)}/${stage}/pairs`, 'POST', body)).status).toBe(201);
    } finally {
      ctx.clock.advance(-3 * 24 * 60 * 60 * 1000);
    }
    const regular = await addInterview(ctx, course.id);
    const other = await mentor(ctx, course.id);
    const mentee = await enrolStudent(ctx, course.id, { mentorId: other.mentorId });
    const pairId = await addPair(ctx, course.id, regular, course.personaMentorId, mentee.studentId);
    const transfer = await call(ctx, 'manager', `${base(course.id)}/${regular}/pairs/${pairId}`, 'PUT', {
      interviewerGithubId: other.user.githubId,
    });
    expect(transfer.status).toBe(409);
    const expelled = await mentor(ctx, course.id, { isExpelled: true });
    const toExpelled = await call(ctx, 'manager', `${base(course.id)}/${regular}/pairs/${pairId}`, 'PUT', {
      interviewerGithubId: expelled.user.githubId,
    });
    expect(toExpelled.status).toBe(409);
  });
});

describe('expel cancels open pairs (R10.8)', () => {
  it('student expel and mentor expel cancel not-completed pairs and keep completed ones', async () => {
    const course = await staffedCourse(ctx);
    const interview = await addInterview(ctx, course.id);
    const m = await mentor(ctx, course.id);
    const s = await enrolStudent(ctx, course.id);
    const t = await enrolStudent(ctx, course.id);
    const open = await addPair(ctx, course.id, interview, m.mentorId, s.studentId);
    const done = await addPair(ctx, course.id, interview, m.mentorId, t.studentId, { isCompleted: true });
    const other = await addPair(ctx, course.id, interview, course.personaMentorId, t.studentId);
    const expelStudent = await call(
      ctx,
      'manager',
      `/api/v2/courses/${course.id}/students/${s.user.githubId}/status`,
      'POST',
      {
        status: 'expelled',
        comment: 'No tasks',
      },
    );
    expect(expelStudent.status).toBeLessThan(300);
    const expelMentor = await call(
      ctx,
      'manager',
      `/api/v2/course/${course.id}/mentors/${m.user.githubId}/status/expelled`,
      'POST',
    );
    expect(expelMentor.status).toBeLessThan(300);
    const rows = await pairsOf(interview);
    const canceled = (id: number) => rows.find((row) => row.id === id)?.isCanceled;
    expect([canceled(open), canceled(done), canceled(other)]).toEqual([true, false, false]);
  });
});
