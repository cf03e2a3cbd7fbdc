import type { ResultAsync } from 'neverthrow';
import type { Unavailable } from '../../domain/errors.js';
import { EVENT_RETENTION_MS } from '../../domain/owner-event.js';
import { addMs } from '../../domain/time.js';
import type { Clock } from '../../ports/clock.js';
import type { OwnerEventLog } from '../../ports/owner-events.js';
import type { WebhookOutbox } from '../../ports/webhooks.js';

/** Deletes events, and finished deliveries, past the 30 days a feed keeps; returns how many events. */
export function makePruneEvents(deps: { readonly eventLog: OwnerEventLog; readonly outbox: WebhookOutbox; readonly clock: Clock }) {
  return (): ResultAsync<number, Unavailable> => {
    const before = addMs(deps.clock.now(), -EVENT_RETENTION_MS);
    return deps.outbox.prune(before).andThen(() => deps.eventLog.prune(before));
  };
}
