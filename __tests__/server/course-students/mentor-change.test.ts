import { createTestContext, readProblem, type Caller, type TestContext } from '../../support/server/context';
import {
  enrolMentor,
  enrolStudent,
  staffedCourse,
  studentRow,
  type StaffedCourse,
} from '../../support/server/course-people';
import { expectProblemNaming } from '../../support/server/course-input';

// access.md §28 PUT /courses/{courseId}/students/{githubId} (course(mentor,manager,supervisor) + owner: a mentor only
// moves his own active mentee or takes an unmentored one) and rules.md R13.5: the new mentor is a non-expelled mentor
// of the same course; null unassigns with `unassigningComment`.
let ctx: TestContext;
let course: StaffedCourse;
beforeAll(async () => {
  ctx = await createTestContext();
  course = await staffedCourse(ctx);
});
afterAll(() => ctx.close());

const change = (githubId: string, body: unknown, as: Caller = 'manager') =>
  ctx.request(`/api/v2/courses/${course.id}/students/${encodeURIComponent(githubId)}`, { method: 'PUT', as, body });

describe('PUT /courses/{courseId}/students/{githubId}', () => {
  it('assigns a mentor of the course (login in any case) and answers the new mentor', async () => {
    const mentor = await enrolMentor(ctx, course.id, {}, { firstName: 'Nina', lastName: 'Koval' });
    const { user, studentId } = await enrolStudent(ctx, course.id);
    const response = await change(user.githubId, { mentorGithubId: mentor.user.githubId.toUpperCase() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      githubId: user.githubId,
      mentor: { id: mentor.mentorId, githubId: mentor.user.githubId, name: 'Nina Koval' },
    });
    expect((await studentRow(ctx, studentId)).mentorId).toBe(mentor.mentorId);
  });

  it('unassigns with the comment', async () => {
    const { user, studentId } = await enrolStudent(ctx, course.id, { mentorId: course.personaMentorId });
    const response = await change(
      user.githubId,
      { mentorGithubId: null, unassigningComment: ' Moved away ' },
      'supervisor',
    );
    expect(await response.json()).toEqual({ githubId: user.githubId, mentor: null });
    expect(await studentRow(ctx, studentId)).toMatchObject({ mentorId: null, unassigningComment: 'Moved away' });
  });

  it('refuses a login that is not a mentor of this course with 400 naming mentorGithubId', async () => {
    const { user, studentId } = await enrolStudent(ctx, course.id);
    const foreignMentor = await enrolMentor(ctx, ctx.school.courseB.id);
    for (const mentorGithubId of ['nobody-at-all', foreignMentor.user.githubId]) {
      await expectProblemNaming(await change(user.githubId, { mentorGithubId }), 400, 'mentorGithubId');
    }
    expect((await studentRow(ctx, studentId)).mentorId).toBeNull();
  });

  it('answers 409 for an expelled mentor or an expelled student', async () => {
    const expelledMentor = await enrolMentor(ctx, course.id, { isExpelled: true });
    const { user } = await enrolStudent(ctx, course.id);
    expect((await change(user.githubId, { mentorGithubId: expelledMentor.user.githubId })).status).toBe(409);
    const expelled = await enrolStudent(ctx, course.id, { isExpelled: true });
    const response = await change(expelled.user.githubId, { mentorGithubId: ctx.school.users.mentor.githubId });
    expect(response.status).toBe(409);
    expect((await readProblem(response)).detail).toMatch(/expelled/);
  });

  it('refuses a missing or malformed body with 400 and a stranger with 404', async () => {
    const { user } = await enrolStudent(ctx, course.id);
    await expectProblemNaming(await change(user.githubId, {}), 400, 'mentorGithubId');
    expect((await change(user.githubId, { mentorGithubId: null, other: true })).status).toBe(400);
    expect((await change('nobody-at-all', { mentorGithubId: null })).status).toBe(404);
    const foreign = await enrolStudent(ctx, ctx.school.courseB.id);
    expect((await change(foreign.user.githubId, { mentorGithubId: null })).status).toBe(404);
  });
});

describe('a mentor changing mentors (owner rule)', () => {
  it('takes an unmentored student himself', async () => {
    const { user, studentId } = await enrolStudent(ctx, course.id);
    const response = await change(user.githubId, { mentorGithubId: ctx.school.users.mentor.githubId }, 'mentor');
    expect(response.status).toBe(200);
    expect((await studentRow(ctx, studentId)).mentorId).toBe(course.personaMentorId);
  });

  it('moves his own mentee to another mentor, or lets him go', async () => {
    const other = await enrolMentor(ctx, course.id);
    const moved = await enrolStudent(ctx, course.id, { mentorId: course.personaMentorId });
    expect((await change(moved.user.githubId, { mentorGithubId: other.user.githubId }, 'mentor')).status).toBe(200);
    expect((await studentRow(ctx, moved.studentId)).mentorId).toBe(other.mentorId);
    const released = await enrolStudent(ctx, course.id, { mentorId: course.personaMentorId });
    expect((await change(released.user.githubId, { mentorGithubId: null }, 'mentor')).status).toBe(200);
    expect((await studentRow(ctx, released.studentId)).mentorId).toBeNull();
  });

  it('refuses another mentor’s student, and giving an unmentored student to someone else (403)', async () => {
    const other = await enrolMentor(ctx, course.id);
    const theirs = await enrolStudent(ctx, course.id, { mentorId: other.mentorId });
    for (const mentorGithubId of [ctx.school.users.mentor.githubId, null]) {
      expect((await change(theirs.user.githubId, { mentorGithubId }, 'mentor')).status).toBe(403);
    }
    const unmentored = await enrolStudent(ctx, course.id);
    expect((await change(unmentored.user.githubId, { mentorGithubId: other.user.githubId }, 'mentor')).status).toBe(
      403,
    );
    expect((await studentRow(ctx, theirs.studentId)).mentorId).toBe(other.mentorId);
    expect((await studentRow(ctx, unmentored.studentId)).mentorId).toBeNull();
  });

  it('is refused to dementors, students and the anonymous', async () => {
    const { user } = await enrolStudent(ctx, course.id);
    expect((await change(user.githubId, { mentorGithubId: null }, 'dementor')).status).toBe(403);
    expect((await change(user.githubId, { mentorGithubId: null }, 'student')).status).toBe(403);
    expect((await change(user.githubId, { mentorGithubId: null }, 'anonymous')).status).toBe(401);
  });
});
