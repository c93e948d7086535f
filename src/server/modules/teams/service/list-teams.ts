import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pageOffset, pagination } from '../../../http/paging';
import type { SessionData } from '../../session/service';
import type { Team, TeamPageQuery, TeamStudent } from '../schemas';
import type { Paged } from '../types';
import { loadDistribution, requireViewer, teamCapacity } from './common';
import { escapeLike, leadOf, membersOf } from './team-reads';

type TeamRow = {
  id: number;
  name: string;
  description: string;
  chat_link: string;
  team_lead_id: number | null;
  mine: boolean;
  total: number;
  members: TeamStudent[];
};

// Team name contains the text, or a member's GitHub login starts with it (any letter case). The members are found
// from the login prefix index (user_github_id_prefix_idx), so the search stays cheap however many teams there are.
function searchCondition(distributionId: number, search: string | undefined) {
  const needle = search?.toLowerCase();
  if (!needle) return sql`true`;
  return sql`(lower(t.name) like ${`%${escapeLike(needle)}%`} or t.id in (
    select tm.team_id from "user" u join student s on s.user_id = u.id
      join team_member tm on tm.student_id = s.id and tm.team_distribution_id = ${distributionId}
    where lower(u.github_id) like ${`${escapeLike(needle)}%`}))`;
}

// access.md §31 GET: one page of the distribution's teams (id asc) in ONE statement: the filtered teams with their
// total, then the page's members. The chat link is shown to the team's own members and to staff.
export async function listTeams(
  db: Db,
  session: SessionData,
  ref: { courseId: number; distributionId: number },
  query: TeamPageQuery,
): Promise<Paged<Team>> {
  const distribution = await loadDistribution(db, ref.courseId, ref.distributionId);
  const viewer = await requireViewer(db, session, ref.courseId, ref.distributionId);
  const offset = pageOffset(query.current, query.pageSize);
  const result = (await db.execute(sql`
    with page as (
      select t.id, t.name, t.description, t.chat_link, t.team_lead_id, count(*) over () as total
      from team t
      where t.team_distribution_id = ${ref.distributionId} and ${searchCondition(ref.distributionId, query.search)}
      order by t.id asc
      limit ${query.pageSize} offset ${offset}
    )
    select p.id, p.name, p.description, p.chat_link, p.team_lead_id, p.total::int as total,
      exists (select 1 from team_member mine where mine.team_id = p.id
        and mine.student_id = ${viewer.studentId ?? 0}) as mine,
      ${membersOf(sql`p.id`)} as members
    from page p order by p.id asc
  `)) as unknown as { rows: TeamRow[] };
  const rows = result.rows;
  const total = rows[0]?.total ?? (offset > 0 ? await countTeams(db, ref.distributionId, query.search) : 0);
  const maxMembers = teamCapacity(distribution);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      chatLink: viewer.staff || row.mine ? row.chat_link : null,
      membersCount: row.members.length,
      maxMembers,
      teamLead: leadOf(row.members, row.team_lead_id),
      members: row.members,
    })),
    pagination: pagination(query.current, query.pageSize, total),
  };
}

// Only for a page past the end, which has no row to carry the total.
async function countTeams(db: Db, distributionId: number, search: string | undefined): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as total from team t
    where t.team_distribution_id = ${distributionId} and ${searchCondition(distributionId, search)}
  `)) as unknown as { rows: { total: number }[] };
  return result.rows[0]?.total ?? 0;
}
