import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courseTasks, tasks } from '../../../db/schema';
import { AppError } from '../../../http/problem';

const columns = {
  id: courseTasks.id,
  courseId: courseTasks.courseId,
  checker: courseTasks.checker,
  status: courseTasks.crossCheckStatus,
  studentStartDate: courseTasks.studentStartDate,
  studentEndDate: courseTasks.studentEndDate,
  crossCheckEndDate: courseTasks.crossCheckEndDate,
  pairsCount: courseTasks.pairsCount,
  maxScore: courseTasks.maxScore,
  validations: courseTasks.validations,
  disabled: courseTasks.disabled,
  name: tasks.name,
};

export type CrossCheckCourseTask = {
  id: number;
  courseId: number;
  status: 'initial' | 'distributed' | 'completed';
  studentStartDate: Date;
  studentEndDate: Date;
  crossCheckEndDate: Date | null;
  pairsCount: number | null;
  maxScore: number;
  validations: { githubIdInUrl?: boolean; githubPrInUrl?: boolean };
  name: string;
};

// access.md §0 "Resource binding": a course task of another course (or a removed one) answers 404; one that is not a
// cross-check task is in the wrong state for these actions (409, access.md §15 POST .../solutions).
// `courseId` undefined: the background sweep, which is bound to no course. `lock`: 'update' for a status change
// (distribution happens once), 'share' for a submission (many at once, none while the status changes).
export async function findCrossCheckCourseTask(
  tx: DbOrTx,
  courseId: number | undefined,
  courseTaskId: number,
  lock?: 'share' | 'update',
): Promise<CrossCheckCourseTask> {
  const where = [eq(courseTasks.id, courseTaskId)];
  if (courseId !== undefined) where.push(eq(courseTasks.courseId, courseId));
  const query = tx
    .select(columns)
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .where(and(...where));
  const [row] = lock ? await query.for(lock, { of: courseTasks }) : await query;
  if (!row || row.disabled)
    throw new AppError('not_found', `Course task ${courseTaskId} was not found in this course.`);
  if (row.checker !== 'crossCheck') {
    throw new AppError('conflict', `Course task ${courseTaskId} is not a cross-check task.`);
  }
  return row;
}
