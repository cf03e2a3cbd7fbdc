import type { Advert, Categories, CategoryNodeOutput, SearchResult, Storefront } from '@marketplace/core';
import type { TestApp } from '../../support/test-app.js';
import { call } from './owner-http.js';

/** What anyone sees of the owner's changes through the public reads. */

async function read<T>(app: TestApp, path: string): Promise<T> {
  const answer = await call<T>(app, 'GET', path);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export const publicRead = {
  search: (app: TestApp, query = '') => read<SearchResult>(app, `/adverts${query}`),
  advert: (app: TestApp, id: string) => read<Advert>(app, `/adverts/${id}`),
  storefront: (app: TestApp, sellerId: string, business: boolean) =>
    read<Storefront>(app, `/storefronts/${sellerId}?business=${business}&limit=20`),
  /** adverts_count of every category, by id, over the whole tree. */
  categoryCounts: async (app: TestApp): Promise<Map<string, number>> => {
    const { categories } = await read<Categories>(app, '/categories?depth=4');
    const counts = new Map<string, number>();
    const visit = (nodes: readonly CategoryNodeOutput[]) => {
      for (const node of nodes) {
        counts.set(node.id, node.adverts_count);
        visit(node.children ?? []);
      }
    };
    visit(categories);
    return counts;
  },
};

/** Ids of the public search in `newest` order (first page of 20). */
export const newestIds = async (app: TestApp, query = ''): Promise<string[]> =>
  (await publicRead.search(app, `?limit=20${query}`)).adverts.map((a) => a.id);
