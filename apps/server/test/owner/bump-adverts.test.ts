import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, type AccountSummary, type BumpResult, type MyAdverts } from '@marketplace/core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError } from '../rest/http.js';
import { ownerMarketplace, UNKNOWN_ID } from './support/marketplace.js';
import { owner } from './support/owner-http.js';
import { newestIds, publicRead } from './support/public-http.js';
import { bumps } from './support/tables.js';

/**
 * bump_adverts: a free bump once a week, else one from the plan's monthly quota at most once a day,
 * else cooldown. The tests follow one timeline: the FixedClock only moves forward.
 */

const market = ownerMarketplace();
const { adverts, users } = market;

let app: TestApp;
let key: string;
let rivalKey: string;
beforeAll(async () => {
  app = await startTestApp(market.data);
  key = await issueKey(app.services.database, users.owner.id);
  rivalKey = await issueKey(app.services.database, users.rival.id);
});
afterAll(async () => {
  await app.close();
});

const bump = async (selector: object, as = key): Promise<BumpResult> => {
  const answer = await owner.bump<BumpResult>(app, as, { selector });
  expect(answer.status).toBe(200);
  return answer.body;
};
const result = (free: number, paid: number, failures: { advert_id: string; code: string }[] = []) => ({
  free,
  paid,
  failed: failures.length,
  failures,
});
const quotaLeft = async () => (await owner.me<AccountSummary>(app, key)).body.bump_quota_left;

describe('bump_adverts', () => {
  it('bumps for free first, and the advert tops the public newest order at once', async () => {
    expect((await newestIds(app))[0]).toBe(adverts.woodenChair.id);
    expect(await bump({ ids: [adverts.phoneEur.id] })).toEqual(result(1, 0));
    expect((await newestIds(app))[0]).toBe(adverts.phoneEur.id);
    const storefront = await publicRead.storefront(app, users.owner.id, false);
    expect(storefront.adverts[0]?.id).toBe(adverts.phoneEur.id);
    const own = (await owner.myAdverts<MyAdverts>(app, key)).body.adverts;
    expect(own[0]).toMatchObject({ id: adverts.phoneEur.id, next_free_bump_at: '2026-01-22T12:00:00.000Z' });
    // created_at in the card stays the creation time.
    expect((await publicRead.search(app, '?limit=1')).adverts[0]?.created_at).toBe(adverts.phoneEur.createdAt.toISOString());
  });

  it('keeps a just-bumped advert on cooldown, spending nothing', async () => {
    expect(await bump({ ids: [adverts.phoneEur.id] })).toEqual(result(0, 0, [{ advert_id: adverts.phoneEur.id, code: 'cooldown' }]));
    app.clock.advance(23 * HOUR_MS);
    expect((await bump({ ids: [adverts.phoneEur.id] })).failures).toEqual([{ advert_id: adverts.phoneEur.id, code: 'cooldown' }]);
    expect(await quotaLeft()).toBe(10);
  });

  it('bumps from the plan quota 24 hours later, before the week is up', async () => {
    app.clock.advance(HOUR_MS);
    expect(await bump({ ids: [adverts.phoneEur.id] })).toEqual(result(0, 1));
    expect(await quotaLeft()).toBe(9);
    const rows = await bumps(app, users.owner.id);
    expect(rows.map((row) => row.kind).sort()).toEqual(['free', 'paid']);
    expect(rows.every((row) => row.advertId === adverts.phoneEur.id)).toBe(true);
  });

  it('gives a free bump again once the week is up', async () => {
    app.clock.set(new Date('2026-01-22T12:00:00.000Z'));
    expect(await bump({ ids: [adverts.phoneEur.id] })).toEqual(result(1, 0));
    expect(await quotaLeft()).toBe(9);
  });

  it('bumps every advert of a selector, each by its own rule', async () => {
    // Neither the oak chair nor the laptop was ever bumped.
    expect(await bump({ query: 'oak' })).toEqual(result(1, 0));
    app.clock.advance(60_000);
    const business = await bump({ contour: 'business' });
    expect(business).toEqual(result(1, 0, [{ advert_id: adverts.oakChair.id, code: 'cooldown' }]));
    expect((await newestIds(app)).slice(0, 3)).toEqual([adverts.laptop.id, adverts.oakChair.id, adverts.phoneEur.id]);
  });

  it("fails another owner's advert and an unknown id alike as not_found, an archived one as not_active", async () => {
    const before = await newestIds(app);
    const outcome = await bump({ ids: [adverts.rivalPhone.id, UNKNOWN_ID, adverts.gardenChair.id] });
    expect(outcome.free + outcome.paid).toBe(0);
    expect([...outcome.failures].sort((a, b) => a.advert_id.localeCompare(b.advert_id))).toEqual(
      [
        { advert_id: adverts.rivalPhone.id, code: 'not_found' },
        { advert_id: UNKNOWN_ID, code: 'not_found' },
        { advert_id: adverts.gardenChair.id, code: 'not_active' },
      ].sort((a, b) => a.advert_id.localeCompare(b.advert_id)),
    );
    expect(await newestIds(app)).toEqual(before);
  });

  it('fails quota_exhausted on the free plan once the free bump is spent', async () => {
    expect(await bump({ all: true }, rivalKey)).toEqual(result(1, 0));
    app.clock.advance(25 * HOUR_MS);
    expect(await bump({ all: true }, rivalKey)).toEqual(result(0, 0, [{ advert_id: adverts.rivalPhone.id, code: 'quota_exhausted' }]));
  });

  it.each([
    ['no selector', {}, 'selector'],
    ['an empty selector', { selector: {} }, 'selector'],
    ['a rule', { selector: { all: true }, rule: { percent: 5 } }, 'rule'],
    ['a condition outside the enum', { selector: { condition: 'broken' } }, 'selector.condition'],
  ])('answers 400 invalid_arguments for %s', async (_case, body, field) => {
    expectError(await owner.bump(app, key, body), 400, 'invalid_arguments', field);
  });
});
