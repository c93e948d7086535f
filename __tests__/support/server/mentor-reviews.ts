import { mentorReviewAssignments, taskResults, taskSolutions } from '../../../src/server/db/schema';
import type { TestContext } from './context';
import { addCourseTask } from './school';

type TaskValues = Parameters<typeof addCourseTask>[2];

// A mentor-checked course task (rules.md R11) of the course.
export const mentorTask = (ctx: TestContext, courseId: number, values: TaskValues = {}) =>
  addCourseTask(ctx.db, courseId, { checker: 'mentor', maxScore: 100, ...values });

export async function submitSolution(
  ctx: TestContext,
  courseTaskId: number,
  studentId: number,
  createdAt = new Date('2026-02-10T10:00:00Z'),
) {
  const [row] = await ctx.db
    .insert(taskSolutions)
    .values({ courseTaskId, studentId, url: `https://github.com/s${studentId}/t${courseTaskId}/pull/1`, createdAt })
    .returning({ id: taskSolutions.id });
  return row.id;
}

export const assignReview = (ctx: TestContext, courseTaskId: number, studentId: number, mentorId: number) =>
  ctx.db.insert(mentorReviewAssignments).values({ courseTaskId, studentId, mentorId });

export const scoreSolution = (
  ctx: TestContext,
  courseTaskId: number,
  studentId: number,
  score: number,
  updatedAt = new Date('2026-02-20T10:00:00Z'),
) => ctx.db.insert(taskResults).values({ courseTaskId, studentId, score, updatedAt });
