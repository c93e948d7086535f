import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { pageOffset, pagination } from '../../../http/paging';
import type { SessionData } from '../../session/service';
import type { TeamDistributionDetailed, TeamPageQuery, TeamStudentContacts } from '../schemas';
import type { Paged } from '../types';
import {
  callerStudent,
  loadDistribution,
  requireViewer,
  standingOf,
  teamCapacity,
  type DistributionRef,
} from './common';
import { registrationStatus, toDistribution } from './distributions';
import { contactColumns, escapeLike, readTeamInfo, studentName } from './team-reads';
import { activeRankOfS } from '../../course-students';

// The student's (alias s) active rank, from student_rank.

// Registered, active, teamless, non-expelled: the students the auto distribution would place (R12.6).
const withoutTeam = (distributionId: number) => sql`r.team_distribution_id = ${distributionId}
  and r.active and not r.distributed and not s.is_expelled`;

// Prefix, any letter case, on login, name (first, last, "first last"), city, country or Discord name.
function searchCondition(search: string | undefined) {
  const needle = search?.toLowerCase();
  if (!needle) return sql`true`;
  const prefix = `${escapeLike(needle)}%`;
  return sql`(lower(u.github_id) like ${prefix} or lower(${studentName}) like ${prefix}
    or lower(u.last_name) like ${prefix} or lower(u.city_name) like ${prefix} or lower(u.country_name) like ${prefix}
    or lower(u.discord->>'username') like ${prefix})`;
}

type StudentRow = TeamStudentContacts & { total: number };

// access.md §32 GET /{id}/students: one page of registered students without a team, rank asc, in ONE statement over
// the registration index (team_distribution_id, active, distributed).
export async function listStudentsWithoutTeam(
  db: Db,
  session: SessionData,
  ref: DistributionRef,
  query: TeamPageQuery,
): Promise<Paged<TeamStudentContacts>> {
  await loadDistribution(db, ref.courseId, ref.id);
  await requireViewer(db, session, ref.courseId, ref.id);
  const offset = pageOffset(query.current, query.pageSize);
  const result = (await db.execute(sql`
    select s.id, u.github_id as "githubId", ${studentName} as name, ${activeRankOfS} as rank,
      u.city_name as "cityName", u.country_name as "countryName", ${contactColumns}, count(*) over ()::int as total
    from team_distribution_student r
      join student s on s.id = r.student_id
      join "user" u on u.id = s.user_id
    where ${withoutTeam(ref.id)} and ${searchCondition(query.search)}
    order by ${activeRankOfS} asc nulls last, s.id asc
    limit ${query.pageSize} offset ${offset}
  `)) as unknown as { rows: StudentRow[] };
  const total =
    result.rows[0]?.total ?? (offset > 0 ? await countWithoutTeam(db, ref.id, searchCondition(query.search)) : 0);
  return {
    items: result.rows.map(({ total: _total, ...student }) => student),
    pagination: pagination(query.current, query.pageSize, total),
  };
}

async function countWithoutTeam(db: DbOrTx, distributionId: number, search = sql`true`): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as total from team_distribution_student r
      join student s on s.id = r.student_id join "user" u on u.id = s.user_id
    where ${withoutTeam(distributionId)} and ${search}
  `)) as unknown as { rows: { total: number }[] };
  return result.rows[0]?.total ?? 0;
}

// access.md §32 GET /{id}/detailed: the distribution, its counts and the caller's team.
export async function getDistributionDetailed(
  db: Db,
  session: SessionData,
  ref: DistributionRef,
  now: Date,
): Promise<TeamDistributionDetailed> {
  const distribution = await loadDistribution(db, ref.courseId, ref.id);
  await requireViewer(db, session, ref.courseId, ref.id);
  const student = await callerStudent(db, session, ref.courseId);
  const standing = student ? await standingOf(db, ref.id, student.id) : { registered: false, teamId: null };
  const counts = (await db.execute(sql`
    select (select count(*)::int from team t where t.team_distribution_id = ${ref.id}) as teams
  `)) as unknown as { rows: { teams: number }[] };
  const status = registrationStatus(
    distribution,
    student,
    { registered: standing.registered, inTeam: standing.teamId !== null },
    now,
  );
  return {
    ...toDistribution(distribution, status),
    teamsCount: counts.rows[0]?.teams ?? 0,
    studentsWithoutTeamCount: await countWithoutTeam(db, ref.id),
    myTeam: standing.teamId === null ? null : await readTeamInfo(db, standing.teamId, teamCapacity(distribution)),
  };
}
