import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { PhotoStorage } from '@marketplace/core';
import { openBulkLoad, type BulkLoader, type CopyData, type Database } from '@marketplace/adapters-postgres';
import { demoOwnerData, loadDemoExtras } from './demo-owner.js';
import { advertAt, type TextModel } from './adverts.js';
import { advertBatch, advertBatchCount, marketHeadBatches, type MarketOptions } from './market.js';
import { loadVocabulary } from './language/vocabulary.js';
import type { SeedWorkerData } from './seed-worker.js';
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
  /** How adverts are written (default curated: the demo's phrases only; `real` for size tests). */
  readonly text?: TextModel;
  /**
   * Worker threads that generate the adverts while this thread loads them (PostgreSQL only);
   * 0 (the default) generates them here, between the loads.
   */
  readonly workers?: number;
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
  const market: MarketOptions = { adverts: options.adverts, seed: options.seed, now: options.now, photos: withPhotos, text: options.text ?? 'curated' };
  const workers = database.client && options.adverts > 0 ? Math.max(0, options.workers ?? 0) : 0;
  if (market.text === 'real' && workers === 0) await loadVocabulary();
  const loader = await openBulkLoad(database);
  let adverts = 0;
  let users = 0;
  let categories = 0;
  let demo: ReturnType<typeof demoOwnerData>;
  try {
    for (const batch of marketHeadBatches(market)) {
      await loader.load(batch);
      users += batch.users.length;
      categories += batch.categories.length;
    }
    const progress = (loaded: number) => {
      adverts += loaded;
      options.onProgress?.(adverts, options.adverts);
    };
    if (workers > 0) await loadInWorkers(loader, market, workers, progress);
    else {
      for (let number = 0; number < advertBatchCount(market); number += 1) {
        const batch = advertBatch(market, number);
        await loader.load(batch);
        progress(batch.adverts.length);
      }
    }
    const savers = [0, 1, 2].map((i) => sellerAt(options.seed, i).id);
    demo = demoOwnerData(options.now, savers, marketAdvertToAsk(options), withPhotos);
    await loader.load(demo.seed);
    adverts += demo.seed.adverts.length;
    users += demo.seed.users.length;
    await loader.finish();
  } catch (error) {
    await loader.abort();
    throw error;
  }
  // After the commit: the demo owner's drafts and chats point at the loaded rows.
  await loadDemoExtras(database, demo);
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
 * How to start a seed worker: the compiled module, or from source the TypeScript module loaded
 * through tsx's API (a worker thread does not inherit tsx's loader). Null when neither is at hand
 * (a bundled build, or a test runner without tsx): the batches are then generated in this thread.
 */
function workerSource(): { readonly code: string | URL; readonly eval: boolean } | null {
  const compiled = new URL('./seed-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return { code: compiled, eval: false };
  const source = new URL('./seed-worker.ts', import.meta.url);
  if (!existsSync(fileURLToPath(source))) return null;
  let api: string;
  try {
    api = import.meta.resolve('tsx/esm/api');
  } catch {
    return null;
  }
  return { code: `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(source.href)}, ${JSON.stringify(import.meta.url)}))`, eval: true };
}

interface Encoded {
  readonly number: number;
  readonly adverts: number;
  readonly data: readonly CopyData[];
}

/**
 * Advert batches generated by `count` worker threads, written here in order: batch n is written
 * while the workers make the next ones (at most two waiting per worker, so memory stays bounded).
 * Without the worker's module (a bundled build), the batches are generated here instead.
 */
async function loadInWorkers(loader: BulkLoader, market: MarketOptions, count: number, progress: (loaded: number) => void): Promise<void> {
  const source = workerSource();
  const total = advertBatchCount(market);
  if (source === null) {
    if (market.text === 'real') await loadVocabulary();
    for (let number = 0; number < total; number += 1) {
      const batch = advertBatch(market, number);
      await loader.load(batch);
      progress(batch.adverts.length);
    }
    return;
  }
  const context = loader.context();
  const workerData: SeedWorkerData = {
    market: { ...market, now: market.now.getTime() },
    paths: [...context.paths],
    photoIds: [...context.photoIds],
  };
  const pool = Array.from({ length: Math.min(count, total) }, () => new Worker(source.code, { workerData, eval: source.eval }));
  const waiting = new Map<number, { resolve: (value: Encoded) => void; reject: (error: unknown) => void }>();
  const results = new Map<number, Promise<Encoded>>();
  let failure: unknown = null;
  const ready = pool.map(
    (worker) =>
      new Promise<void>((resolve, reject) => {
        worker.on('message', (message: Encoded | 'ready') => {
          if (message === 'ready') return resolve();
          waiting.get(message.number)?.resolve(message);
          waiting.delete(message.number);
        });
        const fail = (error: unknown) => {
          failure ??= error;
          reject(error);
          for (const pending of waiting.values()) pending.reject(error);
          waiting.clear();
        };
        worker.on('error', fail);
        worker.on('exit', (code) => {
          if (code !== 0) fail(new Error(`a seed worker exited with code ${code}`));
        });
      }),
  );
  const request = (number: number) => {
    if (number >= total || results.has(number)) return;
    if (failure !== null) throw failure;
    results.set(number, new Promise<Encoded>((resolve, reject) => waiting.set(number, { resolve, reject })));
    pool[number % pool.length]!.postMessage(number);
  };
  try {
    await Promise.all(ready);
    const ahead = pool.length * 2;
    for (let number = 0; number < Math.min(total, ahead); number += 1) request(number);
    for (let number = 0; number < total; number += 1) {
      const encoded = await results.get(number)!;
      results.delete(number);
      request(number + ahead);
      await loader.write(encoded.data);
      progress(encoded.adverts);
    }
  } finally {
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
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

/**
 * Whether a seed was loaded: its categories (and the demo owner, the photo library's user) are
 * rows of fixed ids, so a second seed would write them again and fail on the first of them.
 */
export async function isSeeded(database: Database): Promise<boolean> {
  const rows = await database.query<{ any: boolean }>(sql`select exists (select 1 from categories) as any`);
  return rows[0]?.any === true;
}

/** The start command's step: an empty database gets demo data; anything else is left alone. */
export async function seedDemoIfEmpty(database: Database, options: SeedOptions): Promise<SeedSummary> {
  if (await hasAdverts(database)) return { seeded: false, adverts: 0, users: 0, categories: 0, photos: { pool: 0, rendered: 0 }, milliseconds: 0 };
  return seedMarket(database, options);
}
