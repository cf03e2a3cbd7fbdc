import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storefront } from '@marketplace/core';
import { startTestApp, TEST_WEB_BASE_URL, type TestApp } from '../support/test-app.js';
import { adverts, fixture, sellers, UNKNOWN_ID } from './fixture.js';
import { expectError, getJson, qs } from './http.js';

/** GET /api/v1/storefronts/{seller_id}: a seller's business storefront or private adverts. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(fixture);
});
afterAll(async () => {
  await app.close();
});

const getStorefront = (id: string, query = '') => getJson<Storefront>(app, `/storefronts/${id}${query}`);
const advertIds = (storefront: Storefront) => storefront.adverts.map((a) => a.id);

describe('get_storefront', () => {
  it('gives the business storefront when the seller has one and business is omitted', async () => {
    const answer = await getStorefront(sellers.marko.id);
    expect(answer.status).toBe(200);
    const { adverts: cards, ...storefront } = answer.body;
    expect(storefront).toEqual({
      seller_id: sellers.marko.id,
      name: 'Marko Tech',
      is_business: true,
      description: 'Polovni telefoni i laptopovi.',
      city: 'Novi Sad',
      reviews: { count: 2, deals_count: 3, average: 4.5 },
      adverts_total: 2,
      url: `${TEST_WEB_BASE_URL}/stores/${sellers.marko.id}?utm_source=api`,
    });
    expect(cards.map((a) => a.id)).toEqual([adverts.laptop.id, adverts.phoneCyrillic.id]);
    expect(cards.every((a) => a.seller.name === 'Marko Tech' && a.seller.is_business)).toBe(true);
  });

  it('business=true gives the same business storefront', async () => {
    const answer = await getStorefront(sellers.marko.id, qs(['business', 'true']));
    expect(answer.body.is_business).toBe(true);
    expect(advertIds(answer.body)).toEqual([adverts.laptop.id, adverts.phoneCyrillic.id]);
  });

  it('business=false gives the private adverts of a seller who also has a business, newest first', async () => {
    const { body } = await getStorefront(sellers.marko.id, qs(['business', 'false']));
    expect(body).toMatchObject({
      seller_id: sellers.marko.id,
      name: 'Marko',
      is_business: false,
      description: null,
      city: null,
      reviews: { count: 0, deals_count: 0, average: null },
      adverts_total: 2,
      url: `${TEST_WEB_BASE_URL}/sellers/${sellers.marko.id}?utm_source=api`,
    });
    // The chairs were bumped after the landline was created.
    expect(advertIds(body)).toEqual([adverts.chairs4.id, adverts.landline.id]);
  });

  it('gives the private storefront when the seller has no business, without archived adverts', async () => {
    const { body } = await getStorefront(sellers.ana.id);
    expect(body.is_business).toBe(false);
    expect(body.name).toBe('Ana');
    expect(body.adverts_total).toBe(3);
    expect(advertIds(body)).toEqual([adverts.phoneCase.id, adverts.bike.id, adverts.headphones.id]);
  });

  it('lists a seller without adverts with none', async () => {
    const { status, body } = await getStorefront(sellers.petar.id);
    expect(status).toBe(200);
    expect({ total: body.adverts_total, adverts: body.adverts }).toEqual({ total: 0, adverts: [] });
  });

  it('limit cuts the list, not the total', async () => {
    const { body } = await getStorefront(sellers.ana.id, qs(['limit', 1]));
    expect(advertIds(body)).toEqual([adverts.phoneCase.id]);
    expect(body.adverts_total).toBe(3);
    expect((await getStorefront(sellers.ana.id, qs(['limit', 20]))).body.adverts).toHaveLength(3);
  });

  it.each(['0', '21', 'all'])('rejects limit=%s', async (limit) => {
    expectError(await getStorefront(sellers.ana.id, qs(['limit', limit])), 400, 'invalid_arguments', 'limit');
  });

  it.each(['yes', '1', 'TRUE', 'False'])('rejects business=%s', async (business) => {
    expectError(await getStorefront(sellers.marko.id, qs(['business', business])), 400, 'invalid_arguments', 'business');
  });

  it('answers 404 for business=true when the seller has no business', async () => {
    expectError(await getStorefront(sellers.ana.id, qs(['business', 'true'])), 404, 'not_found');
  });

  it('answers 404 for an unknown seller', async () => {
    expectError(await getStorefront(UNKNOWN_ID), 404, 'not_found');
  });

  it.each(['123', 'marko'])('answers 400 naming seller_id for the id %j', async (id) => {
    expectError(await getStorefront(id), 400, 'invalid_arguments', 'seller_id');
  });

  it('tags every link with utm_source=api', async () => {
    const { body } = await getStorefront(sellers.marko.id);
    const links = [body.url, ...body.adverts.flatMap((a) => [a.url, a.image_url])].filter((u): u is string => u !== null);
    expect(links).toHaveLength(4);
    for (const link of links) expect(new URL(link).searchParams.get('utm_source')).toBe('api');
  });
});
