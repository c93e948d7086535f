import { sql, type SQL } from 'drizzle-orm';

// rules.md R16.1 as SQL pieces shared by bulk issue and the course statistics (R21.1). `bestTotals` is a CTE body of
// the best total per course; `eligible` reads a student row `s`, its course `c` and the CTE row `best`:
// eligible = active, and total ≥ best total × certificate_threshold / 100; nobody when the best total is 0.
export const bestTotals = (courseIds: SQL) => sql`
  select course_id, max(total_score) as max_total from student where course_id = any(${courseIds}) group by course_id
`;

export const eligible = sql`(not s.is_expelled and best.max_total > 0
  and s.total_score >= best.max_total * c.certificate_threshold / 100.0)`;

export const idList = (ids: readonly number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::integer[]`;
