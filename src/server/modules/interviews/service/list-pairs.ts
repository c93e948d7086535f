import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { InterviewPair } from '../schemas';
import { loadInterview, personName, type InterviewRef } from './common';

type PairSqlRow = {
  id: number;
  interview_id: number;
  mentor_id: number;
  mentor_github_id: string;
  mentor_name: string;
  preference: InterviewPair['preference'];
  student_id: number;
  student_github_id: string;
  student_name: string;
  total_score: string | number;
  city_name: string | null;
  country_name: string | null;
  is_completed: boolean;
  is_canceled: boolean;
  decision: InterviewPair['decision'];
  is_good_candidate: boolean | null;
  score: number | null;
};

export const pairStatus = (pair: { isCompleted: boolean; isCanceled: boolean }) =>
  pair.isCanceled ? 'canceled' : pair.isCompleted ? 'completed' : 'not_completed';

export async function selectPairs(db: DbOrTx, where: SQL): Promise<InterviewPair[]> {
  const result = (await db.execute(sql`
    select p.id, p.course_task_id as interview_id, m.id as mentor_id, mu.github_id as mentor_github_id,
      ${personName(sql`mu`)} as mentor_name, m.students_preference as preference,
      s.id as student_id, u.github_id as student_github_id, ${personName(sql`u`)} as student_name, s.total_score,
      u.city_name, u.country_name, p.is_completed, p.is_canceled, p.decision, p.is_good_candidate, p.score
    from interview_pair p
      join mentor m on m.id = p.mentor_id join "user" mu on mu.id = m.user_id
      join student s on s.id = p.student_id join "user" u on u.id = s.user_id
    where ${where}
    order by p.is_canceled asc, p.id asc`)) as unknown as { rows: PairSqlRow[] };
  return result.rows.map((row) => ({
    id: row.id,
    interviewId: row.interview_id,
    interviewer: { mentorId: row.mentor_id, githubId: row.mentor_github_id, name: row.mentor_name },
    student: {
      id: row.student_id,
      githubId: row.student_github_id,
      name: row.student_name,
      totalScore: Number(row.total_score),
      cityName: row.city_name,
      countryName: row.country_name,
    },
    status: pairStatus({ isCompleted: row.is_completed, isCanceled: row.is_canceled }),
    isCompleted: row.is_completed,
    isCanceled: row.is_canceled,
    decision: row.decision,
    isGoodCandidate: row.is_good_candidate,
    score: row.score,
    preference: row.preference,
  }));
}

// access.md §12: every pair of the interview, canceled ones last.
export async function listPairs(db: DbOrTx, ref: InterviewRef): Promise<InterviewPair[]> {
  const interview = await loadInterview(db, ref);
  return selectPairs(db, sql`p.course_task_id = ${interview.id}`);
}
