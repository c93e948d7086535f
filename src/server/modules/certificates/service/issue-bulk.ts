import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { courseTasks } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import { displayName } from '../../auth';
import { bestTotals, eligible, idList } from '../eligibility';
import type { BulkCertificateInput, BulkCertificateResult } from '../schemas';
import { courseOf, insertCertificates, utcDay } from './issue';

type TaskCriterion = { courseTaskId: number; minScore: number; disabled: boolean };
type MatchRow = {
  student_id: number;
  user_id: number;
  github_id: string;
  first_name: string | null;
  last_name: string | null;
  certified: boolean;
};

// access.md §0 "Resource binding": every task of the criteria is a task of this course (else 400 naming the row).
async function loadTaskCriteria(tx: DbOrTx, courseId: number, input: BulkCertificateInput): Promise<TaskCriterion[]> {
  const rows = input.criteria?.taskCriteria ?? [];
  if (!rows.length) return [];
  const found = await tx
    .select({ id: courseTasks.id, disabled: courseTasks.disabled })
    .from(courseTasks)
    .where(
      and(
        eq(courseTasks.courseId, courseId),
        inArray(
          courseTasks.id,
          rows.map((row) => row.courseTaskId),
        ),
      ),
    );
  const disabled = new Map(found.map((task) => [task.id, task.disabled]));
  const errors = rows.flatMap((row, index) =>
    disabled.has(row.courseTaskId)
      ? []
      : [{ path: `criteria.taskCriteria.${index}.courseTaskId`, message: 'Not a task of this course' }],
  );
  if (errors.length) throw new AppError('validation', 'Some criteria name tasks of another course.', { errors });
  return rows.map((row) => ({ ...row, disabled: disabled.get(row.courseTaskId) as boolean }));
}

// rules.md R16.2: with criteria, total ≥ minTotalScore (if given) and, per task row, effective score ≥ its minScore
// (R3.2: the result of a non-disabled task; none counts as 0); criteria naming neither fall back to R16.1.
function criteriaCondition(input: BulkCertificateInput, tasks: TaskCriterion[]): SQL {
  const minTotal = input.criteria?.minTotalScore;
  if (minTotal === undefined && !tasks.length) return eligible;
  const conditions: SQL[] = [];
  if (minTotal !== undefined) conditions.push(sql`s.total_score >= ${minTotal}`);
  if (tasks.length) {
    const values = sql.join(
      tasks.map((task) => sql`(${task.courseTaskId}::integer, ${task.minScore}::numeric, ${task.disabled}::boolean)`),
      sql`, `,
    );
    conditions.push(sql`not exists (
      select 1 from (values ${values}) as crit(course_task_id, min_score, disabled)
      where coalesce((
        select r.score from task_result r
        where r.student_id = s.id and r.course_task_id = crit.course_task_id and not crit.disabled
      ), 0) < crit.min_score
    )`);
  }
  return sql.join(conditions, sql` and `);
}

// rules.md R16.2: active, not failed students of the course who meet the criteria, certified or not.
async function matchingStudents(tx: DbOrTx, courseId: number, condition: SQL): Promise<MatchRow[]> {
  const result = (await tx.execute(sql`
    with best as (${bestTotals(idList([courseId]))})
    select s.id as student_id, s.user_id, u.github_id, u.first_name, u.last_name, (cert.id is not null) as certified
    from student s
    join course c on c.id = s.course_id
    join "user" u on u.id = s.user_id
    left join best on best.course_id = s.course_id
    left join certificate cert on cert.student_id = s.id
    where s.course_id = ${courseId} and not s.is_expelled and not s.is_failed and ${condition}
    order by u.github_id asc, s.id asc
  `)) as unknown as { rows: MatchRow[] };
  return result.rows.map((row) => ({ ...row, student_id: Number(row.student_id), user_id: Number(row.user_id) }));
}

// access.md §4 POST /certificate/course/{courseId} (extra), rules.md R16.2–R16.3: one transaction; `dryRun` answers
// who would receive one and writes nothing.
export async function issueCourseCertificates(
  db: Db,
  actorId: number,
  courseId: number,
  input: BulkCertificateInput,
  now: Date,
): Promise<BulkCertificateResult> {
  return db.transaction(async (tx) => {
    const course = await courseOf(tx, courseId);
    if (!course) throw new AppError('not_found', `No course ${courseId}.`);
    const tasks = await loadTaskCriteria(tx, courseId, input);
    const matching = await matchingStudents(tx, courseId, criteriaCondition(input, tasks));
    const candidates = matching.filter((row) => !row.certified);
    const alreadyCertified = matching.length - candidates.length;
    const listed = (rows: MatchRow[]) =>
      rows.map((row) => ({
        studentId: row.student_id,
        githubId: row.github_id,
        name: displayName({ firstName: row.first_name, lastName: row.last_name, githubId: row.github_id }),
      }));
    if (input.dryRun) return { issued: 0, alreadyCertified, students: listed(candidates) };
    const written = await insertCertificates(
      tx,
      course,
      candidates.map((row) => ({ studentId: row.student_id, userId: row.user_id })),
      { issueDate: utcDay(now), issuedById: actorId, now },
    );
    const writtenIds = new Set(written.map((certificate) => certificate.studentId));
    const students = listed(candidates.filter((row) => writtenIds.has(row.student_id)));
    return { issued: written.length, alreadyCertified: matching.length - students.length, students };
  });
}
