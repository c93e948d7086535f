import { and, eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import { courseCacheVersions, teamDistributions } from '../../../db/schema';
import { pageOffset, pagination } from '../../../http/paging';
import { AppError } from '../../../http/problem';
import type { SessionData } from '../../session/service';
import type { Team, TeamPageQuery, TeamStudent } from '../schemas';
import type { Paged } from '../types';
import { requireViewer, teamCapacity } from './common';
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

// DESIGN.md "Performance": a page is kept per process under its course's schedule and roster versions (migration
// 0013; 0022 adds the team rows), which move at the commit of any write of what it shows: the teams (0022), their
// members and the distribution's team sizes, the members' ranks (schedule), their users' logins, names, city and
// country (roster). They are read with the distribution in one prepared statement on every request, hits included,
// so a write shows on the very next read, on any instance. Kept per viewer (the chat link and `mine` are per viewer).
const MAX_PAGES = 500;
type Entry = { version: string; page: Promise<Paged<Team>> };

const prepareDistribution = (db: Db) =>
  db
    .select({
      strictTeamSizeMode: teamDistributions.strictTeamSizeMode,
      strictTeamSize: teamDistributions.strictTeamSize,
      maxTeamSize: teamDistributions.maxTeamSize,
      schedule: courseCacheVersions.schedule,
      roster: courseCacheVersions.roster,
    })
    .from(teamDistributions)
    .leftJoin(courseCacheVersions, eq(courseCacheVersions.courseId, teamDistributions.courseId))
    .where(
      and(
        eq(teamDistributions.id, sql.placeholder('distributionId')),
        eq(teamDistributions.courseId, sql.placeholder('courseId')),
      ),
    )
    .prepare('team_page_distribution');
type PerDatabase = { distribution: ReturnType<typeof prepareDistribution>; pages: LRUCache<string, Entry> };
const databases = new WeakMap<Db, PerDatabase>();

function perDatabase(db: Db): PerDatabase {
  let found = databases.get(db);
  if (!found) {
    found = { distribution: prepareDistribution(db), pages: new LRUCache<string, Entry>({ max: MAX_PAGES }) };
    databases.set(db, found);
  }
  return found;
}

// access.md §31 GET: one page of the distribution's teams (id asc). access.md §0 "Resource binding": a distribution
// of another course answers 404.
export async function listTeams(
  db: Db,
  session: SessionData,
  ref: { courseId: number; distributionId: number },
  query: TeamPageQuery,
): Promise<Paged<Team>> {
  const { distribution: readDistribution, pages } = perDatabase(db);
  const [distribution] = await readDistribution.execute(ref);
  if (!distribution) {
    throw new AppError('not_found', `Team distribution ${ref.distributionId} was not found in this course.`);
  }
  const viewer = await requireViewer(db, session, ref.courseId, ref.distributionId);
  const version = `${distribution.schedule ?? 0}:${distribution.roster ?? 0}`;
  const key = JSON.stringify([
    ref.courseId,
    ref.distributionId,
    viewer.staff ? 'staff' : viewer.studentId,
    query.current,
    query.pageSize,
    query.search?.toLowerCase() ?? '',
  ]);
  const cached = pages.get(key);
  if (cached && cached.version === version) return cached.page;
  const entry: Entry = { version, page: readPage(db, ref.distributionId, teamCapacity(distribution), viewer, query) };
  pages.set(key, entry);
  entry.page.catch(() => {
    if (pages.peek(key) === entry) pages.delete(key);
  });
  return entry.page;
}

// The page in ONE statement: the filtered teams with their total, then the page's members. The chat link is shown to
// the team's own members and to staff.
async function readPage(
  db: Db,
  distributionId: number,
  maxMembers: number,
  viewer: { studentId: number | null; staff: boolean },
  query: TeamPageQuery,
): Promise<Paged<Team>> {
  const offset = pageOffset(query.current, query.pageSize);
  const result = (await db.execute(sql`
    with page as (
      select t.id, t.name, t.description, t.chat_link, t.team_lead_id, count(*) over () as total
      from team t
      where t.team_distribution_id = ${distributionId} and ${searchCondition(distributionId, query.search)}
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
  const total = rows[0]?.total ?? (offset > 0 ? await countTeams(db, distributionId, query.search) : 0);
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
