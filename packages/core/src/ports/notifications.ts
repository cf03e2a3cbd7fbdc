import type { ResultAsync } from 'neverthrow';
import type { Unavailable } from '../domain/errors.js';
import type { Language } from '../domain/language.js';
import type { ClaimedPriceDrop } from '../domain/notification.js';

/** A price-drop message as data: the adapter renders it (email, push, …) in `lang`. */
export interface PriceDropMessage {
  /** Stable for every retry of the same notification (an email's Message-ID, an idempotency key). */
  readonly id: string;
  readonly lang: Language;
  readonly recipient: { readonly email: string; readonly name: string };
  readonly advert: { readonly id: string; readonly title: string; readonly link: string };
  readonly currency: string;
  readonly oldPriceMinor: number;
  readonly newPriceMinor: number;
  readonly discountPercent: number;
}

/** A delivery that did not happen. `permanent`: retrying cannot help (an address refused for good). */
export interface DeliveryFailure {
  readonly code: 'delivery_failed';
  readonly message: string;
  readonly permanent: boolean;
}

/** Delivers notifications to users. */
export interface Notifier {
  send(message: PriceDropMessage): ResultAsync<void, DeliveryFailure>;
}

export type NotificationStatus = 'pending' | 'delivered' | 'failed';

/** An outbox row as operators see it (`cli notifications list`). */
export interface NotificationRecord {
  readonly id: number;
  readonly status: NotificationStatus;
  readonly userId: string;
  readonly advertId: string;
  readonly currency: string;
  readonly oldPriceMinor: number;
  readonly newPriceMinor: number;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly nextAttemptAt: Date | null;
  readonly deliveredAt: Date | null;
  readonly failedAt: Date | null;
}

export interface OutboxStats {
  /** Rows waiting to be delivered (due, backing off, or claimed). */
  readonly pending: number;
  readonly failed: number;
  readonly oldestPendingAt: Date | null;
}

/**
 * The notification outbox (written by price drops in the owner's transaction). Claims are
 * leases: a claimed row is skipped by other drainers until `leaseUntil`, so several processes
 * drain one outbox and a process that dies mid-batch releases its rows when the lease runs out.
 */
export interface NotificationOutbox {
  /**
   * Claims at most `limit` (saver, advert) pairs that have a due pending row: every unclaimed
   * pending row of each pair (a later drop still backing off goes with the due one), counting an
   * attempt on each. Rows claimed by another drainer whose lease holds are skipped.
   */
  claim(limit: number, now: Date, leaseUntil: Date): ResultAsync<ClaimedPriceDrop[], Unavailable>;
  markDelivered(rowIds: readonly number[], at: Date): ResultAsync<void, Unavailable>;
  /** Releases the rows until `nextAttemptAt`, keeping the error. */
  markRetry(rowIds: readonly number[], error: string, nextAttemptAt: Date): ResultAsync<void, Unavailable>;
  markFailed(rowIds: readonly number[], error: string, at: Date): ResultAsync<void, Unavailable>;
  /** Deletes rows delivered before `before`; returns how many. */
  pruneDelivered(before: Date): ResultAsync<number, Unavailable>;
  stats(): ResultAsync<OutboxStats, Unavailable>;
  /** Newest first. */
  list(filter: { readonly status?: NotificationStatus; readonly limit: number }): ResultAsync<NotificationRecord[], Unavailable>;
  /** Puts failed rows (the given ones, or all) back to pending with a fresh count of attempts; returns how many. */
  retry(target: { readonly ids: readonly number[] } | 'all_failed', now: Date): ResultAsync<number, Unavailable>;
}

/** Randomness from a port: a number in [0, 1). */
export interface RandomSource {
  fraction(): number;
}
