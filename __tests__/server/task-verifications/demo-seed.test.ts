import { and, eq } from 'drizzle-orm';
import {
  courses,
  courseTasks,
  students,
  taskResults,
  tasks,
  taskSolutions,
  taskVerifications,
  users,
} from '@/server/db/schema';
import { seedSchool } from '@/server/seed/demo-school';
import { createTestContext, type TestContext } from '../../support/server/context';

// The demo seed's verification step: attempts at the past self-check test that never beat their result, pending
// Codewars checks, solutions of past mentor tasks; the student persona has not taken the current test nor submitted
// the in-window mentor task's solution from this step.
let ctx: TestContext;
const seedAt = new Date('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedSchool(ctx.db, { students: 40, mentors: 3, tasks: 12 }, 7, seedAt);
}, 60_000);
afterAll(() => ctx.close());

const courseTaskNamed = async (name: string) => {
  const [row] = await ctx.db
    .select({ id: courseTasks.id })
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .innerJoin(courses, eq(courses.id, courseTasks.courseId))
    .where(and(eq(tasks.name, name), eq(courses.alias, 'js-fe-2026')));
  return row.id;
};

it('seeds completed attempts at the past self-check test, none above the student result', async () => {
  const taskId = await courseTaskNamed('Self-check: HTML & CSS');
  const attempts = await ctx.db.select().from(taskVerifications).where(eq(taskVerifications.courseTaskId, taskId));
  expect(attempts.length).toBeGreaterThan(10);
  const results = await ctx.db.select().from(taskResults).where(eq(taskResults.courseTaskId, taskId));
  const resultOf = new Map(results.map((row) => [row.studentId, row.score]));
  for (const attempt of attempts) {
    expect(attempt.status).toBe('completed');
    expect(attempt.answers).toHaveLength(5);
    expect(attempt.score).toBeLessThanOrEqual(resultOf.get(attempt.studentId) ?? 0);
  }
});

it('leaves the student persona without attempts at the current test, and seeds pending Codewars checks', async () => {
  const [persona] = await ctx.db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(courses, eq(courses.id, students.courseId))
    .where(and(eq(users.githubId, 'student'), eq(courses.alias, 'js-fe-2026')));
  const current = await courseTaskNamed('Self-check: JavaScript');
  const personaAttempts = await ctx.db
    .select()
    .from(taskVerifications)
    .where(and(eq(taskVerifications.courseTaskId, current), eq(taskVerifications.studentId, persona.id)));
  expect(personaAttempts).toEqual([]);
  const codewars = await courseTaskNamed('Codewars: JS basics');
  const pending = await ctx.db
    .select()
    .from(taskVerifications)
    .where(and(eq(taskVerifications.courseTaskId, codewars), eq(taskVerifications.status, 'pending')));
  expect(pending.length).toBeGreaterThan(0);
});

it('seeds solutions of the past mentor-checked task for many students', async () => {
  const songbird = await courseTaskNamed('Songbird');
  const solutions = await ctx.db.select().from(taskSolutions).where(eq(taskSolutions.courseTaskId, songbird));
  expect(solutions.length).toBeGreaterThan(15);
});
