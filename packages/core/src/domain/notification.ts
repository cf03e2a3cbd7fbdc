import { dropPercent } from './advert.js';
import type { Language } from './language.js';
import type { LocalizedText } from './text.js';

/** Who a notification goes to, in the language they read in. */
export interface Recipient {
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  readonly lang: Language;
}

/**
 * One outbox row (one price drop of one advert for one saver) as a drainer claimed it, with what
 * a message needs: the recipient and the advert's title (in the recipient's language when
 * stored, else the original).
 */
export interface ClaimedPriceDrop {
  readonly rowId: number;
  /** Attempts made for this row, the current one included. */
  readonly attempts: number;
  readonly createdAt: Date;
  readonly recipient: Recipient;
  readonly advert: { readonly id: string; readonly title: LocalizedText };
  readonly currency: string;
  readonly oldPriceMinor: number;
  readonly newPriceMinor: number;
}

/** What the saver is told: several drops of one advert before a delivery, as one message. */
export interface PriceDropNotification {
  /** Stable across retries of the same rows: the message id a provider may deduplicate on. */
  readonly id: string;
  /** The outbox rows this message answers for (all marked together). */
  readonly rowIds: readonly number[];
  readonly attempts: number;
  readonly recipient: Recipient;
  readonly advert: { readonly id: string; readonly title: LocalizedText };
  readonly currency: string;
  /** The price before the first drop the saver has not been told of. */
  readonly oldPriceMinor: number;
  /** The latest price. */
  readonly newPriceMinor: number;
  readonly discountPercent: number;
}

export const notificationId = (latestRowId: number): string => `price-drop-${latestRowId}`;

/**
 * Collapses the claimed drops of one advert for one saver into one message with the latest
 * price. "Old price" is the price before the first undelivered drop of the last unbroken run of
 * drops, so the discount stays true: when a drop's old price is not the previous drop's new price,
 * the price rose in between (a rise writes no row) and the run starts again there. The id is the
 * latest row's: a retry of the same rows keeps it; a newer drop is news and gets a new one.
 */
export function collapseDrops(drops: readonly ClaimedPriceDrop[]): PriceDropNotification[] {
  const groups = new Map<string, ClaimedPriceDrop[]>();
  for (const drop of [...drops].sort((a, b) => a.rowId - b.rowId)) {
    const key = `${drop.recipient.userId}|${drop.advert.id}|${drop.currency}`;
    const group = groups.get(key);
    if (group) group.push(drop);
    else groups.set(key, [drop]);
  }
  return [...groups.values()].map((group) => {
    const latest = group[group.length - 1]!;
    let runStart = 0;
    for (let i = 1; i < group.length; i += 1) {
      if (group[i]!.oldPriceMinor !== group[i - 1]!.newPriceMinor) runStart = i;
    }
    const oldPriceMinor = group[runStart]!.oldPriceMinor;
    return {
      id: notificationId(latest.rowId),
      rowIds: group.map((drop) => drop.rowId),
      attempts: Math.max(...group.map((drop) => drop.attempts)),
      recipient: latest.recipient,
      advert: latest.advert,
      currency: latest.currency,
      oldPriceMinor,
      newPriceMinor: latest.newPriceMinor,
      discountPercent: dropPercent(oldPriceMinor, latest.newPriceMinor),
    };
  });
}

/** How the drainer retries: attempts are bounded, waits grow exponentially with jitter. */
export interface DeliveryPolicy {
  /** Messages claimed per batch. */
  readonly batchSize: number;
  /** How long a claim holds; a process killed mid-batch releases its rows when it runs out. */
  readonly leaseMs: number;
  /** After this many attempts a row is marked failed with its last error. */
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  batchSize: 20,
  leaseMs: 60_000,
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
};

/**
 * The wait before the next attempt after `attempts` failed ones: base * 2^(attempts-1), capped,
 * then "equal jitter" (half fixed, half random) so processes that failed together spread out
 * but none retries at once. `fraction` is a random number in [0, 1).
 */
export function retryDelayMs(attempts: number, fraction: number, policy: Pick<DeliveryPolicy, 'baseDelayMs' | 'maxDelayMs'>): number {
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + (exponential / 2) * fraction);
}
