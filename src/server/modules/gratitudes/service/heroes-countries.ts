import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';

// access.md §19 GET /gratitudes/heroes/countries: the recipients' countries, ascending, each once.
export async function heroesCountries(db: DbOrTx): Promise<{ countryName: string }[]> {
  const result = (await db.execute(sql`
    select u.country_name from "user" u
    where u.country_name is not null and u.country_name <> ''
      and exists (select 1 from gratitude g where g.to_user_id = u.id)
    group by u.country_name
    order by u.country_name asc
  `)) as unknown as { rows: { country_name: string }[] };
  return result.rows.map((row) => ({ countryName: row.country_name }));
}
