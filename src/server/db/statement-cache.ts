import type { DbOrTx } from './client';

// A list's statement built once per shape (issue 12): the SQL text of each shape is made on its first request for a
// database handle and reused with new bound values, so drizzle does not build it again on every cold request.
export function statementCache<T>() {
  const byDb = new WeakMap<DbOrTx, Map<string, T>>();
  return (db: DbOrTx, key: string, build: () => T): T => {
    let shapes = byDb.get(db);
    if (!shapes) {
      shapes = new Map();
      byDb.set(db, shapes);
    }
    let statement = shapes.get(key);
    if (statement === undefined) {
      statement = build();
      shapes.set(key, statement);
    }
    return statement;
  };
}
