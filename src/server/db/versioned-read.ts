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
    const kept = held.kept.get(courseId);
    if (kept?.version === version) return kept;
    const readKey = `${courseId}|${version}`;
    let reading = held.reading.get(readKey);
    if (!reading) {
      const { kept: store, reading: pending } = held;
      reading = read()
        .then((fresh) => {
          const current = store.peek(courseId);
          if (!current || current.version <= fresh.version) store.set(courseId, fresh);
          return fresh;
        })
        .finally(() => pending.delete(readKey));
      held.reading.set(readKey, reading);
    }
    return reading;
  };
}
