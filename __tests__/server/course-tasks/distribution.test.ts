import { eq } from 'drizzle-orm';
import { mentorReviewAssignments, students } from '@/server/db/schema';
import { writeTaskResult } from '@/server/modules/scores';
import { createTestContext, readProblem, type TestContext } from '../../support/server/context';
import { enrolMentor, enrolStudent, staffedCourse } from '../../support/server/course-people';
import { addCourseTask } from '../../support/server/school';

// access.md §14 POST .../tasks/{courseTaskId}/distribution, rules.md R11.2 assigned distribution.
let ctx: TestContext;
let courseId: number;
let mentorIds: number[];
let studentIds: number[];
const menteesOf: Record<number, number[]> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  const course = await staffedCourse(ctx);
  courseId = course.id;
  // Two mentors with two active mentees each, one with an expelled mentee; one expelled mentor; students without mentor.
  const a = await enrolMentor(ctx, courseId);
  const b = await enrolMentor(ctx, courseId);
  const gone = await enrolMentor(ctx, courseId, { isExpelled: true });
  mentorIds = [a.mentorId, b.mentorId];
  studentIds = [];
  for (const mentorId of mentorIds) {
    menteesOf[mentorId] = [];
    for (let i = 0; i < 2; i += 1) {
      const { studentId } = await enrolStudent(ctx, courseId, { mentorId });
      menteesOf[mentorId].push(studentId);
      studentIds.push(studentId);
    }
  }
  await enrolStudent(ctx, courseId, { mentorId: a.mentorId, isExpelled: true });
  await enrolStudent(ctx, courseId, { mentorId: gone.mentorId });
  await enrolStudent(ctx, courseId);
});
afterAll(() => ctx.close());

const distribute = (courseTaskId: number, body: unknown = {}, course = courseId) =>
  ctx.request(`/api/v2/courses/${course}/tasks/${courseTaskId}/distribution`, { method: 'POST', as: 'manager', body });
const assignmentsOf = (courseTaskId: number) =>
  ctx.db.select().from(mentorReviewAssignments).where(eq(mentorReviewAssignments.courseTaskId, courseTaskId));

describe('R11.2 assigned distribution', () => {
  it('assigns active students with a mentor to other mentors, never to their own', async () => {
    const courseTaskId = await addCourseTask(ctx.db, courseId, { checker: 'assigned' });
    const response = await distribute(courseTaskId);
    expect(response.status).toBe(201);
    const result = (await response.json()) as {
      created: number;
      pairs: { mentor: { id: number }; student: { id: number } }[];
      unassigned: unknown[];
    };
    const rows = await assignmentsOf(courseTaskId);
    expect(result.created).toBe(rows.length);
    for (const row of rows) {
      expect(mentorIds).toContain(row.mentorId);
      expect(menteesOf[row.mentorId]).not.toContain(row.studentId);
    }
    // Only mentors with active mentees review; capacity = active mentees (2 each).
    const perMentor = mentorIds.map((id) => rows.filter((row) => row.mentorId === id).length);
    expect(Math.max(...perMentor)).toBeLessThanOrEqual(2);
    // The pool: 4 mentees of the two mentors + the mentee of the expelled mentor; the student without mentor is out.
    expect(result.created + result.unassigned.length).toBe(5);
    expect(result.created).toBe(4);
  });

  it('a second run assigns nobody twice; clean removes only unscored assignments', async () => {
    const courseTaskId = await addCourseTask(ctx.db, courseId, { checker: 'mentor' });
    await distribute(courseTaskId);
    const again = (await (await distribute(courseTaskId)).json()) as { created: number };
    expect(again.created).toBe(0);

    const [scored] = await assignmentsOf(courseTaskId);
    await ctx.db.transaction((tx) =>
      writeTaskResult(
        tx,
        { studentId: scored.studentId, courseTaskId, score: 5, authorId: ctx.school.users.manager.id },
        ctx.clock.now(),
      ),
    );
    const cleaned = (await (await distribute(courseTaskId, { clean: true })).json()) as { created: number };
    const rows = await assignmentsOf(courseTaskId);
    expect(rows.find((row) => row.studentId === scored.studentId)?.mentorId).toBe(scored.mentorId);
    expect(cleaned.created).toBe(rows.length - 1);
  });

  it('answers 409 when the checker is not mentor or assigned', async () => {
    const courseTaskId = await addCourseTask(ctx.db, courseId, { checker: 'auto-test' });
    const response = await distribute(courseTaskId);
    expect(response.status).toBe(409);
    expect((await readProblem(response)).type).toBe('/problems/conflict');
  });

  it("answers 404 for another course's task", async () => {
    const foreign = await addCourseTask(ctx.db, ctx.school.courseB.id, { checker: 'mentor' });
    expect((await distribute(foreign)).status).toBe(404);
  });

  it('leaves expelled students out of the pool', async () => {
    const courseTaskId = await addCourseTask(ctx.db, courseId, { checker: 'assigned' });
    await distribute(courseTaskId);
    const expelled = await ctx.db.select({ id: students.id }).from(students).where(eq(students.isExpelled, true));
    const assigned = (await assignmentsOf(courseTaskId)).map((row) => row.studentId);
    for (const { id } of expelled) expect(assigned).not.toContain(id);
  });
});
