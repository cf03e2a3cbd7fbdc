import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Categories, Category } from '@marketplace/core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { categories, fixture, UNKNOWN_ID } from './fixture.js';
import { expectError, getJson, qs } from './http.js';

/** GET /api/v1/categories/{category_id}: one category with its path and subtree count (decision 0067). */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(fixture);
});
afterAll(async () => {
  await app.close();
});

const getCategory = (id: string, query = '') => getJson<Category>(app, `/categories/${id}${query}`);
const { electronics, phones, smartphones, chairs, furniture } = categories;

describe('get_category', () => {
  it('gives a root with its subtree count (the archived phone not counted, the wanted ad counted)', async () => {
    const answer = await getCategory(electronics.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: electronics.id,
      title: 'Electronics',
      path: 'Electronics',
      parent_id: null,
      adverts_count: 7,
      is_leaf: false,
    });
  });

  it('gives a leaf three levels down with its path root first and the count get_categories gives it', async () => {
    const { body } = await getCategory(smartphones.id);
    expect(body).toMatchObject({ title: 'Smartphones', path: 'Electronics / Phones / Smartphones', parent_id: phones.id, is_leaf: true });
    const tree = await getJson<Categories>(app, `/categories${qs(['parent_id', phones.id])}`);
    expect(body.adverts_count).toBe(tree.body.categories.find((node) => node.id === smartphones.id)?.adverts_count);
    expect((await getCategory(chairs.id)).body).toMatchObject({ path: 'Home / Furniture / Chairs', parent_id: furniture.id, adverts_count: 2 });
  });

  it.each([
    ['de', 'Haus / Möbel / Stühle'],
    ['sr', 'Kuća / Nameštaj / Stolice'],
    ['ru', 'Дом / Мебель / Стулья'],
  ])('names the category and its path in lang=%s', async (lang, path) => {
    const { body, headers } = await getCategory(chairs.id, qs(['lang', lang]));
    expect(body.path).toBe(path);
    expect(body.title).toBe(path.split(' / ').at(-1));
    expect(headers.get('content-language')).toBe(lang);
  });

  it('follows Accept-Language when no lang is given', async () => {
    const { body } = await getJson<Category>(app, `/categories/${phones.id}`, { headers: { 'Accept-Language': 'de' } });
    expect(body.path).toBe('Elektronik / Telefone');
  });

  it('answers 404 not_found for an unknown category', async () => {
    expectError(await getCategory(UNKNOWN_ID), 404, 'not_found');
  });

  it('rejects an id that is not a UUID, naming category_id', async () => {
    expectError(await getCategory('electronics'), 400, 'invalid_arguments', 'category_id');
  });

  it('rejects an unknown parameter, naming it', async () => {
    expectError(await getCategory(electronics.id, qs(['depth', 2])), 400, 'invalid_arguments', 'depth');
  });
});
