import { count } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { courses, courseTasks, courseUsers } from '../../../src/server/db/schema';
import { readProblem } from './context';

// A valid CourseInput (access.md §36) with a unique name and alias; tests override single fields.
let sequence = 0;
export function courseInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  const n = `${process.pid}-${sequence}`;
  return {
    name: `New course ${n}`,
    fullName: `New full course ${n}`,
    alias: `new-course-${n}`,
    startDate: '2026-09-01T00:00:00.000Z',
    endDate: '2026-12-20T00:00:00.000Z',
    certificateThreshold: 70,
    ...overrides,
  };
}

const total = async (db: Db, table: typeof courses | typeof courseTasks | typeof courseUsers) =>
  (await db.select({ total: count() }).from(table))[0].total;

export const countCourses = (db: Db) => total(db, courses);
export const countCourseTasks = (db: Db) => total(db, courseTasks);
export const countCourseUsers = (db: Db) => total(db, courseUsers);

// A problem response of the given status whose errors name the given field path.
export async function expectProblemNaming(response: Response, status: number, path: string) {
  expect(response.status).toBe(status);
  const problem = await readProblem(response);
  expect(problem.errors).toEqual(expect.arrayContaining([{ path, message: expect.any(String) }]));
  return problem;
}
