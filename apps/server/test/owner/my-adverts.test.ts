import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyAdverts } from '@marketplace/core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError, qs } from '../rest/http.js';
import { ownerMarketplace } from './support/marketplace.js';
import { owner } from './support/owner-http.js';

/** my_adverts: the owner's adverts, newest bump first, with filters, limit and total. */

const market = ownerMarketplace();
const { adverts, categories } = market;

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp(market.data);
  key = await issueKey(app.services.database, market.users.owner.id, { scopes: ['adverts:read'] });
});
afterAll(async () => {
  await app.close();
});

const list = async (...pairs: [string, string | number][]) => {
  const answer = await owner.myAdverts<MyAdverts>(app, key, pairs.length ? qs(...pairs) : '');
  expect(answer.status).toBe(200);
  return answer.body;
};
const ids = async (...pairs: [string, string | number][]) => (await list(...pairs)).adverts.map((a) => a.id);

describe('my_adverts', () => {
  it('lists the active adverts of the key owner only, newest bump first', async () => {
    const body = await list();
    expect(body.total).toBe(6);
    expect(body.adverts.map((a) => a.id)).toEqual(market.ownActiveNewest.map((a) => a.id));
  });

  it('gives every field of an own advert', async () => {
    const body = await list(['query', 'galaxy']);
    expect(body).toEqual({
      total: 1,
      adverts: [
        {
          id: adverts.phoneEur.id,
          title: 'Samsung Galaxy phone',
          price: 200,
          currency: 'EUR',
          has_variants: false,
          is_business: false,
          category_id: categories.phones.id,
          image_url: 'https://api.market.test/photos/galaxy.webp?utm_source=api',
          views: 0,
          favorites: 2,
          // Never bumped for free: a free bump is due from its creation.
          next_free_bump_at: adverts.phoneEur.createdAt.toISOString(),
          is_archived: false,
          url: `https://market.test/adverts/${adverts.phoneEur.id}?utm_source=api`,
        },
      ],
    });
  });

  it('shows the lowest configuration price, a missing price as null, and the contour', async () => {
    const body = await list();
    const byId = new Map(body.adverts.map((a) => [a.id, a]));
    expect(byId.get(adverts.laptop.id)).toMatchObject({ price: 600, has_variants: true, is_business: true, image_url: null });
    expect(byId.get(adverts.repairKit.id)).toMatchObject({ price: null, has_variants: false });
    expect(byId.get(adverts.phoneRsd.id)).toMatchObject({ price: 15_000, currency: 'RSD' });
  });

  it('lists archived adverts with status=archived', async () => {
    const body = await list(['status', 'archived']);
    expect(body.total).toBe(2);
    expect(body.adverts.map((a) => a.id)).toEqual([adverts.gardenChair.id, adverts.soldLaptop.id]);
    expect(body.adverts.every((a) => a.is_archived)).toBe(true);
    expect(await ids(['status', 'active'])).toHaveLength(6);
  });

  it('finds title words as prefixes, in the original or a stored translation', async () => {
    expect(await ids(['query', 'galaksi'])).toEqual([adverts.phoneEur.id]);
    expect(await ids(['query', 'CHAI'])).toEqual([adverts.woodenChair.id, adverts.oakChair.id]);
    expect(await ids(['query', 'oak cha'])).toEqual([adverts.oakChair.id]);
    expect(await ids(['query', 'phone'])).toEqual([adverts.phoneEur.id, adverts.phoneRsd.id, adverts.repairKit.id]);
    expect(await list(['query', 'rival'])).toEqual({ total: 0, adverts: [] });
  });

  it('filters by a category subtree and by contour', async () => {
    expect(await ids(['category_id', categories.electronics.id])).toEqual([
      adverts.laptop.id,
      adverts.phoneEur.id,
      adverts.phoneRsd.id,
      adverts.repairKit.id,
    ]);
    expect(await ids(['category_id', categories.chairs.id])).toEqual([adverts.woodenChair.id, adverts.oakChair.id]);
    expect(await ids(['contour', 'business'])).toEqual([adverts.laptop.id, adverts.oakChair.id]);
    expect(await ids(['contour', 'private'], ['category_id', categories.home.id])).toEqual([adverts.woodenChair.id]);
  });

  it('cuts the page at limit and still counts every match', async () => {
    const body = await list(['limit', 2]);
    expect(body.total).toBe(6);
    expect(body.adverts.map((a) => a.id)).toEqual(market.ownActiveNewest.slice(0, 2).map((a) => a.id));
    expect((await list(['limit', 50])).adverts).toHaveLength(6);
    const filtered = await list(['query', 'phone'], ['limit', 1]);
    expect({ total: filtered.total, shown: filtered.adverts.length }).toEqual({ total: 3, shown: 1 });
  });

  it('gives titles in the requested language where stored', async () => {
    const body = await list(['lang', 'sr'], ['query', 'galaxy']);
    expect(body.adverts[0]?.title).toBe('Samsung Galaksi telefon');
  });

  it.each([
    ['limit', '0'],
    ['limit', '51'],
    ['limit', 'ten'],
    ['status', 'deleted'],
    ['category_id', 'phones'],
    ['contour', 'shop'],
    ['query', ''],
    ['owner_id', market.users.rival.id],
  ])('rejects %s=%s naming it', async (name, value) => {
    const answer = await owner.myAdverts(app, key, `?${name}=${encodeURIComponent(value)}`);
    expectError(answer, 400, 'invalid_arguments', name);
  });
});
