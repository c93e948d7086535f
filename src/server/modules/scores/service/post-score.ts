import type { Db } from '../../../db/client';
import type { ScoreInput } from '../schemas';
import { writeTaskResult } from './write-task-result';
import { assertMayScoreStudent, findCourseTask, findStudentByLogin, type ScoreActor } from './who-may-score';

// access.md §29 POST /course/{courseId}/students/score/{githubId}/task/{courseTaskId}: foreign ids 404, then who may
// score (R3.7) 403, then the write itself (R3.1: disabled task 409, score out of range 400).
export async function postScore(
  db: Db,
  courseId: number,
  githubId: string,
  courseTaskId: number,
  actor: ScoreActor,
  input: ScoreInput,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const task = await findCourseTask(tx, courseId, courseTaskId);
    const student = await findStudentByLogin(tx, courseId, githubId);
    await assertMayScoreStudent(tx, actor, task, student);
    const write = { studentId: student.id, courseTaskId, ...input, authorId: actor.userId };
    return writeTaskResult(tx, write, now, { task: task.graded, student });
  });
}
