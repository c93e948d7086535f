import { recomputeCourseRanks } from '@/server/modules/course-students';
import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import {
  enrolMentor,
  enrolStudent,
  staffedCourse,
  studentRow,
  type StaffedCourse,
} from '../../support/server/course-people';
import { expectProblemNaming } from '../../support/server/course-input';

// access.md §28 POST /courses/{courseId}/students/{githubId}/status (course(mentor,manager,supervisor,dementor) + owner:
// a mentor only for his mentee) and .../availability (course(manager)); rules.md R13.1 expel, R13.2 self-study and
// restore, R3.3/R3.4 ranks recomputed; the student's cached session follows (R1.6).
let ctx: TestContext;
let course: StaffedCourse;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
});
afterAll(() => ctx.close());

const setStatus = (githubId: string, body: unknown, as: Caller = 'manager', courseId: number = course.id) =>
  ctx.request(`/api/v2/courses/${courseId}/students/${encodeURIComponent(githubId)}/status`, {
    method: 'POST',
    as,
    body,
  });
const setAvailability = (githubId: string, body: unknown, as: Caller = 'manager') =>
  ctx.request(`/api/v2/courses/${course.id}/students/${githubId}/availability`, { method: 'POST', as, body });

describe('expel (R13.1)', () => {
  it('expels with the reason, unassigns the mentor, stamps end_date and recomputes ranks', async () => {
    const top = await enrolStudent(ctx, course.id, { totalScore: 90, mentorId: course.personaMentorId });
    const second = await enrolStudent(ctx, course.id, { totalScore: 50 });
    await recomputeCourseRanks(ctx.db, course.id);
    expect(await studentRow(ctx, second.studentId)).toMatchObject({ rank: 2, activeRank: 2 });
    ctx.clock.advance(60_000);
    const response = await setStatus(top.user.githubId.toUpperCase(), { status: 'expelled', comment: '  No tasks  ' });
    expect(response.status).toBe(204);
    expect(await studentRow(ctx, top.studentId)).toMatchObject({
      isExpelled: true,
      selfExpelled: false,
      mentorId: null,
      expellingReason: 'No tasks',
      endDate: ctx.clock.now(),
      rank: 1,
      activeRank: null,
    });
    expect(await studentRow(ctx, second.studentId)).toMatchObject({ rank: 2, activeRank: 1 });
  });

  it.each([{ status: 'expelled' }, { status: 'expelled', comment: '   ' }, { status: 'self-study' }])(
    'refuses %j with 400 naming comment and changes nothing',
    async (body) => {
      const { user, studentId } = await enrolStudent(ctx, course.id);
      await expectProblemNaming(await setStatus(user.githubId, body), 400, 'comment');
      expect(await studentRow(ctx, studentId)).toMatchObject({ isExpelled: false, mentoring: true });
    },
  );

  it('refuses an unknown status or field with 400', async () => {
    const { user } = await enrolStudent(ctx, course.id);
    await expectProblemNaming(await setStatus(user.githubId, { status: 'graduated', comment: 'x' }), 400, 'status');
    expect((await setStatus(user.githubId, { status: 'active', extra: 1 })).status).toBe(400);
  });

  it('answers 409 when the student is already expelled', async () => {
    const { user } = await enrolStudent(ctx, course.id, { isExpelled: true });
    const response = await setStatus(user.githubId, { status: 'expelled', comment: 'again' });
    expect(response.status).toBe(409);
    expect((await readProblem(response)).detail).toMatch(/already expelled/);
  });

  it('drops the student session cache: his session shows him expelled at once', async () => {
    const { user } = await enrolStudent(ctx, course.id);
    const session = async () =>
      (
        (await (await ctx.request('/api/v2/session', { as: user })).json()) as {
          courses: Record<string, { isExpelled: boolean }>;
        }
      ).courses[course.id];
    expect((await session()).isExpelled).toBe(false);
    expect((await setStatus(user.githubId, { status: 'expelled', comment: 'Gone' })).status).toBe(204);
    expect((await session()).isExpelled).toBe(true);
  });
});

describe('self-study and restore (R13.2)', () => {
  it('self-study unassigns the mentor, leaves mentoring, keeps the student active', async () => {
    const { user, studentId } = await enrolStudent(ctx, course.id, { mentorId: course.personaMentorId });
    expect((await setStatus(user.githubId, { status: 'self-study', comment: 'On my own' })).status).toBe(204);
    expect(await studentRow(ctx, studentId)).toMatchObject({
      isExpelled: false,
      mentorId: null,
      mentoring: false,
      unassigningComment: 'On my own',
    });
    expect((await setStatus(user.githubId, { status: 'self-study', comment: 'again' })).status).toBe(409);
    expect((await setStatus(user.githubId, { status: 'active' })).status).toBe(204);
    expect(await studentRow(ctx, studentId)).toMatchObject({ mentoring: true, isExpelled: false });
  });

  it('restore clears the expulsion and recomputes ranks', async () => {
    const { user, studentId } = await enrolStudent(ctx, course.id, {
      totalScore: 1000,
      isExpelled: true,
      selfExpelled: true,
      expellingReason: 'Left the course',
      endDate: new Date('2026-02-01T00:00:00Z'),
    });
    await recomputeCourseRanks(ctx.db, course.id);
    expect(await studentRow(ctx, studentId)).toMatchObject({ rank: 1, activeRank: null });
    expect((await setStatus(user.githubId, { status: 'active' }, 'dementor')).status).toBe(204);
    expect(await studentRow(ctx, studentId)).toMatchObject({
      isExpelled: false,
      selfExpelled: false,
      expellingReason: null,
      endDate: null,
      rank: 1,
      activeRank: 1,
    });
  });

  it('answers 409 when restoring an active student, and for self-study of an expelled one', async () => {
    const active = await enrolStudent(ctx, course.id);
    expect((await setStatus(active.user.githubId, { status: 'active' })).status).toBe(409);
    const expelled = await enrolStudent(ctx, course.id, { isExpelled: true });
    expect((await setStatus(expelled.user.githubId, { status: 'self-study', comment: 'x' })).status).toBe(409);
  });
});

describe('who may change a status', () => {
  it('lets a mentor expel his own mentee', async () => {
    const { user, studentId } = await enrolStudent(ctx, course.id, { mentorId: course.personaMentorId });
    expect((await setStatus(user.githubId, { status: 'expelled', comment: 'Plagiarism' }, 'mentor')).status).toBe(204);
    expect((await studentRow(ctx, studentId)).isExpelled).toBe(true);
  });

  it('refuses a mentor another mentor’s student or an unmentored one (403), writing nothing', async () => {
    const other = await enrolMentor(ctx, course.id);
    for (const values of [{ mentorId: other.mentorId }, {}]) {
      const { user, studentId } = await enrolStudent(ctx, course.id, values);
      const response = await setStatus(user.githubId, { status: 'expelled', comment: 'x' }, 'mentor');
      expect(response.status).toBe(403);
      await readProblem(response);
      expect((await studentRow(ctx, studentId)).isExpelled).toBe(false);
    }
  });

  it('answers 404 for a login that is not a student of the course, and 403 outside the policy', async () => {
    expect((await setStatus('nobody-at-all', { status: 'active' })).status).toBe(404);
    const foreign = await enrolStudent(ctx, ctx.school.courseB.id);
    expect((await setStatus(foreign.user.githubId, { status: 'expelled', comment: 'x' })).status).toBe(404);
    const { user } = await enrolStudent(ctx, course.id);
    expect((await setStatus(user.githubId, { status: 'expelled', comment: 'x' }, 'student')).status).toBe(403);
    expect((await setStatus(user.githubId, { status: 'expelled', comment: 'x' }, 'anonymous')).status).toBe(401);
  });
});

describe('POST /courses/{courseId}/students/{githubId}/availability', () => {
  it('sets whether the student takes part in mentoring', async () => {
    const { user, studentId } = await enrolStudent(ctx, course.id);
    expect((await setAvailability(user.githubId, { mentoring: false })).status).toBe(204);
    expect((await studentRow(ctx, studentId)).mentoring).toBe(false);
    expect((await setAvailability(user.githubId, { mentoring: true }, 'admin')).status).toBe(204);
    expect((await studentRow(ctx, studentId)).mentoring).toBe(true);
  });

  it('is for managers only; 400 for a bad body; 404 for a stranger', async () => {
    const { user } = await enrolStudent(ctx, course.id);
    expect((await setAvailability(user.githubId, { mentoring: false }, 'supervisor')).status).toBe(403);
    await expectProblemNaming(await setAvailability(user.githubId, { mentoring: 'no' }), 400, 'mentoring');
    expect((await setAvailability('nobody-at-all', { mentoring: false })).status).toBe(404);
  });
});
