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
 * else cooldown. Each test bumps adverts no other test bumps, and the FixedClock only moves
 * forward (all within January), so a test passes alone or after any of the others.
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
/** Moves the clock on by a minute, so a bump now is later than every bump before it. */
const nextMinute = () => app.clock.advance(60_000);
const DAY = 24 * HOUR_MS;

describe('bump_adverts', () => {
  it('bumps for free first, and the advert tops the public newest order at once', async () => {
    nextMinute();
    expect((await newestIds(app))[0]).not.toBe(adverts.phoneEur.id);
    const weekLater = new Date(app.clock.now().getTime() + 7 * DAY).toISOString();
    expect(await bump({ ids: [adverts.phoneEur.id] })).toEqual(result(1, 0));
    expect((await newestIds(app))[0]).toBe(adverts.phoneEur.id);
    const storefront = await publicRead.storefront(app, users.owner.id, false);
    expect(storefront.adverts[0]?.id).toBe(adverts.phoneEur.id);
    const own = (await owner.myAdverts<MyAdverts>(app, key)).body.adverts;
    expect(own[0]).toMatchObject({ id: adverts.phoneEur.id, next_free_bump_at: weekLater });
    // created_at in the card stays the creation time.
    expect((await publicRead.search(app, '?limit=1')).adverts[0]?.created_at).toBe(adverts.phoneEur.createdAt.toISOString());
  });

  it('keeps a just-bumped advert on cooldown, spending nothing', async () => {
    nextMinute();
    expect(await bump({ ids: [adverts.phoneRsd.id] })).toEqual(result(1, 0));
    const quota = await quotaLeft();
    expect(await bump({ ids: [adverts.phoneRsd.id] })).toEqual(result(0, 0, [{ advert_id: adverts.phoneRsd.id, code: 'cooldown' }]));
    app.clock.advance(23 * HOUR_MS);
    expect((await bump({ ids: [adverts.phoneRsd.id] })).failures).toEqual([{ advert_id: adverts.phoneRsd.id, code: 'cooldown' }]);
    expect(await quotaLeft()).toBe(quota);
  });

  it('bumps from the plan quota 24 hours later, before the week is up', async () => {
    nextMinute();
    expect(await bump({ ids: [adverts.repairKit.id] })).toEqual(result(1, 0));
    const quota = await quotaLeft();
    app.clock.advance(DAY);
    expect(await bump({ ids: [adverts.repairKit.id] })).toEqual(result(0, 1));
    expect(await quotaLeft()).toBe(quota - 1);
    const rows = (await bumps(app, users.owner.id)).filter((row) => row.advertId === adverts.repairKit.id);
    expect(rows.map((row) => row.kind).sort()).toEqual(['free', 'paid']);
  });

  it('gives a free bump again once the week is up', async () => {
    nextMinute();
    expect(await bump({ ids: [adverts.woodenChair.id] })).toEqual(result(1, 0));
    const quota = await quotaLeft();
    app.clock.advance(7 * DAY - 1);
    expect((await bump({ ids: [adverts.woodenChair.id] })).paid).toBe(1);
    app.clock.advance(1);
    expect(await bump({ ids: [adverts.woodenChair.id] })).toEqual(result(1, 0));
    expect(await quotaLeft()).toBe(quota - 1);
  });

  it('bumps every advert of a selector, each by its own rule', async () => {
    nextMinute();
    // No other test bumps the oak chair or the laptop.
    expect(await bump({ query: 'oak' })).toEqual(result(1, 0));
    nextMinute();
    const business = await bump({ contour: 'business' });
    expect(business).toEqual(result(1, 0, [{ advert_id: adverts.oakChair.id, code: 'cooldown' }]));
    expect((await newestIds(app)).slice(0, 2)).toEqual([adverts.laptop.id, adverts.oakChair.id]);
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
    nextMinute();
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
