import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@marketplace/core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { adverts, BELGRADE, categories, fixture, NEWEST_SELL_ORDER } from './fixture.js';
import { expectError, getJson, qs } from './http.js';

/** GET /api/v1/adverts: how every query parameter is read, defaulted and bounded. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(fixture);
});
afterAll(async () => {
  await app.close();
});

const search = (query = '') => getJson<SearchResult>(app, `/adverts${query}`);
const point = [
  ['latitude', BELGRADE.latitude],
  ['longitude', BELGRADE.longitude],
] as [string, number][];

describe('search_adverts defaults', () => {
  it('without parameters returns the 10 newest active sell adverts of every seller type and currency', async () => {
    const answer = await search();
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(12);
    expect(answer.body.adverts.map((a) => a.id)).toEqual(NEWEST_SELL_ORDER.slice(0, 10));
    expect(new Set(answer.body.adverts.map((a) => a.currency))).toEqual(new Set(['EUR', 'RSD', 'HUF', 'RON']));
    expect(new Set(answer.body.adverts.map((a) => a.seller.is_business))).toEqual(new Set([true, false]));
  });

  it('takes EUR as the currency of a price filter when none is given', async () => {
    const answer = await search(qs(['price_min', 1], ['limit', 20]));
    expect(answer.body.total).toBe(8);
    expect(answer.body.adverts.every((a) => a.currency === 'EUR')).toBe(true);
  });
});

describe('search_adverts limit', () => {
  it.each([1, 20])('accepts %i', async (limit) => {
    const answer = await search(qs(['limit', limit]));
    expect(answer.status).toBe(200);
    expect(answer.body.adverts).toHaveLength(Math.min(limit, 12));
    expect(answer.body.total).toBe(12);
  });

  it.each(['0', '21', '1.5', '-1', 'ten', '0x10', ' 5'])('rejects %j', async (limit) => {
    expectError(await search(qs(['limit', limit])), 400, 'invalid_arguments', 'limit');
  });
});

describe('search_adverts enums', () => {
  it.each([
    ['seller_type', 'all', 12],
    ['seller_type', 'private', 9],
    ['seller_type', 'business', 3],
    ['advert_type', 'sell', 12],
    ['advert_type', 'buy', 1],
  ] as const)('%s=%s selects %i adverts', async (name, value, total) => {
    const answer = await search(qs([name, value], ['limit', 20]));
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(total);
    expect(answer.body.adverts).toHaveLength(total);
  });

  it.each(['newest', 'price_asc', 'price_desc'])('sort=%s is accepted without a point', async (sort) => {
    expect((await search(qs(['sort', sort]))).status).toBe(200);
  });

  it('sort=nearest is accepted with a point', async () => {
    expect((await search(qs(['sort', 'nearest'], ...point))).status).toBe(200);
  });

  it.each([
    ['seller_type', 'company'],
    ['advert_type', 'rent'],
    ['sort', 'oldest'],
    ['sort', 'NEWEST'],
  ])('rejects %s=%s naming the parameter', async (name, value) => {
    expectError(await search(qs([name, value])), 400, 'invalid_arguments', name);
  });
});

describe('search_adverts point and radius', () => {
  it.each([-90, 90])('accepts latitude=%i', async (latitude) => {
    expect((await search(qs(['latitude', latitude], ['longitude', 0]))).status).toBe(200);
  });

  it.each([-180, 180])('accepts longitude=%i', async (longitude) => {
    expect((await search(qs(['latitude', 0], ['longitude', longitude]))).status).toBe(200);
  });

  it.each([
    ['latitude', '-90.01'],
    ['latitude', '90.01'],
    ['longitude', '-180.01'],
    ['longitude', '180.01'],
    ['latitude', 'north'],
  ])('rejects %s=%s', async (name, value) => {
    const other: [string, string] = name === 'latitude' ? ['longitude', '20'] : ['latitude', '44'];
    expectError(await search(qs([name, value], other)), 400, 'invalid_arguments', name);
  });

  it('wants latitude and longitude together', async () => {
    expectError(await search(qs(['latitude', 44.8])), 400, 'invalid_arguments', 'longitude');
    expectError(await search(qs(['longitude', 20.4])), 400, 'invalid_arguments', 'latitude');
  });

  it.each([1, 1000])('accepts radius_km=%i with a point', async (radius) => {
    expect((await search(qs(...point, ['radius_km', radius]))).status).toBe(200);
  });

  it.each(['0.99', '1000.01', '0', '-5'])('rejects radius_km=%s', async (radius) => {
    expectError(await search(qs(...point, ['radius_km', radius])), 400, 'invalid_arguments', 'radius_km');
  });

  it('rejects radius_km without a point, naming latitude', async () => {
    expectError(await search(qs(['radius_km', 10])), 400, 'invalid_arguments', 'latitude');
  });

  it('rejects sort=nearest without a point, naming latitude', async () => {
    expectError(await search(qs(['sort', 'nearest'])), 400, 'invalid_arguments', 'latitude');
  });
});

describe('search_adverts prices and currency', () => {
  it('accepts price_min equal to price_max', async () => {
    const answer = await search(qs(['price_min', 300], ['price_max', 300]));
    expect(answer.body.adverts.map((a) => a.id)).toEqual([adverts.phoneCyrillic.id]);
  });

  it('rejects price_min greater than price_max, naming price_min', async () => {
    expectError(await search(qs(['price_min', 301], ['price_max', 300])), 400, 'invalid_arguments', 'price_min');
  });

  it.each([
    ['price_min', '-1'],
    ['price_max', '-0.01'],
    ['price_min', 'cheap'],
  ])('rejects %s=%s', async (name, value) => {
    expectError(await search(qs([name, value])), 400, 'invalid_arguments', name);
  });

  it.each(['eur', 'EURO', 'XYZ'])('rejects currency=%s', async (currency) => {
    expectError(await search(qs(['currency', currency])), 400, 'invalid_arguments', 'currency');
  });

  it('accepts a known ISO 4217 currency', async () => {
    const answer = await search(qs(['currency', 'RSD'], ['price_min', 1]));
    expect(answer.body.adverts.map((a) => a.id)).toEqual([adverts.bike.id]);
  });
});

describe('search_adverts keyword sets', () => {
  it('accepts one and two sets, and sets of 1 to 3 words', async () => {
    expect((await search(qs(['queries', 'telefon']))).status).toBe(200);
    expect((await search(qs(['queries', 'telefon xiaomi redmi'], ['queries', 'phone']))).status).toBe(200);
  });

  it('rejects a third set', async () => {
    const answer = await search(qs(['queries', 'a1'], ['queries', 'b2'], ['queries', 'c3']));
    expectError(answer, 400, 'invalid_arguments', 'queries');
  });

  it('rejects a set of four words', async () => {
    expectError(await search(qs(['queries', 'one two three four'])), 400, 'invalid_arguments', 'queries');
  });

  it('rejects a set without a letter or digit', async () => {
    expectError(await search(qs(['queries', '!!'])), 400, 'invalid_arguments', 'queries');
  });
});

describe('search_adverts ids and texts', () => {
  it('rejects a category_id that is not a UUID', async () => {
    expectError(await search(qs(['category_id', 'phones'])), 400, 'invalid_arguments', 'category_id');
  });

  it('finds nothing under an unknown category (a filter, not a lookup)', async () => {
    const answer = await search(qs(['category_id', '5a0e1f3c-2b4d-4c6e-8f1a-3b5c7d9e1f2a']));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ total: 0, adverts: [] });
  });

  it('accepts a category id', async () => {
    expect((await search(qs(['category_id', categories.laptops.id]))).body.total).toBe(1);
  });
});

describe('query string rules', () => {
  it('rejects an unknown parameter, naming it', async () => {
    expectError(await search(qs(['q', 'phone'])), 400, 'invalid_arguments', 'q');
    expectError(await search(qs(['limit', 5], ['page', 2])), 400, 'invalid_arguments', 'page');
  });

  it('rejects a scalar parameter given twice, naming it', async () => {
    expectError(await search(qs(['limit', 5], ['limit', 6])), 400, 'invalid_arguments', 'limit');
    expectError(await search(qs(['sort', 'newest'], ['sort', 'newest'])), 400, 'invalid_arguments', 'sort');
  });

  it('rejects empty values, naming the parameter', async () => {
    expectError(await search('?limit='), 400, 'invalid_arguments', 'limit');
    expectError(await search('?city='), 400, 'invalid_arguments', 'city');
    expectError(await search('?queries='), 400, 'invalid_arguments', 'queries');
    expectError(await search('?queries=phone&queries='), 400, 'invalid_arguments', 'queries');
  });

  it('accepts lang beside the operation parameters', async () => {
    const answer = await search(qs(['lang', 'de'], ['limit', 1]));
    expect(answer.status).toBe(200);
    expect(answer.body.adverts).toHaveLength(1);
  });

  it('reads + and percent-encoding as a form would', async () => {
    const answer = await search('?queries=telefon+xiaomi&city=Ni%C5%A1');
    expect(answer.body.adverts.map((a) => a.id)).toEqual([adverts.xiaomi.id]);
  });
});
