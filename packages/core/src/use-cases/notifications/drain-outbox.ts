import { okAsync, type ResultAsync } from 'neverthrow';
import type { Unavailable } from '../../domain/errors.js';
import type { Links } from '../../domain/links.js';
import { collapseDrops, retryDelayMs, type DeliveryPolicy, type PriceDropNotification } from '../../domain/notification.js';
import { aboutAdvert } from '../../domain/text.js';
import { addMs } from '../../domain/time.js';
import type { Clock } from '../../ports/clock.js';
import type { NotificationOutbox, Notifier, PriceDropMessage, RandomSource } from '../../ports/notifications.js';
import type { Translator } from '../../ports/translator.js';
import { translateTexts } from '../../presenters/localize.js';

export interface DrainOutboxDeps {
  readonly outbox: NotificationOutbox;
  readonly notifier: Notifier;
  readonly translator: Translator;
  /** Links tagged for the channel (`utm_source=email`). */
  readonly links: Links;
  readonly clock: Clock;
  readonly random: RandomSource;
  readonly policy: DeliveryPolicy;
}

/** What one batch did, counted in messages (several collapsed drops are one message). */
export interface DrainReport {
  readonly delivered: number;
  readonly retried: number;
  readonly failed: number;
}

type Outcome = keyof DrainReport;

/**
 * Delivers one batch of the outbox, at least once: rows are claimed under a lease, sent, and
 * only then marked, each message as soon as its send ends (a process killed mid-batch resends
 * at most the message in flight, under the same id). A failure waits with backoff and jitter;
 * the last allowed attempt, or a permanent refusal, marks the rows failed with the error.
 */
export function makeDrainOutbox(deps: DrainOutboxDeps) {
  const { outbox, notifier, policy } = deps;

  const messageOf = (notification: PriceDropNotification): ResultAsync<PriceDropMessage, never> => {
    const { recipient, advert } = notification;
    // As a read does: a translated title is the advert's (the store keeps it for the next reader).
    const title = translateTexts(deps.translator, [aboutAdvert(advert.title, advert.id, 'title')], recipient.lang);
    return title.map(([localized]) => ({
      id: notification.id,
      lang: recipient.lang,
      recipient: { email: recipient.email, name: recipient.name },
      advert: { id: advert.id, title: (localized ?? advert.title).text, link: deps.links.advert(advert.id) },
      currency: notification.currency,
      oldPriceMinor: notification.oldPriceMinor,
      newPriceMinor: notification.newPriceMinor,
      discountPercent: notification.discountPercent,
    }));
  };

  const deliver = (notification: PriceDropNotification): ResultAsync<Outcome, Unavailable> =>
    messageOf(notification).andThen((message) =>
      notifier
        .send(message)
        .map(() => 'delivered' as const)
        .orElse((failure) => okAsync(failure))
        .andThen((outcome): ResultAsync<Outcome, Unavailable> => {
          const now = deps.clock.now();
          if (outcome === 'delivered') return outbox.markDelivered(notification.rowIds, now).map(() => 'delivered' as const);
          if (outcome.permanent || notification.attempts >= policy.maxAttempts) {
            return outbox.markFailed(notification.rowIds, outcome.message, now).map(() => 'failed' as const);
          }
          const wait = retryDelayMs(notification.attempts, deps.random.fraction(), policy);
          return outbox.markRetry(notification.rowIds, outcome.message, addMs(now, wait)).map(() => 'retried' as const);
        }),
    );

  return (): ResultAsync<DrainReport, Unavailable> => {
    const now = deps.clock.now();
    return outbox.claim(policy.batchSize, now, addMs(now, policy.leaseMs)).andThen((drops) => {
      const report = { delivered: 0, retried: 0, failed: 0 };
      // One message after another: a batch is small, and a mail server prefers it.
      // Past half the lease, the rest is left to the next claim once the lease runs out, so no
      // other drainer can take a row while this one may still be sending it.
      const halfLease = addMs(now, policy.leaseMs / 2);
      const sendAll = collapseDrops(drops).reduce<ResultAsync<void, Unavailable>>(
        (previous, notification) =>
          previous.andThen(() =>
            deps.clock.now() > halfLease ? okAsync(undefined) : deliver(notification).map((outcome) => void (report[outcome] += 1)),
          ),
        okAsync(undefined),
      );
      return sendAll.map((): DrainReport => report);
    });
  };
}
