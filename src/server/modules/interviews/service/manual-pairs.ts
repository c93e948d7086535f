import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { interviewPairs } from '../../../db/schema';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session/service';
import type { PairInput } from '../schemas';
import {
  callerMentorId,
  findMentorByGithub,
  isManager,
  loadInterview,
  loadPair,
  registrationStart,
  type CourseMentor,
  type InterviewRef,
  type InterviewRow,
  type PairRef,
} from './common';

type PairStudent = { id: number; githubId: string; mentorId: number | null; isExpelled: boolean };

async function findStudent(tx: DbOrTx, courseId: number, githubId: string): Promise<PairStudent> {
  const result = (await tx.execute(sql`
    select s.id, u.github_id as "githubId", s.mentor_id as "mentorId", s.is_expelled as "isExpelled"
    from student s join "user" u on u.id = s.user_id
    where s.course_id = ${courseId} and lower(u.github_id) = ${githubId.toLowerCase()}`)) as unknown as {
    rows: PairStudent[];
  };
  const student = result.rows[0];
  if (!student) {
    throw new AppError('not_found', `"${githubId}" is not a student of this course.`, {
      errors: [{ path: 'studentGithubId', message: 'Not a student of this course' }],
    });
  }
  if (student.isExpelled) throw new AppError('conflict', `${student.githubId} is expelled from the course.`);
  return student;
}

// R10.7: one live pair per (interview, student, interviewer); a regular interview never pairs a student with his own
// mentor.
async function assertPairable(tx: DbOrTx, interview: InterviewRow, mentor: CourseMentor, student: PairStudent) {
  if (interview.type === 'interview' && student.mentorId === mentor.id) {
    throw new AppError(
      'conflict',
      `${mentor.githubId} is the mentor of ${student.githubId}: another mentor interviews him.`,
    );
  }
  const [live] = await tx
    .select({ id: interviewPairs.id })
    .from(interviewPairs)
    .where(
      and(
        eq(interviewPairs.courseTaskId, interview.id),
        eq(interviewPairs.studentId, student.id),
        eq(interviewPairs.mentorId, mentor.id),
        eq(interviewPairs.isCanceled, false),
      ),
    );
  if (live) throw new AppError('conflict', `${student.githubId} already has a pair with ${mentor.githubId} here.`);
}

// access.md §12 "+ owner": a mentor only names himself, and only once registration has opened (stage) / the
// interview has started (regular).
export async function createPair(
  db: Db,
  session: SessionData,
  ref: InterviewRef,
  input: PairInput,
  now: Date,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const interview = await loadInterview(tx, ref, true);
    const mentor = await findMentorByGithub(tx, ref.courseId, input.interviewerGithubId);
    if (!isManager(session, ref.courseId)) {
      if (callerMentorId(session, ref.courseId) !== mentor.id) {
        throw new AppError('forbidden', 'A mentor may only name himself as the interviewer.');
      }
      const opens = interview.type === 'stage-interview' ? registrationStart(interview) : new Date(interview.startDate);
      if (now < opens) throw new AppError('conflict', 'The interview has not started yet.');
    }
    const student = await findStudent(tx, ref.courseId, input.studentGithubId);
    await assertPairable(tx, interview, mentor, student);
    const [row] = await tx
      .insert(interviewPairs)
      .values({
        courseId: ref.courseId,
        courseTaskId: interview.id,
        mentorId: mentor.id,
        studentId: student.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: interviewPairs.id });
    return { id: row.id };
  });
}

// access.md §12 "+ owner": a mentor only touches his own pair; completed or canceled pairs stay as they are (409).
async function loadOwnOpenPair(tx: DbOrTx, session: SessionData, ref: PairRef) {
  const interview = await loadInterview(tx, ref, true);
  const pair = await loadPair(tx, ref.courseId, interview.id, ref.pairId);
  if (!isManager(session, ref.courseId) && callerMentorId(session, ref.courseId) !== pair.mentorId) {
    throw new AppError('forbidden', 'A mentor may change his own interview pairs only.');
  }
  if (pair.isCompleted) throw new AppError('conflict', 'The interview is completed: the pair cannot change.');
  if (pair.isCanceled) throw new AppError('conflict', 'The pair has been canceled.');
  return { interview, pair };
}

// R10.7: transfer to another non-expelled mentor of the course.
export async function transferPair(
  db: Db,
  session: SessionData,
  ref: PairRef,
  input: { interviewerGithubId: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { interview, pair } = await loadOwnOpenPair(tx, session, ref);
    const mentor = await findMentorByGithub(tx, ref.courseId, input.interviewerGithubId);
    if (mentor.id === pair.mentorId) return;
    const [student] = (
      (await tx.execute(sql`select s.id, u.github_id as "githubId", s.mentor_id as "mentorId",
        s.is_expelled as "isExpelled" from student s join "user" u on u.id = s.user_id where s.id = ${pair.studentId}`)) as unknown as {
        rows: PairStudent[];
      }
    ).rows;
    await assertPairable(tx, interview, mentor, student);
    await tx.update(interviewPairs).set({ mentorId: mentor.id, updatedAt: now }).where(eq(interviewPairs.id, pair.id));
  });
}

// R10.7: cancel keeps the feedback.
export async function cancelPair(db: Db, session: SessionData, ref: PairRef, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { pair } = await loadOwnOpenPair(tx, session, ref);
    await tx.update(interviewPairs).set({ isCanceled: true, updatedAt: now }).where(eq(interviewPairs.id, pair.id));
  });
}
