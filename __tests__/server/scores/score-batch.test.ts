import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { students, taskResults } from '@/server/db/schema';
import { setStudentStatus } from '@/server/modules/course-students/service/student-status';
import { applyScores, scoreApplicationOf } from '@/server/modules/scores/service/apply-score';
import { postScore } from '@/server/modules/scores/service/post-score';
import { AppError } from '@/server/http/problem';
import { createTestContext, type TestContext } from '../../support/server/context';
import type { EnrolledStudent } from '../../support/server/course-people';
import { rankDrift } from '../../support/server/fresh-ranking';
import { rankedCourse } from '../../support/server/ranked-course';
import { setRanks } from '../../support/server/school';

// Issue 12 group commit (scores/service/score-queue.ts, score_write_batch of migration 0019): writes of one course
// that arrive together are applied in one call, and the ranks move once for all of them. As a property: whatever
// set of writes shares a call (rises and falls across one another, ties, two tasks of one student, expelled
// students), the stored totals, ranks and active ranks equal a ranking from scratch, and
// every result holds a score written to it.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const STUDENTS = 7;
type Write = { student: number; task: number; score: number };
const write: fc.Arbitrary<Write> = fc.record({ student: fc.nat(STUDENTS - 1), task: fc.nat(2), score: fc.nat(6) });
type Round = { writes: Write[]; expel: number | null };
const round: fc.Arbitrary<Round> = fc.record({
  writes: fc.array(write, { minLength: 1, maxLength: 9 }),
  expel: fc.option(fc.nat(STUDENTS - 1), { freq: 3 }),
});

const courseWithStudents = () => rankedCourse(ctx, STUDENTS);

// Expels the student, or restores him when he is expelled (R13.1, R13.2), between two rounds.
async function toggleStatus(courseId: number, student: EnrolledStudent) {
  const [row] = await ctx.db
    .select({ expelled: students.isExpelled })
    .from(students)
    .where(eq(students.id, student.studentId));
  const actor = { userId: ctx.school.users.manager.id, staff: true, mentorId: null };
  const status = row.expelled ? 'active' : 'expelled';
  await setStudentStatus(ctx.db, courseId, student.user.githubId, actor, { status }, ctx.clock.now()).catch(
    (error: unknown) => {
      if (!(error instanceof AppError && error.kind === 'conflict')) throw error;
    },
  );
}

// A write by the manager, now, of the course's student and task given by their places in the fixture.
function writesOf(courseId: number, tasks: number[], enrolled: EnrolledStudent[]) {
  const authorId = ctx.school.users.manager.id;
  const now = ctx.clock.now();
  return (student: number, task: number, score: number) =>
    scoreApplicationOf(
      courseId,
      { studentId: enrolled[student].studentId, courseTaskId: tasks[task], authorId },
      score,
      now,
    );
}

async function storedScore(studentId: number, courseTaskId: number) {
  const [row] = await ctx.db
    .select({ score: taskResults.score })
    .from(taskResults)
    .where(and(eq(taskResults.studentId, studentId), eq(taskResults.courseTaskId, courseTaskId)));
  return row?.score;
}

it('keeps ranks exact when the writes of a round go through the score route together', async () => {
  const actor = { userId: ctx.school.users.manager.id, isManager: true, mentorId: null };
  await fc.assert(
    fc.asyncProperty(fc.array(round, { minLength: 1, maxLength: 5 }), async (rounds) => {
      const { course, tasks, enrolled } = await courseWithStudents();
      for (const current of rounds) {
        // Not awaited one by one: the first goes alone, the others queue and share the next call.
        await Promise.all(
          current.writes.map((each) =>
            postScore(
              ctx.db,
              course.id,
              enrolled[each.student].user.githubId,
              tasks[each.task],
              actor,
              { score: each.score },
              ctx.clock.now(),
            ),
          ),
        );
        expect(await rankDrift(ctx.db, course.id)).toEqual([]);
        // Concurrent writes of one result end in either order; a result written once holds that score.
        const key = (each: Write) => `${each.student}:${each.task}`;
        for (const each of current.writes) {
          const scores = current.writes.filter((other) => key(other) === key(each)).map((other) => other.score);
          expect(scores).toContain(await storedScore(enrolled[each.student].studentId, tasks[each.task]));
        }
        if (current.expel !== null) await toggleStatus(course.id, enrolled[current.expel]);
        expect(await rankDrift(ctx.db, course.id)).toEqual([]);
      }
    }),
    { numRuns: 25, seed: 20261126 },
  );
});

it('applies one call of many writes in order, with each write its own outcome', async () => {
  const { course, tasks, enrolled } = await courseWithStudents();
  const at = writesOf(course.id, tasks, enrolled);
  // Rises and falls that cross one another, a tie, one student on two tasks, and a write that changes nothing.
  const first = await applyScores(ctx.db, course.id, [at(0, 0, 6), at(1, 0, 3), at(2, 1, 4), at(3, 0, 2), at(3, 1, 4)]);
  expect(first.map((applied) => applied.outcome)).toEqual(['created', 'created', 'created', 'created', 'created']);
  expect(await rankDrift(ctx.db, course.id)).toEqual([]);
  const second = await applyScores(ctx.db, course.id, [
    at(0, 0, 1),
    at(1, 0, 3),
    at(4, 0, 5),
    at(2, 1, 0),
    { ...at(5, 2, 6), expected: { score: 9, comment: null, githubPrUrl: null } },
  ]);
  expect(second).toEqual([
    { outcome: 'updated', previousScore: 6, previousComment: null },
    { outcome: 'skipped', previousScore: 3, previousComment: null },
    { outcome: 'created', previousScore: null, previousComment: null },
    { outcome: 'updated', previousScore: 4, previousComment: null },
    { outcome: 'stale', previousScore: null, previousComment: null },
  ]);
  expect(await storedScore(enrolled[5].studentId, tasks[2])).toBeUndefined();
  expect(await rankDrift(ctx.db, course.id)).toEqual([]);

  // A student without a rank (inserted without one) inside the moved range: the full ranking repairs every row.
  await setRanks(ctx.db, enrolled[3].studentId, { rank: null, activeRank: null });
  await applyScores(ctx.db, course.id, [at(6, 0, 6), at(0, 0, 4)]);
  expect(await rankDrift(ctx.db, course.id)).toEqual([]);
  // ... and one who is himself moved.
  await setRanks(ctx.db, enrolled[6].studentId, { rank: null, activeRank: null });
  await applyScores(ctx.db, course.id, [at(6, 0, 2), at(1, 1, 6)]);
  expect(await rankDrift(ctx.db, course.id)).toEqual([]);
});

it('reads only the bands its writes cross: the students between them keep their ranks, those on a bound count', async () => {
  const { course, tasks, enrolled } = await courseWithStudents();
  const at = writesOf(course.id, tasks, enrolled);
  // Totals 6, 5, 4, 3, 1, 1, 0.
  await applyScores(ctx.db, course.id, [at(0, 0, 6), at(1, 0, 5), at(2, 0, 4), at(3, 0, 3), at(4, 0, 1), at(5, 0, 1)]);
  expect(await rankDrift(ctx.db, course.id)).toEqual([]);
  // One falls from 1 to 0 (past the student tied with him on 1, onto the one on 0), one rises from 6 to 6.5; the
  // totals 5 to 3 lie between the two bands.
  const applied = await applyScores(ctx.db, course.id, [at(5, 0, 0), at(0, 1, 1)]);
  expect(applied.map((each) => each.outcome)).toEqual(['updated', 'created']);
  expect(await rankDrift(ctx.db, course.id)).toEqual([]);
  // The same across an expelled student on a bound, and two writes whose bands overlap.
  await toggleStatus(course.id, enrolled[4]);
  await applyScores(ctx.db, course.id, [at(6, 0, 1), at(3, 1, 6), at(2, 1, 2), at(0, 0, 0)]);
  expect(await rankDrift(ctx.db, course.id)).toEqual([]);
});
