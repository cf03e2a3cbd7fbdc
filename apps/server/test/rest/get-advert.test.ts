import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advert } from '@marketplace/core';
import { startTestApp, TEST_PUBLIC_BASE_URL, TEST_WEB_BASE_URL, type TestApp } from '../support/test-app.js';
import { adverts, categories, fixture, sellers, UNKNOWN_ID } from './fixture.js';
import { expectError, getJson, qs } from './http.js';

/** GET /api/v1/adverts/{advert_id}: one advert in full. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(fixture);
});
afterAll(async () => {
  await app.close();
});

const getAdvert = (id: string, query = '') => getJson<Advert>(app, `/adverts/${id}${query}`);

describe('get_advert', () => {
  it('returns a business advert in full, links tagged', async () => {
    const id = adverts.phoneCyrillic.id;
    const answer = await getAdvert(id, qs(['lang', 'sr']));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id,
      status: 'active',
      type: 'sell',
      title: 'Мобилни телефон Самсунг Галакси',
      description: 'Очуван телефон, батерија ради одлично.',
      price: 300,
      currency: 'EUR',
      price_from: false,
      is_negotiable: false,
      discount_percent: 20,
      city: 'Novi Sad',
      category_id: categories.smartphones.id,
      category: 'Elektronika / Telefoni / Pametni telefoni',
      specs: [{ name: 'Memorija', value: '128 GB' }],
      receiving_methods: ['pickup', 'delivery'],
      photos: [
        `${TEST_PUBLIC_BASE_URL}/photos/phone-cyr-1.webp?utm_source=api`,
        `${TEST_PUBLIC_BASE_URL}/photos/phone-cyr-2.webp?utm_source=api`,
      ],
      seller: { id: sellers.marko.id, name: 'Marko Tech', is_business: true },
      seller_reviews: { count: 2, deals_count: 3, average: 4.5 },
      storefront_url: `${TEST_WEB_BASE_URL}/stores/${sellers.marko.id}?utm_source=api`,
      created_at: '2026-01-10T10:00:00.000Z',
      url: `${TEST_WEB_BASE_URL}/adverts/${id}?utm_source=api`,
    });
    expect('variants' in answer.body).toBe(false);
  });

  it('omits receiving_methods and the storefront link for a private advert', async () => {
    const { body } = await getAdvert(adverts.chairs4.id);
    expect('receiving_methods' in body).toBe(false);
    expect(body.storefront_url).toBeNull();
    expect(body.seller).toEqual({ id: sellers.marko.id, name: 'Marko', is_business: false });
    // Reviews belong to the contour: the business storefront's do not show on private adverts.
    expect(body.seller_reviews).toEqual({ count: 0, deals_count: 0, average: null });
    expect(body.photos).toEqual([]);
  });

  it('lists configurations with their prices and availability', async () => {
    const { body } = await getAdvert(adverts.laptop.id);
    expect(body.variants).toEqual([
      { title: '16 GB', price: 600, is_available: true },
      { title: '32 GB', price: 750, is_available: true },
    ]);
    expect({ price: body.price, price_from: body.price_from, discount_percent: body.discount_percent }).toEqual({
      price: 600,
      price_from: true,
      discount_percent: null,
    });
  });

  it('returns an archived advert with its status', async () => {
    const answer = await getAdvert(adverts.archivedPhone.id);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('archived');
  });

  it('returns a wanted ad as type buy', async () => {
    expect((await getAdvert(adverts.wantedPhone.id)).body.type).toBe('buy');
  });

  it('gives the stored translation in the requested language', async () => {
    const { body, headers } = await getAdvert(adverts.sofa.id, qs(['lang', 'de']));
    expect({ title: body.title, description: body.description, category: body.category }).toEqual({
      title: 'Ledersofa, dreisitzig',
      description: 'Wie neu.',
      category: 'Haus / Möbel / Sofas',
    });
    expect(headers.get('content-language')).toBe('de');
    const original = await getAdvert(adverts.sofa.id, qs(['lang', 'hu']));
    expect(original.body.title).toBe('Bőr kanapé, háromszemélyes');
  });

  it('answers 404 not_found for an unknown advert', async () => {
    expectError(await getAdvert(UNKNOWN_ID), 404, 'not_found');
  });

  it.each(['42', 'not-a-uuid', '7d6a2c1e3b4f4e5a9c8d0f1e2d3c4b5a', `${UNKNOWN_ID}x`, '%E0%A4%A'])(
    'answers 400 invalid_arguments naming advert_id for the id %j',
    async (id) => {
      expectError(await getAdvert(id), 400, 'invalid_arguments', 'advert_id');
    },
  );

  it('rejects query parameters other than lang, including the id again', async () => {
    expectError(await getAdvert(adverts.bike.id, qs(['limit', 1])), 400, 'invalid_arguments', 'limit');
    expectError(await getAdvert(adverts.bike.id, qs(['advert_id', adverts.bike.id])), 400, 'invalid_arguments', 'advert_id');
  });
});
