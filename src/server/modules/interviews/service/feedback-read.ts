import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session/service';
import type { InterviewFeedback } from '../schemas';
import { callerMentorId, isStaff, loadInterview, personName, type FeedbackRef, type InterviewRow } from './common';
import { pairStatus } from './list-pairs';
import { activeRankOfS } from '../../course-students';

// The student's (alias s) active rank, from student_rank.

type PairContext = {
  pair: { id: number; mentorId: number; studentId: number; isCompleted: boolean; isCanceled: boolean };
  interview: InterviewRow;
};

// access.md §12: in the `/{type}/feedback` rows `interviewId` is the pair id; its interview must be of `type` and of
// this course (404 otherwise). Only the pair's interviewer, or staff, passes (403).
export async function loadFeedbackPair(
  db: DbOrTx,
  session: SessionData,
  ref: FeedbackRef,
  staffMayPass: (session: SessionData, courseId: number) => boolean,
  forUpdate = false,
): Promise<PairContext> {
  const result = (await db.execute(sql`
    select p.id, p.mentor_id as "mentorId", p.student_id as "studentId", p.is_completed as "isCompleted",
      p.is_canceled as "isCanceled", p.course_task_id as "courseTaskId"
    from interview_pair p where p.id = ${ref.interviewId} and p.course_id = ${ref.courseId}
    ${forUpdate ? sql`for update` : sql``}`)) as unknown as {
    rows: (PairContext['pair'] & { courseTaskId: number })[];
  };
  const pair = result.rows[0];
  if (!pair) throw new AppError('not_found', `Interview pair ${ref.interviewId} was not found in this course.`);
  const interview = await loadInterview(db, { courseId: ref.courseId, interviewId: pair.courseTaskId });
  if (interview.type !== ref.type) {
    throw new AppError('not_found', `Interview pair ${ref.interviewId} is not a ${ref.type} pair.`);
  }
  if (!staffMayPass(session, ref.courseId) && callerMentorId(session, ref.courseId) !== pair.mentorId) {
    throw new AppError('forbidden', "Only the pair's interviewer may open this feedback.");
  }
  return { pair, interview };
}

type FeedbackSqlRow = {
  json: Record<string, unknown> | null;
  version: number | null;
  decision: InterviewFeedback['decision'];
  is_good_candidate: boolean | null;
  score: number | null;
  student: InterviewFeedback['student'] & { totalScore: number | string };
};

export async function getFeedback(db: DbOrTx, session: SessionData, ref: FeedbackRef): Promise<InterviewFeedback> {
  const { pair, interview } = await loadFeedbackPair(db, session, ref, isStaff);
  const result = (await db.execute(sql`
    select f.json, f.version, p.decision, p.is_good_candidate, p.score,
      json_build_object('id', s.id, 'githubId', u.github_id, 'name', ${personName(sql`u`)},
        'totalScore', s.total_score, 'rank', ${activeRankOfS}, 'cityName', u.city_name, 'countryName', u.country_name
      ) as student
    from interview_pair p join student s on s.id = p.student_id join "user" u on u.id = s.user_id
      left join interview_feedback f on f.interview_pair_id = p.id
    where p.id = ${pair.id}`)) as unknown as { rows: FeedbackSqlRow[] };
  const row = result.rows[0];
  return {
    feedback: row.json && row.version !== null ? { json: row.json, version: row.version } : null,
    isCompleted: pair.isCompleted,
    maxScore: interview.maxScore,
    template: interview.template,
    student: { ...row.student, totalScore: Number(row.student.totalScore) },
    interviewId: interview.id,
    interviewName: interview.name,
    status: pairStatus(pair),
    decision: row.decision,
    isGoodCandidate: row.is_good_candidate,
    score: row.score,
  };
}
