import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { createInstanceCache } from '../instance-cache';
import { gratitudeVersion } from './heroes-radar';

type Country = { countryName: string };
const COUNTRIES_TTL_MS = 60_000;
const cache = createInstanceCache<Country[]>(1);

async function readCountries(db: DbOrTx): Promise<Country[]> {
  const result = (await db.execute(sql`
    select u.country_name from "user" u
    where u.country_name is not null and u.country_name <> ''
      and exists (select 1 from gratitude g where g.to_user_id = u.id)
    group by u.country_name
    order by u.country_name asc
  `)) as unknown as { rows: { country_name: string }[] };
  return result.rows.map((row) => ({ countryName: row.country_name }));
}

// access.md §19 GET /gratitudes/heroes/countries: the recipients' countries, ascending, each once. Read through the
// radar's version: a new gratitude counts at once, a changed profile country within a minute.
export async function heroesCountries(db: DbOrTx, now: Date): Promise<Country[]> {
  const version = await gratitudeVersion(db);
  return cache.get(db, 'countries', { now, ttlMs: COUNTRIES_TTL_MS, version }, () => readCountries(db));
}
