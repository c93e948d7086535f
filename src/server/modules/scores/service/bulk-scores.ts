import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { students, users } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { BulkScoreResult, BulkScoreRow } from '../schemas';
import { MAX_COMMENT_LENGTH } from './write-task-result';
import { writeTaskResults } from './write-task-results';
import { assertMayScoreTask, findCourseTask, type ScoreActor } from './who-may-score';

const BATCH = 1000;

async function studentsByLogin(tx: DbOrTx, courseId: number, logins: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let start = 0; start < logins.length; start += BATCH) {
    const rows = await tx
      .select({ id: students.id, login: sql<string>`lower(${users.githubId})` })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(
        and(
          eq(students.courseId, courseId),
          inArray(sql`lower(${users.githubId})`, logins.slice(start, start + BATCH)),
        ),
      );
    for (const row of rows) found.set(row.login, row.id);
  }
  return found;
}

// Why a row cannot be written, checked before the transaction writes anything (R3.1 limits).
function rowProblem(row: BulkScoreRow, maxScore: number): string | undefined {
  if (!Number.isFinite(row.score)) return 'The score is not a number.';
  const score = Math.round(row.score);
  if (score < 0 || score > maxScore) return `The score must be between 0 and ${maxScore}.`;
  if (row.comment && row.comment.length > MAX_COMMENT_LENGTH) {
    return `The comment is longer than ${MAX_COMMENT_LENGTH} characters.`;
  }
  return undefined;
}

// rules.md R3.6: unknown login or non-student → failed; invalid score → failed; unchanged → skipped; else created or
// updated. Duplicate logins: the highest score wins and the other rows are skipped. One transaction; the totals of
// the affected students are recomputed once. One result per uploaded row, in the upload's order.
export async function postBulkScores(
  db: Db,
  courseId: number,
  courseTaskId: number,
  actor: ScoreActor,
  rows: BulkScoreRow[],
  now: Date,
): Promise<BulkScoreResult[]> {
  return db.transaction(async (tx) => {
    const task = await findCourseTask(tx, courseId, courseTaskId);
    assertMayScoreTask(actor, task);
    if (task.disabled) throw new AppError('conflict', 'The task has been removed from the course.');

    const logins = [...new Set(rows.map((row) => row.studentGithubId.toLowerCase()))];
    const studentIds = await studentsByLogin(tx, courseId, logins);
    const results: BulkScoreResult[] = rows.map((row) => ({ githubId: row.studentGithubId, status: 'failed' }));
    const winners = new Map<string, number>();
    rows.forEach((row, index) => {
      const login = row.studentGithubId.toLowerCase();
      const problem = studentIds.has(login) ? rowProblem(row, task.maxScore) : 'Not a student of this course.';
      if (problem) {
        results[index] = { githubId: row.studentGithubId, status: 'failed', message: problem };
        return;
      }
      const best = winners.get(login);
      if (best === undefined || rows[best].score < row.score) {
        if (best !== undefined) results[best] = skippedDuplicate(rows[best]);
        winners.set(login, index);
      } else results[index] = skippedDuplicate(row);
    });

    const chosen = [...winners.entries()].map(([login, index]) => ({ login, index }));
    const writes = await writeTaskResults(
      tx,
      courseTaskId,
      actor.userId,
      chosen.map(({ login, index }) => ({
        studentId: studentIds.get(login) as number,
        score: rows[index].score,
        comment: rows[index].comment,
        githubPrUrl: rows[index].githubPrUrl,
      })),
      now,
    );
    writes.forEach((write, position) => {
      const { index } = chosen[position];
      results[index] = { githubId: rows[index].studentGithubId, status: write.status };
    });
    return results;
  });
}

const skippedDuplicate = (row: BulkScoreRow): BulkScoreResult => ({
  githubId: row.studentGithubId,
  status: 'skipped',
  message: 'A higher score for this student is in the upload.',
});
