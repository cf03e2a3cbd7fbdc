import { okAsync, type ResultAsync } from 'neverthrow';
import type { Unavailable } from '../domain/errors.js';
import type { ClaimedPriceDrop, Recipient } from '../domain/notification.js';
import type { LocalizedText } from '../domain/text.js';
import type { NotificationOutbox, NotificationRecord, NotificationStatus, OutboxStats } from '../ports/notifications.js';

/** A price drop as the outbox stores it (one row per saver). */
export interface PriceDropFixture {
  readonly userId: string;
  readonly advertId: string;
  readonly currency: string;
  readonly oldPriceMinor: number;
  readonly newPriceMinor: number;
  readonly at: Date;
}

interface Row {
  readonly id: number;
  readonly drop: PriceDropFixture;
  status: NotificationStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  claimedUntil: Date | null;
  lastError: string | null;
  deliveredAt: Date | null;
  failedAt: Date | null;
}

/**
 * The outbox over plain data, with the database adapter's claim rules (leases, due times, pairs
 * claimed whole). Recipients and advert titles are given up front, as the users and advert_texts
 * tables hold them.
 */
export class InMemoryNotificationOutbox implements NotificationOutbox {
  private readonly rows: Row[] = [];
  private nextId = 1;

  constructor(
    private readonly recipients: ReadonlyMap<string, Recipient>,
    /** Per advert: its titles, the original first. */
    private readonly titles: ReadonlyMap<string, readonly LocalizedText[]>,
  ) {}

  /** Writes the rows a price drop writes (what `notifySavers` does in the owner's transaction). */
  add(...drops: PriceDropFixture[]): number[] {
    return drops.map((drop) => {
      const id = this.nextId++;
      this.rows.push({ id, drop, status: 'pending', attempts: 0, nextAttemptAt: null, claimedUntil: null, lastError: null, deliveredAt: null, failedAt: null });
      return id;
    });
  }

  claim(limit: number, now: Date, leaseUntil: Date): ResultAsync<ClaimedPriceDrop[], Unavailable> {
    const due = this.rows.filter(
      (row) =>
        row.status === 'pending' &&
        (row.nextAttemptAt === null || row.nextAttemptAt <= now) &&
        (row.claimedUntil === null || row.claimedUntil <= now) &&
        this.recipients.has(row.drop.userId),
    );
    const pairs = [...new Set(due.map((row) => pairOf(row)))].slice(0, limit);
    // Every unclaimed pending row of a due pair, even one still backing off: one message says it all.
    const claimed = this.rows.filter(
      (row) => row.status === 'pending' && (row.claimedUntil === null || row.claimedUntil <= now) && pairs.includes(pairOf(row)),
    );
    return okAsync(
      claimed.map((row) => {
        row.attempts += 1;
        row.claimedUntil = leaseUntil;
        const recipient = this.recipients.get(row.drop.userId)!;
        const titles = this.titles.get(row.drop.advertId) ?? [];
        const title = titles.find((t) => t.lang === recipient.lang) ?? titles[0] ?? { text: '', lang: null };
        return {
          rowId: row.id,
          attempts: row.attempts,
          createdAt: row.drop.at,
          recipient,
          advert: { id: row.drop.advertId, title },
          currency: row.drop.currency,
          oldPriceMinor: row.drop.oldPriceMinor,
          newPriceMinor: row.drop.newPriceMinor,
        };
      }),
    );
  }

  markDelivered(rowIds: readonly number[], at: Date) {
    return this.update(rowIds, (row) => Object.assign(row, { status: 'delivered', deliveredAt: at, claimedUntil: null }));
  }

  markRetry(rowIds: readonly number[], error: string, nextAttemptAt: Date) {
    return this.update(rowIds, (row) => Object.assign(row, { lastError: error, nextAttemptAt, claimedUntil: null }));
  }

  markFailed(rowIds: readonly number[], error: string, at: Date) {
    return this.update(rowIds, (row) => Object.assign(row, { status: 'failed', lastError: error, failedAt: at, claimedUntil: null }));
  }

  pruneDelivered(before: Date): ResultAsync<number, Unavailable> {
    const kept = this.rows.filter((row) => !(row.status === 'delivered' && row.deliveredAt! < before));
    const pruned = this.rows.length - kept.length;
    this.rows.splice(0, this.rows.length, ...kept);
    return okAsync(pruned);
  }

  stats(): ResultAsync<OutboxStats, Unavailable> {
    const pending = this.rows.filter((row) => row.status === 'pending');
    const oldest = pending.map((row) => row.drop.at).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
    return okAsync({ pending: pending.length, failed: this.rows.filter((row) => row.status === 'failed').length, oldestPendingAt: oldest });
  }

  list(filter: { readonly status?: NotificationStatus; readonly limit: number }): ResultAsync<NotificationRecord[], Unavailable> {
    const rows = this.rows.filter((row) => filter.status === undefined || row.status === filter.status);
    return okAsync(rows.sort((a, b) => b.id - a.id).slice(0, filter.limit).map(recordOf));
  }

  retry(target: { readonly ids: readonly number[] } | 'all_failed', now: Date): ResultAsync<number, Unavailable> {
    const chosen = this.rows.filter((row) =>
      target === 'all_failed'
        ? row.status === 'failed'
        : target.ids.includes(row.id) && (row.status === 'failed' || (row.status === 'pending' && !(row.claimedUntil !== null && row.claimedUntil > now))),
    );
    for (const row of chosen) Object.assign(row, { status: 'pending', attempts: 0, nextAttemptAt: now, failedAt: null, claimedUntil: null });
    return okAsync(chosen.length);
  }

  private update(rowIds: readonly number[], apply: (row: Row) => void): ResultAsync<void, Unavailable> {
    // Only pending rows change: a row another drainer already settled stays as it is.
    for (const row of this.rows) if (rowIds.includes(row.id) && row.status === 'pending') apply(row);
    return okAsync(undefined);
  }
}

const pairOf = (row: Row): string => `${row.drop.userId}|${row.drop.advertId}`;

const recordOf = (row: Row): NotificationRecord => ({
  id: row.id,
  status: row.status,
  userId: row.drop.userId,
  advertId: row.drop.advertId,
  currency: row.drop.currency,
  oldPriceMinor: row.drop.oldPriceMinor,
  newPriceMinor: row.drop.newPriceMinor,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.drop.at,
  nextAttemptAt: row.nextAttemptAt,
  deliveredAt: row.deliveredAt,
  failedAt: row.failedAt,
});
