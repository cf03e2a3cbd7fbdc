import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { anOwnAdvert, InMemoryOwnerAdverts, testId } from '../src/testing/index.js';

const owner = testId();
const category = testId();
const now = new Date('2026-01-15T12:00:00Z');
const noFilter = { ids: null, categoryId: null, condition: null, contour: null };

function store() {
  const advert = anOwnAdvert({ ownerId: owner, categoryId: category, priceMinor: 10_000, savedBy: ['u1', 'u2'] });
  const other = anOwnAdvert({ ownerId: owner, categoryId: category, priceMinor: 5_000 });
  const port = new InMemoryOwnerAdverts({ owners: [{ userId: owner, plan: 'basic' }], adverts: [advert, other], categories: [{ id: category, parentId: null }] });
  return { port, advert, other };
}

const change = (priceMinor: number) => ({ priceMinor, discountPercent: null, discountUntil: null });

describe('InMemoryOwnerAdverts.transact', () => {
  it('commits the work of a successful transaction', async () => {
    const { port, advert } = store();
    const result = await port.transact(owner, (ws) =>
      ws.changePrice(advert.id, change(9_000), now).andThen(() => ws.bump(advert.id, 'paid', now)),
    );
    expect(result.isOk()).toBe(true);
    expect(port.advert(advert.id)).toMatchObject({ priceMinor: 9_000, bumpedAt: now });
    expect(port.bumps).toEqual([{ advertId: advert.id, ownerId: owner, kind: 'paid', at: now }]);
  });

  it('rolls everything back when the work ends in an error result', async () => {
    const { port, advert } = store();
    const result = await port.transact(owner, (ws) =>
      ws
        .changePrice(advert.id, change(1_000), now)
        .andThen(() => ws.notifySavers({ advertId: advert.id, oldPriceMinor: 10_000, newPriceMinor: 1_000, currency: 'EUR', discountPercent: 90 }, now))
        .andThen(() => ws.bump(advert.id, 'paid', now))
        .andThen(() => errAsync({ code: 'conflict' as const })),
    );
    expect(result._unsafeUnwrapErr()).toEqual({ code: 'conflict' });
    expect(port.advert(advert.id)).toEqual(advert);
    expect(port.bumps).toEqual([]);
    expect(port.outbox).toEqual([]);
  });

  it('sees its own uncommitted writes inside the transaction', async () => {
    const { port, advert } = store();
    const seen = await port.transact(owner, (ws) =>
      ws.archive(advert.id, 'other', now).andThen(() => ws.account(now)).andThen((account) =>
        ws.adverts({ ...noFilter, ids: [advert.id] }).map(([state]) => ({ active: account.activeAdverts, status: state?.status })),
      ),
    );
    expect(seen._unsafeUnwrap()).toEqual({ active: 1, status: 'archived' });
    expect(port.advert(advert.id)?.status).toBe('archived');
  });

  it('answers unavailable from a failing write and keeps the earlier writes uncommitted', async () => {
    const { port, advert, other } = store();
    port.failWritesAfter(1);
    const result = await port.transact(owner, (ws) =>
      ws.changePrice(advert.id, change(9_000), now).andThen(() => ws.changePrice(other.id, change(4_000), now)),
    );
    expect(result._unsafeUnwrapErr().code).toBe('unavailable');
    expect(port.advert(advert.id)?.priceMinor).toBe(10_000);
    port.failWritesAfter(null);
    expect((await port.transact(owner, (ws) => ws.changePrice(advert.id, change(9_000), now))).isOk()).toBe(true);
  });

  it('runs one owner\'s transactions one after another, each seeing the last commit', async () => {
    const { port, advert } = store();
    const order: string[] = [];
    const step = (name: string) =>
      port.transact(owner, (ws) =>
        ws.adverts({ ...noFilter, ids: [advert.id] }).andThen(([state]) => {
          order.push(`${name} reads ${state?.priceMinor}`);
          return ws.changePrice(advert.id, change((state?.priceMinor ?? 0) + 1), now);
        }),
      );
    await Promise.all([step('a'), step('b'), step('c')]);
    expect(order).toEqual(['a reads 10000', 'b reads 10001', 'c reads 10002']);
    expect(port.advert(advert.id)?.priceMinor).toBe(10_003);
  });

  it('releases the owner\'s lock when the work throws (a bug), so later work still runs', async () => {
    const { port, advert } = store();
    await expect(port.transact(owner, () => { throw new Error('bug'); })).rejects.toThrow('bug');
    const after = await port.transact(owner, (ws) => ws.adverts({ ...noFilter, ids: [advert.id] }));
    expect(after._unsafeUnwrap()).toHaveLength(1);
  });

  it('leaves other owners\' adverts alone', async () => {
    const { port, advert } = store();
    const stranger = testId();
    const result = await port.transact(stranger, (ws) =>
      ws.changePrice(advert.id, change(1), now).andThen(() => ws.adverts(noFilter)),
    );
    expect(result._unsafeUnwrap()).toEqual([]);
    expect(port.advert(advert.id)?.priceMinor).toBe(10_000);
  });
});
