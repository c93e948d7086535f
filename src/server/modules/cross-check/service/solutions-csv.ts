import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { students, taskSolutions, users } from '../../../db/schema';
import { toCsv } from '../../../http/csv';
import { findCrossCheckCourseTask } from './find-task';

// An HTTP header carries Latin-1 only, and a quote would end the file name: the task name keeps ASCII letters,
// digits, spaces, dots and dashes; anything else becomes an underscore.
const fileName = (taskName: string) => `${taskName.replace(/[^A-Za-z0-9 .-]+/g, '_').trim() || 'solutions'}.csv`;

// access.md §15 GET .../{courseTaskId}/csv: every submitted solution of the task, oldest first.
export async function solutionsCsv(db: DbOrTx, courseId: number, courseTaskId: number) {
  const task = await findCrossCheckCourseTask(db, courseId, courseTaskId);
  const rows = await db
    .select({ githubId: users.githubId, url: taskSolutions.url, submittedDate: taskSolutions.updatedAt })
    .from(taskSolutions)
    .innerJoin(students, eq(students.id, taskSolutions.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(taskSolutions.courseTaskId, courseTaskId))
    .orderBy(asc(taskSolutions.updatedAt), asc(taskSolutions.id));
  const body = toCsv(
    ['githubId', 'solutionUrl', 'submittedDate'],
    rows.map((row) => [row.githubId, row.url, row.submittedDate.toISOString()]),
  );
  return { fileName: fileName(task.name), body };
}
