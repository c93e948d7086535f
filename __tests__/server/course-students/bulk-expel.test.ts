import { sql } from 'drizzle-orm';
import { taskResults } from '@/server/db/schema';
import { recomputeCourseRanks } from '@/server/modules/course-students';
import { createTestContext, type Caller, type TestContext } from '../../support/server/context';
import {
  enrolStudent,
  staffedCourse,
  studentRow,
  type EnrolledStudent,
  type StaffedCourse,
} from '../../support/server/course-people';
import { expectProblemNaming } from '../../support/server/course-input';
import { addCourseTask } from '../../support/server/school';

// access.md §28 POST /courses/{courseId}/students/expel (course(manager)) and rules.md R13.4: active students matching
// every criterion (minScore: total below it; courseTaskIds: no score > 0 on any listed task; keepWithMentor: only the
// unmentored) are expelled as R13.1 with the reason, the mentor kept with saveAssigningToMentor, in one transaction
// with ranks recomputed. `dryRun` answers the same list and writes nothing.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const expel = (courseId: number, body: unknown, as: Caller = 'manager') =>
  ctx.request(`/api/v2/courses/${courseId}/students/expel`, { method: 'POST', as, body });

type Cohort = { course: StaffedCourse; low: EnrolledStudent; lowMentored: EnrolledStudent; high: EnrolledStudent };

async function cohort(): Promise<Cohort> {
  const course = await staffedCourse(ctx);
  const cohortMember = (totalScore: number, withMentor = false) =>
    enrolStudent(ctx, course.id, { totalScore, mentorId: withMentor ? course.personaMentorId : null });
  const result = {
    course,
    low: await cohortMember(5),
    lowMentored: await cohortMember(8, true),
    high: await cohortMember(60),
  };
  await enrolStudent(ctx, course.id, { totalScore: 1, isExpelled: true, expellingReason: 'Earlier' });
  await recomputeCourseRanks(ctx.db, course.id);
  return result;
}

const githubIds = async (response: Response) => {
  expect(response.status).toBe(200);
  return ((await response.json()) as { expelled: { githubId: string; name: string }[] }).expelled
    .map((row) => row.githubId)
    .sort();
};

describe('POST /courses/{courseId}/students/expel', () => {
  it('expels the active students below minScore with the reason, unassigning mentors, and recomputes ranks', async () => {
    const { course, low, lowMentored, high } = await cohort();
    ctx.clock.advance(1000);
    const response = await expel(course.id, { criteria: { minScore: 10 }, expellingReason: 'Below 10' });
    expect(await githubIds(response)).toEqual([low.user.githubId, lowMentored.user.githubId].sort());
    for (const student of [low, lowMentored]) {
      expect(await studentRow(ctx, student.studentId)).toMatchObject({
        isExpelled: true,
        selfExpelled: false,
        mentorId: null,
        expellingReason: 'Below 10',
        endDate: ctx.clock.now(),
        activeRank: null,
      });
    }
    expect(await studentRow(ctx, high.studentId)).toMatchObject({ isExpelled: false, rank: 1, activeRank: 1 });
  });

  it('keepWithMentor spares mentored students; saveAssigningToMentor keeps the mentor on the record', async () => {
    const spared = await cohort();
    const keep = await expel(spared.course.id, {
      criteria: { minScore: 10 },
      options: { keepWithMentor: true },
      expellingReason: 'x',
    });
    expect(await githubIds(keep)).toEqual([spared.low.user.githubId]);
    expect((await studentRow(ctx, spared.lowMentored.studentId)).isExpelled).toBe(false);

    const saved = await cohort();
    await expel(saved.course.id, {
      criteria: { minScore: 10 },
      options: { saveAssigningToMentor: true },
      expellingReason: 'x',
    });
    expect(await studentRow(ctx, saved.lowMentored.studentId)).toMatchObject({
      isExpelled: true,
      mentorId: saved.course.personaMentorId,
    });
  });

  it('dryRun answers who would be expelled and writes nothing (no reason needed)', async () => {
    const { course, low, lowMentored } = await cohort();
    const response = await expel(course.id, { criteria: { minScore: 10 }, dryRun: true });
    expect(await githubIds(response)).toEqual([low.user.githubId, lowMentored.user.githubId].sort());
    expect(await studentRow(ctx, low.studentId)).toMatchObject({ isExpelled: false, mentorId: null });
    expect((await studentRow(ctx, lowMentored.studentId)).mentorId).toBe(course.personaMentorId);
  });

  it('courseTaskIds spares every student with an effective score > 0 on a listed task (R13.4 "tasks not done")', async () => {
    const { course, low, lowMentored, high } = await cohort();
    const [listed, alsoListed, unlisted] = [
      await addCourseTask(ctx.db, course.id),
      await addCourseTask(ctx.db, course.id),
      await addCourseTask(ctx.db, course.id),
    ];
    // A disabled task has no effective score (R3.2), so its result does not count as done.
    const disabled = await addCourseTask(ctx.db, course.id, { disabled: true });
    await ctx.db.insert(taskResults).values([
      { courseTaskId: listed, studentId: low.studentId, score: 0 },
      { courseTaskId: alsoListed, studentId: lowMentored.studentId, score: 4 },
      { courseTaskId: disabled, studentId: high.studentId, score: 10 },
      { courseTaskId: unlisted, studentId: high.studentId, score: 50 },
    ]);
    const criteria = { courseTaskIds: [listed, alsoListed, disabled] };
    const preview = await expel(course.id, { criteria, dryRun: true });
    expect(await githubIds(preview)).toEqual([low.user.githubId, high.user.githubId].sort());
    const combined = await expel(course.id, { criteria: { ...criteria, minScore: 6 }, dryRun: true });
    expect(await githubIds(combined)).toEqual([low.user.githubId]);

    const response = await expel(course.id, { criteria, expellingReason: 'Tasks not done' });
    expect(await githubIds(response)).toEqual([low.user.githubId, high.user.githubId].sort());
    expect(await studentRow(ctx, lowMentored.studentId)).toMatchObject({
      isExpelled: false,
      mentorId: course.personaMentorId,
    });
    expect((await studentRow(ctx, high.studentId)).isExpelled).toBe(true);
  });

  it('refuses a course task of another course with 400 naming criteria.courseTaskIds', async () => {
    const { course, low } = await cohort();
    const foreignTaskId = await addCourseTask(ctx.db, ctx.school.courseB.id);
    await expectProblemNaming(
      await expel(course.id, { criteria: { courseTaskIds: [foreignTaskId] }, expellingReason: 'x' }),
      400,
      'criteria.courseTaskIds',
    );
    expect((await studentRow(ctx, low.studentId)).isExpelled).toBe(false);
  });

  it.each([
    [{ criteria: {}, expellingReason: 'x' }, 'criteria'],
    [{ criteria: { courseTaskIds: [] }, expellingReason: 'x' }, 'criteria'],
    [{ criteria: { minScore: 10 } }, 'expellingReason'],
    [{ criteria: { minScore: 10 }, expellingReason: '  ' }, 'expellingReason'],
    [{ criteria: { minScore: -1 }, expellingReason: 'x' }, 'criteria.minScore'],
    [{ criteria: { minScore: 1, extra: 1 }, expellingReason: 'x' }, 'criteria.extra'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const { course } = await cohort();
    await expectProblemNaming(await expel(course.id, body), 400, field);
  });

  it('is all or nothing: a failure on one student leaves every student as he was', async () => {
    const { course, low, lowMentored } = await cohort();
    const refuse = `refuse_student_${lowMentored.studentId}`;
    await ctx.db.execute(
      sql.raw(
        `create function ${refuse}() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
      ),
    );
    await ctx.db.execute(
      sql.raw(`create trigger ${refuse} before update on student for each row
        when (old.id = ${lowMentored.studentId}) execute function ${refuse}()`),
    );
    try {
      const response = await expel(course.id, { criteria: { minScore: 10 }, expellingReason: 'x' });
      expect(response.status).toBe(500);
    } finally {
      await ctx.db.execute(sql.raw(`drop trigger ${refuse} on student`));
    }
    expect(await studentRow(ctx, low.studentId)).toMatchObject({ isExpelled: false, expellingReason: null });
    expect((await studentRow(ctx, lowMentored.studentId)).isExpelled).toBe(false);
  });

  it('is for managers (and admins) only', async () => {
    const { course } = await cohort();
    const body = { criteria: { minScore: 10 }, dryRun: true };
    expect((await expel(course.id, body, 'admin')).status).toBe(200);
    for (const as of ['supervisor', 'dementor', 'mentor'] as const)
      expect((await expel(course.id, body, as)).status).toBe(403);
    expect((await expel(course.id, body, 'anonymous')).status).toBe(401);
  });
});
