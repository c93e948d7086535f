import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { displayName } from '../../auth';
import { createInstanceCache } from '../instance-cache';
import type { HallOfFameMentor } from '../schemas';

const HOUR = 60 * 60 * 1000;
const TOP = 100;
const cache = createInstanceCache<HallOfFameMentor[]>(2);

type HallRow = {
  rank: number;
  github_id: string;
  first_name: string | null;
  last_name: string | null;
  total_students: number;
  total_gratitudes: number;
  course_stats: { courseName: string; studentsCount: number }[];
};

// rules.md R17.5: a year back from today, as a calendar day.
function yearAgo(now: Date): string {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  return since.toISOString().slice(0, 10);
}

async function rankMentors(db: DbOrTx, since: string | null): Promise<HallOfFameMentor[]> {
  const result = (await db.execute(sql`
    with certified as (
      select distinct m.user_id as mentor_user_id, s.user_id as student_user_id, s.course_id
      from certificate c
      join student s on s.id = c.student_id
      join mentor m on m.id = s.mentor_id
      where ${since ? sql`c.issue_date >= ${since}::date` : sql`true`}
    ), ranked as (
      select c.mentor_user_id, count(distinct c.student_user_id)::int as total_students,
        rank() over (order by count(distinct c.student_user_id) desc)::int as rank
      from certified c join "user" u on u.id = c.mentor_user_id
      where not u.obfuscated
      group by c.mentor_user_id
    )
    select r.rank, u.github_id, u.first_name, u.last_name, r.total_students,
      (select count(*)::int from gratitude g where g.to_user_id = u.id) as total_gratitudes,
      (select coalesce(json_agg(json_build_object('courseName', co.name, 'studentsCount', per_course.total)
          order by per_course.total desc, co.name asc), '[]'::json)
        from (select c.course_id, count(distinct c.student_user_id)::int as total from certified c
          where c.mentor_user_id = u.id group by c.course_id) per_course
        join course co on co.id = per_course.course_id) as course_stats
    from ranked r join "user" u on u.id = r.mentor_user_id
    where r.rank <= ${TOP}
    order by r.rank asc, u.github_id asc
  `)) as unknown as { rows: HallRow[] };
  return result.rows.map((row) => ({
    rank: row.rank,
    githubId: row.github_id,
    name: displayName({ githubId: row.github_id, firstName: row.first_name, lastName: row.last_name }),
    totalStudents: row.total_students,
    totalGratitudes: row.total_gratitudes,
    courseStats: typeof row.course_stats === 'string' ? JSON.parse(row.course_stats) : row.course_stats,
  }));
}

// rules.md R17.5: mentors by distinct certified mentees (the last 12 months, or ever), competition rank, login on
// ties; the top 100 and everyone tied with the 100th (rank ≤ 100). Cached per instance for an hour, as allowed.
export function mentorsHallOfFame(db: DbOrTx, allTime: boolean, now: Date): Promise<HallOfFameMentor[]> {
  return cache.get(db, allTime ? 'all-time' : 'last-year', { now, ttlMs: HOUR }, () =>
    rankMentors(db, allTime ? null : yearAgo(now)),
  );
}
