import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { badgeIdValues, type BadgeId } from '../../../db/schema/enums';
import { toCsv } from '../../../http/csv';
import type { HeroesRadarFilters } from '../schemas';
import { gratitudeConditions, rankHeroes } from './heroes-radar';

type BadgeCountRow = { to_user_id: number; badge_id: BadgeId; total: number };

// access.md §19 GET /gratitudes/heroes/radar/csv: every hero of the filters (R17.4), with a count per badge.
export async function heroesRadarCsv(db: DbOrTx, filters: HeroesRadarFilters): Promise<string> {
  const [heroes, counts] = await Promise.all([
    rankHeroes(db, filters),
    db.execute(sql`
      select g.to_user_id, g.badge_id, count(*)::int as total from gratitude g
      where ${gratitudeConditions(filters)}
      group by g.to_user_id, g.badge_id
    `) as unknown as Promise<{ rows: BadgeCountRow[] }>,
  ]);
  const byUser = new Map<number, Partial<Record<BadgeId, number>>>();
  for (const row of counts.rows) {
    byUser.set(row.to_user_id, { ...byUser.get(row.to_user_id), [row.badge_id]: row.total });
  }
  const rows = heroes.map((hero) => {
    const badges = byUser.get(hero.userId) ?? {};
    return [hero.rank, hero.githubId, hero.name, hero.total, ...badgeIdValues.map((badge) => badges[badge] ?? 0)];
  });
  return toCsv(['rank', 'githubId', 'name', 'total', ...badgeIdValues], rows);
}
