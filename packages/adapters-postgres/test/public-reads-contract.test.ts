import { describePublicReadsContract } from '@marketplace/core/contracts';
import { createPgliteDatabase, createTestDatabase } from '../src/testing/index.js';
import {
  DrizzleAdvertCatalog,
  DrizzleCategoryCatalog,
  DrizzleStorefrontCatalog,
  IndexedAdvertSearch,
  IndexedCategoryCatalog,
  IndexedStorefrontCatalog,
  loadBitmapLibrary,
  loadSeedData,
  SearchIndexFeed,
  type Database,
} from '../src/index.js';
import type { MarketplaceFixture } from '@marketplace/core/testing';

const seedOf = (fixture: MarketplaceFixture) => ({
  categories: fixture.categories,
  users: fixture.sellers,
  adverts: fixture.adverts,
  reviews: fixture.reviews.map((r, i) => ({ ...r, id: `20000000-0000-4000-8000-${String(i).padStart(12, '0')}`, createdAt: new Date('2026-01-01') })),
  deals: fixture.deals.map((d, i) => ({ ...d, id: `30000000-0000-4000-8000-${String(i).padStart(12, '0')}`, createdAt: new Date('2026-01-01') })),
  favorites: [],
});

/**
 * The ports as the service composes them: categories and storefronts from the index's read views
 * (`reads: 'index'`), or from SQL alone (`'sql'`: what they answer before the index has loaded).
 */
async function portsOf(database: Database, options: { bitmaps?: 'wasm'; reads?: 'index' | 'sql' } = {}) {
  const feed = new SearchIndexFeed(database, options.bitmaps ? { bitmaps: await loadBitmapLibrary('wasm') } : {});
  await feed.start();
  const search = new IndexedAdvertSearch(database, feed);
  const sqlCategories = new DrizzleCategoryCatalog(database);
  const sqlStorefronts = new DrizzleStorefrontCatalog(database);
  const fromIndex = (options.reads ?? 'index') === 'index';
  return {
    feed,
    ports: {
      search,
      adverts: new DrizzleAdvertCatalog(database),
      categories: fromIndex ? new IndexedCategoryCatalog(database, feed, sqlCategories) : sqlCategories,
      storefronts: fromIndex ? new IndexedStorefrontCatalog(database, feed, search, sqlStorefronts) : sqlStorefronts,
    },
  };
}

describePublicReadsContract('PostgreSQL, search index', async (fixture) => {
  const test = await createTestDatabase();
  await loadSeedData(test.database, seedOf(fixture));
  const { feed, ports } = await portsOf(test.database);
  return { ports, close: async () => (await feed.close(), await test.drop()) };
});

// The WebAssembly build of the bitmaps answers the same (the fallback where `roaring` did not install).
describePublicReadsContract('PostgreSQL, search index on roaring-wasm', async (fixture) => {
  const test = await createTestDatabase();
  await loadSeedData(test.database, seedOf(fixture));
  const { feed, ports } = await portsOf(test.database, { bitmaps: 'wasm' });
  return { ports, close: async () => (await feed.close(), await test.drop()) };
});

describePublicReadsContract('PGlite, search index', async (fixture) => {
  const database = await createPgliteDatabase();
  await loadSeedData(database, seedOf(fixture));
  const { feed, ports } = await portsOf(database);
  return { ports, close: async () => (await feed.close(), await database.close()) };
});

// Categories and storefronts from SQL alone: what a process answers until its index has loaded.
describePublicReadsContract('PostgreSQL, categories and storefronts from SQL', async (fixture) => {
  const test = await createTestDatabase();
  await loadSeedData(test.database, seedOf(fixture));
  const { feed, ports } = await portsOf(test.database, { reads: 'sql' });
  return { ports, close: async () => (await feed.close(), await test.drop()) };
});
