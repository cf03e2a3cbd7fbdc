import { sql } from 'drizzle-orm';
import { openBulkLoad, type Database } from '@marketplace/adapters-postgres';
import { demoOwnerData, loadDemoExtras } from './demo-owner.js';
import { advertAt } from './adverts.js';
import { marketBatches } from './market.js';
import { sellerAt } from './sellers.js';

export interface SeedOptions {
  readonly adverts: number;
  readonly seed: number;
  readonly now: Date;
  /** Called after each batch with adverts loaded so far. */
  readonly onProgress?: (loaded: number, total: number) => void;
}

export interface SeedSummary {
  readonly seeded: boolean;
  readonly adverts: number;
  readonly users: number;
  readonly categories: number;
  readonly milliseconds: number;
}

/** Generates and loads a market of `adverts` plus the demo owner into a migrated database. */
export async function seedMarket(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const loader = await openBulkLoad(database);
  let adverts = 0;
  let users = 0;
  let categories = 0;
  try {
    for (const batch of marketBatches(options)) {
      await loader.load(batch);
      adverts += batch.adverts.length;
      users += batch.users.length;
      categories += batch.categories.length;
      if (batch.adverts.length > 0) options.onProgress?.(adverts, options.adverts);
    }
    const savers = [0, 1, 2].map((i) => sellerAt(options.seed, i).id);
    const demo = demoOwnerData(options.now, savers, marketAdvertToAsk(options));
    await loader.load(demo.seed);
    await loadDemoExtras(database, demo);
    adverts += demo.seed.adverts.length;
    users += demo.seed.users.length;
  } finally {
    await loader.finish();
  }
  return { seeded: true, adverts, users, categories, milliseconds: Math.round(performance.now() - started) };
}

/** The first active offer of another seller in the market, for the demo owner's chat as a buyer. */
function marketAdvertToAsk(options: SeedOptions): { id: string; sellerId: string } | null {
  for (let i = 0; i < Math.min(options.adverts, 100); i += 1) {
    const { advert } = advertAt(options.seed, i, options.adverts, options.now);
    if (advert.status === 'active' && advert.type === 'sell') return { id: advert.id, sellerId: advert.sellerId };
  }
  return null;
}

export async function hasAdverts(database: Database): Promise<boolean> {
  const rows = await database.query<{ any: boolean }>(sql`select exists (select 1 from adverts) as any`);
  return rows[0]?.any === true;
}

/** The start command's step: an empty database gets demo data; anything else is left alone. */
export async function seedDemoIfEmpty(database: Database, options: SeedOptions): Promise<SeedSummary> {
  if (await hasAdverts(database)) return { seeded: false, adverts: 0, users: 0, categories: 0, milliseconds: 0 };
  return seedMarket(database, options);
}
