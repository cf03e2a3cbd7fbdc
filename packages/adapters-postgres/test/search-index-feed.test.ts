import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdvertSearchQuery } from '@marketplace/core';
import { A, C, PLACES, publicReadsFixture } from '@marketplace/core/contracts';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';
import { ENGINES, seededFeed } from './support/seeded-feed.js';
import {
  buildSearchIndex,
  loadAdverts,
  loadBitmapLibrary,
  SearchIndexFeed,
  type Database,
  type SearchIndex,
} from '../src/index.js';

/**
 * The change feed: every write search sees reaches a running index, and an index that applied
 * changes (in any order, twice, late) answers exactly what an index built afresh answers.
 */

const fixture = publicReadsFixture;

const base: AdvertSearchQuery = {
  words: null, categoryId: null, city: null, point: null, radiusKm: null, currency: 'EUR', priceMinMinor: null,
  priceMaxMinor: null, sellerType: 'all', advertType: 'sell', sort: 'newest', limit: 1000, lang: 'en',
};
const QUERIES: AdvertSearchQuery[] = (['newest', 'price_asc', 'price_desc', 'nearest'] as const).flatMap((sort) =>
  [null, ['te'], ['a'], ['novo']].flatMap((words) => [
    { ...base, sort, words, point: PLACES.belgrade },
    { ...base, sort, words, point: PLACES.belgrade, radiusKm: 100, currency: 'RSD' },
    { ...base, sort, words, categoryId: C.electronics.id, advertType: 'buy' as const },
  ]),
);

/** Every query's whole answer (limit 1000: all matches, in order). */
const answers = (index: SearchIndex) => QUERIES.map((q) => index.search(q));

async function fresh(database: Database): Promise<SearchIndex> {
  return buildSearchIndex(database, await loadBitmapLibrary());
}

/** Writes of every kind search sees, as the adapters make them (the triggers record them). */
async function writeChanges(database: Database): Promise<void> {
  const ids = fixture.adverts.filter((a) => a.status === 'active').map((a) => a.id);
  await database.query(sql`update adverts set price_minor = 123400 where id = ${ids[0]!}::uuid`);
  await database.query(sql`update adverts set sort_at = now() + interval '1 day' where id = ${ids[1]!}::uuid`);
  await database.query(sql`update adverts set status = 'archived', archived_at = now() where id = ${ids[2]!}::uuid`);
  await database.query(sql`update adverts set search_doc = search_doc || array_to_tsvector('{novogodisnji}'::text[]) where id = ${ids[3]!}::uuid`);
  const archived = fixture.adverts.find((a) => a.status === 'archived');
  if (archived) await database.query(sql`update adverts set status = 'active', archived_at = null where id = ${archived.id}::uuid`);
  // A column search does not read: no change row.
  await database.query(sql`update adverts set views = views + 1 where id = ${ids[4]!}::uuid`);
}

describe.each(ENGINES)('search index change feed on %s', (_name, open) => {
  let test: TestDatabase;
  let feed: SearchIndexFeed;
  let close: () => Promise<void>;

  beforeAll(async () => {
    test = await open();
    ({ feed, close } = await seededFeed(test));
  });
  afterAll(() => close());

  it('applies every kind of write on catching up and then answers like an index built afresh', async () => {
    // A database of its own: it counts the change rows its writes make, and after another test
    // made the same writes, they change nothing and make fewer.
    const test = await open();
    const { feed, close: closeOwn } = await seededFeed(test);
    onTestFinished(() => closeOwn());
    const before = answers(feed.index!);
    const seqBefore = await test.database.query<{ n: number }>(sql`select count(*)::int as n from search_changes`);
    await writeChanges(test.database);
    const rows = await test.database.query<{ n: number }>(sql`select count(*)::int as n from search_changes`);
    expect(Number(rows[0]!.n) - Number(seqBefore[0]!.n)).toBe(fixture.adverts.some((a) => a.status === 'archived') ? 5 : 4);
    await feed.catchUp();
    const after = answers(feed.index!);
    expect(after).not.toEqual(before);
    expect(after).toEqual(answers(await fresh(test.database)));
    // The word added to search_doc (a stored translation) is found.
    expect(feed.index!.search({ ...base, words: ['novogod'] }).total).toBe(1);
  });

  it('records a change for any column an advert answer shows, its photos and its variants, none for its counters (decision 0070)', async () => {
    const advert = fixture.adverts.find((a) => a.status === 'active' && a.photoKeys.length > 0)!;
    const id = advert.id;
    const changesOf = async () =>
      Number((await test.database.query<{ n: number }>(sql`select count(*)::int as n from search_changes where advert_id = ${id}::uuid`))[0]!.n);
    const recorded = async (write: ReturnType<typeof sql>) => {
      const before = await changesOf();
      await test.database.query(write);
      return (await changesOf()) - before;
    };
    expect(await recorded(sql`update adverts set specs = '[{"name":"Colour","value":"red"}]'::jsonb where id = ${id}::uuid`)).toBe(1);
    expect(await recorded(sql`update adverts set is_negotiable = not is_negotiable where id = ${id}::uuid`)).toBe(1);
    expect(await recorded(sql`insert into advert_variants (id, advert_id, position, title, price_minor, is_available) values (gen_random_uuid(), ${id}::uuid, 90, 'XL', 100, true)`)).toBe(1);
    expect(await recorded(sql`update advert_variants set is_available = false where advert_id = ${id}::uuid and position = 90`)).toBe(1);
    expect(await recorded(sql`delete from advert_variants where advert_id = ${id}::uuid and position = 90`)).toBe(1);
    // One row per photo row written.
    expect(await recorded(sql`update advert_photos set position = position + 100 where advert_id = ${id}::uuid`)).toBe(advert.photoKeys.length);
    expect(await recorded(sql`update adverts set views = views + 1, favorites = favorites + 1 where id = ${id}::uuid`)).toBe(0);
    expect(await recorded(sql`update adverts set specs = specs where id = ${id}::uuid`)).toBe(0);
    await feed.catchUp();
  });

  it('converges whatever the order of the changes, applied twice or late', async () => {
    const index = await fresh(test.database);
    const ids = fixture.adverts.map((a) => a.id);
    await writeChanges(test.database);
    await test.database.query(sql`update adverts set price_minor = price_minor + 1 where price_minor is not null`);
    const current = await loadAdverts(test.database, ids);
    const shuffled = [...current].reverse();
    for (const [id, advert] of [...shuffled, ...shuffled.slice(0, 3)]) index.apply(id, advert);
    expect(answers(index)).toEqual(answers(await fresh(test.database)));
    // A late, stale state applied first and the current one after: the current one wins.
    index.apply(ids[0]!, null);
    index.apply(ids[0]!, current.get(ids[0]!) ?? null);
    expect(answers(index)).toEqual(answers(await fresh(test.database)));
  });

  it('rebuilds on a rebuild marker (the bulk seed writes one instead of a row per advert)', async () => {
    await feed.catchUp();
    const previous = feed.index;
    const before = feed.health();
    await test.database.query(sql`insert into search_changes (advert_id) values (null)`);
    await feed.catchUp();
    expect(feed.index).not.toBe(previous);
    // Counted by its reason (and the catch-up by its outcome), for /metrics.
    expect(feed.health().rebuilds.rebuild_marker).toBe(before.rebuilds.rebuild_marker + 1);
    expect(feed.health().catchUps.rebuilt).toBe(before.catchUps.rebuilt + 1);
    expect(feed.health().rebuilds.start).toBe(1);
    expect(answers(feed.index!)).toEqual(answers(await fresh(test.database)));
  });

  it('starts after a restart equal to the database', async () => {
    await writeChanges(test.database);
    await feed.catchUp();
    const restarted = new SearchIndexFeed(test.database, { pollMs: 60_000 });
    await restarted.start();
    expect(answers(restarted.index!)).toEqual(answers(feed.index!));
    await restarted.close();
  });
});

describe('search index change feed: a seq that becomes visible after a later one', () => {
  let test: TestDatabase;
  let feed: SearchIndexFeed;
  let close: () => Promise<void>;
  beforeAll(async () => {
    test = await createTestDatabase();
    ({ feed, close } = await seededFeed(test));
  });
  afterAll(() => close());

  it('is applied once its transaction commits, though later seqs were read before', async () => {
    const [early, late] = [A.cyrPhone.id, fixture.adverts.find((a) => a.status === 'active' && a.id !== A.cyrPhone.id)!.id];
    const client = test.database.client!;
    const slow = await client.reserve();
    try {
      await slow`begin`;
      // Takes the lower seq and does not commit yet.
      await slow`update adverts set price_minor = 777700 where id = ${early}`;
      await test.database.query(sql`update adverts set price_minor = 888800 where id = ${late}::uuid`);
      await feed.catchUp();
      const priced = (n: number) => feed.index!.search({ ...base, priceMinMinor: n, priceMaxMinor: n, currency: fixture.adverts.find((a) => a.id === (n === 777700 ? early : late))!.currency }).ids;
      expect(priced(888800)).toEqual([late]);
      expect(priced(777700)).toEqual([]);
      await slow`commit`;
      await feed.catchUp();
      expect(priced(777700)).toEqual([early]);
    } finally {
      slow.release();
    }
  });
});
