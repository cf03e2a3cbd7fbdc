import { describe, expect, it } from 'vitest';
import { makeMyAdverts } from '../src/use-cases/owner/my-adverts.js';
import { makeUpdateAdverts } from '../src/use-cases/owner/update-adverts.js';
import { untranslated, type Scope } from '../src/index.js';
import { anOwnAdvert, FixedClock, InMemoryOwnerAdverts, testId, type OwnAdvertFixture } from '../src/testing/index.js';
import { links } from './support.js';

const owner = testId();
const category = testId();
const now = new Date('2026-01-15T12:00:00Z');
const in14Days = new Date('2026-01-29T12:00:00Z');
const ctx = { lang: 'en' as const, links, principal: { userId: owner, keyId: 'k1', scopes: ['adverts:write', 'adverts:read'] satisfies Scope[] } };

function world(extra: Partial<OwnAdvertFixture>[] = []) {
  const mine = (o: Partial<OwnAdvertFixture>) => anOwnAdvert({ ownerId: owner, categoryId: category, ...o });
  const eur = mine({ titles: { en: 'Samsung phone' }, priceMinor: 10_000, savedBy: ['s1', 's2'] });
  const cheap = mine({ titles: { en: 'Phone case' }, priceMinor: 1_999 });
  const rsd = mine({ titles: { en: 'Chair' }, currency: 'RSD', priceMinor: 2_500_000, savedBy: ['s3'] });
  const variants = mine({ titles: { en: 'Laptop' }, variants: [{ title: '8 GB', priceMinor: 50_000, isAvailable: true }, { title: '16 GB', priceMinor: 60_000, isAvailable: false }] });
  const unpriced = mine({ titles: { en: 'Sofa' }, priceMinor: null });
  const others = extra.map(mine);
  const port = new InMemoryOwnerAdverts({ owners: [{ userId: owner, plan: 'basic' }], adverts: [eur, cheap, rsd, variants, unpriced, ...others], categories: [] });
  const update = makeUpdateAdverts({ ownerAdverts: port, clock: new FixedClock(now) });
  const run = (rule: object, selector: object = { all: true }) => update({ selector, rule }, ctx);
  const price = (a: OwnAdvertFixture) => port.advert(a.id)?.priceMinor;
  return { port, run, price, eur, cheap, rsd, variants, unpriced, others };
}

const sortedFailures = (failures: { advert_id: string; code: string }[]) => [...failures].sort((a, b) => a.advert_id.localeCompare(b.advert_id));

describe('update_adverts price rules', () => {
  it('changes by percent, rounding half away from zero, skipping configurations and unpriced adverts', async () => {
    const w = world();
    const result = (await w.run({ percent: -10 }))._unsafeUnwrap();
    expect([w.price(w.eur), w.price(w.cheap), w.price(w.rsd)]).toEqual([9_000, 1_799, 2_250_000]);
    expect(result.applied).toBe(3);
    expect(sortedFailures(result.failures)).toEqual(
      sortedFailures([{ advert_id: w.variants.id, code: 'has_variants' }, { advert_id: w.unpriced.id, code: 'invalid_price' }]),
    );
    expect(w.port.advert(w.variants.id)).toEqual(w.variants);
    const up = world([{ priceMinor: 15 }]);
    await up.run({ percent: 10 }, { ids: [up.others[0]!.id] });
    expect(up.price(up.others[0]!)).toBe(17);
  });

  it('restricts a rule with a currency to adverts in it', async () => {
    const w = world();
    const result = (await w.run({ delta: -5, currency: 'EUR' }))._unsafeUnwrap();
    expect([w.price(w.eur), w.price(w.cheap), w.price(w.rsd)]).toEqual([9_500, 1_499, 2_500_000]);
    expect(result.failures).toContainEqual({ advert_id: w.rsd.id, code: 'currency_mismatch' });
    expect(result).toMatchObject({ applied: 2, failed: 3 });
    const percent = world();
    await percent.run({ percent: 50, currency: 'RSD' });
    expect([percent.price(percent.eur), percent.price(percent.rsd)]).toEqual([10_000, 3_750_000]);
  });

  it.each([[{ delta: -1 }], [{ set: 10 }]])('answers currency_required for %j over several currencies, changing nothing', async (rule) => {
    const w = world();
    expect((await w.run(rule))._unsafeUnwrapErr()).toMatchObject({ code: 'currency_required', field: 'rule.currency' });
    for (const advert of [w.eur, w.cheap, w.rsd, w.unpriced]) expect(w.port.advert(advert.id)).toEqual(advert);
    expect(w.port.outbox).toEqual([]);
  });

  it('takes delta and set in the adverts\' currency when they share one', async () => {
    const w = world();
    expect((await w.run({ set: 49.999 }, { query: 'phone' }))._unsafeUnwrap()).toEqual({ applied: 2, failed: 0, failures: [] });
    expect([w.price(w.eur), w.price(w.cheap)]).toEqual([5_000, 5_000]);
  });

  it.each([
    ['a delta to zero', { delta: -100 }, 'eur'],
    ['a delta below zero', { delta: -150.5 }, 'eur'],
    ['a set that rounds to zero', { set: 0.004, currency: 'EUR' }, 'eur'],
    ['a percent that rounds to zero', { percent: -60 }, 'tiny'],
    ['a relative change of an unpriced advert', { delta: 5 }, 'unpriced'],
  ] as const)('fails %s with invalid_price', async (_name, rule, which) => {
    const w = world([{ priceMinor: 1, titles: { en: 'tiny' } }]);
    const target = which === 'tiny' ? w.others[0]! : w[which];
    const result = (await w.run(rule, { ids: [target.id] }))._unsafeUnwrap();
    expect(result).toEqual({ applied: 0, failed: 1, failures: [{ advert_id: target.id, code: 'invalid_price' }] });
    expect(w.port.advert(target.id)).toEqual(target);
  });

  it('prices an unpriced advert with set, without a discount or a notice', async () => {
    const w = world();
    expect((await w.run({ set: 25 }, { ids: [w.unpriced.id] }))._unsafeUnwrap()).toEqual({ applied: 1, failed: 0, failures: [] });
    expect(w.port.advert(w.unpriced.id)).toMatchObject({ priceMinor: 2_500, discountPercent: null });
    expect(w.port.outbox).toEqual([]);
  });

  it.each([
    ['JPY', 1234.5, 1235, 1235],
    ['EUR', 19.995, 2000, 20],
    ['KWD', 1.0005, 1001, 1.001],
  ])('rounds a set in %s to its minor unit and reads it back as such', async (currency, amount, minor, shown) => {
    const w = world([{ currency, titles: { en: 'Priced abroad' } }]);
    const target = w.others[0]!;
    await w.run({ set: amount, currency }, { ids: [target.id] });
    expect(w.price(target)).toBe(minor);
    const listed = await makeMyAdverts({ ownerReads: w.port, translator: untranslated, clock: new FixedClock(now) })({ query: 'priced' }, ctx);
    expect(listed._unsafeUnwrap().adverts[0]).toMatchObject({ price: shown, currency });
  });
});

describe('update_adverts discounts and notices', () => {
  it('turns a drop into a 14-day public discount and notifies each saver once', async () => {
    const w = world();
    await w.run({ percent: -20 }, { ids: [w.eur.id, w.rsd.id] });
    expect(w.port.advert(w.eur.id)).toMatchObject({ priceMinor: 8_000, discountPercent: 20, discountUntil: in14Days });
    const notice = { topic: 'advert.price_dropped', currency: 'EUR', advertId: w.eur.id, oldPriceMinor: 10_000, newPriceMinor: 8_000, discountPercent: 20, at: now };
    expect(w.port.outbox).toEqual([
      { ...notice, userId: 's1' },
      { ...notice, userId: 's2' },
      { ...notice, userId: 's3', advertId: w.rsd.id, currency: 'RSD', oldPriceMinor: 2_500_000, newPriceMinor: 2_000_000 },
    ].sort((a, b) => (a.advertId < b.advertId ? -1 : a.advertId > b.advertId ? 1 : 0)));
  });

  it('rounds the discount to a whole percent of the old price', async () => {
    const w = world();
    await w.run({ set: 12.5, currency: 'EUR' }, { ids: [w.cheap.id] });
    expect(w.port.advert(w.cheap.id)?.discountPercent).toBe(37); // 100 * 7.49 / 19.99 = 37.47
  });

  it('clears the discount on a rise and tells no one', async () => {
    const w = world([{ priceMinor: 8_000, discountPercent: 20, discountUntil: in14Days, savedBy: ['s9'], titles: { en: 'Discounted' } }]);
    const discounted = w.others[0]!;
    await w.run({ delta: 1 }, { ids: [discounted.id] });
    expect(w.port.advert(discounted.id)).toMatchObject({ priceMinor: 8_100, discountPercent: null, discountUntil: null });
    expect(w.port.outbox).toEqual([]);
  });

  it('keeps the discount when the price does not change', async () => {
    const w = world([{ priceMinor: 8_000, discountPercent: 20, discountUntil: in14Days, savedBy: ['s9'], titles: { en: 'Discounted' } }]);
    const discounted = w.others[0]!;
    expect((await w.run({ set: 80 }, { ids: [discounted.id] }))._unsafeUnwrap().applied).toBe(1);
    expect(w.port.advert(discounted.id)).toEqual(discounted);
    expect(w.port.outbox).toEqual([]);
  });

  it('keeps showing the whole drop after a further small cut, and clears it on a rise', async () => {
    const w = world();
    await w.run({ percent: -20 }, { ids: [w.eur.id] });
    await w.run({ delta: -0.08, currency: 'EUR' }, { ids: [w.eur.id] });
    expect(w.port.advert(w.eur.id)).toMatchObject({ priceMinor: 7_992, discountPercent: 20, discountUntil: in14Days, discountFromMinor: 10_000 });
    expect(w.port.outbox.at(-1)).toMatchObject({ oldPriceMinor: 8_000, newPriceMinor: 7_992, discountPercent: 20 });
    await w.run({ delta: 0.01, currency: 'EUR' }, { ids: [w.eur.id] });
    expect(w.port.advert(w.eur.id)).toMatchObject({ priceMinor: 7_993, discountPercent: null, discountUntil: null, discountFromMinor: null });
  });

  it('notifies savers of a drop too small to show as a percent, without a discount', async () => {
    const w = world();
    await w.run({ delta: -0.4, currency: 'EUR' }, { ids: [w.eur.id] });
    expect(w.port.advert(w.eur.id)).toMatchObject({ priceMinor: 9_960, discountPercent: null });
    expect(w.port.outbox.map((n) => [n.userId, n.discountPercent])).toEqual([['s1', null], ['s2', null]]);
  });
});

describe('update_adverts availability', () => {
  it('sets every configuration of adverts with configurations; others fail no_variants', async () => {
    const w = world();
    const result = (await w.run({ is_available: false }))._unsafeUnwrap();
    expect(result.applied).toBe(1);
    expect(result.failed).toBe(4);
    expect(new Set(result.failures.map((f) => f.code))).toEqual(new Set(['no_variants']));
    expect(w.port.advert(w.variants.id)?.variants.map((v) => v.isAvailable)).toEqual([false, false]);
    await w.run({ is_available: true }, { ids: [w.variants.id] });
    expect(w.port.advert(w.variants.id)?.variants.map((v) => v.isAvailable)).toEqual([true, true]);
    expect(w.price(w.eur)).toBe(10_000);
  });
});
