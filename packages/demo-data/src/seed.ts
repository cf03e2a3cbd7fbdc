import { sql } from 'drizzle-orm';
import type { PhotoStorage } from '@marketplace/core';
import { openBulkLoad, type Database } from '@marketplace/adapters-postgres';
import { demoOwnerData, loadDemoExtras } from './demo-owner.js';
import { advertAt } from './adverts.js';
import { marketBatches } from './market.js';
import { ensurePhotoPool } from './photos/render.js';
import { sellerAt } from './sellers.js';

export interface SeedOptions {
  readonly adverts: number;
  readonly seed: number;
  readonly now: Date;
  /**
   * Where the photo pool goes (the service's photo storage); adverts then show its photos.
   * Without one, adverts have no photos.
   */
  readonly photos?: PhotoStorage | null;
  /** Called after each batch with adverts loaded so far. */
  readonly onProgress?: (loaded: number, total: number) => void;
}

export interface SeedSummary {
  readonly seeded: boolean;
  readonly adverts: number;
  readonly users: number;
  readonly categories: number;
  /** Pool photos the market shows, and how many of them this seed rendered (the rest were stored). */
  readonly photos: { readonly pool: number; readonly rendered: number };
  readonly milliseconds: number;
}

/** Generates and loads a market of `adverts` plus the demo owner into a migrated database. */
export async function seedMarket(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  // Files first, rows after: an advert never points at a photo that is not stored.
  const pool = options.photos ? await ensurePhotoPool(options.photos, usedPoolKeys(options)) : { photos: 0, rendered: 0 };
  const withPhotos = Boolean(options.photos);
  const loader = await openBulkLoad(database);
  let adverts = 0;
  let users = 0;
  let categories = 0;
  try {
    for (const batch of marketBatches({ ...options, photos: withPhotos })) {
      await loader.load(batch);
      adverts += batch.adverts.length;
      users += batch.users.length;
      categories += batch.categories.length;
      if (batch.adverts.length > 0) options.onProgress?.(adverts, options.adverts);
    }
    const savers = [0, 1, 2].map((i) => sellerAt(options.seed, i).id);
    const demo = demoOwnerData(options.now, savers, marketAdvertToAsk(options), withPhotos);
    await loader.load(demo.seed);
    await loadDemoExtras(database, demo);
    adverts += demo.seed.adverts.length;
    users += demo.seed.users.length;
  } finally {
    await loader.finish();
  }
  return {
    seeded: true,
    adverts,
    users,
    categories,
    photos: { pool: pool.photos, rendered: pool.rendered },
    milliseconds: Math.round(performance.now() - started),
  };
}

/**
 * The pool photos a small market shows (the demo owner's and its adverts'), so that a start with
 * few adverts renders few pictures; a larger market shows nearly all of them: undefined, all.
 */
function usedPoolKeys(options: SeedOptions): ReadonlySet<string> | undefined {
  if (options.adverts > 1000) return undefined;
  const keys = new Set(demoOwnerData(options.now, [], null, true).seed.adverts.flatMap((a) => a.photoKeys));
  for (let i = 0; i < options.adverts; i += 1) {
    for (const key of advertAt(options.seed, i, options.adverts, options.now).advert.photoKeys) keys.add(key);
  }
  return keys;
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
  if (await hasAdverts(database)) return { seeded: false, adverts: 0, users: 0, categories: 0, photos: { pool: 0, rendered: 0 }, milliseconds: 0 };
  return seedMarket(database, options);
}
