import { describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import { publicReadsFixture } from '@marketplace/core/contracts';
import { loadBitmapLibrary } from '@marketplace/search-index';
import { buildSearchIndex, loadSeedData, UnreadableAdvert } from '../src/index.js';
import { ENGINES } from './support/seeded-feed.js';

/**
 * A build from the database in batches, the next batch read while one is indexed: the same index
 * whatever the batch size, and a build that stops on a row it cannot index leaves no read behind
 * (on PostgreSQL, its cursor's connection goes back to the pool).
 */
const f = publicReadsFixture;
const active = f.adverts.filter((a) => a.status === 'active');

describe.each(ENGINES)('the search index built from %s', { timeout: 120_000 }, (name, open) => {
  it('holds the same adverts read in batches of 2 as in one batch', async () => {
    const test = await open();
    onTestFinished(() => (test.database.kind === 'pglite' ? test.database.close() : test.drop()));
    await loadSeedData(test.database, { categories: f.categories, users: f.sellers, adverts: f.adverts, reviews: [], deals: [], favorites: [] });
    const lib = await loadBitmapLibrary();
    const whole = await buildSearchIndex(test.database, lib);
    const batched = await buildSearchIndex(test.database, lib, undefined, null, 2);
    expect(batched.size).toBe(active.length);
    expect(batched.stats().terms).toBe(whole.stats().terms);
  });

  it('stops at a row it cannot index, with the next batch in flight, and leaves no read open', async () => {
    const test = await open();
    onTestFinished(() => (test.database.kind === 'pglite' ? test.database.close() : test.drop()));
    await loadSeedData(test.database, { categories: f.categories, users: f.sellers, adverts: f.adverts, reviews: [], deals: [], favorites: [] });
    // Every active advert unreadable: the first batch throws while the second is being read.
    await test.database.query(sql`update adverts set latitude = 'NaN'::float8, longitude = 0 where status = 'active'`);
    const lib = await loadBitmapLibrary();
    await expect(buildSearchIndex(test.database, lib, undefined, null, 2)).rejects.toBeInstanceOf(UnreadableAdvert);
    if (name !== 'PostgreSQL') return;
    // No backend of this database is left inside the build's read (a cursor not closed holds its
    // connection, idle in a transaction, until the process ends).
    const [left] = await test.database.query<{ n: number }>(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query like '%tsvector_to_array%' and state <> 'idle'`);
    expect(left!.n).toBe(0);
  });
});
