import type { Db } from '../../../src/server/db/client';
import { crossCheckMessages, crossCheckReviews, students, taskSolutions, users } from '../../../src/server/db/schema';
import type { TestContext } from './context';
import { enrolStudent, type EnrolledStudent } from './course-people';
import { insertCourseTask } from './schedule';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

type TaskValues = Parameters<typeof insertCourseTask>[2];

// A cross-check task whose submit window is open around the test clock unless `values` say otherwise.
export async function crossCheckTask(ctx: TestContext, courseId: number, values: Partial<TaskValues> = {}) {
  const now = ctx.clock.now().getTime();
  const { id } = await insertCourseTask(ctx.db, courseId, {
    name: 'Portfolio',
    checker: 'crossCheck',
    studentStartDate: new Date(now - 7 * DAY),
    studentEndDate: new Date(now + DAY),
    crossCheckEndDate: new Date(now + 8 * DAY),
    ...values,
  });
  return id;
}

// `count` students of the course, each with a solution of the task, oldest first.
export async function submitters(ctx: TestContext, courseId: number, courseTaskId: number, count: number) {
  const enrolled: EnrolledStudent[] = [];
  for (let i = 0; i < count; i += 1) {
    const student = await enrolStudent(ctx, courseId);
    await submit(ctx.db, courseTaskId, student, new Date(ctx.clock.now().getTime() - (count - i) * HOUR));
    enrolled.push(student);
  }
  return enrolled;
}

export async function submit(db: Db, courseTaskId: number, student: EnrolledStudent, at = new Date()) {
  await db.insert(taskSolutions).values({
    courseTaskId,
    studentId: student.studentId,
    url: `https://github.com/${student.user.githubId}/portfolio`,
    createdAt: at,
    updatedAt: at,
  });
}

// Thousands of students with solutions in a few statements (the distribution at scale).
export async function bulkSubmitters(db: Db, courseId: number, courseTaskId: number, count: number, prefix: string) {
  const created: { studentId: number; userId: number }[] = [];
  for (let start = 0; start < count; start += 1000) {
    const size = Math.min(1000, count - start);
    const userRows = await db
      .insert(users)
      .values(Array.from({ length: size }, (_, i) => ({ githubId: `${prefix}-${start + i}` })))
      .returning({ id: users.id });
    const studentRows = await db
      .insert(students)
      .values(userRows.map((user) => ({ courseId, userId: user.id })))
      .returning({ id: students.id, userId: students.userId });
    await db
      .insert(taskSolutions)
      .values(studentRows.map((row) => ({ courseTaskId, studentId: row.id, url: `https://example.com/${row.id}` })));
    created.push(...studentRows.map((row) => ({ studentId: row.id, userId: row.userId })));
  }
  return created;
}

export async function review(
  db: Db,
  values: {
    courseTaskId: number;
    studentId: number;
    checkerId: number;
    score: number;
    comment?: string;
    edits?: number;
  },
  at = new Date(),
) {
  const comment =
    values.comment ?? 'A thorough review: the layout matches the design and every interactive part works.';
  const entry = {
    score: values.score,
    comment,
    criteria: [],
    anonymous: true,
    authorId: 0,
    dateTime: at.toISOString(),
  };
  const [row] = await db
    .insert(crossCheckReviews)
    .values({
      courseTaskId: values.courseTaskId,
      studentId: values.studentId,
      checkerId: values.checkerId,
      score: values.score,
      comment,
      history: Array.from({ length: values.edits ?? 1 }, () => entry),
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: crossCheckReviews.id });
  return row.id;
}

export async function message(
  db: Db,
  reviewId: number,
  authorUserId: number,
  role: 'reviewer' | 'student',
  content: string,
  at = new Date(),
) {
  await db.insert(crossCheckMessages).values({ reviewId, authorUserId, role, content, createdAt: at });
}
