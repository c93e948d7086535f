import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { courseTasks, crossCheckPairs, crossCheckReviews, students, tasks } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { CrossCheckProgress } from '../schemas';

const reviewOfPair = and(
  eq(crossCheckReviews.courseTaskId, crossCheckPairs.courseTaskId),
  eq(crossCheckReviews.studentId, crossCheckPairs.studentId),
  eq(crossCheckReviews.checkerId, crossCheckPairs.checkerId),
);

// access.md §15 GET .../available-review-stats, rules.md R7.7: per distributed task where the caller reviews,
// checksCount = his pairs, completedChecksCount = those with his review.
export async function availableReviewStats(db: DbOrTx, courseId: number, userId: number) {
  const [student] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.courseId, courseId), eq(students.userId, userId)));
  if (!student) throw new AppError('forbidden', 'You are not a student of this course.');
  return db
    .select({
      id: courseTasks.id,
      name: tasks.name,
      checksCount: count(crossCheckPairs.id),
      completedChecksCount: count(crossCheckReviews.id),
    })
    .from(crossCheckPairs)
    .innerJoin(courseTasks, eq(courseTasks.id, crossCheckPairs.courseTaskId))
    .innerJoin(tasks, eq(tasks.id, courseTasks.taskId))
    .leftJoin(crossCheckReviews, reviewOfPair)
    .where(
      and(
        eq(crossCheckPairs.checkerId, student.id),
        eq(courseTasks.courseId, courseId),
        eq(courseTasks.crossCheckStatus, 'distributed'),
        eq(courseTasks.disabled, false),
      ),
    )
    .groupBy(courseTasks.id, tasks.name, courseTasks.studentEndDate)
    .orderBy(asc(courseTasks.studentEndDate), asc(courseTasks.id));
}

// (extra) GET /courses/{courseId}/cross-checks/progress: how many reviews each cross-check task of the course still
// lacks (issue 8, the manager's cross-check table), every count from an index on course_task_id.
export async function crossCheckProgress(db: DbOrTx, courseId: number): Promise<CrossCheckProgress[]> {
  const result = (await db.execute(sql`
    select ct.id as "courseTaskId", t.name, ct.cross_check_status as status,
      (select count(*)::int from task_solution s where s.course_task_id = ct.id) as solutions,
      (select count(*)::int from cross_check_pair p where p.course_task_id = ct.id) as pairs,
      (select count(*)::int from cross_check_pair p
        inner join cross_check_review r
          on r.course_task_id = p.course_task_id and r.student_id = p.student_id and r.checker_id = p.checker_id
        where p.course_task_id = ct.id) as reviewed
    from course_task ct
    inner join task t on t.id = ct.task_id
    where ct.course_id = ${courseId} and ct.checker = 'crossCheck' and not ct.disabled
    order by ct.student_end_date, ct.id
  `)) as unknown as { rows: Omit<CrossCheckProgress, 'missing'>[] };
  return result.rows.map((row) => {
    const [solutions, pairs, reviewed] = [Number(row.solutions), Number(row.pairs), Number(row.reviewed)];
    return { ...row, solutions, pairs, reviewed, missing: pairs - reviewed };
  });
}
