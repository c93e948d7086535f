import { recomputeCourseScores } from '@/server/modules/scores';
import type { TestContext } from './context';
import { enrolStudent, staffedCourse, type EnrolledStudent } from './course-people';
import { addCourseTask } from './school';

// The course the rank property tests write into: three tasks weighted 1, 0.5 and a cross-check task at 0.3 (totals
// with one decimal, rounded as R3.2 says) and `count` students, ranked once (the fixture inserts rows without ranks;
// registration ranks them, R14.1).
export async function rankedCourse(ctx: TestContext, count: number) {
  const course = await staffedCourse(ctx);
  const tasks = [
    await addCourseTask(ctx.db, course.id, { maxScore: 6 }),
    await addCourseTask(ctx.db, course.id, { maxScore: 6, scoreWeight: 0.5 }),
    await addCourseTask(ctx.db, course.id, { maxScore: 6, scoreWeight: 0.3, checker: 'crossCheck' }),
  ];
  const enrolled: EnrolledStudent[] = [];
  for (let i = 0; i < count; i += 1) enrolled.push(await enrolStudent(ctx, course.id));
  await ctx.db.transaction((tx) => recomputeCourseScores(tx, course.id, ctx.clock.now()));
  return { course, tasks, enrolled };
}
