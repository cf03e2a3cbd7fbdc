import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, type AdvertCard, type SearchResult } from '@marketplace/core';
import { startTestApp, TEST_WEB_BASE_URL, type TestApp } from '../support/test-app.js';
import { adverts, BELGRADE, categories, fixture, sellers } from './fixture.js';
import { getJson, qs } from './http.js';

/** GET /api/v1/adverts: what is found, in which order, and how a card looks. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(fixture);
});
afterAll(async () => {
  await app.close();
});

const search = async (...pairs: [string, string | number][]) => {
  const answer = await getJson<SearchResult>(app, `/adverts${qs(['limit', 20], ...pairs)}`);
  expect(answer.status).toBe(200);
  return answer.body;
};
const ids = (result: SearchResult) => result.adverts.map((a) => a.id);
const idSet = (result: SearchResult) => new Set(ids(result));
const card = (result: SearchResult, id: string): AdvertCard => {
  const found = result.adverts.find((a) => a.id === id);
  if (!found) throw new Error(`advert ${id} not in the result`);
  return found;
};
const point: [string, number][] = [
  ['latitude', BELGRADE.latitude],
  ['longitude', BELGRADE.longitude],
];

describe('keywords', () => {
  it('finds a Serbian Cyrillic title by a Latin query', async () => {
    const result = await search(['queries', 'samsung galaksi']);
    expect(ids(result)).toEqual([adverts.phoneCyrillic.id]);
    expect(result.total).toBe(1);
  });

  it('finds a Serbian Latin title by a Cyrillic query', async () => {
    expect(ids(await search(['queries', 'бицикл']))).toEqual([adverts.bike.id]);
  });

  it('matches words as prefixes', async () => {
    const result = await search(['queries', 'tele']);
    expect(idSet(result)).toEqual(new Set([adverts.phoneCyrillic.id, adverts.xiaomi.id, adverts.landline.id]));
  });

  it.each([
    ['č', 'cetiri', 'chairs4'],
    ['č in the query', 'četiri', 'chairs4'],
    ['ș and ă', 'masina spalat', 'washer'],
    ['ș in the query', 'mașină', 'washer'],
    ['ő and é', 'bor kanape', 'sofa'],
    ['upper case', 'BŐR', 'sofa'],
  ] as const)('folds diacritics (%s)', async (_case, query, name) => {
    expect(ids(await search(['queries', query]))).toEqual([adverts[name].id]);
  });

  it('matches words of the description', async () => {
    expect(ids(await search(['queries', 'hrastovine']))).toEqual([adverts.chairs4.id]);
  });

  it('matches words of a stored translation', async () => {
    expect(ids(await search(['queries', 'ledersofa']))).toEqual([adverts.sofa.id]);
  });

  it('wants every word of a set', async () => {
    expect(ids(await search(['queries', 'telefon xiaomi']))).toEqual([adverts.xiaomi.id]);
    expect(await search(['queries', 'telefon nokia'])).toEqual({ total: 0, adverts: [] });
  });

  it('never finds archived adverts', async () => {
    expect((await search(['queries', 'nokia'])).total).toBe(0);
  });

  it('merges two sets without duplicates; total is the larger count', async () => {
    // "phone": the case and Xiaomi (English translation); "telefon": the Cyrillic phone, Xiaomi, the landline.
    const phone = await search(['queries', 'phone']);
    const telefon = await search(['queries', 'telefon']);
    expect(phone.total).toBe(2);
    expect(telefon.total).toBe(3);
    const both = await search(['queries', 'phone'], ['queries', 'telefon']);
    expect(both.total).toBe(3);
    expect(ids(both)).toHaveLength(4);
    expect(idSet(both)).toEqual(
      new Set([adverts.phoneCase.id, adverts.xiaomi.id, adverts.phoneCyrillic.id, adverts.landline.id]),
    );
    // Merged in the requested order (newest by default).
    expect(ids(both)).toEqual([adverts.phoneCase.id, adverts.phoneCyrillic.id, adverts.xiaomi.id, adverts.landline.id]);
  });

  it('the merged list keeps the limit', async () => {
    const result = await getJson<SearchResult>(app, `/adverts${qs(['queries', 'phone'], ['queries', 'telefon'], ['limit', 3])}`);
    expect(result.body.adverts).toHaveLength(3);
    expect(result.body.total).toBe(3);
  });
});

describe('filters', () => {
  it('searches the whole subtree of a category', async () => {
    const electronics = await search(['category_id', categories.electronics.id]);
    expect(idSet(electronics)).toEqual(
      new Set([
        adverts.phoneCyrillic.id, adverts.laptop.id, adverts.phoneCase.id, adverts.headphones.id, adverts.xiaomi.id,
        adverts.landline.id,
      ]),
    );
    expect(electronics.total).toBe(6);
    const phones = await search(['category_id', categories.phones.id]);
    expect(phones.total).toBe(5);
    expect(idSet(phones).has(adverts.laptop.id)).toBe(false);
  });

  it('combines keywords and category', async () => {
    expect(ids(await search(['queries', 'telefon'], ['category_id', categories.accessories.id]))).toEqual([
      adverts.landline.id,
    ]);
  });

  it('filters by the exact city', async () => {
    const beograd = await search(['city', 'Beograd']);
    expect(idSet(beograd)).toEqual(
      new Set([adverts.bike.id, adverts.chairs4.id, adverts.phoneCase.id, adverts.headphones.id, adverts.landline.id]),
    );
    expect(idSet(await search(['city', 'Novi Sad']))).toEqual(new Set([adverts.phoneCyrillic.id, adverts.laptop.id]));
    expect((await search(['city', 'Novi'])).total).toBe(0);
  });

  it('filters by radius around the point', async () => {
    const near = await search(...point, ['radius_km', 10]);
    expect(idSet(near)).toEqual(new Set([adverts.phoneCase.id, adverts.bike.id, adverts.headphones.id, adverts.chairs4.id]));
    expect(near.adverts.every((a) => (a.distance_km ?? Infinity) <= 10)).toBe(true);
    const wider = await search(...point, ['radius_km', 100]);
    expect(idSet(wider)).toEqual(new Set([...idSet(near), adverts.phoneCyrillic.id, adverts.laptop.id]));
    const one = await search(...point, ['radius_km', 1]);
    expect(idSet(one)).toEqual(new Set([adverts.phoneCase.id, adverts.bike.id]));
  });

  it('filters by seller type', async () => {
    const business = await search(['seller_type', 'business']);
    expect(idSet(business)).toEqual(new Set([adverts.phoneCyrillic.id, adverts.laptop.id, adverts.sofa.id]));
    const privateOnes = await search(['seller_type', 'private']);
    expect(privateOnes.adverts.every((a) => !a.seller.is_business)).toBe(true);
  });

  it('searches wanted ads only with advert_type=buy', async () => {
    expect(ids(await search(['advert_type', 'buy']))).toEqual([adverts.wantedPhone.id]);
    expect(ids(await search(['queries', 'caut']))).toEqual([]);
    expect(ids(await search(['queries', 'caut'], ['advert_type', 'buy']))).toEqual([adverts.wantedPhone.id]);
  });

  it('filters prices inclusively in the currency, leaving out other currencies and unpriced adverts', async () => {
    const result = await search(['price_min', 20], ['price_max', 300]);
    expect(idSet(result)).toEqual(
      new Set([
        adverts.dumbbell.id, adverts.landline.id, adverts.officeChair.id, adverts.chairs4.id, adverts.xiaomi.id,
        adverts.phoneCyrillic.id,
      ]),
    );
    expect(result.total).toBe(6);
    expect(ids(await search(['price_max', 15]))).toEqual([adverts.phoneCase.id]);
    expect(idSet(await search(['price_min', 600]))).toEqual(new Set([adverts.laptop.id]));
    // The headphones (no price) never pass a price filter, even a wide one.
    expect(idSet(await search(['price_min', 0])).has(adverts.headphones.id)).toBe(false);
  });

  it('compares prices only in the requested currency', async () => {
    expect(ids(await search(['currency', 'HUF'], ['price_max', 200000]))).toEqual([adverts.sofa.id]);
    expect(ids(await search(['currency', 'HUF'], ['price_max', 1000]))).toEqual([]);
    expect(ids(await search(['currency', 'RON'], ['price_min', 500], ['price_max', 500]))).toEqual([adverts.washer.id]);
  });
});

describe('sort orders', () => {
  it('newest: by creation or the later bump', async () => {
    const result = await search(['sort', 'newest']);
    // The chairs were created on Jan 3 but bumped on Jan 14.
    expect(result.adverts[0]?.id).toBe(adverts.chairs4.id);
    const rest = result.adverts.slice(1).map((a) => a.created_at);
    expect(rest).toEqual([...rest].sort().reverse());
  });

  it('price_asc: cheapest first, only adverts priced in the currency', async () => {
    const result = await search(['sort', 'price_asc']);
    const prices = result.adverts.map((a) => a.price);
    expect(prices).toEqual([15, 20, 25, 45, 80, 150, 300, 600]);
    expect(result.total).toBe(8);
    expect(result.adverts.every((a) => a.currency === 'EUR')).toBe(true);
  });

  it('price_desc: dearest first', async () => {
    const result = await search(['sort', 'price_desc']);
    expect(result.adverts.map((a) => a.price)).toEqual([600, 300, 150, 80, 45, 25, 20, 15]);
  });

  it('price sorts follow the currency parameter', async () => {
    expect(ids(await search(['sort', 'price_asc'], ['currency', 'RSD']))).toEqual([adverts.bike.id]);
  });

  it('nearest: by distance from the point, adverts without a location left out', async () => {
    const result = await search(['sort', 'nearest'], ...point);
    const distances = result.adverts.map((a) => a.distance_km as number);
    expect(distances.every((d) => typeof d === 'number')).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(result.adverts.slice(0, 4).map((a) => a.id)).toEqual([
      adverts.phoneCase.id, adverts.bike.id, adverts.headphones.id, adverts.chairs4.id,
    ]);
    expect(result.adverts.at(-1)?.id).toBe(adverts.washer.id);
    expect(ids(result)).not.toContain(adverts.landline.id);
    expect(result.total).toBe(11);
  });
});

describe('advert cards', () => {
  it('carries the spec fields of a discounted business advert', async () => {
    const result = await search(['queries', 'samsung galaksi']);
    const phone = card(result, adverts.phoneCyrillic.id);
    expect(phone).toEqual({
      id: adverts.phoneCyrillic.id,
      title: 'Мобилни телефон Самсунг Галакси',
      price: 300,
      currency: 'EUR',
      price_from: false,
      discount_percent: 20,
      in_stock: true,
      city: 'Novi Sad',
      category_id: categories.smartphones.id,
      category: 'Electronics / Phones / Smartphones',
      image_url: 'https://api.market.test/photos/phone-cyr-1.webp?utm_source=api',
      seller: { id: sellers.marko.id, name: 'Marko Tech', is_business: true },
      created_at: '2026-01-10T10:00:00.000Z',
      url: `${TEST_WEB_BASE_URL}/adverts/${adverts.phoneCyrillic.id}?utm_source=api`,
    });
    expect('distance_km' in phone).toBe(false);
  });

  it('shows a starting price for configurations at different prices, and no stale discount', async () => {
    const laptop = card(await search(['category_id', categories.laptops.id]), adverts.laptop.id);
    expect({ price: laptop.price, price_from: laptop.price_from, discount_percent: laptop.discount_percent }).toEqual({
      price: 600,
      price_from: true,
      discount_percent: null,
    });
  });

  it('is out of stock when every configuration is', async () => {
    const result = await search(['category_id', categories.accessories.id]);
    expect(card(result, adverts.phoneCase.id)).toMatchObject({ in_stock: false, price: 15, price_from: false });
    expect(card(result, adverts.headphones.id)).toMatchObject({ in_stock: true, price: null, image_url: null });
  });

  it('names private sellers by first name, business ones by storefront name', async () => {
    const result = await search();
    expect(card(result, adverts.chairs4.id).seller).toEqual({ id: sellers.marko.id, name: 'Marko', is_business: false });
    expect(card(result, adverts.laptop.id).seller).toEqual({ id: sellers.marko.id, name: 'Marko Tech', is_business: true });
    expect(card(result, adverts.sofa.id).seller.name).toBe('Bútor Világ');
  });

  it('gives distance_km only when the search had a point', async () => {
    const withPoint = await search(...point, ['radius_km', 100]);
    const chairs = card(withPoint, adverts.chairs4.id);
    expect(chairs.distance_km).toBe(Math.round(distanceKm(BELGRADE, adverts.chairs4.location!) * 10) / 10);
    const without = await search(['city', 'Beograd']);
    expect(without.adverts.every((a) => !('distance_km' in a))).toBe(true);
  });

  it('writes the category path root first', async () => {
    const result = await search(['category_id', categories.home.id]);
    expect(card(result, adverts.chairs4.id).category).toBe('Home / Furniture / Chairs');
    expect(card(result, adverts.washer.id).category).toBe('Home / Appliances');
    expect(card(await search(['queries', 'bicikl']), adverts.bike.id).category).toBe('Sport');
  });

  it('tags every link with utm_source=api', async () => {
    const result = await search();
    const links = result.adverts.flatMap((a) => [a.url, a.image_url]).filter((u): u is string => u !== null);
    expect(links.length).toBeGreaterThan(12);
    for (const link of links) expect(new URL(link).searchParams.get('utm_source')).toBe('api');
  });
});
