import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Categories, SearchResult } from '@marketplace/core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { adverts, categories, fixture } from './fixture.js';
import { expectError, getJson, qs } from './http.js';

/** Conventions every public read shares: language, caching, unknown routes and methods. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(fixture);
});
afterAll(async () => {
  await app.close();
});

const rootTitle = async (init?: RequestInit, query = '') => {
  const answer = await getJson<Categories>(app, `/categories${query}`, init);
  expect(answer.status).toBe(200);
  return { title: answer.body.categories[0]?.title, language: answer.headers.get('content-language') };
};
const acceptLanguage = (value: string): RequestInit => ({ headers: { 'Accept-Language': value } });

describe('answer language', () => {
  it('is English by default', async () => {
    expect(await rootTitle()).toEqual({ title: 'Electronics', language: 'en' });
  });

  it('follows Accept-Language with q-values', async () => {
    expect(await rootTitle(acceptLanguage('de'))).toEqual({ title: 'Elektronik', language: 'de' });
    expect(await rootTitle(acceptLanguage('en;q=0.3, ru;q=0.9, de;q=0.5'))).toEqual({ title: 'Электроника', language: 'ru' });
  });

  it('reads a regional tag as its language (sr-Latn, de-AT)', async () => {
    expect(await rootTitle(acceptLanguage('sr-Latn-RS'))).toEqual({ title: 'Elektronika', language: 'sr' });
    expect(await rootTitle(acceptLanguage('de-AT'))).toEqual({ title: 'Elektronik', language: 'de' });
  });

  it('skips an unsupported language for the next one, and falls back to English', async () => {
    expect(await rootTitle(acceptLanguage('fr-FR, fr;q=0.9, de;q=0.8'))).toEqual({ title: 'Elektronik', language: 'de' });
    expect(await rootTitle(acceptLanguage('fr, ja;q=0.5'))).toEqual({ title: 'Electronics', language: 'en' });
    expect(await rootTitle(acceptLanguage('*'))).toEqual({ title: 'Electronics', language: 'en' });
  });

  it('lang in the query overrides the header', async () => {
    expect(await rootTitle(acceptLanguage('de'), qs(['lang', 'sr']))).toEqual({ title: 'Elektronika', language: 'sr' });
  });

  it.each(['en', 'ru', 'ro', 'de', 'uk', 'hu', 'bg', 'sr'])('accepts lang=%s', async (lang) => {
    expect((await rootTitle(undefined, qs(['lang', lang]))).language).toBe(lang);
  });

  it.each(['fr', 'EN', 'de-AT', 'english'])('rejects lang=%s naming lang', async (lang) => {
    expectError(await getJson(app, `/categories${qs(['lang', lang])}`), 400, 'invalid_arguments', 'lang');
  });

  it('rejects lang given twice or empty', async () => {
    expectError(await getJson(app, `/adverts${qs(['lang', 'de'], ['lang', 'de'])}`), 400, 'invalid_arguments', 'lang');
    expectError(await getJson(app, '/adverts?lang='), 400, 'invalid_arguments', 'lang');
  });

  it('applies to category paths of cards on every read', async () => {
    const search = await getJson<SearchResult>(app, `/adverts${qs(['lang', 'de'], ['category_id', categories.laptops.id])}`);
    expect(search.body.adverts[0]?.category).toBe('Elektronik / Laptops');
    const storefront = await getJson<{ adverts: { category: string }[] }>(
      app,
      `/storefronts/${adverts.bike.sellerId}`,
      acceptLanguage('sr'),
    );
    expect(storefront.body.adverts.map((a) => a.category)).toContain('Sport');
    expect(storefront.headers.get('content-language')).toBe('sr');
  });

  it('answers vary by Accept-Language', async () => {
    const answer = await getJson(app, '/categories');
    expect(answer.headers.get('vary')).toMatch(/accept-language/i);
  });
});

describe('caching of public reads', () => {
  it('lets anonymous answers be cached for a short while', async () => {
    const answer = await getJson(app, `/adverts/${adverts.bike.id}`);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('never caches failures', async () => {
    const answer = await getJson(app, '/adverts?limit=0');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-language')).toBeNull();
  });
});

describe('routes and methods', () => {
  it('answers an unknown route with 404 not_found in the Error shape', async () => {
    expectError(await getJson(app, '/nothing-here'), 404, 'not_found');
    expectError(await getJson(app, '/adverts/extra/segments'), 404, 'not_found');
    expectError(await getJson(app, '/categories/'), 404, 'not_found');
  });

  it.each([
    ['POST', '/adverts'],
    ['PUT', `/adverts/${adverts.bike.id}`],
    ['DELETE', `/adverts/${adverts.bike.id}`],
    ['PATCH', '/categories'],
    ['POST', `/storefronts/${adverts.bike.sellerId}`],
  ])('answers %s %s with 405 method_not_allowed and Allow', async (method, path) => {
    const answer = await getJson(app, path, { method, headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expectError(answer, 405, 'method_not_allowed');
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
  });

  it('serves HEAD like GET without a body', async () => {
    const response = await app.get('/api/v1/categories', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('en');
    expect(await response.text()).toBe('');
  });

  it('answers JSON on success', async () => {
    const response = await app.get('/api/v1/categories?depth=1');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as Categories).categories).toHaveLength(4);
  });

  it('treats quotes in keywords as data', async () => {
    const answer = await getJson<SearchResult>(app, `/adverts${qs(['queries', "o'reilly telefon"])}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ total: 0, adverts: [] });
  });
});
