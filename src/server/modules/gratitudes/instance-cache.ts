type Entry<T> = { value: T; expiresAt: number; version: string };
type Computing<T> = { promise: Promise<T>; version: string };

// A bounded, per-instance cache of answers, one per database (each test file and each app has its own). An entry
// serves while its version matches and its time has not run out; the oldest entry goes first when it is full.
// Requests that miss one key at one version while its answer is being computed wait for that computation instead of
// starting their own: a cold ranking over 100,000 gratitudes is computed once, not once per waiting request (the
// bench's ten connections asked each filter's three pages at once). A failed computation is not kept.
export function createInstanceCache<T>(maxEntries: number) {
  const byDatabase = new WeakMap<object, { entries: Map<string, Entry<T>>; computing: Map<string, Computing<T>> }>();
  const stateOf = (database: object) => {
    let state = byDatabase.get(database);
    if (!state) byDatabase.set(database, (state = { entries: new Map(), computing: new Map() }));
    return state;
  };
  return {
    async get(
      database: object,
      key: string,
      { now, ttlMs, version = '' }: { now: Date; ttlMs: number; version?: string },
      compute: () => Promise<T>,
    ): Promise<T> {
      const { entries, computing } = stateOf(database);
      const hit = entries.get(key);
      if (hit && hit.version === version && hit.expiresAt > now.getTime()) return hit.value;
      const joined = computing.get(key);
      if (joined && joined.version === version) return joined.promise;
      const promise = compute();
      computing.set(key, { promise, version });
      try {
        const value = await promise;
        entries.delete(key);
        entries.set(key, { value, version, expiresAt: now.getTime() + ttlMs });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        return value;
      } finally {
        if (computing.get(key)?.promise === promise) computing.delete(key);
      }
    },
  };
}
