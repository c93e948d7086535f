import { eq } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../support/server/context';
import { enrolStudent, staffedCourse, type StaffedCourse } from '../../support/server/course-people';
import { addPair, addInterview, base, call, mentor, register } from '../../support/server/interviews';
import { addCourse, addCourseTask } from '../../support/server/school';
import { interviewFeedbacks, students } from '@/server/db/schema';

// access.md §12 reads and registration; rules.md R10.1–R10.3 over a real database.
let ctx: TestContext;
let course: StaffedCourse;
let regular: number;
let stage: number;

beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
  regular = await addInterview(ctx, course.id, { template: 'corejs1', start: -2 });
  stage = await addInterview(ctx, course.id, { type: 'stage-interview', start: -1 });
});
afterAll(() => ctx.close());

describe('GET interviews and one interview', () => {
  it('lists regular interviews by default, both types on demand, removed ones only with disabled=true', async () => {
    const removed = await addInterview(ctx, course.id, { disabled: true, start: 5 });
    await addCourseTask(ctx.db, course.id);
    const byDefault = await call(ctx, 'manager', base(course.id));
    expect(byDefault.status).toBe(200);
    expect(byDefault.body).toEqual([
      expect.objectContaining({ id: regular, type: 'interview', template: 'corejs1', name: 'CoreJS interview' }),
    ]);
    const both = (await call(ctx, 'mentor', `${base(course.id)}?types=interview,stage-interview`)).body as {
      id: number;
      template: string | null;
    }[];
    expect(both.map((item) => item.id)).toEqual([regular, stage]);
    expect(both[1].template).toBeNull();
    const withRemoved = (await call(ctx, 'manager', `${base(course.id)}?disabled=true`)).body as { id: number }[];
    expect(withRemoved.map((item) => item.id)).toEqual([regular, removed]);
  });

  it('answers one interview, 404 for a foreign or non-interview task, 400 for a bad query', async () => {
    expect((await call(ctx, 'manager', `${base(course.id)}/${stage}`)).body).toMatchObject({
      id: stage,
      type: 'stage-interview',
      maxScore: 100,
    });
    const other = await addCourse(ctx.db);
    const foreign = await addInterview(ctx, other.id);
    expect((await call(ctx, 'manager', `${base(course.id)}/${foreign}`)).status).toBe(404);
    const plain = await addCourseTask(ctx.db, course.id);
    expect((await call(ctx, 'manager', `${base(course.id)}/${plain}`)).status).toBe(404);
    expect((await call(ctx, 'manager', `${base(course.id)}?types=quiz`)).status).toBe(400);
    expect((await call(ctx, 'manager', `${base(course.id)}/abc`)).status).toBe(400);
  });
});

describe('POST register (R10.2)', () => {
  const registerAs = (as: Parameters<typeof call>[1], interviewId: number) =>
    call(ctx, as, `${base(course.id)}/${interviewId}/register`, 'POST');

  it('registers an active student once (201, then 409)', async () => {
    const { user } = await enrolStudent(ctx, course.id);
    const first = await registerAs(user, regular);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), registrationDate: ctx.clock.now().toISOString() });
    expect((await registerAs(user, regular)).status).toBe(409);
  });

  it('answers 409 before the registration start and after the end', async () => {
    const { user } = await enrolStudent(ctx, course.id);
    const future = await addInterview(ctx, course.id, { start: 3, registrationStart: 1 });
    const past = await addInterview(ctx, course.id, { start: -10, end: -1 });
    expect((await registerAs(user, future)).status).toBe(409);
    expect((await registerAs(user, past)).status).toBe(409);
    const early = await addInterview(ctx, course.id, { start: 3, registrationStart: -1 });
    expect((await registerAs(user, early)).status).toBe(201);
  });

  it('stage registration needs mentoring on and no mentor (409)', async () => {
    const withMentor = await enrolStudent(ctx, course.id, { mentorId: course.personaMentorId });
    const selfStudy = await enrolStudent(ctx, course.id, { mentoring: false });
    expect((await registerAs(withMentor.user, stage)).status).toBe(409);
    expect((await registerAs(selfStudy.user, stage)).status).toBe(409);
    expect((await registerAs(selfStudy.user, regular)).status).toBe(201);
  });

  it('refuses an expelled student and a non-student (403), a foreign interview (404)', async () => {
    const expelled = await enrolStudent(ctx, course.id, { isExpelled: true });
    expect((await registerAs(expelled.user, regular)).status).toBe(403);
    expect((await registerAs('manager', regular)).status).toBe(403);
    const { user } = await enrolStudent(ctx, course.id);
    const other = await addCourse(ctx.db);
    expect((await registerAs(user, await addInterview(ctx, other.id))).status).toBe(404);
  });
});

describe('GET students/me (R10.2 availability)', () => {
  it('answers each interview with availability, registration, and the pair with contacts and the comment', async () => {
    const student = await enrolStudent(ctx, course.id);
    const me = () => call(ctx, student.user, `${base(course.id)}/students/me`);
    const first = (await me()).body as { interview: { id: number }; availability: string }[];
    expect(first.map((item) => [item.interview.id, item.availability])).toEqual(
      expect.arrayContaining([
        [regular, 'available'],
        [stage, 'available'],
      ]),
    );
    await register(ctx, course.id, regular, student.studentId);
    const pairId = await addPair(ctx, course.id, regular, course.personaMentorId, student.studentId);
    const paired = ((await me()).body as { interview: { id: number } }[]).find((item) => item.interview.id === regular);
    expect(paired).toMatchObject({
      availability: 'distributed',
      registration: { id: expect.any(Number) },
      pairs: [
        {
          id: pairId,
          status: 'not_completed',
          interviewer: { githubId: ctx.school.users.mentor.githubId, contacts: expect.any(Object) },
          commentToStudent: null,
        },
      ],
    });
    await ctx.db
      .insert(interviewFeedbacks)
      .values({ interviewPairId: pairId, version: 1, json: { comment: 'Well done' } });
    const { db } = ctx;
    await db.execute(`update interview_pair set is_completed = true, score = 70 where id = ${pairId}`);
    const done = ((await me()).body as { interview: { id: number } }[]).find((item) => item.interview.id === regular);
    expect(done).toMatchObject({
      availability: 'completed',
      pairs: [{ status: 'completed', commentToStudent: 'Well done' }],
    });
  });

  it('says future, closed and unavailable (mentor on a stage), and refuses a non-student (403)', async () => {
    const later = await addInterview(ctx, course.id, { start: 5, name: 'Later' });
    const ended = await addInterview(ctx, course.id, { start: -9, end: -2, name: 'Ended' });
    const student = await enrolStudent(ctx, course.id, { mentorId: course.personaMentorId });
    const items = (await call(ctx, student.user, `${base(course.id)}/students/me`)).body as {
      interview: { id: number };
      availability: string;
    }[];
    const status = (id: number) => items.find((item) => item.interview.id === id)?.availability;
    expect([status(later), status(ended), status(stage)]).toEqual(['future', 'closed', 'unavailable']);
    expect((await call(ctx, 'manager', `${base(course.id)}/students/me`)).status).toBe(403);
    await ctx.db.update(students).set({ isExpelled: true }).where(eq(students.id, student.studentId));
    const expelled = (await call(ctx, student.user, `${base(course.id)}/students/me`)).body as {
      availability: string;
    }[];
    expect(new Set(expelled.map((item) => item.availability))).toEqual(new Set(['unavailable']));
  });
});

describe('GET students/available (R10.3)', () => {
  it('regular: registered active students without a live pair, best total first', async () => {
    const interview = await addInterview(ctx, course.id, { name: 'Wait list' });
    const low = await enrolStudent(ctx, course.id, { totalScore: 10 });
    const high = await enrolStudent(ctx, course.id, { totalScore: 90 });
    const paired = await enrolStudent(ctx, course.id);
    const canceled = await enrolStudent(ctx, course.id, { totalScore: 50 });
    const expelled = await enrolStudent(ctx, course.id, { isExpelled: true });
    for (const s of [low, high, paired, canceled, expelled]) await register(ctx, course.id, interview, s.studentId);
    await addPair(ctx, course.id, interview, course.personaMentorId, paired.studentId);
    await addPair(ctx, course.id, interview, course.personaMentorId, canceled.studentId, { isCanceled: true });
    const response = await call(ctx, 'mentor', `${base(course.id)}/${interview}/students/available`);
    expect(response.status).toBe(200);
    expect((response.body as { id: number }[]).map((row) => row.id)).toEqual([
      high.studentId,
      canceled.studentId,
      low.studentId,
    ]);
    expect((response.body as object[])[0]).toMatchObject({ totalScore: 90, maxScore: 100, rating: null });
    expect(
      (await call(ctx, ctx.school.users.student, `${base(course.id)}/${interview}/students/available`)).status,
    ).toBe(403);
  });

  it('stage: no mentor, mentoring on, pairs all canceled or final; carries rating and good candidate', async () => {
    const course2 = await staffedCourse(ctx);
    const screening = await addInterview(ctx, course2.id, { type: 'stage-interview' });
    const other = await mentor(ctx, course2.id);
    const said = await enrolStudent(ctx, course2.id);
    const waiting = await enrolStudent(ctx, course2.id);
    const mentored = await enrolStudent(ctx, course2.id, { mentorId: other.mentorId });
    const draft = await enrolStudent(ctx, course2.id);
    for (const s of [said, waiting, mentored, draft]) await register(ctx, course2.id, screening, s.studentId);
    const completed = await addPair(ctx, course2.id, screening, other.mentorId, said.studentId, {
      isCompleted: true,
      decision: 'no',
      score: 40,
      isGoodCandidate: true,
      completedAt: new Date(),
    });
    await ctx.db.insert(interviewFeedbacks).values({ interviewPairId: completed, version: 1, json: {} });
    await addPair(ctx, course2.id, screening, other.mentorId, draft.studentId, { decision: 'draft' });
    const rows = (await call(ctx, 'manager', `${base(course2.id)}/${screening}/students/available`)).body as {
      id: number;
    }[];
    expect(rows.map((row) => row.id).sort()).toEqual([said.studentId, waiting.studentId].sort());
    expect(rows.find((row) => row.id === said.studentId)).toMatchObject({
      rating: 40,
      isGoodCandidate: true,
      feedbackVersion: 1,
      registrationDate: expect.any(String),
    });
  });
});

describe('GET pairs', () => {
  it('lists every pair, canceled last; manager and supervisor only; 404 for a foreign interview', async () => {
    const interview = await addInterview(ctx, course.id, { name: 'Pairs' });
    const [a, b] = [await enrolStudent(ctx, course.id), await enrolStudent(ctx, course.id)];
    const canceled = await addPair(ctx, course.id, interview, course.personaMentorId, a.studentId, {
      isCanceled: true,
    });
    const live = await addPair(ctx, course.id, interview, course.personaMentorId, b.studentId);
    const response = await call(ctx, 'supervisor', `${base(course.id)}/${interview}/pairs`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      expect.objectContaining({ id: live, status: 'not_completed', preference: 'any' }),
      expect.objectContaining({ id: canceled, status: 'canceled', isCanceled: true }),
    ]);
    expect((await call(ctx, 'mentor', `${base(course.id)}/${interview}/pairs`)).status).toBe(403);
    const other = await addCourse(ctx.db);
    expect((await call(ctx, 'manager', `${base(course.id)}/${await addInterview(ctx, other.id)}/pairs`)).status).toBe(
      404,
    );
  });
});
