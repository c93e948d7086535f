import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { Database, DbOrTx } from './client';

// DESIGN.md "Performance": what one instance learns, the others learn within a second, over PostgreSQL LISTEN/NOTIFY.
// rs_session carries session cache drops (rules.md R1.6); rs_cache carries the list caches' versions (triggers).
export const BUS_CHANNELS = ['rs_session', 'rs_cache'] as const;
export type BusChannel = (typeof BUS_CHANNELS)[number];

// A payload, or null: notifications may have been missed (the listening connection dropped, or came back), so the
// subscriber must treat everything as changed and drop all it keeps.
export type BusListener = (payload: string | null) => void;

export type Bus = {
  // Through `via` when it is a transaction: PostgreSQL delivers the notification at its commit, never before the write
  // it announces (and never after a rollback). Without it, through the pool: call it after the write has committed.
  publish: (channel: BusChannel, payload: string, via?: DbOrTx) => Promise<void>;
  subscribe: (channel: BusChannel, listener: BusListener) => () => void;
  // False while the PostgreSQL listener is down: notifications from other instances may be missed, so caches that
  // depend on them should not answer from memory until it is back (and has told every subscriber to drop everything).
  live: () => boolean;
  close: () => Promise<void>;
};

export type BusOptions = {
  log?: (level: 'info' | 'warn' | 'error', message: string, extra?: unknown) => void;
  // Back-off between reconnection attempts: doubles from the first delay up to the cap.
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
};

// PostgreSQL's NOTIFY payload must stay under 8,000 bytes.
export const MAX_PAYLOAD_BYTES = 7_900;

type Connection = { dispatch: (channel: string, payload: string | null) => void; live: () => boolean };

export async function openBus(database: Database, options: BusOptions = {}): Promise<Bus> {
  const log = options.log ?? (() => undefined);
  const listeners = new Map<string, Set<BusListener>>(BUS_CHANNELS.map((channel) => [channel, new Set()]));
  const deliver = (listener: BusListener, payload: string | null) => {
    try {
      listener(payload);
    } catch (error) {
      log('error', 'A bus subscriber failed', error);
    }
  };
  const dispatch: Connection['dispatch'] = (channel, payload) => {
    const targets = channel === '*' ? [...listeners.values()] : [listeners.get(channel) ?? new Set<BusListener>()];
    for (const set of targets) for (const listener of [...set]) deliver(listener, payload);
  };

  const source = database.listener;
  let live = () => true;
  let stop: () => Promise<void>;
  if (source.kind === 'pglite') {
    // One process, one connection: PGlite's own LISTEN delivers this process's notifications, triggers' included.
    const unlisten = await Promise.all(
      BUS_CHANNELS.map((channel) => source.listen(channel, (payload) => dispatch(channel, payload))),
    );
    stop = async () => void (await Promise.all(unlisten.map((off) => off())));
  } else {
    const listener = await listenOnPostgres(source.connectionString, dispatch, { ...options, log });
    live = listener.live;
    stop = listener.close;
  }

  return {
    publish: async (channel, payload, via = database.db) => {
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`Bus payload on ${channel} is too long`);
      await via.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    subscribe: (channel, listener) => {
      const set = listeners.get(channel);
      if (!set) throw new Error(`Unknown bus channel ${channel}`);
      set.add(listener);
      return () => void set.delete(listener);
    },
    live: () => live(),
    close: () => stop(),
  };
}

// One dedicated client (a pooled connection would lose its LISTEN when released). A drop tells every subscriber to
// drop everything at once, then again when the client is back and listening, since anything may have changed between.
async function listenOnPostgres(
  connectionString: string,
  dispatch: Connection['dispatch'],
  options: BusOptions & { log: NonNullable<BusOptions['log']> },
): Promise<{ live: () => boolean; close: () => Promise<void> }> {
  const firstDelay = options.retryDelayMs ?? 500;
  const maxDelay = options.maxRetryDelayMs ?? 15_000;
  let current: Client | null = null;
  let everConnected = false;
  let closed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;

  const lost = (client: Client, reason: string) => {
    if (client !== current) return;
    current = null;
    options.log('warn', `The notification listener lost its database connection (${reason}); reconnecting`);
    dispatch('*', null);
    client.end().catch(() => undefined);
    retry();
  };
  const retry = () => {
    if (closed) return;
    const delay = Math.min(maxDelay, firstDelay * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => void connect(), delay * (0.8 + Math.random() * 0.4));
    timer.unref();
  };
  const connect = async () => {
    const client = new Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'rs-school-bus',
    });
    client.on('notification', (message) => {
      if (client === current) dispatch(message.channel, message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error.message));
    client.on('end', () => lost(client, 'connection ended'));
    try {
      await client.connect();
      for (const channel of BUS_CHANNELS) await client.query(`listen ${channel}`);
      if (closed) return void (await client.end());
      current = client;
      failures = 0;
      if (everConnected) {
        options.log('info', 'The notification listener is back; every instance cache starts afresh');
        dispatch('*', null);
      }
      everConnected = true;
    } catch (error) {
      if (!everConnected && failures === 0) {
        options.log('warn', `The notification listener cannot connect yet: ${(error as Error).message}`);
      }
      client.end().catch(() => undefined);
      retry();
    }
  };

  await connect();
  return {
    live: () => current !== null,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      await client?.end();
    },
  };
}
