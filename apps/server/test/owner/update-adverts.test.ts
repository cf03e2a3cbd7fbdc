import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyAdverts, UpdateResult } from '@marketplace/core';
import { forThisTest, startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError, qs } from '../rest/http.js';
import { ownerMarketplace, UNKNOWN_ID } from './support/marketplace.js';
import { owner } from './support/owner-http.js';
import { publicRead } from './support/public-http.js';
import { outbox } from './support/tables.js';

/**
 * update_adverts: price rules and stock over a selector, per-advert failures, and what the public
 * and the savers see. The tests on the shared server change no price another test reads (or change
 * nothing); a test whose change others would see (a rise over a drop, a rise of the oak chair) runs
 * on a server of its own, so their order does not matter.
 */

const market = ownerMarketplace();
const { adverts, categories, users } = market;

interface OwnerApp {
  readonly app: TestApp;
  readonly key: string;
}
/** A server over a fresh database holding the owner marketplace, and the owner's key. */
async function startOwnerApp(): Promise<OwnerApp> {
  const started = await startTestApp(market.data);
  return { app: started, key: await issueKey(started.services.database, users.owner.id, { scopes: ['adverts:write', 'adverts:read'] }) };
}
const ownOwnerApp = () => forThisTest(startOwnerApp());

let shared: OwnerApp;
let app: TestApp;
let key: string;
beforeAll(async () => {
  shared = await startOwnerApp();
  ({ app, key } = shared);
});
afterAll(async () => {
  await app.close();
});

const update = async (selector: object, rule: object, on: OwnerApp = shared): Promise<UpdateResult> => {
  const answer = await owner.update<UpdateResult>(on.app, on.key, { selector, rule });
  expect(answer.status).toBe(200);
  return answer.body;
};
const ownPrices = async () => {
  const { adverts: own } = (await owner.myAdverts<MyAdverts>(app, key, '?limit=50')).body;
  return Object.fromEntries(own.map((a) => [a.id, a.price]));
};
const card = async (word: string, on: OwnerApp = shared) => (await publicRead.search(on.app, qs(['queries', word]))).adverts[0];
const failuresOf = (result: UpdateResult) => [...result.failures].sort((a, b) => a.advert_id.localeCompare(b.advert_id));
const failure = (advert: { id: string }, code: string) => ({ advert_id: advert.id, code });
const sorted = (list: { advert_id: string; code: string }[]) => [...list].sort((a, b) => a.advert_id.localeCompare(b.advert_id));

describe('currency_required', () => {
  it.each([{ delta: -5 }, { set: 10 }])('refuses %o over adverts in two currencies, changing nothing', async (rule) => {
    const before = await ownPrices();
    const outboxBefore = await outbox(app);
    const answer = await owner.update(app, key, { selector: { all: true }, rule });
    expectError(answer, 400, 'currency_required', 'rule.currency');
    expect(await ownPrices()).toEqual(before);
    expect(await outbox(app)).toEqual(outboxBefore);
  });
});

describe('a price drop and a rise', () => {
  it('shows a drop as a discount in search and on the advert, and notifies each saver once', async () => {
    const result = await update({ ids: [adverts.phoneEur.id] }, { set: 150, currency: 'EUR' });
    expect(result).toEqual({ applied: 1, failed: 0, failures: [] });
    expect(await card('galaxy')).toMatchObject({ id: adverts.phoneEur.id, price: 150, discount_percent: 25 });
    expect(await publicRead.advert(app, adverts.phoneEur.id)).toMatchObject({ price: 150, discount_percent: 25 });
    const notices = (await outbox(app)).filter((row) => row.payload.advert_id === adverts.phoneEur.id);
    expect(notices.map((row) => row.topic)).toEqual(['advert.price_dropped', 'advert.price_dropped']);
    expect(notices.map((row) => row.payload.user_id).sort()).toEqual([users.saverA.id, users.saverB.id].sort());
    expect(notices[0]?.payload).toMatchObject({ old_price_minor: 20_000, new_price_minor: 15_000, currency: 'EUR', discount_percent: 25 });
  });

  it('keeps the whole drop through a further small cut, then clears it on a rise', async () => {
    const own = await ownOwnerApp();
    const shown = async () => ({ card: await card('galaxy', own), advert: await publicRead.advert(own.app, adverts.phoneEur.id) });
    await update({ ids: [adverts.phoneEur.id] }, { set: 150, currency: 'EUR' }, own);
    await update({ ids: [adverts.phoneEur.id] }, { delta: -0.1, currency: 'EUR' }, own);
    const afterCut = await shown();
    expect(afterCut.card).toMatchObject({ price: 149.9, discount_percent: 25 });
    expect(afterCut.advert).toMatchObject({ price: 149.9, discount_percent: 25 });
    await update({ ids: [adverts.phoneEur.id] }, { delta: 0.05, currency: 'EUR' }, own);
    const afterRise = await shown();
    expect(afterRise.card).toMatchObject({ price: 149.95, discount_percent: null });
    expect(afterRise.advert).toMatchObject({ price: 149.95, discount_percent: null });
  });

  it('clears the discount on a rise and notifies nobody', async () => {
    const own = await ownOwnerApp();
    await update({ ids: [adverts.phoneEur.id] }, { set: 150, currency: 'EUR' }, own);
    expect(await card('galaxy', own)).toMatchObject({ price: 150, discount_percent: 25 });
    const before = (await outbox(own.app)).length;
    expect(await update({ ids: [adverts.phoneEur.id] }, { delta: 10, currency: 'EUR' }, own)).toEqual({ applied: 1, failed: 0, failures: [] });
    expect(await card('galaxy', own)).toMatchObject({ price: 160, discount_percent: null });
    expect(await publicRead.advert(own.app, adverts.phoneEur.id)).toMatchObject({ price: 160, discount_percent: null });
    expect(await outbox(own.app)).toHaveLength(before);
  });
});

describe('price rules', () => {
  it('changes by percent across currencies, rounded to the minor unit', async () => {
    const result = await update({ category_id: categories.chairs.id }, { percent: -10 });
    expect(result).toEqual({ applied: 2, failed: 0, failures: [] });
    const prices = await ownPrices();
    expect([prices[adverts.oakChair.id], prices[adverts.woodenChair.id]]).toEqual([40.5, 27]);
    expect(await card('oak')).toMatchObject({ price: 40.5, discount_percent: 10 });
    const notices = (await outbox(app)).filter((row) => row.payload.advert_id === adverts.oakChair.id);
    expect(notices.map((row) => row.payload.user_id)).toEqual([users.saverC.id]);
  });

  it('changes by delta only the adverts in the named currency', async () => {
    const result = await update({ all: true }, { delta: -1000, currency: 'RSD' });
    expect(result.applied).toBe(1);
    expect((await ownPrices())[adverts.phoneRsd.id]).toBe(14_000);
    expect(failuresOf(result)).toEqual(
      sorted([
        failure(adverts.laptop, 'has_variants'),
        failure(adverts.phoneEur, 'currency_mismatch'),
        failure(adverts.oakChair, 'currency_mismatch'),
        failure(adverts.woodenChair, 'currency_mismatch'),
        failure(adverts.repairKit, 'currency_mismatch'),
      ]),
    );
    expect(result.failed).toBe(5);
  });

  it('sets a price on an advert that had none, without a discount', async () => {
    expect(await update({ ids: [adverts.repairKit.id] }, { set: 12.5, currency: 'EUR' })).toMatchObject({ applied: 1, failed: 0 });
    expect(await publicRead.advert(app, adverts.repairKit.id)).toMatchObject({ price: 12.5, discount_percent: null });
  });

  it('fails invalid_price where the price would reach zero or there is none to change', async () => {
    const before = await ownPrices();
    const result = await update({ ids: [adverts.woodenChair.id] }, { delta: -1_000_000, currency: 'EUR' });
    expect(result).toEqual({ applied: 0, failed: 1, failures: [failure(adverts.woodenChair, 'invalid_price')] });
    expect(await ownPrices()).toEqual(before);
  });

  it('skips adverts with configurations: has_variants, their prices untouched', async () => {
    const result = await update({ ids: [adverts.laptop.id] }, { percent: -50 });
    expect(result).toEqual({ applied: 0, failed: 1, failures: [failure(adverts.laptop, 'has_variants')] });
    expect((await publicRead.advert(app, adverts.laptop.id)).variants?.map((v) => v.price)).toEqual([600, 750]);
  });
});

describe('availability', () => {
  it('flips every configuration and the public in_stock; adverts without configurations fail no_variants', async () => {
    const off = await update({ all: true }, { is_available: false });
    expect(off.applied).toBe(1);
    expect(off.failed).toBe(5);
    expect(new Set(off.failures.map((f) => f.code))).toEqual(new Set(['no_variants']));
    expect((await publicRead.advert(app, adverts.laptop.id)).variants?.map((v) => v.is_available)).toEqual([false, false]);
    expect(await card('thinkpad')).toMatchObject({ id: adverts.laptop.id, in_stock: false });

    expect((await update({ ids: [adverts.laptop.id] }, { is_available: true })).applied).toBe(1);
    expect((await publicRead.advert(app, adverts.laptop.id)).variants?.map((v) => v.is_available)).toEqual([true, true]);
    expect(await card('thinkpad')).toMatchObject({ in_stock: true });
  });
});

describe('selectors and failures', () => {
  it("fails another owner's advert and an unknown id alike as not_found, an archived one as not_active", async () => {
    // Its own server: the oak chair's rise would change the price the percent rule test expects.
    const own = await ownOwnerApp();
    const rivalBefore = await publicRead.advert(own.app, adverts.rivalPhone.id);
    const ids = [adverts.rivalPhone.id, adverts.gardenChair.id, UNKNOWN_ID, adverts.oakChair.id];
    const result = await update({ ids }, { percent: 50 }, own);
    expect(result.applied).toBe(1);
    expect(failuresOf(result)).toEqual(
      sorted([failure(adverts.rivalPhone, 'not_found'), failure(adverts.gardenChair, 'not_active'), { advert_id: UNKNOWN_ID, code: 'not_found' }]),
    );
    expect(await publicRead.advert(own.app, adverts.rivalPhone.id)).toEqual(rivalBefore);
  });

  it('shows the first 20 failures and counts them all', async () => {
    const unknown: string[] = Array.from({ length: 25 }, () => randomUUID());
    const result = await update({ ids: [...unknown, adverts.oakChair.id] }, { percent: 0 });
    expect(result.applied).toBe(1);
    expect(result.failed).toBe(25);
    expect(result.failures).toHaveLength(20);
    expect(result.failures.every((f) => f.code === 'not_found' && unknown.includes(f.advert_id))).toBe(true);
  });

  it('selects by condition, contour and title words', async () => {
    expect(await update({ condition: 'new', contour: 'business', query: 'oak' }, { percent: 0 })).toEqual({
      applied: 1,
      failed: 0,
      failures: [],
    });
    expect(await update({ is_empty: true }, { percent: -10 })).toEqual({ applied: 0, failed: 0, failures: [] });
  });
});

describe('invalid input', () => {
  it.each([
    ['no rule', { selector: { all: true } }, 'rule'],
    ['two rules', { selector: { all: true }, rule: { percent: -5, set: 10 } }, 'rule'],
    ['no filter and no all', { selector: {}, rule: { percent: -5 } }, 'selector'],
    ['currency with is_available', { selector: { all: true }, rule: { is_available: true, currency: 'EUR' } }, 'rule.currency'],
    ['a currency in lower case', { selector: { all: true }, rule: { set: 5, currency: 'eur' } }, 'rule.currency'],
    ['a drop of 100 percent', { selector: { all: true }, rule: { percent: -100 } }, 'rule.percent'],
    ['an id that is not a uuid', { selector: { ids: ['42'] }, rule: { percent: -5 } }, 'selector.ids'],
  ])('answers 400 invalid_arguments for %s', async (_case, body, field) => {
    expectError(await owner.update(app, key, body), 400, 'invalid_arguments', field);
  });
});
