import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/language.js';
import type { Recipient } from '../../domain/notification.js';
import type { NotificationOutbox } from '../../ports/notifications.js';
import type { PriceDropFixture } from '../in-memory-notification-outbox.js';

export interface OutboxAdvertFixture {
  readonly id: string;
  readonly sellerId: string;
  readonly originalLang: Language;
  /** Titles by language; the original's language among them. */
  readonly titles: Partial<Record<Language, string>>;
}

export interface OutboxFixture {
  readonly seller: Recipient;
  readonly recipients: readonly Recipient[];
  readonly adverts: readonly OutboxAdvertFixture[];
}

export interface OutboxHarness {
  readonly outbox: NotificationOutbox;
  /** Writes outbox rows as a price drop does; returns their ids in order. */
  addDrops(drops: readonly PriceDropFixture[]): Promise<number[]>;
  close(): Promise<void>;
}

const hex = (n: number) => n.toString(16).padStart(12, '0');
const person = (n: number, name: string, lang: Language): Recipient => ({
  userId: `51000000-0000-4000-8000-${hex(n)}`,
  email: `${name.toLowerCase()}@example.test`,
  name,
  lang,
});
const advertId = (n: number) => `52000000-0000-4000-8000-${hex(n)}`;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 15, 10, minute));

const ana = person(1, 'Ana', 'ro');
const ivan = person(2, 'Ivan', 'ru');
const seller = person(3, 'Sam', 'en');

export const OUTBOX_FIXTURE: OutboxFixture = {
  seller,
  recipients: [ana, ivan],
  adverts: [
    { id: advertId(1), sellerId: seller.userId, originalLang: 'en', titles: { en: 'Oak chair', ro: 'Scaun de stejar' } },
    { id: advertId(2), sellerId: seller.userId, originalLang: 'de', titles: { de: 'Lampe' } },
  ],
};

const drop = (userId: string, advert: number, oldPriceMinor: number, newPriceMinor: number, minute: number): PriceDropFixture => ({
  userId,
  advertId: advertId(advert),
  currency: 'EUR',
  oldPriceMinor,
  newPriceMinor,
  at: at(minute),
});

const LEASE_MS = 60_000;
const leaseFrom = (now: Date) => new Date(now.getTime() + LEASE_MS);

/**
 * What every implementation of the `NotificationOutbox` port must do: claims under leases, pairs
 * claimed whole, backoff due times, failed rows kept, pruning of delivered rows only. It runs
 * against InMemoryNotificationOutbox and the PostgreSQL and PGlite adapters.
 */
export function describeNotificationOutboxContract(name: string, open: (fixture: OutboxFixture) => Promise<OutboxHarness>): void {
  describe(`NotificationOutbox contract: ${name}`, () => {
    let harness: OutboxHarness | undefined;
    const start = async () => (harness = await open(OUTBOX_FIXTURE));
    afterEach(async () => {
      await harness?.close();
      harness = undefined;
    });

    it('claims a drop with its recipient and the title in the recipient language, else the original', async () => {
      const { outbox, addDrops } = await start();
      const [first, second] = await addDrops([drop(ana.userId, 1, 10_000, 9_000, 1), drop(ivan.userId, 2, 5_000, 4_000, 2)]);
      const claimed = (await outbox.claim(10, at(5), leaseFrom(at(5))))._unsafeUnwrap();
      expect(claimed.sort((a, b) => a.rowId - b.rowId)).toEqual([
        { rowId: first, attempts: 1, createdAt: at(1), recipient: ana, advert: { id: advertId(1), title: { text: 'Scaun de stejar', lang: 'ro' } }, currency: 'EUR', oldPriceMinor: 10_000, newPriceMinor: 9_000 },
        { rowId: second, attempts: 1, createdAt: at(2), recipient: ivan, advert: { id: advertId(2), title: { text: 'Lampe', lang: 'de' } }, currency: 'EUR', oldPriceMinor: 5_000, newPriceMinor: 4_000 },
      ]);
    });

    it('skips rows under another claim until its lease runs out, then counts another attempt', async () => {
      const { outbox, addDrops } = await start();
      await addDrops([drop(ana.userId, 1, 10_000, 9_000, 1)]);
      expect((await outbox.claim(10, at(5), leaseFrom(at(5))))._unsafeUnwrap()).toHaveLength(1);
      expect((await outbox.claim(10, at(5), leaseFrom(at(5))))._unsafeUnwrap()).toEqual([]);
      const later = new Date(leaseFrom(at(5)).getTime() + 1);
      const again = (await outbox.claim(10, later, leaseFrom(later)))._unsafeUnwrap();
      expect(again.map((d) => d.attempts)).toEqual([2]);
    });

    it('counts the limit in (saver, advert) pairs and claims every due row of a pair', async () => {
      const { outbox, addDrops } = await start();
      const ids = await addDrops([
        drop(ana.userId, 1, 10_000, 9_000, 1),
        drop(ivan.userId, 1, 10_000, 9_000, 1),
        drop(ana.userId, 1, 9_000, 8_000, 2),
      ]);
      const claimed = (await outbox.claim(1, at(5), leaseFrom(at(5))))._unsafeUnwrap();
      expect(claimed.map((d) => d.rowId).sort()).toEqual([ids[0], ids[2]].sort());
      const rest = (await outbox.claim(1, at(5), leaseFrom(at(5))))._unsafeUnwrap();
      expect(rest.map((d) => d.rowId)).toEqual([ids[1]]);
    });

    it('takes a row still backing off along with a due row of the same saver and advert', async () => {
      const { outbox, addDrops } = await start();
      const [first] = await addDrops([drop(ana.userId, 1, 10_000, 9_000, 1)]);
      await outbox.claim(10, at(5), leaseFrom(at(5)));
      await outbox.markRetry([first!], 'busy', at(10));
      // A new drop is due at once; the first, due only at 10:10, goes with it.
      const [second] = await addDrops([drop(ana.userId, 1, 9_000, 8_000, 6)]);
      const claimed = (await outbox.claim(10, at(7), leaseFrom(at(7))))._unsafeUnwrap();
      expect(claimed.map((d) => [d.rowId, d.attempts])).toEqual([[first, 2], [second, 1]]);
    });

    it('holds a row to retry until its due time and keeps the error', async () => {
      const { outbox, addDrops } = await start();
      const [id] = await addDrops([drop(ana.userId, 1, 10_000, 9_000, 1)]);
      await outbox.claim(10, at(5), leaseFrom(at(5)));
      await outbox.markRetry([id!], '421 try later', at(10));
      expect((await outbox.claim(10, at(9), leaseFrom(at(9))))._unsafeUnwrap()).toEqual([]);
      const [listed] = (await outbox.list({ status: 'pending', limit: 10 }))._unsafeUnwrap();
      expect(listed).toMatchObject({ id, status: 'pending', attempts: 1, lastError: '421 try later', nextAttemptAt: at(10) });
      expect((await outbox.claim(10, at(10), leaseFrom(at(10))))._unsafeUnwrap().map((d) => d.attempts)).toEqual([2]);
    });

    it('keeps a failed row out of claims, lists and counts it, and puts it back on retry', async () => {
      const { outbox, addDrops } = await start();
      const [id, other] = await addDrops([drop(ana.userId, 1, 10_000, 9_000, 1), drop(ivan.userId, 2, 5_000, 4_000, 3)]);
      await outbox.claim(10, at(5), leaseFrom(at(5)));
      await outbox.markFailed([id!], '550 no such mailbox', at(6));
      await outbox.markRetry([other!], 'later', at(6));
      expect((await outbox.claim(10, at(20), leaseFrom(at(20))))._unsafeUnwrap().map((d) => d.rowId)).toEqual([other]);
      expect((await outbox.stats())._unsafeUnwrap()).toEqual({ pending: 1, failed: 1, oldestPendingAt: at(3) });
      const failed = (await outbox.list({ status: 'failed', limit: 10 }))._unsafeUnwrap();
      expect(failed).toMatchObject([{ id, status: 'failed', lastError: '550 no such mailbox', failedAt: at(6), attempts: 1 }]);
      await outbox.markDelivered([other!], at(21));
      expect((await outbox.retry('all_failed', at(30)))._unsafeUnwrap()).toBe(1);
      expect((await outbox.retry({ ids: [id!] }, at(30)))._unsafeUnwrap()).toBe(1);
      const back = (await outbox.claim(10, at(30), leaseFrom(at(30))))._unsafeUnwrap();
      expect(back.map((d) => [d.rowId, d.attempts])).toEqual([[id, 1]]);
    });

    it('never changes a row another drainer settled, and prunes only delivered rows past the cutoff', async () => {
      const { outbox, addDrops } = await start();
      const [old, recent, waiting] = await addDrops([
        drop(ana.userId, 1, 10_000, 9_000, 1),
        drop(ivan.userId, 1, 10_000, 9_000, 2),
        drop(ivan.userId, 2, 5_000, 4_000, 3),
      ]);
      await outbox.claim(10, at(5), leaseFrom(at(5)));
      await outbox.markDelivered([old!], at(6));
      await outbox.markRetry([old!], 'late', at(7));
      await outbox.markDelivered([recent!], at(20));
      await outbox.markFailed([waiting!], 'gone', at(20));
      expect((await outbox.list({ status: 'delivered', limit: 10 }))._unsafeUnwrap().map((r) => r.id)).toEqual([recent, old]);
      expect((await outbox.pruneDelivered(at(10)))._unsafeUnwrap()).toBe(1);
      expect((await outbox.list({ limit: 10 }))._unsafeUnwrap().map((r) => [r.id, r.status])).toEqual([
        [waiting, 'failed'],
        [recent, 'delivered'],
      ]);
    });
  });
}
