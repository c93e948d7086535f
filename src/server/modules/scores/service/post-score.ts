import type { Db } from '../../../db/client';
import type { ScoreInput } from '../schemas';
import { writeTaskResult } from './write-task-result';
import { writeTaskResultAlone } from './write-task-result-alone';
import { loadScoreTarget } from './score-target';
import { assertMayScoreStudent, type ScoreActor } from './who-may-score';

// access.md §29 POST /course/{courseId}/students/score/{githubId}/task/{courseTaskId}: foreign ids 404, then who may
// score (R3.7) 403, then the write itself (R3.1: disabled task 409, score out of range 400). The checks read in one
// statement, without a transaction; the write is one statement that holds the course score lock only while the database works
// (writeTaskResultAlone), and in the rare case that another write changed the same result meanwhile, the whole write
// runs again in a transaction.
export async function postScore(
  db: Db,
  courseId: number,
  githubId: string,
  courseTaskId: number,
  actor: ScoreActor,
  input: ScoreInput,
  now: Date,
) {
  const { task, student, existing, assigned } = await loadScoreTarget(
    db,
    courseId,
    courseTaskId,
    githubId,
    actor.mentorId,
  );
  await assertMayScoreStudent(db, actor, task, student, assigned);
  const write = { studentId: student.id, courseTaskId, ...input, authorId: actor.userId };
  const known = { task: task.graded, student };
  const alone = await writeTaskResultAlone(db, write, now, { ...known, existing });
  return alone ?? db.transaction((tx) => writeTaskResult(tx, write, now, known));
}
