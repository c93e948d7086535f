import { LRUCache } from 'lru-cache';
import type { DbOrTx } from './client';
import { clientOf } from './row-cache';

// Issue 12: something a list reads whole for one course at one version of the list (the texts its filters match),
// kept per process and database under the version its own statement read, for the `courses` used last. Requests that
// ask at once for the same course and version share one read. What is returned carries the version it was read at,
// which may be newer than the one asked for: the caller uses it only when the two are equal.
export function versionedReads<T extends { version: number }>(courses: number) {
  type Held = { kept: LRUCache<number, T>; reading: Map<string, Promise<T>> };
  const byClient = new WeakMap<object, Held>();
  return async function at(db: DbOrTx, courseId: number, version: number, read: () => Promise<T>): Promise<T> {
    const client = clientOf(db);
    if (!client) return read();
    let held = byClient.get(client);
    if (!held) {
      held = { kept: new LRUCache({ max: courses }), reading: new Map() };
      byClient.set(client, held);
    }
    return keptOrReadOnce(held.kept, held.reading, courseId, version, read);
  };
}

// What `store` keeps for `key` at `version`, else one read shared by every caller that asks for the same key and
// version meanwhile, kept under the version it read unless a newer one is kept (db/list-index.ts too).
export function keptOrReadOnce<K extends string | number, T extends { version: number }>(
  store: LRUCache<K, T>,
  reading: Map<string, Promise<T>>,
  key: K,
  version: number,
  read: () => Promise<T>,
): Promise<T> {
  const kept = store.get(key);
  if (kept?.version === version) return Promise.resolve(kept);
  const readKey = `${version}|${key}`;
  let pending = reading.get(readKey);
  if (!pending) {
    pending = read()
      .then((fresh) => {
        const current = store.peek(key);
        if (!current || current.version <= fresh.version) store.set(key, fresh);
        return fresh;
      })
      .finally(() => reading.delete(readKey));
    reading.set(readKey, pending);
  }
  return pending;
}
