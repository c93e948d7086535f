import type { Db } from '@/server/db/client';

// The database as drizzle hands it out, counting the prepared statements it executes; `holdMs` holds each one's rows
// that long after the statement ran (a slow answer in flight).
export function countingDb(db: Db, holdMs = 0) {
  let executed = 0;
  const hold = <T>(rows: T) => new Promise<T>((resolve) => setTimeout(() => resolve(rows), holdMs));
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, property) {
        const value = Reflect.get(object, property, object) as unknown;
        if (typeof value !== 'function') return value;
        if (property === 'execute') {
          return (...args: unknown[]) => {
            executed += 1;
            const rows = (value as (...a: unknown[]) => Promise<unknown>).apply(object, args);
            return holdMs ? rows.then(hold) : rows;
          };
        }
        return (...args: unknown[]) => {
          const result = (value as (...a: unknown[]) => unknown).apply(object, args);
          return result && typeof result === 'object' && !(result instanceof Promise) ? wrap(result) : result;
        };
      },
    });
  return { db: wrap(db), executed: () => executed };
}
