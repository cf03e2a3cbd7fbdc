import { describePublicReadsContract } from '@marketplace/core/contracts';
import { createPgliteDatabase, createTestDatabase } from '@marketplace/testkit';
import {
  DrizzleAdvertCatalog,
  DrizzleAdvertSearch,
  DrizzleCategoryCatalog,
  DrizzleStorefrontCatalog,
  loadSeedData,
  type Database,
  type SearchPlanning,
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

const portsOf = (database: Database, planning?: SearchPlanning) => ({
  search: new DrizzleAdvertSearch(database, planning),
  adverts: new DrizzleAdvertCatalog(database),
  categories: new DrizzleCategoryCatalog(database),
  storefronts: new DrizzleStorefrontCatalog(database),
});

describePublicReadsContract('PostgreSQL', async (fixture) => {
  const test = await createTestDatabase();
  await loadSeedData(test.database, seedOf(fixture));
  return { ports: portsOf(test.database), close: () => test.drop() };
});

// The same answers whichever plan the search takes: always walking the order index, and walking
// with a budget so small that it falls back to collecting.
describePublicReadsContract('PostgreSQL, walking the order indexes', async (fixture) => {
  const test = await createTestDatabase();
  await loadSeedData(test.database, seedOf(fixture));
  return { ports: portsOf(test.database, { materializeLimit: 0, walkBudget: 10_000, collectFirst: 0 }), close: () => test.drop() };
});

describePublicReadsContract('PostgreSQL, walks cut short', async (fixture) => {
  const test = await createTestDatabase();
  await loadSeedData(test.database, seedOf(fixture));
  return { ports: portsOf(test.database, { materializeLimit: 0, walkBudget: 1, collectFirst: 0 }), close: () => test.drop() };
});

// Collecting first with a cap so small that most searches overflow it and count separately.
describePublicReadsContract('PostgreSQL, first collection overflowing', async (fixture) => {
  const test = await createTestDatabase();
  await loadSeedData(test.database, seedOf(fixture));
  return { ports: portsOf(test.database, { materializeLimit: 30_000, walkBudget: 4_000, collectFirst: 1 }), close: () => test.drop() };
});

describePublicReadsContract('PGlite', async (fixture) => {
  const database = await createPgliteDatabase();
  await loadSeedData(database, seedOf(fixture));
  return { ports: portsOf(database), close: () => database.close() };
});
