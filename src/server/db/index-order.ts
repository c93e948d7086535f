import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

// Issue 12: a list's whole order (every id of a course, db/list-index.ts) read by walking the order's index, with no
// sort. PostgreSQL's estimate prefers a scan of the course's rows and a sort of them all, which took 17 ms for 10,000
// students where the index-only walk of the same order took 4-9 ms (both measured standalone, with EXPLAIN ANALYZE).
// So the read runs in a read-only transaction that turns sorting off for itself (SET LOCAL), where an order no index
// holds still sorts. `read` is handed the transaction, to run its statement on. No index holds a rank order (with
// sorting turned off PostgreSQL walked the student rows by primary key instead, 3-4 times slower): the lists read the
// total order for it (scores score-index.ts, course-students list-students.ts indexOrder).
export function readInIndexOrder<T>(db: DbOrTx, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      return read(tx);
    },
    { accessMode: 'read only' },
  );
}
