import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { pageOffset, pagination } from '../../../http/paging';
import { displayName } from '../../auth';
import type { BadgeId } from '../../../db/schema/enums';
import type { Hero, HeroesRadarFilters, HeroesRadarQuery } from '../schemas';

const DAY = 24 * 60 * 60 * 1000;
const LATEST_BADGES = 20;

export type RankedHero = {
  userId: number;
  githubId: string;
  name: string;
  total: number;
  rank: number;
};

// rules.md R17.4: the gratitudes' own filters: course and the UTC days [startDate 00:00, endDate 23:59:59.999].
export function gratitudeConditions(filters: HeroesRadarFilters, table = sql`g`): SQL {
  const where: SQL[] = [sql`true`];
  if (filters.courseId) where.push(sql`${table}.course_id = ${filters.courseId}`);
  if (filters.startDate) where.push(sql`${table}.created_at >= ${`${filters.startDate}T00:00:00Z`}::timestamptz`);
  if (filters.endDate) {
    const dayAfter = new Date(Date.parse(`${filters.endDate}T00:00:00Z`) + DAY).toISOString();
    where.push(sql`${table}.created_at < ${dayAfter}::timestamptz`);
  }
  return sql.join(where, sql` and `);
}

// rules.md R17.4: the recipient's own filters: country, and "only not activists" (the activist flag, or an RS_activist
// badge ever received; nobody is left out when there is no such user).
function recipientConditions(filters: HeroesRadarFilters): SQL {
  const where: SQL[] = [sql`true`];
  if (filters.countryName) where.push(sql`u.country_name = ${filters.countryName}`);
  if (filters.notActivist === 'true') {
    where.push(sql`not u.activist`);
    where.push(sql`not exists (select 1 from gratitude a where a.to_user_id = u.id and a.badge_id = 'RS_activist')`);
  }
  return sql.join(where, sql` and `);
}

type RankedRow = {
  user_id: number;
  github_id: string;
  first_name: string | null;
  last_name: string | null;
  total: number;
  rank: number;
  filtered_total: number;
};

// rules.md R17.4: competition rank over the whole filtered set, total desc then login asc; one page or all of it.
export async function rankHeroes(
  db: DbOrTx,
  filters: HeroesRadarFilters,
  page?: { limit: number; offset: number },
): Promise<{ heroes: RankedHero[]; total: number | undefined }> {
  const result = (await db.execute(sql`
    select u.id as user_id, u.github_id, u.first_name, u.last_name, t.total,
      rank() over (order by t.total desc)::int as rank, count(*) over ()::int as filtered_total
    from (
      select g.to_user_id, count(*)::int as total from gratitude g
      where ${gratitudeConditions(filters)}
      group by g.to_user_id
    ) t
    join "user" u on u.id = t.to_user_id
    where ${recipientConditions(filters)}
    order by t.total desc, u.github_id asc
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}
  `)) as unknown as { rows: RankedRow[] };
  const heroes = result.rows.map((row) => ({
    userId: row.user_id,
    githubId: row.github_id,
    name: displayName({ githubId: row.github_id, firstName: row.first_name, lastName: row.last_name }),
    total: row.total,
    rank: row.rank,
  }));
  return { heroes, total: result.rows[0]?.filtered_total };
}

type BadgeRow = { user_id: number; id: number; badge_id: BadgeId; comment: string; created_at: string | Date };

// The latest matching gratitudes of each hero on the page, from the (to_user_id, created_at desc) index.
async function latestBadges(db: DbOrTx, userIds: number[], filters: HeroesRadarFilters) {
  if (!userIds.length) return new Map<number, Hero['badges']>();
  const result = (await db.execute(sql`
    select h.user_id, b.id, b.badge_id, b.comment, b.created_at
    from unnest(${`{${userIds.join(',')}}`}::integer[]) as h(user_id)
    cross join lateral (
      select g.id, g.badge_id, g.comment, g.created_at from gratitude g
      where g.to_user_id = h.user_id and ${gratitudeConditions(filters)}
      order by g.created_at desc, g.id desc
      limit ${LATEST_BADGES}
    ) b
  `)) as unknown as { rows: BadgeRow[] };
  const byUser = new Map<number, Hero['badges']>();
  for (const row of result.rows) {
    const badges = byUser.get(row.user_id) ?? [];
    badges.push({
      id: row.id,
      badgeId: row.badge_id,
      comment: row.comment,
      date: new Date(row.created_at).toISOString(),
    });
    byUser.set(row.user_id, badges);
  }
  return byUser;
}

// access.md §19 GET /gratitudes/heroes/radar.
export async function heroesRadar(db: DbOrTx, query: HeroesRadarQuery) {
  const { current, pageSize, ...filters } = query;
  const offset = pageOffset(current, pageSize);
  const ranked = await rankHeroes(db, filters, { limit: pageSize, offset });
  const total = ranked.total ?? (offset > 0 ? await countHeroes(db, filters) : 0);
  const badges = await latestBadges(
    db,
    ranked.heroes.map((hero) => hero.userId),
    filters,
  );
  const items = ranked.heroes.map(({ userId, ...hero }): Hero => ({ ...hero, badges: badges.get(userId) ?? [] }));
  return { items, pagination: pagination(current, pageSize, total) };
}

// A page past the end has no row to carry the total.
async function countHeroes(db: DbOrTx, filters: HeroesRadarFilters): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as total from (
      select g.to_user_id from gratitude g where ${gratitudeConditions(filters)} group by g.to_user_id
    ) t join "user" u on u.id = t.to_user_id
    where ${recipientConditions(filters)}
  `)) as unknown as { rows: { total: number }[] };
  return result.rows[0]?.total ?? 0;
}
