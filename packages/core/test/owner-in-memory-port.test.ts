import { describe, expect, it } from 'vitest';
import { anOwnAdvert, InMemoryOwnerAdverts, testId } from '../src/testing/index.js';

// What the port promises is in its contract (src/testing/contracts/owner-adverts.contract.ts); this is the fake's own outage switch.
const owner = testId();
const category = testId();
const now = new Date('2026-01-15T12:00:00Z');
const change = (priceMinor: number) => ({ priceMinor, discountPercent: null, discountUntil: null, discountFromMinor: null });

describe('InMemoryOwnerAdverts.failWritesAfter', () => {
  it('answers unavailable from a failing write and keeps the earlier writes uncommitted', async () => {
    const advert = anOwnAdvert({ ownerId: owner, categoryId: category, priceMinor: 10_000 });
    const other = anOwnAdvert({ ownerId: owner, categoryId: category, priceMinor: 5_000 });
    const port = new InMemoryOwnerAdverts({ owners: [{ userId: owner, plan: 'basic' }], adverts: [advert, other], categories: [{ id: category, parentId: null }] });
    port.failWritesAfter(1);
    const result = await port.transact(owner, (ws) =>
      ws.changePrice(advert.id, change(9_000), now).andThen(() => ws.changePrice(other.id, change(4_000), now)),
    );
    expect(result._unsafeUnwrapErr().code).toBe('unavailable');
    expect(port.advert(advert.id)?.priceMinor).toBe(10_000);
    port.failWritesAfter(null);
    expect((await port.transact(owner, (ws) => ws.changePrice(advert.id, change(9_000), now))).isOk()).toBe(true);
    expect(port.advert(advert.id)?.priceMinor).toBe(9_000);
  });
});
