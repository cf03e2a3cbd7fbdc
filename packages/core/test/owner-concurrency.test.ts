import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../src/domain/time.js';
import { makeBumpAdverts } from '../src/use-cases/owner/bump-adverts.js';
import { makeRestoreAdvert } from '../src/use-cases/owner/archive-restore.js';
import { anOwnAdvert, FixedClock, InMemoryOwnerAdverts, testId } from '../src/testing/index.js';
import { links } from './support.js';

const owner = testId();
const category = testId();
const now = new Date('2026-01-15T12:00:00Z');
const threeDaysAgo = new Date(now.getTime() - 3 * DAY_MS);
const ctx = { lang: 'en' as const, links, principal: { userId: owner, keyId: 'k1', scopes: ['adverts:write' as const] } };
const deps = (port: InMemoryOwnerAdverts) => ({ ownerAdverts: port, clock: new FixedClock(now) });

describe('one owner\'s parallel calls', () => {
  it('never spend more bumps than the monthly quota', async () => {
    const adverts = Array.from({ length: 30 }, () =>
      anOwnAdvert({ ownerId: owner, categoryId: category, lastFreeBumpAt: threeDaysAgo, bumpedAt: threeDaysAgo }),
    );
    const port = new InMemoryOwnerAdverts({ owners: [{ userId: owner, plan: 'basic' }], adverts, categories: [] });
    const bump = makeBumpAdverts(deps(port));
    const results = await Promise.all(adverts.map((a) => bump({ selector: { ids: [a.id] } }, ctx)));
    const paid = results.reduce((sum, r) => sum + r._unsafeUnwrap().paid, 0);
    expect(paid).toBe(10);
    expect(results.flatMap((r) => r._unsafeUnwrap().failures.map((f) => f.code))).toEqual(Array(20).fill('quota_exhausted'));
    expect(port.bumps.filter((b) => b.kind === 'paid')).toHaveLength(10);
  });

  it('bump one advert once however many calls race for it', async () => {
    const advert = anOwnAdvert({ ownerId: owner, categoryId: category });
    const port = new InMemoryOwnerAdverts({ owners: [{ userId: owner, plan: 'pro' }], adverts: [advert], categories: [] });
    const bump = makeBumpAdverts(deps(port));
    const results = await Promise.all(Array.from({ length: 10 }, () => bump({ selector: { all: true } }, ctx)));
    expect(results.map((r) => r._unsafeUnwrap().free + r._unsafeUnwrap().paid).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(port.bumps).toHaveLength(1);
  });

  it('never restore past the plan\'s advert limit', async () => {
    const active = Array.from({ length: 8 }, () => anOwnAdvert({ ownerId: owner, categoryId: category }));
    const archived = Array.from({ length: 10 }, () => anOwnAdvert({ ownerId: owner, categoryId: category, status: 'archived' }));
    const port = new InMemoryOwnerAdverts({ owners: [{ userId: owner, plan: 'free' }], adverts: [...active, ...archived], categories: [] });
    const restore = makeRestoreAdvert(deps(port));
    const results = await Promise.all(archived.map((a) => restore({ advert_id: a.id }, ctx)));
    expect(results.filter((r) => r.isOk())).toHaveLength(2);
    expect(results.filter((r) => r.isErr()).map((r) => r._unsafeUnwrapErr().code)).toEqual(Array(8).fill('advert_limit_reached'));
    expect([...active, ...archived].filter((a) => port.advert(a.id)?.status === 'active')).toHaveLength(10);
  });
});
