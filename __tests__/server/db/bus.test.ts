import { sql } from 'drizzle-orm';
import { openBus, type Bus } from '@/server/db/bus';
import { openPostgres, type Database } from '@/server/db/client';
import { createSessionCache, shareSessionCache, type SessionData } from '@/server/modules/session';
import { databaseUrlFor, openTestDatabase, testDatabaseUrl } from '../../support/server/database';

// DESIGN.md "Performance": cache versions and session drops travel between instances over LISTEN/NOTIFY. The same
// tests run on PGlite (one process, its own LISTEN) and, with TEST_DATABASE_URL, on PostgreSQL with two instances.
jest.setTimeout(30_000);

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const session = (id: number): SessionData => ({
  id,
  githubId: `user-${id}`,
  isAdmin: false,
  isHirer: false,
  courses: {},
});
const noLog = () => undefined;

let database: Database;
let bus: Bus;

beforeAll(async () => {
  database = await openTestDatabase();
  bus = await openBus(database, { log: noLog });
});
afterAll(async () => {
  await bus?.close();
  await database?.close();
});

describe('bus on the test database', () => {
  it('delivers a published payload to the subscribers of its channel only', async () => {
    const session: (string | null)[] = [];
    const cache: (string | null)[] = [];
    const offSession = bus.subscribe('rs_session', (payload) => session.push(payload));
    const offCache = bus.subscribe('rs_cache', (payload) => cache.push(payload));
    await bus.publish('rs_session', '1,2');
    await bus.publish('rs_cache', '{"courseId":1}');
    await until(() => session.length === 1 && cache.length === 1);
    expect(session).toEqual(['1,2']);
    expect(cache).toEqual(['{"courseId":1}']);
    offSession();
    offCache();
    await bus.publish('rs_session', '3');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(session).toEqual(['1,2']);
  });

  it('delivers a notification published in a transaction at its commit, and never after a rollback', async () => {
    const received: (string | null)[] = [];
    const off = bus.subscribe('rs_session', (payload) => received.push(payload));
    await database.db.transaction(async (tx) => {
      await bus.publish('rs_session', 'in-transaction', tx);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toEqual([]);
    });
    await until(() => received.length === 1);
    await database.db
      .transaction(async (tx) => {
        await bus.publish('rs_session', 'rolled-back', tx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await bus.publish('rs_session', 'after');
    await until(() => received.length === 2);
    expect(received).toEqual(['in-transaction', 'after']);
    off();
  });

  it('refuses an unknown channel and a payload over PostgreSQL limit, and survives a failing subscriber', async () => {
    expect(() => bus.subscribe('nope' as never, noLog)).toThrow('Unknown bus channel nope');
    await expect(bus.publish('rs_cache', 'x'.repeat(8_000))).rejects.toThrow('too long');
    const received: (string | null)[] = [];
    const offFailing = bus.subscribe('rs_cache', () => {
      throw new Error('subscriber bug');
    });
    const off = bus.subscribe('rs_cache', (payload) => received.push(payload));
    await bus.publish('rs_cache', 'still delivered');
    await until(() => received.length === 1);
    offFailing();
    off();
  });

  it('delivers what a trigger notifies (list cache versions are bumped by triggers)', async () => {
    await database.db.execute(sql`create table bus_probe (id int)`);
    await database.db.execute(sql`
      create function bus_probe_notify() returns trigger language plpgsql as $$
      begin perform pg_notify('rs_cache', '{"probe":' || new.id || '}'); return new; end $$`);
    await database.db.execute(sql`
      create trigger bus_probe_insert after insert on bus_probe for each row execute function bus_probe_notify()`);
    const received: (string | null)[] = [];
    const off = bus.subscribe('rs_cache', (payload) => received.push(payload));
    await database.db.execute(sql`insert into bus_probe values (7)`);
    await until(() => received.length === 1);
    expect(received).toEqual(['{"probe":7}']);
    off();
  });

  it('shares session cache drops (R1.6): one notification per batch, a large batch clears everything', async () => {
    const published: (string | null)[] = [];
    const off = bus.subscribe('rs_session', (payload) => published.push(payload));
    const here = shareSessionCache(createSessionCache(), bus, noLog);
    const there = shareSessionCache(createSessionCache(), bus, noLog);
    for (const id of [1, 2, 3, 4]) there.set(id, session(id), 0);

    [1, 2].forEach(here.drop);
    await until(() => there.get(2, 0) === undefined);
    expect(there.get(1, 0)).toBeUndefined();
    expect(there.get(3, 0)).toEqual(session(3));
    expect(published).toEqual(['1,2']);

    Array.from({ length: 501 }, (_, index) => index + 1000).forEach(here.drop);
    await until(() => there.get(3, 0) === undefined);
    expect(there.get(4, 0)).toBeUndefined();
    expect(published).toEqual(['1,2', '*']);

    there.set(5, session(5), 0);
    here.clear();
    await until(() => there.get(5, 0) === undefined);
    off();
  });

  it('keeps no session derived while a drop happened (it may predate the write the drop announced)', () => {
    const cache = createSessionCache();
    const since = cache.generation();
    cache.drop(9);
    cache.set(9, session(9), 0, since);
    expect(cache.get(9, 0)).toBeUndefined();
    cache.set(9, session(9), 0, cache.generation());
    expect(cache.get(9, 0)).toEqual(session(9));
  });

  it('keeps a session derived while another user was dropped, none derived while the cache was cleared', () => {
    const cache = createSessionCache();
    const since = cache.generation();
    // Another user's drop (a role change, or an earlier drop's notification arriving late) says nothing about user 9.
    cache.drop(8);
    cache.set(9, session(9), 0, since);
    expect(cache.get(9, 0)).toEqual(session(9));

    const beforeClear = cache.generation();
    cache.clear();
    cache.set(7, session(7), 0, beforeClear);
    expect(cache.get(7, 0)).toBeUndefined();
  });

  it('counts a drop it no longer remembers (after 10,000 others) as a clear for derivations older than it', () => {
    const cache = createSessionCache();
    const since = cache.generation();
    cache.drop(1);
    for (let userId = 2; userId <= 10_001; userId += 1) cache.drop(userId);
    cache.set(1, session(1), 0, since);
    expect(cache.get(1, 0)).toBeUndefined();
    cache.set(1, session(1), 0, cache.generation());
    expect(cache.get(1, 0)).toEqual(session(1));
  });
});

// A real server: two instances (two pools, two listening clients) on one database, and a listener that loses its
// connection. The embedded database is one process and has neither.
const serverUrl = testDatabaseUrl();
(serverUrl ? describe : describe.skip)('bus between two instances on PostgreSQL', () => {
  let second: Database;
  let secondBus: Bus;

  beforeAll(async () => {
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    second = await openPostgres(databaseUrlFor(serverUrl as string, result.rows[0].name));
    secondBus = await openBus(second, { log: noLog, retryDelayMs: 300, maxRetryDelayMs: 1_000 });
  });
  afterAll(async () => {
    await secondBus?.close();
    await second?.close();
  });

  it('delivers what one instance publishes to the other within a second', async () => {
    const received: (string | null)[] = [];
    const off = secondBus.subscribe('rs_session', (payload) => received.push(payload));
    const started = Date.now();
    await bus.publish('rs_session', '42');
    await until(() => received.length === 1, 1_000);
    expect(received).toEqual(['42']);
    expect(Date.now() - started).toBeLessThan(1_000);
    off();
  });

  it('after a dropped connection tells subscribers to drop everything, reconnects with back-off and listens again', async () => {
    const received: (string | null)[] = [];
    const off = secondBus.subscribe('rs_cache', (payload) => received.push(payload));
    const shared = shareSessionCache(createSessionCache(), secondBus, noLog);
    shared.set(1, session(1), 0);
    expect(shared.get(1, 0)).toEqual(session(1));

    await database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'rs-school-bus' and datname = current_database() and pid <> pg_backend_pid()`);
    // Both buses lost their listener: each subscriber hears "everything changed" at the drop and again once back.
    await until(() => received.length >= 1);
    expect(received[0]).toBeNull();
    expect(shared.get(1, 0)).toBeUndefined();
    await until(() => secondBus.live() && bus.live(), 10_000);
    await until(() => received.length >= 2);
    expect(received.slice(0, 2)).toEqual([null, null]);

    shared.set(2, session(2), 0);
    expect(shared.get(2, 0)).toEqual(session(2));
    await bus.publish('rs_cache', 'after reconnect');
    await until(() => received.includes('after reconnect'), 1_000);
    off();
  });

  it('answers no session from memory while its listener is down', async () => {
    const shared = shareSessionCache(createSessionCache(), secondBus, noLog);
    shared.set(3, session(3), 0);
    await database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'rs-school-bus' and datname = current_database() and pid <> pg_backend_pid()`);
    await until(() => !secondBus.live());
    shared.set(3, session(3), 0);
    expect(shared.get(3, 0)).toBeUndefined();
    await until(() => secondBus.live() && bus.live(), 10_000);
  });
});
