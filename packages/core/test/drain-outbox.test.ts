import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import {
  collapseDrops,
  makeDrainOutbox,
  makeLinks,
  makePruneNotifications,
  retryDelayMs,
  type ClaimedPriceDrop,
  type DeliveryFailure,
  type DeliveryPolicy,
  type Notifier,
  type PriceDropMessage,
  type Recipient,
} from '../src/index.js';
import { FixedClock, InMemoryNotificationOutbox } from '../src/testing/index.js';
import { recordingTranslator } from './support.js';

const ana: Recipient = { userId: 'u-ana', email: 'ana@example.test', name: 'Ana', lang: 'ro' };
const ivan: Recipient = { userId: 'u-ivan', email: 'ivan@example.test', name: 'Ivan', lang: 'ru' };
const START = new Date('2026-01-15T10:00:00.000Z');
const policy: DeliveryPolicy = { batchSize: 10, leaseMs: 60_000, maxAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 10_000 };

/** A notifier that records what it sends; `failWith` makes every send fail until cleared. */
function recordingNotifier() {
  const sent: PriceDropMessage[] = [];
  const state: { failWith: DeliveryFailure | null } = { failWith: null };
  const notifier: Notifier = {
    send: (message) => {
      if (state.failWith) return errAsync(state.failWith);
      sent.push(message);
      return okAsync(undefined);
    },
  };
  return { notifier, sent, state };
}

function world(fraction = 0.5) {
  const clock = new FixedClock(START);
  const outbox = new InMemoryNotificationOutbox(
    new Map([[ana.userId, ana], [ivan.userId, ivan]]),
    new Map([['a-chair', [{ text: 'Oak chair', lang: 'en' as const }, { text: 'Scaun de stejar', lang: 'ro' as const }]]]),
  );
  const { notifier, sent, state } = recordingNotifier();
  const translator = recordingTranslator();
  const links = makeLinks({ webBaseUrl: 'https://market.test', publicBaseUrl: 'https://api.market.test' }, 'email');
  const drain = makeDrainOutbox({ outbox, notifier, translator, links, clock, random: { fraction: () => fraction }, policy });
  const drop = (userId: string, oldPriceMinor: number, newPriceMinor: number) =>
    outbox.add({ userId, advertId: 'a-chair', currency: 'EUR', oldPriceMinor, newPriceMinor, at: clock.now() })[0]!;
  return { clock, outbox, sent, state, translator, drain, drop };
}

const run = async (drain: () => ReturnType<ReturnType<typeof makeDrainOutbox>>) => (await drain())._unsafeUnwrap();

describe('draining the notification outbox', () => {
  it('sends each saver one message in their language, with prices, discount and an email-tagged link', async () => {
    const w = world();
    const anaRow = w.drop(ana.userId, 10_000, 9_000);
    const ivanRow = w.drop(ivan.userId, 10_000, 9_000);
    expect(await run(w.drain)).toEqual({ delivered: 2, retried: 0, failed: 0 });
    expect(w.sent).toEqual([
      {
        id: `price-drop-${anaRow}`,
        lang: 'ro',
        recipient: { email: 'ana@example.test', name: 'Ana' },
        advert: { id: 'a-chair', title: 'Scaun de stejar', link: 'https://market.test/adverts/a-chair?utm_source=email' },
        currency: 'EUR',
        oldPriceMinor: 10_000,
        newPriceMinor: 9_000,
        discountPercent: 10,
      },
      expect.objectContaining({ id: `price-drop-${ivanRow}`, lang: 'ru', advert: expect.objectContaining({ title: '[ru] Oak chair' }) }),
    ]);
    // The stored Romanian title needs no translation; the Russian one is asked of the translator.
    expect(w.translator.calls.map((c) => c.to)).toEqual(['ru']);
    expect(await run(w.drain)).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect((await w.outbox.stats())._unsafeUnwrap()).toEqual({ pending: 0, failed: 0, oldestPendingAt: null });
  });

  it('collapses drops made before a delivery into one message: price before the first, latest price', async () => {
    const w = world();
    w.drop(ana.userId, 10_000, 9_000);
    w.clock.advance(1_000);
    const latest = w.drop(ana.userId, 9_000, 7_500);
    await run(w.drain);
    expect(w.sent.map((m) => [m.id, m.oldPriceMinor, m.newPriceMinor, m.discountPercent])).toEqual([[`price-drop-${latest}`, 10_000, 7_500, 25]]);
    expect((await w.outbox.list({ status: 'delivered', limit: 10 }))._unsafeUnwrap()).toHaveLength(2);
  });

  it('retries a failed send with growing, jittered waits, then marks it failed with the last error', async () => {
    const w = world(0.5);
    const row = w.drop(ana.userId, 10_000, 9_000);
    w.state.failWith = { code: 'delivery_failed', message: '421 busy', permanent: false };
    expect(await run(w.drain)).toEqual({ delivered: 0, retried: 1, failed: 0 });
    // 1 s base, attempt 1: half fixed + half of it times 0.5 = 750 ms.
    w.clock.advance(749);
    expect(await run(w.drain)).toEqual({ delivered: 0, retried: 0, failed: 0 });
    w.clock.advance(1);
    expect(await run(w.drain)).toEqual({ delivered: 0, retried: 1, failed: 0 });
    w.clock.advance(retryDelayMs(2, 0.5, policy));
    w.state.failWith = { code: 'delivery_failed', message: '451 still busy', permanent: false };
    expect(await run(w.drain)).toEqual({ delivered: 0, retried: 0, failed: 1 });
    w.clock.advance(3_600_000);
    expect(await run(w.drain)).toEqual({ delivered: 0, retried: 0, failed: 0 });
    const [failed] = (await w.outbox.list({ status: 'failed', limit: 10 }))._unsafeUnwrap();
    expect(failed).toMatchObject({ id: row, attempts: 3, lastError: '451 still busy' });
    expect(w.sent).toEqual([]);
  });

  it('marks a permanently refused message failed at once', async () => {
    const w = world();
    w.drop(ana.userId, 10_000, 9_000);
    w.state.failWith = { code: 'delivery_failed', message: '550 no such user', permanent: true };
    expect(await run(w.drain)).toEqual({ delivered: 0, retried: 0, failed: 1 });
  });

  it('resends, under the same id, what a drainer claimed and never settled once its lease runs out', async () => {
    const w = world();
    const row = w.drop(ana.userId, 10_000, 9_000);
    // A drainer that claimed the row and died before it sent or marked anything.
    await w.outbox.claim(10, w.clock.now(), new Date(w.clock.now().getTime() + policy.leaseMs));
    expect(await run(w.drain)).toEqual({ delivered: 0, retried: 0, failed: 0 });
    w.clock.advance(policy.leaseMs);
    expect(await run(w.drain)).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(w.sent.map((m) => m.id)).toEqual([`price-drop-${row}`]);
  });

  it('prunes delivered rows past the retention period only', async () => {
    const w = world();
    w.drop(ana.userId, 10_000, 9_000);
    await run(w.drain);
    w.drop(ivan.userId, 10_000, 9_000);
    const prune = makePruneNotifications({ outbox: w.outbox, clock: w.clock, retentionMs: 86_400_000 });
    w.clock.advance(86_400_000 - 1);
    expect((await prune())._unsafeUnwrap()).toBe(0);
    w.clock.advance(2);
    expect((await prune())._unsafeUnwrap()).toBe(1);
    expect((await w.outbox.list({ limit: 10 }))._unsafeUnwrap().map((r) => r.status)).toEqual(['pending']);
  });
});

describe('collapsing drops', () => {
  const claimed = (rowId: number, oldPriceMinor: number, newPriceMinor: number): ClaimedPriceDrop => ({
    rowId,
    attempts: 1,
    createdAt: START,
    recipient: ana,
    advert: { id: 'a-chair', title: { text: 'Oak chair', lang: 'en' } },
    currency: 'EUR',
    oldPriceMinor,
    newPriceMinor,
  });

  it('starts again after a rise between two drops, so the discount stays true', () => {
    // 100 -> 90, then a rise to 120 (no row), then 120 -> 110: the saver is told 120 -> 110.
    const [message] = collapseDrops([claimed(2, 12_000, 11_000), claimed(1, 10_000, 9_000)]);
    expect(message).toMatchObject({ id: 'price-drop-2', rowIds: [1, 2], oldPriceMinor: 12_000, newPriceMinor: 11_000, discountPercent: 8 });
  });

  it('keeps different savers and adverts apart', () => {
    const other = { ...claimed(3, 10_000, 9_000), recipient: ivan };
    expect(collapseDrops([claimed(1, 10_000, 9_000), other]).map((m) => m.id)).toEqual(['price-drop-1', 'price-drop-3']);
  });
});

describe('retry delays', () => {
  it('double per attempt, up to the cap, with half of each wait random', () => {
    const p = { baseDelayMs: 1_000, maxDelayMs: 5_000 };
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 0, p))).toEqual([500, 1_000, 2_000, 2_500, 2_500]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 0.999, p))).toEqual([1_000, 1_999, 3_998, 4_998]);
  });
});
