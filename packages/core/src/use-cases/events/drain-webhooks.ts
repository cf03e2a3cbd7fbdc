import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { Unavailable } from '../../domain/errors.js';
import { addMs } from '../../domain/time.js';
import { DISABLE_FAILING_AFTER_MS, nextAttemptDelayMs, type WebhookDeliveryPolicy } from '../../domain/webhook.js';
import type { Clock } from '../../ports/clock.js';
import type { RandomSource } from '../../ports/notifications.js';
import type { OwnerEventLog } from '../../ports/owner-events.js';
import type { ClaimedDelivery, WebhookOutbox, WebhookSender } from '../../ports/webhooks.js';

export interface DrainWebhooksDeps {
  readonly eventLog: OwnerEventLog;
  readonly outbox: WebhookOutbox;
  readonly sender: WebhookSender;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly policy: WebhookDeliveryPolicy;
}

export interface WebhookDrainReport {
  readonly sequenced: number;
  readonly delivered: number;
  readonly retried: number;
  readonly failed: number;
  /** Failed attempts by subscription (the per-subscription failure metric). */
  readonly failuresByWebhook: ReadonlyMap<string, number>;
}

/** The body of a delivery: the event with `timestamp` for `created_at` (Standard Webhooks' shape). */
export const deliveryBody = (event: ClaimedDelivery['event']): string =>
  JSON.stringify({ id: event.id, type: event.type, timestamp: event.createdAt.toISOString(), data: event.data });

/**
 * One round of webhook delivery in this process: numbers newly committed events (queuing their
 * deliveries), claims due deliveries under a lease, sends them a few at a time and marks each as
 * soon as its attempt ends. At least once: a process killed mid-batch leaves its claims to their
 * lease, and they are sent again, under the same event id (webhook-id), for receivers to drop repeats.
 */
export function makeDrainWebhooks(deps: DrainWebhooksDeps) {
  const { outbox, policy } = deps;

  const attempt = (delivery: ClaimedDelivery): ResultAsync<'delivered' | 'retried' | 'failed', Unavailable> =>
    deps.sender
      .send({
        url: delivery.url,
        eventId: delivery.event.id,
        timestamp: Math.floor(deps.clock.now().getTime() / 1000),
        body: deliveryBody(delivery.event),
        secrets: delivery.secrets,
      })
      .andThen((result) => {
        const now = deps.clock.now();
        if (result.delivered) return outbox.markDelivered(delivery.deliveryId, result.statusCode, now).map(() => 'delivered' as const);
        const wait = nextAttemptDelayMs(delivery.attempts, deps.random.fraction(), policy);
        const next = wait === null ? null : addMs(now, wait);
        return outbox
          .markFailedAttempt(delivery.deliveryId, result, next, now, addMs(now, -DISABLE_FAILING_AFTER_MS))
          .map(() => (next === null ? ('failed' as const) : ('retried' as const)));
      });

  return (): ResultAsync<WebhookDrainReport, Unavailable> => {
    const now = deps.clock.now();
    return deps.eventLog.sequence(now).andThen((sequenced) =>
      outbox.claim(policy.batchSize, now, addMs(now, policy.leaseMs)).andThen((claimed) => {
        if (claimed.length === 0) return okAsync({ sequenced, delivered: 0, retried: 0, failed: 0, failuresByWebhook: new Map() });
        const counts = { delivered: 0, retried: 0, failed: 0 };
        const failuresByWebhook = new Map<string, number>();
        // Past half the lease no send starts: no other drainer can claim a delivery this one may still send.
        const halfLease = addMs(now, policy.leaseMs / 2);
        let next = 0;
        const stop: { trouble: Unavailable | null } = { trouble: null };
        const worker = async () => {
          while (next < claimed.length && stop.trouble === null && deps.clock.now() <= halfLease) {
            const delivery = claimed[next++]!;
            const outcome = await attempt(delivery);
            if (outcome.isErr()) {
              stop.trouble = outcome.error;
              return;
            }
            counts[outcome.value] += 1;
            if (outcome.value !== 'delivered') failuresByWebhook.set(delivery.webhookId, (failuresByWebhook.get(delivery.webhookId) ?? 0) + 1);
          }
        };
        const workers = Array.from({ length: Math.min(policy.concurrency, claimed.length) }, worker);
        return ResultAsync.fromSafePromise(Promise.all(workers)).andThen(() =>
          stop.trouble ? errAsync(stop.trouble) : okAsync({ sequenced, ...counts, failuresByWebhook }),
        );
      }),
    );
  };
}
