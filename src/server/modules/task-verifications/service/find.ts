import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courseTasks, students, tasks } from '../../../db/schema';
import { AppError } from '../../../http/problem';

// access.md §0 "Resource binding": a course task of another course (or a removed one) answers 404.
export async function findCourseTask(tx: DbOrTx, courseId: number, courseTaskId: number) {
  const [row] = await tx
    .select({
      id: courseTasks.id,
      courseId: courseTasks.courseId,
      checker: courseTasks.checker,
      ownType: courseTasks.type,
      taskType: tasks.type,
      name: tasks.name,
      attributes: tasks.attributes,
      githubRepoName: tasks.githubRepoName,
      sourceGithubRepoUrl: tasks.sourceGithubRepoUrl,
      maxScore: courseTasks.maxScore,
      studentStartDate: courseTasks.studentStartDate,
      studentEndDate: courseTasks.studentEndDate,
      validations: courseTasks.validations,
    })
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .where(and(eq(courseTasks.id, courseTaskId), eq(courseTasks.courseId, courseId), eq(courseTasks.disabled, false)));
  if (!row) throw new AppError('not_found', `Course task ${courseTaskId} was not found in this course.`);
  // data-model.md course_task.type overrides task.type when set.
  return { ...row, type: row.ownType ?? row.taskType };
}

export type CourseTaskForVerification = Awaited<ReturnType<typeof findCourseTask>>;

// The caller's own student record of the course (expelled ones included: they keep read access, R4.1).
export async function findCallerStudent(tx: DbOrTx, courseId: number, userId: number, lock = false) {
  const query = tx
    .select({ id: students.id, isExpelled: students.isExpelled })
    .from(students)
    .where(and(eq(students.courseId, courseId), eq(students.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('forbidden', 'You are not a student of this course.');
  return row;
}

// rules.md R4.1: every student write requires an active student.
export async function findActiveStudent(tx: DbOrTx, courseId: number, userId: number) {
  const student = await findCallerStudent(tx, courseId, userId, true);
  if (student.isExpelled) throw new AppError('forbidden', 'You are not an active student of this course.');
  return student;
}
