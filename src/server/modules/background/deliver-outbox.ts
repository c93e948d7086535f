import { continueDelivery, startDelivery } from '../notification-delivery';
import type { BackgroundJob } from './job';

// rules.md R2.2 (d) / R20.3: under the job's lock (key 4) rows that can never go out are settled and the first batch
// is claimed; the sends happen after that transaction commits, batch after batch (see notification-delivery/deliver.ts
// for why a claim is never lost and a row never sent twice, even with several instances). Without channels (tests
// that sweep for other jobs) the outbox is left as it is.
export const deliverNotificationOutbox: BackgroundJob = {
  name: 'deliver notification outbox',
  lockKey: 4,
  run: async (tx, deps) => {
    const channels = deps.delivery;
    if (!channels) return {};
    const delivery = { now: deps.now, log: deps.log, channels };
    const { report, batch } = await startDelivery(tx, delivery);
    deps.afterCommit(async (db) => ({ ...(await continueDelivery(db, batch, delivery, report)) }));
    return { ...report };
  },
};
