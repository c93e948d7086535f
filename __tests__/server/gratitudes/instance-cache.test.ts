import { createInstanceCache } from '@/server/modules/gratitudes/instance-cache';

const now = new Date('2026-03-01T12:00:00Z');
const database = {};

// A computation that ends when the test says so.
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

it('computes a missing answer once for the requests that wait for it at one version', async () => {
  const cache = createInstanceCache<string>(4);
  const pending = deferred<string>();
  const compute = jest.fn(() => pending.promise);
  const reads = [1, 2, 3].map(() => cache.get(database, 'k', { now, ttlMs: 60_000, version: '7' }, compute));
  pending.resolve('ranking');
  expect(await Promise.all(reads)).toEqual(['ranking', 'ranking', 'ranking']);
  expect(compute).toHaveBeenCalledTimes(1);
  // Kept: the next read is a hit.
  expect(await cache.get(database, 'k', { now, ttlMs: 60_000, version: '7' }, compute)).toBe('ranking');
  expect(compute).toHaveBeenCalledTimes(1);
});

it('never hands a newer version the computation of an older one', async () => {
  const cache = createInstanceCache<string>(4);
  const old = deferred<string>();
  const first = cache.get(database, 'k', { now, ttlMs: 60_000, version: '7' }, () => old.promise);
  const second = cache.get(database, 'k', { now, ttlMs: 60_000, version: '8' }, async () => 'with the new gratitude');
  expect(await second).toBe('with the new gratitude');
  old.resolve('before it');
  expect(await first).toBe('before it');
});

it('keeps no failed computation: the waiting requests get its error, the next request computes again', async () => {
  const cache = createInstanceCache<string>(4);
  const failing = deferred<string>();
  const reads = [1, 2].map(() => cache.get(database, 'k', { now, ttlMs: 60_000, version: '7' }, () => failing.promise));
  failing.reject(new Error('connection lost'));
  for (const read of reads) await expect(read).rejects.toThrow('connection lost');
  expect(await cache.get(database, 'k', { now, ttlMs: 60_000, version: '7' }, async () => 'again')).toBe('again');
});
