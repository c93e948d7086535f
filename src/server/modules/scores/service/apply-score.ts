import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { TaskResultHistoryEntry } from '../../../db/schema';
import type { OutboxRow } from '../../notifications';

export type ScoreApplication = {
  courseId: number;
  studentId: number;
  courseTaskId: number;
  score: number;
  // undefined = keep the stored value (R3.1 "overwrite only when provided").
  comment: string | null | undefined;
  githubPrUrl: string | null | undefined;
  authorId: number;
  entry: TaskResultHistoryEntry;
  now: Date;
  // The result row as the caller read it before the lock (null: none). Given, a row that changed meanwhile makes the
  // write 'stale' and writes nothing; the outbox rows, built from what was read, are written with the result.
  expected?: { score: number; comment: string | null; githubPrUrl: string | null } | null;
  outbox?: OutboxRow[];
};

// The application of one task result as both write paths send it: the given score by its author now, with the
// comment and pull request overwritten only when provided (R3.1).
export function scoreApplicationOf(
  courseId: number,
  input: {
    studentId: number;
    courseTaskId: number;
    comment?: string | null;
    githubPrUrl?: string | null;
    authorId: number;
  },
  score: number,
  now: Date,
): ScoreApplication {
  return {
    courseId,
    studentId: input.studentId,
    courseTaskId: input.courseTaskId,
    score,
    comment: input.comment,
    githubPrUrl: input.githubPrUrl,
    authorId: input.authorId,
    entry: { score, comment: input.comment ?? null, authorId: input.authorId, dateTime: now.toISOString() },
    now,
  };
}

export type AppliedScore = {
  outcome: 'created' | 'updated' | 'skipped' | 'stale';
  previousScore: number | null;
  previousComment: string | null;
};

// rules.md R3.1-R3.4 in ONE call of the score_write function (migration 0016): the course score lock, the result
// row, the student's totals, the range shift of the ranks and the outbox rows. Inside the caller's transaction it
// keeps the lock to the caller's commit; sent alone on a pool (the score route), it is its own transaction and the
// lock is released on the server the moment the write is done, with no round trip to this process under it.
export async function applyScore(db: DbOrTx, input: ScoreApplication): Promise<AppliedScore> {
  const hasExpectation = input.expected !== undefined;
  const expected = hasExpectation
    ? JSON.stringify(input.expected ? { exists: true, ...input.expected } : { exists: false })
    : null;
  const outbox = input.outbox?.length ? JSON.stringify(input.outbox) : null;
  const result = (await db.execute(sql`
    select outcome, old_score, old_comment from score_write(
      ${input.courseId}::integer, ${input.studentId}::integer, ${input.courseTaskId}::integer, ${input.score}::integer,
      ${input.comment ?? null}::text, ${input.comment !== undefined}::boolean,
      ${input.githubPrUrl ?? null}::text, ${input.githubPrUrl !== undefined}::boolean,
      ${input.authorId > 0 ? input.authorId : null}::integer, ${JSON.stringify(input.entry)}::jsonb,
      ${input.now.toISOString()}::timestamptz, ${expected}::jsonb, ${outbox}::jsonb)
  `)) as unknown as {
    rows: { outcome: AppliedScore['outcome']; old_score: number | null; old_comment: string | null }[];
  };
  const [row] = result.rows;
  return {
    outcome: row.outcome,
    previousScore: row.old_score === null ? null : Number(row.old_score),
    previousComment: row.old_comment,
  };
}

// One write as score_write_batch (migration 0019) reads it.
const batchEntry = (input: ScoreApplication) => ({
  studentId: input.studentId,
  courseTaskId: input.courseTaskId,
  score: input.score,
  comment: input.comment ?? null,
  hasComment: input.comment !== undefined,
  pr: input.githubPrUrl ?? null,
  hasPr: input.githubPrUrl !== undefined,
  checker: input.authorId > 0 ? input.authorId : null,
  entry: input.entry,
  now: input.now.toISOString(),
  expected:
    input.expected === undefined ? null : input.expected ? { exists: true, ...input.expected } : { exists: false },
  outbox: input.outbox?.length ? input.outbox : null,
});

// Several writes of ONE course in one call of score_write_batch (migration 0019): one statement, one transaction,
// one hold of the course score lock; each write is applied as applyScore applies it, in order, and the ranks move
// once for all of them. Sent alone on a pool, never inside a transaction (the lock ends with the statement).
export async function applyScores(
  db: DbOrTx,
  courseId: number,
  inputs: readonly ScoreApplication[],
): Promise<AppliedScore[]> {
  const result = (await db.execute(sql`
    select ordinal, outcome, old_score, old_comment
    from score_write_batch(${courseId}::integer, ${JSON.stringify(inputs.map(batchEntry))}::jsonb)
  `)) as unknown as {
    rows: { ordinal: number; outcome: AppliedScore['outcome']; old_score: number | null; old_comment: string | null }[];
  };
  const applied: AppliedScore[] = new Array(inputs.length);
  for (const row of result.rows) {
    applied[Number(row.ordinal)] = {
      outcome: row.outcome,
      previousScore: row.old_score === null ? null : Number(row.old_score),
      previousComment: row.old_comment,
    };
  }
  return applied;
}
