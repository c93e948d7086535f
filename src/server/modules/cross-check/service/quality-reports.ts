import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { displayName } from '../../auth';
import type { CrossCheckQualityReview } from '../schemas';
import { findCrossCheckCourseTask } from './find-task';

// rules.md R7.12: outliers lie outside [0.9, 1.1] × the mean of the other reviews of a solution with ≥ 3 reviews;
// bad comments are under 70 characters (trimmed), below the maximum and never edited.
const OUTLIER_LOW = 0.9;
const OUTLIER_HIGH = 1.1;
const MIN_REVIEWS = 3;
const MIN_COMMENT = 70;

type Row = {
  reviewId: number;
  score: number;
  comment: string;
  reviews: number;
  averageOthers: string | number | null;
  checkerGithubId: string;
  checkerFirstName: string | null;
  checkerLastName: string | null;
  studentGithubId: string;
  studentFirstName: string | null;
  studentLastName: string | null;
};

// Each review of the task with the count and mean of the other reviews of the same solution (a window over the
// author), and both people's names; `having` picks the report's rows.
async function reviewsWithOthers(db: DbOrTx, courseTaskId: number, having: SQL, order: SQL) {
  const result = (await db.execute(sql`
    with scored as (
      select r.id, r.student_id, r.checker_id, r.score, r.comment, jsonb_array_length(r.history) as edits,
        count(*) over author as reviews,
        case when count(*) over author > 1
          then (sum(r.score) over author - r.score)::numeric / (count(*) over author - 1) end as average_others
      from cross_check_review r
      where r.course_task_id = ${courseTaskId}
      window author as (partition by r.student_id)
    )
    select r.id as "reviewId", r.score, r.comment, r.reviews::int as reviews,
      round(r.average_others, 1) as "averageOthers",
      cu.github_id as "checkerGithubId", cu.first_name as "checkerFirstName", cu.last_name as "checkerLastName",
      su.github_id as "studentGithubId", su.first_name as "studentFirstName", su.last_name as "studentLastName"
    from scored r
    inner join student cs on cs.id = r.checker_id
    inner join "user" cu on cu.id = cs.user_id
    inner join student ss on ss.id = r.student_id
    inner join "user" su on su.id = ss.user_id
    where ${having}
    order by ${order}
  `)) as unknown as { rows: Row[] };
  return result.rows.map((row): CrossCheckQualityReview => ({
    reviewId: Number(row.reviewId),
    checker: {
      githubId: row.checkerGithubId,
      name: displayName({
        githubId: row.checkerGithubId,
        firstName: row.checkerFirstName,
        lastName: row.checkerLastName,
      }),
    },
    student: {
      githubId: row.studentGithubId,
      name: displayName({
        githubId: row.studentGithubId,
        firstName: row.studentFirstName,
        lastName: row.studentLastName,
      }),
    },
    score: Number(row.score),
    averageOthers: row.averageOthers === null ? null : Number(row.averageOthers),
    comment: row.comment,
  }));
}

// access.md §15 GET .../max-score-checkers: outlier reviews (R7.12), the furthest from the others first.
export async function maxScoreCheckers(db: DbOrTx, courseId: number, courseTaskId: number) {
  await findCrossCheckCourseTask(db, courseId, courseTaskId);
  return reviewsWithOthers(
    db,
    courseTaskId,
    sql`r.reviews >= ${MIN_REVIEWS} and (r.score < ${OUTLIER_LOW} * r.average_others or r.score > ${OUTLIER_HIGH} * r.average_others)`,
    sql`abs(r.score - r.average_others) desc, r.id`,
  );
}

// access.md §15 GET .../bad-comments: short comments on reviews below the maximum that were never edited (R7.12).
export async function badComments(db: DbOrTx, courseId: number, courseTaskId: number) {
  const task = await findCrossCheckCourseTask(db, courseId, courseTaskId);
  return reviewsWithOthers(
    db,
    courseTaskId,
    sql`char_length(regexp_replace(r.comment, '^\\s+|\\s+$', '', 'g')) < ${MIN_COMMENT} and r.score < ${task.maxScore} and r.edits <= 1`,
    sql`su.github_id, cu.github_id, r.id`,
  );
}
