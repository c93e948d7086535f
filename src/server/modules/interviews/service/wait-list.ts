import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { AvailableStudent } from '../schemas';
import { loadInterview, personName, type InterviewRef } from './common';
import { activeRankOfS } from '../../course-students';

// The student's (alias s) active rank, from student_rank.

type WaitRow = Omit<AvailableStudent, 'totalScore' | 'registrationDate' | 'rating'> & {
  totalScore: string | number;
  registrationDate: Date | string;
  rating: number | null;
};

// rules.md R10.3: the wait list. Regular: registered active students without a live (non-canceled) pair. Stage:
// registered active students with no mentor and mentoring on, whose pairs are all canceled or completed with a final
// decision. Best total first, then registration order.
export async function listAvailableStudents(db: DbOrTx, ref: InterviewRef): Promise<AvailableStudent[]> {
  const interview = await loadInterview(db, ref);
  const stage = interview.type === 'stage-interview';
  const blocking = stage
    ? sql`not p.is_canceled and (not p.is_completed or p.decision is null or p.decision = 'draft')`
    : sql`not p.is_canceled`;
  const result = (await db.execute(sql`
    select s.id, u.github_id as "githubId", ${personName(sql`u`)} as name, u.city_name as "cityName",
      u.country_name as "countryName", s.total_score as "totalScore", ${activeRankOfS} as rank,
      r.created_at as "registrationDate",
      (select bool_or(p.is_good_candidate) from interview_pair p
        where p.course_task_id = r.course_task_id and p.student_id = s.id and p.is_completed) as "isGoodCandidate",
      latest.score as rating, latest.version as "feedbackVersion"
    from interview_registration r
      join student s on s.id = r.student_id join "user" u on u.id = s.user_id
      left join lateral (
        select p.score, f.version from interview_pair p left join interview_feedback f on f.interview_pair_id = p.id
        where p.course_task_id = r.course_task_id and p.student_id = s.id and p.is_completed and not p.is_canceled
        order by p.completed_at desc nulls last, p.id desc limit 1
      ) latest on true
    where r.course_task_id = ${interview.id} and not s.is_expelled
      ${stage ? sql`and s.mentor_id is null and s.mentoring` : sql``}
      and not exists (select 1 from interview_pair p where p.course_task_id = r.course_task_id
        and p.student_id = s.id and ${blocking})
    order by s.total_score desc, r.created_at asc, s.id asc`)) as unknown as { rows: WaitRow[] };
  return result.rows.map((row) => ({
    ...row,
    totalScore: Number(row.totalScore),
    registrationDate: new Date(row.registrationDate).toISOString(),
    isGoodCandidate: row.isGoodCandidate ?? null,
    rating: row.rating ?? null,
    maxScore: interview.maxScore,
    feedbackVersion: row.feedbackVersion ?? null,
  }));
}
