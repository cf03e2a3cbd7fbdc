import { describePublicReadsContract } from '@marketplace/core/contracts';
import { createPgliteDatabase, createTestDatabase } from '../src/testing/index.js';
import {
  DrizzleAdvertCatalog,
  DrizzleCategoryCatalog,
  DrizzleStorefrontCatalog,
  IndexedAdvertSearch,
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

async function portsOf(database: Database, bitmaps?: 'wasm') {
  const feed = new SearchIndexFeed(database, bitmaps ? { bitmaps: await loadBitmapLibrary('wasm') } : {});
  await feed.start();
  return {
    feed,
    ports: {
      search: new IndexedAdvertSearch(database, feed),
      adverts: new DrizzleAdvertCatalog(database),
      categories: new DrizzleCategoryCatalog(database),
      storefronts: new DrizzleStorefrontCatalog(database),
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
  const { feed, ports } = await portsOf(test.database, 'wasm');
  return { ports, close: async () => (await feed.close(), await test.drop()) };
});

describePublicReadsContract('PGlite, search index', async (fixture) => {
  const database = await createPgliteDatabase();
  await loadSeedData(database, seedOf(fixture));
  const { feed, ports } = await portsOf(database);
  return { ports, close: async () => (await feed.close(), await database.close()) };
});
