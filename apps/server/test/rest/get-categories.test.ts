import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Categories, CategoryNodeOutput } from '@marketplace/core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { categories, fixture, UNKNOWN_ID } from './fixture.js';
import { expectError, getJson, qs } from './http.js';

/** GET /api/v1/categories: the category tree with subtree counts. */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(fixture);
});
afterAll(async () => {
  await app.close();
});

const getCategories = (query = '') => getJson<Categories>(app, `/categories${query}`);

/** The tree reduced to what the tests compare: id, count, leaf flag, children when present. */
interface Shape {
  id: string;
  count: number;
  leaf: boolean;
  children?: Shape[];
}
const shape = (nodes: readonly CategoryNodeOutput[]): Shape[] =>
  nodes.map((n) => ({
    id: n.id,
    count: n.adverts_count,
    leaf: n.is_leaf,
    ...(n.children === undefined ? {} : { children: shape(n.children) }),
  }));

const { electronics, phones, smartphones, accessories, laptops, home, furniture, chairs, sofas, appliances, sport, services } =
  categories;

// Active adverts of every type in each subtree; the archived phone is not counted, the wanted ad is.
const leaf = (id: string, count: number): Shape => ({ id, count, leaf: true });

describe('get_categories', () => {
  it('gives two levels from the roots by default, children absent at the limit and for leaves', async () => {
    const answer = await getCategories();
    expect(answer.status).toBe(200);
    expect(shape(answer.body.categories)).toEqual([
      {
        id: electronics.id,
        count: 7,
        leaf: false,
        children: [
          { id: phones.id, count: 6, leaf: false },
          leaf(laptops.id, 1),
        ],
      },
      {
        id: home.id,
        count: 4,
        leaf: false,
        children: [
          { id: furniture.id, count: 3, leaf: false },
          leaf(appliances.id, 1),
        ],
      },
      leaf(sport.id, 2),
      leaf(services.id, 0),
    ]);
  });

  it('depth=1 gives the roots only', async () => {
    const { body } = await getCategories(qs(['depth', 1]));
    expect(body.categories.map((c) => c.id)).toEqual([electronics.id, home.id, sport.id, services.id]);
    expect(body.categories.every((c) => !('children' in c))).toBe(true);
  });

  it('depth=3 reaches the third level', async () => {
    const { body } = await getCategories(qs(['depth', 3]));
    expect(shape(body.categories)[0]).toEqual({
      id: electronics.id,
      count: 7,
      leaf: false,
      children: [
        { id: phones.id, count: 6, leaf: false, children: [leaf(smartphones.id, 3), leaf(accessories.id, 3)] },
        leaf(laptops.id, 1),
      ],
    });
    expect(shape(body.categories)[1]?.children?.[0]).toEqual({
      id: furniture.id,
      count: 3,
      leaf: false,
      children: [leaf(chairs.id, 2), leaf(sofas.id, 1)],
    });
  });

  it('depth=4 is the deepest allowed', async () => {
    expect((await getCategories(qs(['depth', 4]))).status).toBe(200);
  });

  it.each(['0', '5', '2.5', 'deep'])('rejects depth=%s', async (depth) => {
    expectError(await getCategories(qs(['depth', depth])), 400, 'invalid_arguments', 'depth');
  });

  it('starts below parent_id', async () => {
    const { body } = await getCategories(qs(['parent_id', electronics.id], ['depth', 1]));
    expect(shape(body.categories)).toEqual([{ id: phones.id, count: 6, leaf: false }, leaf(laptops.id, 1)]);
    const deeper = await getCategories(qs(['parent_id', electronics.id]));
    expect(shape(deeper.body.categories)[0]?.children).toEqual([leaf(smartphones.id, 3), leaf(accessories.id, 3)]);
  });

  it('gives an empty list below a leaf', async () => {
    expect((await getCategories(qs(['parent_id', chairs.id]))).body).toEqual({ categories: [] });
  });

  it('answers 404 not_found for an unknown parent_id', async () => {
    expectError(await getCategories(qs(['parent_id', UNKNOWN_ID])), 404, 'not_found');
  });

  it('rejects a parent_id that is not a UUID', async () => {
    expectError(await getCategories(qs(['parent_id', 'electronics'])), 400, 'invalid_arguments', 'parent_id');
  });

  it.each([
    ['en', 'Electronics', 'Phones'],
    ['de', 'Elektronik', 'Telefone'],
    ['sr', 'Elektronika', 'Telefoni'],
    ['ru', 'Электроника', 'Телефоны'],
    ['hu', 'Electronics (hu)', 'Phones (hu)'],
  ])('names categories in lang=%s', async (lang, root, child) => {
    const { body, headers } = await getCategories(qs(['lang', lang]));
    expect(body.categories[0]?.title).toBe(root);
    expect(body.categories[0]?.children?.[0]?.title).toBe(child);
    expect(headers.get('content-language')).toBe(lang);
  });

  it('carries every required field of a node', async () => {
    const { body } = await getCategories(qs(['depth', 1]));
    expect(body.categories[0]).toEqual({ id: electronics.id, title: 'Electronics', adverts_count: 7, is_leaf: false });
  });

  it('rejects an unknown parameter', async () => {
    expectError(await getCategories(qs(['level', 2])), 400, 'invalid_arguments', 'level');
  });
});
