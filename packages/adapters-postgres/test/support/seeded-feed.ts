import { publicReadsFixture } from '@marketplace/core/contracts';
import { createPgliteDatabase, createTestDatabase, type TestDatabase } from '../../src/testing/index.js';
import { loadSeedData, SearchIndexFeed, type SearchFeedOptions } from '../../src/index.js';

/** Both engines, each as a fresh database (PGlite's in memory: closing it drops it). */
export const ENGINES: readonly (readonly [string, () => Promise<TestDatabase>])[] = [
  ['PostgreSQL', () => createTestDatabase()],
  ['PGlite', async () => ({ database: await createPgliteDatabase(), drop: async () => {} }) as unknown as TestDatabase],
];

/** The public-reads fixture loaded, and a started change feed over it (polling only when asked). */
export async function seededFeed(test: TestDatabase, options: SearchFeedOptions = {}): Promise<{ feed: SearchIndexFeed; close(): Promise<void> }> {
  const f = publicReadsFixture;
  await loadSeedData(test.database, { categories: f.categories, users: f.sellers, adverts: f.adverts, reviews: [], deals: [], favorites: [] });
  const feed = new SearchIndexFeed(test.database, { pollMs: 60_000, ...options });
  await feed.start();
  return {
    feed,
    close: async () => {
      await feed.close();
      if (test.database.kind === 'pglite') await test.database.close();
      else await test.drop();
    },
  };
}
