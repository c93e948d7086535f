import type { Bus } from '../../db/bus';
import type { SessionCache } from './service';

export const SESSION_CHANNEL = 'rs_session';
const EVERYONE = '*';
// Beyond this many users in one batch (a bulk expel), every instance clears its cache instead: one short notification
// (the payload limit is 8,000 bytes) and a cache that refills in a minute.
const MAX_IDS_PER_NOTIFICATION = 500;

type Log = (level: 'info' | 'warn' | 'error', message: string, extra?: unknown) => void;

// rules.md R1.6 on several instances (DESIGN.md "Performance"): a drop on this instance is published on rs_session, and
// every instance (this one included, harmlessly) drops the entry when the notification arrives, within a second. Every
// call site drops after its write has committed, so the notification cannot overtake the write; a session derived on
// another instance meanwhile is not kept (the cache's generation moved). While the bus is down, nothing is answered
// from memory: a missed drop must not leave a stale role for the 60 s the rule allows.
export function shareSessionCache(local: SessionCache, bus: Bus, log: Log): SessionCache {
  let pending: Set<number> | 'all' | null = null;
  const flush = () => {
    const batch = pending;
    pending = null;
    if (!batch) return;
    const payload = batch === 'all' || batch.size > MAX_IDS_PER_NOTIFICATION ? EVERYONE : [...batch].join(',');
    bus.publish(SESSION_CHANNEL, payload).catch((error: unknown) => {
      log('error', 'Could not publish a session cache drop to the other instances', error);
    });
  };
  // Drops made in one go (userIds.forEach(drop)) leave in one notification.
  const enqueue = (userId: number | 'all') => {
    if (pending === null) {
      pending = new Set();
      queueMicrotask(flush);
    }
    if (userId === 'all') pending = 'all';
    else if (pending !== 'all') pending.add(userId);
  };

  bus.subscribe(SESSION_CHANNEL, (payload) => {
    if (payload === null || payload === EVERYONE) return local.clear();
    for (const part of payload.split(',')) {
      const userId = Number(part);
      if (Number.isInteger(userId)) local.drop(userId);
    }
  });

  return {
    get: (userId, now) => (bus.live() ? local.get(userId, now) : undefined),
    set: (userId, session, now, since) => {
      if (bus.live()) local.set(userId, session, now, since);
    },
    drop: (userId) => {
      local.drop(userId);
      enqueue(userId);
    },
    clear: () => {
      local.clear();
      enqueue('all');
    },
    generation: local.generation,
  };
}
