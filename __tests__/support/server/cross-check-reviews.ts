import { and, eq } from 'drizzle-orm';
import {
  courseTasks,
  crossCheckPairs,
  crossCheckReviews,
  taskCriteria,
  taskResults,
  taskSolutions,
  type Criterion,
  type CrossCheckScoreRule,
} from '../../../src/server/db/schema';
import type { TestContext, Caller } from './context';
import { enrolStudent, staffedCourse, type EnrolledStudent, type StaffedCourse } from './course-people';
import { addNotification, connect } from './notifications';
import { addCourseTask } from './school';

// Factories for the cross-check review tests (rules.md R7.6–R7.11, R8): a distributed cross-check with its pairs
// written directly (the distribution itself is the lifecycle module's), reviews through the API.

export const REVIEW_DEADLINE = new Date('2026-03-08T00:00:00.000Z');

export type Author = EnrolledStudent & { solutionId: number; url: string };
export type Cohort = {
  course: StaffedCourse;
  courseTaskId: number;
  taskId: number;
  authors: Author[];
  // Pairs as [author index, reviewer index], in pair id order.
  pairs: [number, number][];
  base: string;
};

export type CohortOptions = {
  size?: number;
  reviewers?: number;
  maxScore?: number;
  status?: 'initial' | 'distributed' | 'completed';
  scoreRule?: CrossCheckScoreRule;
  criteria?: Omit<Criterion, 'index'>[];
  crossCheckEndDate?: Date;
};

// A cross-check of `size` authors where author i is reviewed by authors i+1..i+reviewers (mod size), pair ids in
// that order, as R7.3's shifts would produce.
export async function crossCheckCohort(ctx: TestContext, options: CohortOptions = {}): Promise<Cohort> {
  const { size = 4, reviewers = 2, maxScore = 100, status = 'distributed', scoreRule = 'topMean' } = options;
  const course = await staffedCourse(ctx);
  const courseTaskId = await addCourseTask(ctx.db, course.id, {
    checker: 'crossCheck',
    maxScore,
    crossCheckStatus: status,
    crossCheckScoreRule: scoreRule,
    crossCheckEndDate: options.crossCheckEndDate ?? REVIEW_DEADLINE,
  });
  const [{ taskId }] = await ctx.db
    .select({ taskId: courseTasks.taskId })
    .from(courseTasks)
    .where(eq(courseTasks.id, courseTaskId));
  if (options.criteria) {
    await ctx.db
      .insert(taskCriteria)
      .values({ taskId, criteria: options.criteria.map((criterion, index) => ({ ...criterion, index })) });
  }
  const authors: Author[] = [];
  for (let i = 0; i < size; i += 1) {
    const student = await enrolStudent(ctx, course.id);
    const url = `https://github.com/${student.user.githubId}/solution`;
    const [solution] = await ctx.db
      .insert(taskSolutions)
      .values({ courseTaskId, studentId: student.studentId, url })
      .returning({ id: taskSolutions.id });
    authors.push({ ...student, solutionId: solution.id, url });
  }
  const pairs: [number, number][] = [];
  for (let i = 0; i < size; i += 1) {
    for (let shift = 1; shift <= reviewers; shift += 1) pairs.push([i, (i + shift) % size]);
  }
  for (const [author, reviewer] of pairs) {
    await ctx.db.insert(crossCheckPairs).values({
      courseId: course.id,
      courseTaskId,
      taskSolutionId: authors[author].solutionId,
      studentId: authors[author].studentId,
      checkerId: authors[reviewer].studentId,
    });
  }
  const base = `/api/v2/courses/${course.id}/cross-checks/${courseTaskId}`;
  return { course, courseTaskId, taskId, authors, pairs, base };
}

export const reviewBody = (score: number, extra: Record<string, unknown> = {}) => ({
  score,
  comment: `A careful review giving ${score} points.`,
  criteria: [],
  ...extra,
});

export function postReview(ctx: TestContext, cohort: Cohort, reviewer: number, author: number, body: unknown) {
  return ctx.request(`${cohort.base}/results/${cohort.authors[author].user.githubId}`, {
    method: 'POST',
    as: cohort.authors[reviewer].user,
    body,
  });
}

// Writes the review of `author` by `reviewer` with a plain body and checks it was accepted.
export async function review(ctx: TestContext, cohort: Cohort, reviewer: number, author: number, score: number) {
  const response = await postReview(ctx, cohort, reviewer, author, reviewBody(score));
  expect(response.status).toBe(204);
}

export const reviewsOf = (ctx: TestContext, courseTaskId: number) =>
  ctx.db.select().from(crossCheckReviews).where(eq(crossCheckReviews.courseTaskId, courseTaskId));

export const resultOf = async (ctx: TestContext, courseTaskId: number, studentId: number) =>
  (
    await ctx.db
      .select()
      .from(taskResults)
      .where(and(eq(taskResults.courseTaskId, courseTaskId), eq(taskResults.studentId, studentId)))
  )[0];

export const requestAs = (ctx: TestContext, as: Caller, path: string, method = 'GET', body?: unknown) =>
  ctx.request(path, { method, as, body });

// What a test reads back from an outbox row's body: the task, the score, the status and the link.
const NOTICE_BODY =
  'task={{courseTask.name}} score={{score}} previous={{previousScore}} status={{status}} link={{{resultLink}}}{{{link}}}';

// The notifications these rules send, each with an e-mail template, so that the outbox shows who was told. Once per
// database; then `connectEmail` for every user whose outbox a test reads.
export async function addCrossCheckCatalogue(ctx: TestContext): Promise<void> {
  for (const id of ['taskGrade', 'messages', 'crossCheckDispute']) {
    await addNotification(ctx.db, { id, templates: { email: { subject: id, body: NOTICE_BODY } } });
  }
}

export async function connectEmail(ctx: TestContext, users: { id: number }[]): Promise<void> {
  for (const user of users) await connect(ctx.db, user.id, 'email', `user${user.id}@example.com`);
}
