import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { students, taskResults, type TaskResultHistoryEntry } from '../../../db/schema';
import { recomputeStudentScores, lockCourseScores } from '../totals';
import { notifiesStudent, notifyTaskGrades, type Grade } from './notify-task-grade';
import { loadCourseTask, validScore, type TaskResultWrite } from './write-task-result';

export type BulkTaskResultRow = { studentId: number; score: number; comment?: string; githubPrUrl?: string };

const BATCH = 1000;

// rules.md R3.6, the bulk form of R3.1 (writeTaskResult): the same rules per row (disabled task 409, score in
// [0, maxScore], unchanged → skipped, history appended, last checker), one lock, one insert and one update per batch,
// and the totals of every student whose score changed recomputed once. Runs in the caller's transaction; rows must
// name distinct students of the task's course (the caller resolves logins and duplicates).
export async function writeTaskResults(
  tx: DbOrTx,
  courseTaskId: number,
  authorId: number,
  rows: readonly BulkTaskResultRow[],
  now: Date,
): Promise<TaskResultWrite[]> {
  const task = await loadCourseTask(tx, courseTaskId);
  const scored = rows.map((row) => ({ ...row, score: validScore(row.score, task.maxScore) }));
  await lockCourseScores(tx, task.courseId);
  const existing = new Map<number, typeof taskResults.$inferSelect>();
  for (let start = 0; start < scored.length; start += BATCH) {
    const ids = scored.slice(start, start + BATCH).map((row) => row.studentId);
    const found = await tx
      .select()
      .from(taskResults)
      .where(and(eq(taskResults.courseTaskId, courseTaskId), inArray(taskResults.studentId, ids)));
    for (const result of found) existing.set(result.studentId, result);
  }

  const dateTime = now.toISOString();
  const entry = (score: number, comment: string | null): TaskResultHistoryEntry => ({
    score,
    comment,
    authorId,
    dateTime,
  });
  const writes: TaskResultWrite[] = [];
  const inserts: (typeof taskResults.$inferInsert)[] = [];
  const updates: (BulkTaskResultRow & { id: number })[] = [];
  const changedStudents: number[] = [];
  const grades = new Map<number, Omit<Grade, 'userId'>>();
  for (const row of scored) {
    const base = { studentId: row.studentId, courseTaskId, score: row.score };
    const current = existing.get(row.studentId);
    if (!current) {
      inserts.push({
        ...base,
        comment: row.comment ?? null,
        githubPrUrl: row.githubPrUrl ?? null,
        lastCheckerId: authorId > 0 ? authorId : null,
        history: [entry(row.score, row.comment ?? null)],
        createdAt: now,
        updatedAt: now,
      });
      changedStudents.push(row.studentId);
      grades.set(row.studentId, { score: row.score, previousScore: null, comment: row.comment ?? null });
      writes.push({ ...base, status: 'created', previousScore: null });
      continue;
    }
    const unchanged =
      current.score === row.score &&
      (row.comment === undefined || row.comment === current.comment) &&
      (row.githubPrUrl === undefined || row.githubPrUrl === current.githubPrUrl);
    if (unchanged) {
      writes.push({ ...base, status: 'skipped', previousScore: current.score });
      continue;
    }
    updates.push({ ...row, id: current.id });
    if (current.score !== row.score) {
      changedStudents.push(row.studentId);
      grades.set(row.studentId, {
        score: row.score,
        previousScore: current.score,
        comment: row.comment ?? current.comment,
      });
    }
    writes.push({ ...base, status: 'updated', previousScore: current.score });
  }

  for (let start = 0; start < inserts.length; start += BATCH) {
    await tx.insert(taskResults).values(inserts.slice(start, start + BATCH));
  }
  for (let start = 0; start < updates.length; start += BATCH) {
    const values = sql.join(
      updates
        .slice(start, start + BATCH)
        .map(
          (row) =>
            sql`(${row.id}::integer, ${row.score}::integer, ${row.comment ?? null}::text, ${row.comment !== undefined}::boolean, ${row.githubPrUrl ?? null}::text, ${row.githubPrUrl !== undefined}::boolean, ${JSON.stringify([entry(row.score, row.comment ?? null)])}::jsonb)`,
        ),
      sql`, `,
    );
    await tx.execute(sql`
      update task_result as target
      set score = v.score,
        comment = case when v.has_comment then v.comment else target.comment end,
        github_pr_url = case when v.has_pr then v.pr else target.github_pr_url end,
        last_checker_id = ${authorId > 0 ? sql`${authorId}::integer` : sql`target.last_checker_id`},
        history = target.history || v.entry,
        updated_at = ${dateTime}::timestamptz
      from (values ${values}) as v(id, score, comment, has_comment, pr, has_pr, entry)
      where target.id = v.id
    `);
  }
  await recomputeStudentScores(tx, task.courseId, changedStudents, now);
  if (notifiesStudent(task, authorId)) await notifyBulkGrades(tx, task, grades, now);
  return writes;
}

// rules.md R3.1: every student whose score was created or changed gets `taskGrade`, addressed to his user id.
async function notifyBulkGrades(
  tx: DbOrTx,
  task: Awaited<ReturnType<typeof loadCourseTask>>,
  grades: Map<number, Omit<Grade, 'userId'>>,
  now: Date,
): Promise<void> {
  const studentIds = [...grades.keys()];
  const recipients: Grade[] = [];
  for (let start = 0; start < studentIds.length; start += BATCH) {
    const found = await tx
      .select({ id: students.id, userId: students.userId })
      .from(students)
      .where(inArray(students.id, studentIds.slice(start, start + BATCH)));
    for (const student of found) {
      const grade = grades.get(student.id);
      if (grade) recipients.push({ ...grade, userId: student.userId });
    }
  }
  await notifyTaskGrades(tx, task, recipients, now);
}
