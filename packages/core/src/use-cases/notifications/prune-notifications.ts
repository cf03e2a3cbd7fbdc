import type { ResultAsync } from 'neverthrow';
import type { Unavailable } from '../../domain/errors.js';
import { addMs } from '../../domain/time.js';
import type { Clock } from '../../ports/clock.js';
import type { NotificationOutbox } from '../../ports/notifications.js';

export interface PruneNotificationsDeps {
  readonly outbox: NotificationOutbox;
  readonly clock: Clock;
  /** How long delivered rows are kept (for operators' questions) before they are deleted. */
  readonly retentionMs: number;
}

/** Deletes delivered notifications past the retention period; failed and pending rows stay. */
export function makePruneNotifications(deps: PruneNotificationsDeps) {
  return (): ResultAsync<number, Unavailable> => deps.outbox.pruneDelivered(addMs(deps.clock.now(), -deps.retentionMs));
}
