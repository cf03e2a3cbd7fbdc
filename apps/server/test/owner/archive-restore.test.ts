import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSummary } from '@marketplace/core';
import { tables } from '@marketplace/adapters-postgres';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError, qs } from '../rest/http.js';
import { advertsOf, ownerMarketplace, UNKNOWN_ID } from './support/marketplace.js';
import { call, owner } from './support/owner-http.js';
import { publicRead } from './support/public-http.js';

/** archive_advert and restore_advert: what leaves and comes back, deals, the plan limit, ownership. */

const market = ownerMarketplace();
const { adverts, categories, users } = market;
/** A free-plan owner at the limit: 10 active adverts, one archived. */
const filip = market.seller('Filip', 'free');
const filipActive = advertsOf(filip.id, categories.phones.id, 10);
const [filipArchived] = advertsOf(filip.id, categories.phones.id, 1, { status: 'archived' });

let app: TestApp;
let key: string;
let filipKey: string;
beforeAll(async () => {
  app = await startTestApp({
    ...market.data,
    users: [...(market.data.users ?? []), filip],
    adverts: [...(market.data.adverts ?? []), ...filipActive, filipArchived!],
  });
  key = await issueKey(app.services.database, users.owner.id);
  filipKey = await issueKey(app.services.database, filip.id);
});
afterAll(async () => {
  await app.close();
});

/** Everything public that counts the wooden chair. */
const publicView = async () => {
  const counts = await publicRead.categoryCounts(app);
  const storefront = await publicRead.storefront(app, users.owner.id, false);
  return {
    found: (await publicRead.search(app, qs(['queries', 'wooden']))).total,
    storefrontTotal: storefront.adverts_total,
    onStorefront: storefront.adverts.some((a) => a.id === adverts.woodenChair.id),
    chairs: counts.get(categories.chairs.id),
    home: counts.get(categories.home.id),
  };
};
/** Every advert row, in id order: what a write that should change nothing must leave as it was. */
const advertRows = async () => {
  const rows = await app.services.database.db.select().from(tables.adverts);
  return rows.sort((a, b) => a.id.localeCompare(b.id));
};
const advertRow = async (id: string) => (await advertRows()).find((row) => row.id === id);
/** The public read of one advert as answered (status and body), errors included. */
const publicAnswer = async (id: string) => {
  const { status, body } = await call(app, 'GET', `/adverts/${id}`);
  return { status, body };
};
const status = { archived: (id: string) => ({ advert_id: id, status: 'archived' }), active: (id: string) => ({ advert_id: id, status: 'active' }) };
const activeAdverts = async (as: string) => (await owner.me<AccountSummary>(app, as)).body.active_adverts;

describe('archive and restore', () => {
  it('takes an archived advert out of search, the storefront and the category counts at once', async () => {
    const before = await publicView();
    expect(before).toEqual({ found: 1, storefrontTotal: 4, onStorefront: true, chairs: 2, home: 2 });
    const answer = await owner.archive(app, key, adverts.woodenChair.id);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: status.archived(adverts.woodenChair.id) });
    expect(await publicView()).toEqual({ found: 0, storefrontTotal: 3, onStorefront: false, chairs: 1, home: 1 });
    expect((await publicRead.advert(app, adverts.woodenChair.id)).status).toBe('archived');
    expect(await activeAdverts(key)).toBe(5);
  });

  it('brings it all back on restore', async () => {
    expect((await owner.archive(app, key, adverts.woodenChair.id)).status).toBe(200);
    expect(await publicView()).toMatchObject({ found: 0, onStorefront: false });
    const answer = await owner.restore(app, key, adverts.woodenChair.id);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: status.active(adverts.woodenChair.id) });
    expect(await publicView()).toEqual({ found: 1, storefrontTotal: 4, onStorefront: true, chairs: 2, home: 2 });
    expect((await publicRead.advert(app, adverts.woodenChair.id)).status).toBe('active');
  });

  it('records the reason, and changes nothing when repeated', async () => {
    const kit = adverts.repairKit.id;
    const startedAt = app.clock.now();
    try {
      expect((await owner.archive(app, key, kit, { reason: 'sold_elsewhere' })).body).toEqual(status.archived(kit));
      const archived = await advertRow(kit);
      expect(archived).toMatchObject({ status: 'archived', archiveReason: 'sold_elsewhere', archivedAt: startedAt });
      // A minute later, so that a repeat that wrote the row again would leave another time.
      app.clock.advance(60_000);
      expect((await owner.archive(app, key, kit, { reason: null })).body).toEqual(status.archived(kit));
      expect(await advertRow(kit)).toEqual(archived);
      expect((await owner.restore(app, key, kit)).body).toEqual(status.active(kit));
      const restored = await advertRow(kit);
      expect(restored).toMatchObject({ status: 'active', archiveReason: null, archivedAt: null });
      app.clock.advance(60_000);
      expect((await owner.restore(app, key, kit)).body).toEqual(status.active(kit));
      expect(await advertRow(kit)).toEqual(restored);
    } finally {
      app.clock.set(startedAt);
    }
  });

  it('keeps an advert with a deal withdrawn: 409 advert_has_deal', async () => {
    expectError(await owner.restore(app, key, adverts.soldLaptop.id), 409, 'advert_has_deal');
    expect((await publicRead.advert(app, adverts.soldLaptop.id)).status).toBe('archived');
  });

  it('holds the free plan at 10 active adverts: 409 advert_limit_reached', async () => {
    expect(await activeAdverts(filipKey)).toBe(10);
    expectError(await owner.restore(app, filipKey, filipArchived!.id), 409, 'advert_limit_reached');
    expect(await activeAdverts(filipKey)).toBe(10);
    expect((await owner.archive(app, filipKey, filipActive[0]!.id)).status).toBe(200);
    expect((await owner.restore(app, filipKey, filipArchived!.id)).body).toEqual(status.active(filipArchived!.id));
    expect(await activeAdverts(filipKey)).toBe(10);
  });

  it.each([
    ['archive', "another owner's active advert", adverts.rivalPhone.id],
    ['restore', "another owner's archived advert", adverts.rivalArchived.id],
    ['archive', 'an unknown id', UNKNOWN_ID],
    ['restore', 'an unknown id', UNKNOWN_ID],
  ] as const)('%s answers 404 not_found for %s, changing nothing', async (action, _case, id) => {
    const rowsBefore = await advertRows();
    const readBefore = await publicAnswer(id);
    // What the read answers is known, so a read that fails for another reason fails the test.
    expect(readBefore.status).toBe(id === UNKNOWN_ID ? 404 : 200);
    expectError(await owner[action](app, key, id), 404, 'not_found');
    expect(await publicAnswer(id)).toEqual(readBefore);
    expect(await advertRows()).toEqual(rowsBefore);
  });

  it.each([
    ['archive', { reason: 'gift' }, 'reason'],
    ['archive', { note: 'x' }, 'note'],
    ['restore', { reason: 'other' }, 'reason'],
  ] as const)('%s answers 400 invalid_arguments for %o', async (action, body, field) => {
    expectError(await owner[action](app, key, adverts.oakChair.id, body), 400, 'invalid_arguments', field);
  });
});
