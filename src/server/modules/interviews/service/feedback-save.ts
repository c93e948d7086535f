import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/problem';
import { sendNotification } from '../../notifications';
import { writeTaskResult } from '../../scores/service/write-task-result';
import type { SessionData } from '../../session/service';
import type { FeedbackInput } from '../schemas';
import { isManager, personName, type FeedbackRef, type InterviewRow } from './common';
import { loadFeedbackPair } from './feedback-read';

type Decision = NonNullable<FeedbackInput['decision']>;
type Outcome = { completing: boolean; decision: Decision | null; score: number | null };

const invalid = (path: string, message: string): never => {
  throw new AppError('validation', `Invalid body: ${path} ${message}.`, { errors: [{ path, message }] });
};

// R10.6: a no-show (stage) or a Reject (regular) completes the pair with score 0; completing needs a score in
// 0..maxScore and a final decision; any other save is a draft.
function outcomeOf(input: FeedbackInput, interview: InterviewRow): Outcome {
  const decision = input.decision ?? null;
  if (decision === 'missed' || decision === 'rejected') return { completing: true, decision, score: 0 };
  if (!input.isCompleted) return { completing: false, decision: 'draft', score: null };
  if (input.score === undefined || input.score === null)
    return invalid('score', 'is required to complete the interview');
  const score = Math.round(input.score);
  if (score > interview.maxScore) invalid('score', `must be between 0 and ${interview.maxScore}`);
  if (decision === 'draft') invalid('decision', 'must be final to complete the interview');
  if (interview.type === 'stage-interview' && decision === null)
    invalid('decision', 'is required for a technical screening');
  return { completing: true, decision, score };
}

// R10.6: a completed screening with "yes" makes the interviewer the student's mentor (409 when he has another).
async function assignMentor(tx: DbOrTx, studentId: number, mentorId: number, now: Date) {
  const result = (await tx.execute(sql`
    select s.mentor_id as "mentorId", s.user_id as "userId", mu.github_id as "githubId", ${personName(sql`mu`)} as name
    from student s, mentor m join "user" mu on mu.id = m.user_id
    where s.id = ${studentId} and m.id = ${mentorId} for update of s`)) as unknown as {
    rows: { mentorId: number | null; userId: number; githubId: string; name: string }[];
  };
  const row = result.rows[0];
  if (row.mentorId === mentorId) return;
  if (row.mentorId !== null) throw new AppError('conflict', 'The student already has a mentor.');
  await tx.execute(sql`update student set mentor_id = ${mentorId}, updated_at = ${now.toISOString()}::timestamptz
    where id = ${studentId}`);
  const data = { mentor: { githubId: row.githubId, name: row.name } };
  await sendNotification(tx, { notificationId: 'mentor:assigned', userId: row.userId, data }, now);
}

// rules.md R10.6: the interviewer (or a manager/admin) saves the form; the result goes through the score service
// (R3.1), so totals and ranks follow in the same transaction.
export async function saveFeedback(
  db: Db,
  session: SessionData,
  ref: FeedbackRef,
  input: FeedbackInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { pair, interview } = await loadFeedbackPair(tx, session, ref, isManager, true);
    if (pair.isCanceled) throw new AppError('conflict', 'The pair has been canceled.');
    if (interview.disabled) throw new AppError('conflict', 'The interview has been removed from the course.');
    const outcome = outcomeOf(input, interview);
    const stamp = sql`${now.toISOString()}::timestamptz`;
    await tx.execute(sql`insert into interview_feedback (interview_pair_id, version, json, created_at, updated_at)
      values (${pair.id}, ${input.version}, ${JSON.stringify(input.json)}::jsonb, ${stamp}, ${stamp})
      on conflict (interview_pair_id) do update set version = excluded.version, json = excluded.json,
        updated_at = excluded.updated_at`);
    const goodCandidate = input.isGoodCandidate === undefined ? sql`is_good_candidate` : sql`${input.isGoodCandidate}`;
    if (!outcome.completing) {
      // A completed pair keeps its result while its form is edited step by step.
      if (!pair.isCompleted) {
        await tx.execute(sql`update interview_pair set decision = 'draft', is_good_candidate = ${goodCandidate},
          updated_at = ${stamp} where id = ${pair.id}`);
      }
      return;
    }
    await tx.execute(sql`update interview_pair set is_completed = true, decision = ${outcome.decision}::interview_decision,
      is_good_candidate = ${goodCandidate}, score = ${outcome.score}, completed_at = coalesce(completed_at, ${stamp}),
      updated_at = ${stamp} where id = ${pair.id}`);
    await writeTaskResult(
      tx,
      { studentId: pair.studentId, courseTaskId: interview.id, score: outcome.score ?? 0, authorId: session.id },
      now,
    );
    if (interview.type === 'stage-interview' && outcome.decision === 'yes') {
      await assignMentor(tx, pair.studentId, pair.mentorId, now);
    }
  });
}
