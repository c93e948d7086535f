import type { Db, DbOrTx } from '../../../db/client';
import { lockCourseScores } from '../totals';
import { applyScore, applyScores, type AppliedScore, type ScoreApplication } from './apply-score';

// Issue 12 "10 mentors writing scores to one course at once": group commit of the score route's writes. Writes of
// one course queue on its score lock anyway; here the writes that arrive while the course's call is running wait in
// this process instead and then go together as ONE call of score_write_batch (apply-score.ts): one lock hold, one
// commit, one cache version bump, and the ranks moved once for all of them (two writes that cross one band in
// opposite directions leave it untouched). A write that finds the course idle is sent at once, alone, as before.
// Each caller gets his own write's outcome only after the call that carried it has committed.

type Waiting = { input: ScoreApplication; resolve: (applied: AppliedScore) => void; reject: (error: unknown) => void };
type CourseQueue = { waiting: Waiting[] };

// Writes per call: enough for every mentor of a busy course at once, few enough that one call stays short.
export const MAX_SCORE_BATCH = 16;

const queuesByDb = new WeakMap<Db, Map<number, CourseQueue>>();

// Takes the next writes of the queue: in arrival order, at most MAX_SCORE_BATCH, and never two of one result row
// (the later one goes in the next call, so that it reads what the earlier one wrote, as it would alone).
function nextBatch(queue: CourseQueue): Waiting[] {
  const batch: Waiting[] = [];
  const rest: Waiting[] = [];
  const rows = new Set<string>();
  for (const waiting of queue.waiting) {
    const row = `${waiting.input.studentId}:${waiting.input.courseTaskId}`;
    if (batch.length < MAX_SCORE_BATCH && !rows.has(row)) {
      rows.add(row);
      batch.push(waiting);
    } else rest.push(waiting);
  }
  queue.waiting = rest;
  return batch;
}

// One write goes alone through score_write (migrations 0016, 0029): the same outcome as a batch of one, with one walk
// of the band that shifts the ranks and counts them at once, where score_write_batch reads the band, groups it by
// segment and then walks it again to update it (large school: ~7% fewer buffers and ~9% less time under the lock).
const applyBatch = async (db: DbOrTx, courseId: number, inputs: ScoreApplication[]): Promise<AppliedScore[]> =>
  inputs.length === 1 ? [await applyScore(db, inputs[0])] : applyScores(db, courseId, inputs);

// A batch whose call failed, rolled back whole: one failing write (a student removed meanwhile) must not fail the
// others, so each goes again on its own.
async function retryAlone(db: Db, batch: Waiting[], error: unknown): Promise<void> {
  if (batch.length === 1) return batch[0].reject(error);
  for (const waiting of batch) {
    await applyScore(db, waiting.input).then(waiting.resolve, waiting.reject);
  }
}

const inputsOf = (batch: Waiting[]) => batch.map((waiting) => waiting.input);

// The first batch of a drain: a write that found the course idle, sent at once as one statement.
async function send(db: Db, courseId: number, batch: Waiting[]): Promise<void> {
  try {
    const applied = await applyBatch(db, courseId, inputsOf(batch));
    batch.forEach((waiting, index) => waiting.resolve(applied[index]));
  } catch (error) {
    await retryAlone(db, batch, error);
  }
}

// The writes that queued behind a call: the course lock is taken first and the batch cut only once it is held, so that
// every write that came in while another call held the lock (of this process, or of another instance of a cluster,
// whose queue this one cannot see) goes in it. Cut when the call was sent, a batch held only the writes queued at that
// moment, while the mentors' next writes were still on their way.
async function sendHoldingLock(db: Db, courseId: number, queue: CourseQueue): Promise<void> {
  let batch: Waiting[] = [];
  try {
    const applied = await db.transaction(async (tx) => {
      await lockCourseScores(tx, courseId);
      batch = nextBatch(queue);
      return applyBatch(tx, courseId, inputsOf(batch));
    });
    batch.forEach((waiting, index) => waiting.resolve(applied[index]));
  } catch (error) {
    if (batch.length) return retryAlone(db, batch, error);
    // The lock was not taken (the database unreachable): the writes queued fail with it, as one sent alone would.
    for (const waiting of nextBatch(queue)) waiting.reject(error);
  }
}

// The first batch (a write that found the course idle) is sent at once, as one statement; the batches queued behind it
// wait for the lock first (sendHoldingLock).
async function drain(db: Db, courseId: number, queues: Map<number, CourseQueue>, queue: CourseQueue) {
  await send(db, courseId, nextBatch(queue));
  while (queue.waiting.length) await sendHoldingLock(db, courseId, queue);
  queues.delete(courseId);
}

// The score write of applyScore, on a pool (never a transaction), batched with the course's concurrent writes.
export function applyScoreQueued(db: Db, input: ScoreApplication): Promise<AppliedScore> {
  let queues = queuesByDb.get(db);
  if (!queues) {
    queues = new Map();
    queuesByDb.set(db, queues);
  }
  const known = queues.get(input.courseId);
  const queue = known ?? { waiting: [] };
  const applied = new Promise<AppliedScore>((resolve, reject) => queue.waiting.push({ input, resolve, reject }));
  if (!known) {
    queues.set(input.courseId, queue);
    void drain(db, input.courseId, queues, queue);
  }
  return applied;
}
