import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courses, courseTasks, students, taskResults, tasks, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { gradedTaskColumns } from './write-task-result';
import type { ScoredTask } from './who-may-score';

// Everything one score write reads before its lock, in ONE statement (each round trip of a write costs more than the
// statement itself when ten mentors write at once): the course task (404 when not of this course, access.md §0),
// the student by login in the course (404), his result row as it stands, and whether the writing mentor is assigned
// to this solution (R3.7, R11). A prepared statement per database: built once in this process and planned once per
// connection, not built, sent and planned again for every write.
const placeholders = {
  courseId: sql`${sql.placeholder('courseId')}::integer`,
  courseTaskId: sql`${sql.placeholder('courseTaskId')}::integer`,
  login: sql`${sql.placeholder('login')}::text`,
  mentorId: sql`${sql.placeholder('mentorId')}::integer`,
};

function prepareTarget(db: DbOrTx) {
  const student = db
    .select({
      id: sql<number>`${students.id}`.as('target_student_id'),
      userId: sql<number>`${students.userId}`.as('target_user_id'),
      mentorId: sql<number | null>`${students.mentorId}`.as('target_mentor_id'),
      githubId: sql<string>`${users.githubId}`.as('target_github_id'),
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(sql`${students.courseId} = ${placeholders.courseId}`, sql`lower(${users.githubId}) = ${placeholders.login}`),
    )
    .as('target_student');
  return db
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
      // A null mentor (a manager or task owner writing) is assigned to nothing.
      assigned: sql<boolean>`exists (
        select 1 from mentor_review_assignment a
        where a.course_task_id = ${courseTasks.id} and a.student_id = ${student.id}
          and a.mentor_id = ${placeholders.mentorId}
      )`,
    })
    .from(courseTasks)
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .innerJoin(courses, eq(courses.id, courseTasks.courseId))
    .leftJoin(student, sql`true`)
    .leftJoin(taskResults, and(eq(taskResults.studentId, student.id), eq(taskResults.courseTaskId, courseTasks.id)))
    .where(
      and(
        sql`${courseTasks.id} = ${placeholders.courseTaskId}`,
        sql`${courseTasks.courseId} = ${placeholders.courseId}`,
      ),
    )
    .prepare('score_target');
}

const preparedTargets = new WeakMap<object, ReturnType<typeof prepareTarget>>();

export async function loadScoreTarget(
  db: DbOrTx,
  courseId: number,
  courseTaskId: number,
  githubId: string,
  mentorId: number | null,
) {
  let query = preparedTargets.get(db);
  if (!query) {
    query = prepareTarget(db);
    preparedTargets.set(db, query);
  }
  const [row] = await query.execute({ courseId, courseTaskId, login: githubId.toLowerCase(), mentorId });
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
