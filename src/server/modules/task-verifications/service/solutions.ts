import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { taskSolutions } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { findActiveStudent, findCourseTask } from './find';

const invalidUrl = (message: string) => new AppError('validation', message, { errors: [{ path: 'url', message }] });

const pullRequestUrl = /^https?:\/\/(www\.)?github\.com\/[^/\s]+\/[^/\s]+\/pull\/\d+/i;

// The course task's `validations` (data-model.md course_task): checks the school asks of every solution URL.
function checkValidations(
  url: string,
  githubId: string,
  validations: { githubIdInUrl?: boolean; githubPrInUrl?: boolean },
) {
  if (validations.githubIdInUrl && !url.toLowerCase().includes(githubId.toLowerCase())) {
    throw invalidUrl(`The URL must contain your GitHub login "${githubId}".`);
  }
  if (validations.githubPrInUrl && !pullRequestUrl.test(url)) {
    throw invalidUrl('The URL must be a GitHub pull request (https://github.com/<owner>/<repo>/pull/<number>).');
  }
}

// access.md §8 POST .../solutions, rules.md R11.1: the caller's solution of a mentor-checked task, within its window;
// a second submit replaces the URL.
export async function saveSolution(
  db: Db,
  courseId: number,
  courseTaskId: number,
  caller: { userId: number; githubId: string },
  url: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const courseTask = await findCourseTask(tx, courseId, courseTaskId);
    const student = await findActiveStudent(tx, courseId, caller.userId);
    if (courseTask.checker !== 'mentor' && courseTask.checker !== 'assigned') {
      throw new AppError('conflict', 'Solutions are submitted here only for tasks checked by a mentor.');
    }
    if (now < courseTask.studentStartDate) throw new AppError('conflict', 'Task has not started');
    if (now > courseTask.studentEndDate) throw new AppError('conflict', 'Deadline has passed');
    checkValidations(url, caller.githubId, courseTask.validations);
    const [row] = await tx
      .insert(taskSolutions)
      .values({ courseTaskId, studentId: student.id, url, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [taskSolutions.courseTaskId, taskSolutions.studentId],
        set: { url, updatedAt: sql`excluded.updated_at` },
      })
      .returning({ id: taskSolutions.id, courseTaskId: taskSolutions.courseTaskId, url: taskSolutions.url });
    return row;
  });
}
