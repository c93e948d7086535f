type Entry<T> = { value: T; expiresAt: number; version: string };

// A bounded, per-instance cache of answers, one per database (each test file and each app has its own). An entry
// serves while its version matches and its time has not run out; the oldest entry goes first when it is full.
export function createInstanceCache<T>(maxEntries: number) {
  const byDatabase = new WeakMap<object, Map<string, Entry<T>>>();
  const entriesOf = (database: object) => {
    let entries = byDatabase.get(database);
    if (!entries) byDatabase.set(database, (entries = new Map()));
    return entries;
  };
  return {
    async get(
      database: object,
      key: string,
      { now, ttlMs, version = '' }: { now: Date; ttlMs: number; version?: string },
      compute: () => Promise<T>,
    ): Promise<T> {
      const entries = entriesOf(database);
      const hit = entries.get(key);
      if (hit && hit.version === version && hit.expiresAt > now.getTime()) return hit.value;
      const value = await compute();
      entries.delete(key);
      entries.set(key, { value, version, expiresAt: now.getTime() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}
