import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { pageOffset, pagination, type Pagination } from '../../../http/paging';
import { displayName } from '../../auth';
import type { BadgeId } from '../../../db/schema/enums';
import { createInstanceCache } from '../instance-cache';
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

// rules.md R17.4: the gratitudes' own filters (on the alias g): course and the UTC days [startDate 00:00,
// endDate 23:59:59.999].
export function gratitudeConditions(filters: HeroesRadarFilters): SQL {
  const where: SQL[] = [sql`true`];
  if (filters.courseId) where.push(sql`g.course_id = ${filters.courseId}`);
  if (filters.startDate) where.push(sql`g.created_at >= ${`${filters.startDate}T00:00:00Z`}::timestamptz`);
  if (filters.endDate) {
    const dayAfter = new Date(Date.parse(`${filters.endDate}T00:00:00Z`) + DAY).toISOString();
    where.push(sql`g.created_at < ${dayAfter}::timestamptz`);
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
};

// rules.md R17.4: competition rank over the whole filtered set, total desc then login asc.
export async function rankHeroes(db: DbOrTx, filters: HeroesRadarFilters): Promise<RankedHero[]> {
  const result = (await db.execute(sql`
    select u.id as user_id, u.github_id, u.first_name, u.last_name, t.total,
      rank() over (order by t.total desc)::int as rank
    from (
      select g.to_user_id, count(*)::int as total from gratitude g
      where ${gratitudeConditions(filters)}
      group by g.to_user_id
    ) t
    join "user" u on u.id = t.to_user_id
    where ${recipientConditions(filters)}
    order by t.total desc, u.github_id asc
  `)) as unknown as { rows: RankedRow[] };
  return result.rows.map((row) => ({
    userId: row.user_id,
    githubId: row.github_id,
    name: displayName({ githubId: row.github_id, firstName: row.first_name, lastName: row.last_name }),
    total: row.total,
    rank: row.rank,
  }));
}

type PageRow = {
  user_id: number;
  github_id: string;
  first_name: string | null;
  last_name: string | null;
  id: number | null;
  badge_id: BadgeId | null;
  comment: string | null;
  created_at: string | Date | null;
};

// The heroes of one page, in ranking order, with their names as they are now and their latest matching gratitudes:
// one statement. The lateral orders exactly as the (to_user_id, created_at desc) index does, so it reads 20 entries
// per hero instead of all his gratitudes (a popular mentor has hundreds).
async function pageDetails(db: DbOrTx, userIds: number[], filters: HeroesRadarFilters) {
  const heroes = new Map<number, { githubId: string; name: string; badges: Hero['badges'] }>();
  if (!userIds.length) return heroes;
  const result = (await db.execute(sql`
    select h.user_id, u.github_id, u.first_name, u.last_name, b.id, b.badge_id, b.comment, b.created_at
    from unnest(${`{${userIds.join(',')}}`}::integer[]) with ordinality as h(user_id, position)
    join "user" u on u.id = h.user_id
    left join lateral (
      select g.id, g.badge_id, g.comment, g.created_at from gratitude g
      where g.to_user_id = h.user_id and ${gratitudeConditions(filters)}
      order by g.created_at desc nulls last
      limit ${LATEST_BADGES}
    ) b on true
    order by h.position, b.created_at desc, b.id desc
  `)) as unknown as { rows: PageRow[] };
  for (const row of result.rows) {
    const hero = heroes.get(row.user_id) ?? {
      githubId: row.github_id,
      name: displayName({ githubId: row.github_id, firstName: row.first_name, lastName: row.last_name }),
      badges: [],
    };
    if (row.id !== null && row.badge_id && row.comment !== null && row.created_at !== null) {
      hero.badges.push({
        id: row.id,
        badgeId: row.badge_id,
        comment: row.comment,
        date: new Date(row.created_at).toISOString(),
      });
    }
    heroes.set(row.user_id, hero);
  }
  return heroes;
}

// The ranking of a set of filters, kept compactly (three integers a hero): any page of it is cut from here.
type Ranking = { userIds: Int32Array; totals: Int32Array; ranks: Int32Array };
const RANKING_TTL_MS = 60_000;
const rankings = createInstanceCache<Ranking>(32);

async function rank(db: DbOrTx, filters: HeroesRadarFilters): Promise<Ranking> {
  const heroes = await rankHeroes(db, filters);
  return {
    userIds: Int32Array.from(heroes, (hero) => hero.userId),
    totals: Int32Array.from(heroes, (hero) => hero.total),
    ranks: Int32Array.from(heroes, (hero) => hero.rank),
  };
}

// Every gratitude is a new row (never updated), so the newest id versions the rankings across instances: a gratitude
// given anywhere is counted on the next read. Profile inputs (name, country, the activist flag) show within a minute.
export async function gratitudeVersion(db: DbOrTx): Promise<string> {
  const result = (await db.execute(sql`select coalesce(max(id), 0)::text as version from gratitude`)) as unknown as {
    rows: { version: string }[];
  };
  return result.rows[0].version;
}

const rankingKey = (filters: HeroesRadarFilters) =>
  JSON.stringify([
    filters.courseId ?? null,
    filters.countryName ?? null,
    filters.startDate ?? null,
    filters.endDate ?? null,
    filters.notActivist === 'true',
  ]);

type HeroPage = { items: Hero[]; pagination: Pagination };
// A page with its names and badges, for the same version and at most a minute; bounded (a page is a few kB).
const pages = createInstanceCache<HeroPage>(256);

async function readPage(db: DbOrTx, query: HeroesRadarQuery, now: Date, version: string): Promise<HeroPage> {
  const { current, pageSize, ...filters } = query;
  const ranking = await rankings.get(db, rankingKey(filters), { now, ttlMs: RANKING_TTL_MS, version }, () =>
    rank(db, filters),
  );
  const start = Math.min(pageOffset(current, pageSize), ranking.userIds.length);
  const end = Math.min(start + pageSize, ranking.userIds.length);
  const userIds = Array.from(ranking.userIds.subarray(start, end));
  const details = await pageDetails(db, userIds, filters);
  const items = userIds.flatMap((userId, index): Hero[] => {
    const hero = details.get(userId);
    if (!hero) return [];
    return [{ rank: ranking.ranks[start + index], total: ranking.totals[start + index], ...hero }];
  });
  return { items, pagination: pagination(current, pageSize, ranking.userIds.length) };
}

// access.md §19 GET /gratitudes/heroes/radar (R17.4): one small statement per call (the version) while nothing changed.
export async function heroesRadar(db: DbOrTx, query: HeroesRadarQuery, now: Date): Promise<HeroPage> {
  const { current, pageSize, ...filters } = query;
  const version = await gratitudeVersion(db);
  const key = JSON.stringify([rankingKey(filters), current, pageSize]);
  return pages.get(db, key, { now, ttlMs: RANKING_TTL_MS, version }, () => readPage(db, query, now, version));
}
