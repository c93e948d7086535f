import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courses, courseTasks, students, taskResults, tasks, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { gradedTaskColumns } from './write-task-result';
import type { ScoredTask } from './who-may-score';

// Everything one score write reads before its lock, in ONE statement (each round trip of a write costs more than the
// statement itself when ten mentors write at once): the course task (404 when not of this course, access.md §0),
// the student by login in the course (404), his result row as it stands, and whether the writing mentor is assigned
// to this solution (R3.7, R11).
export async function loadScoreTarget(
  db: DbOrTx,
  courseId: number,
  courseTaskId: number,
  githubId: string,
  mentorId: number | null,
) {
  const student = db
    .select({
      id: sql<number>`${students.id}`.as('target_student_id'),
      userId: sql<number>`${students.userId}`.as('target_user_id'),
      mentorId: sql<number | null>`${students.mentorId}`.as('target_mentor_id'),
      githubId: sql<string>`${users.githubId}`.as('target_github_id'),
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.courseId, courseId), sql`lower(${users.githubId}) = ${githubId.toLowerCase()}`))
    .as('target_student');
  const [row] = await db
    .select({
      courseTask: courseTasks,
      graded: gradedTaskColumns,
      student: {
        id: student.id,
        userId: student.userId,
        mentorId: student.mentorId,
        githubId: student.githubId,
      },
      existing: { score: taskResults.score, comment: taskResults.comment, githubPrUrl: taskResults.githubPrUrl },
      assigned: sql<boolean>`${
        mentorId === null
          ? sql`false`
          : sql`exists (
        select 1 from mentor_review_assignment a
        where a.course_task_id = ${courseTasks.id} and a.student_id = ${student.id} and a.mentor_id = ${mentorId}
      )`
      }`,
    })
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .innerJoin(courses, eq(courses.id, courseTasks.courseId))
    .leftJoin(student, sql`true`)
    .leftJoin(taskResults, and(eq(taskResults.studentId, student.id), eq(taskResults.courseTaskId, courseTasks.id)))
    .where(and(eq(courseTasks.id, courseTaskId), eq(courseTasks.courseId, courseId)));
  if (!row) throw new AppError('not_found', `Course task ${courseTaskId} is not a task of this course.`);
  if (!row.student || row.student.id === null) {
    throw new AppError('not_found', `"${githubId}" is not a student of this course.`);
  }
  const task: ScoredTask = { ...row.courseTask, graded: row.graded };
  return {
    task,
    student: row.student,
    existing: row.existing && row.existing.score !== null ? row.existing : null,
    assigned: Boolean(row.assigned),
  };
}
