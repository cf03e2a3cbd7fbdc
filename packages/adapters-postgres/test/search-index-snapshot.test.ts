import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdvertSearchQuery } from '@marketplace/core';
import { C, PLACES, publicReadsFixture } from '@marketplace/core/contracts';
import { readSnapshotInfo, SNAPSHOT_FILE, writeSnapshot } from '@marketplace/search-index';
import type { TestDatabase } from '../src/testing/index.js';
import { buildSearchIndex, layoutOnWorkerThread, loadBitmapLibrary, SearchIndexFeed, type Database, type SearchIndex } from '../src/index.js';
import { ENGINES, seededFeed } from './support/seeded-feed.js';

/**
 * A process starts from the index's snapshot and catches up from the change feed; a snapshot it
 * cannot trust (older than the feed keeps, damaged) is not used and the index is built from the
 * database. On PostgreSQL and PGlite.
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
/** A logger keeping the messages in `logged`. */
let logged: string[] = [];
const collect = () => ({ info: (_: unknown, m: string) => logged.push(m), warn: (_: unknown, m: string) => logged.push(m), error: (_: unknown, m: string) => logged.push(m) });
const answers = (index: SearchIndex) => QUERIES.map((q) => index.search(q));
/** What the read views answer: every category's count, every seller's shelf in each contour (ids, newest first). */
const viewAnswers = (feed: SearchIndexFeed) => {
  const views = feed.views!;
  const index = feed.index!;
  return {
    categories: fixture.categories.map((c) => [c.id, views.categories.count(c.id)]),
    shelves: fixture.sellers.flatMap((seller) =>
      (['private', 'business'] as const).map((contour) => [
        seller.id,
        contour,
        views.sellers.total(seller.id, contour),
        views.sellers.first(seller.id, contour, 1000, index.compareNewest).map((doc) => index.uuidOf(doc)),
      ]),
    ),
  };
};
const fresh = async (database: Database) => answers(await buildSearchIndex(database, await loadBitmapLibrary()));

async function changeSomething(database: Database, step: number): Promise<void> {
  const ids = fixture.adverts.filter((a) => a.status === 'active').map((a) => a.id);
  await database.query(sql`update adverts set price_minor = ${100_000 + step * 100} where id = ${ids[step % ids.length]!}::uuid`);
  await database.query(sql`update adverts set sort_at = now() + make_interval(secs => ${step}) where id = ${ids[(step + 3) % ids.length]!}::uuid`);
  await database.query(sql`update adverts set search_doc = search_doc || array_to_tsvector(${`{novost${step}}`}::text[]) where id = ${ids[(step + 5) % ids.length]!}::uuid`);
}

describe.each(ENGINES)('search index snapshot on %s', (_name, open) => {
  it('of another database is not used', async () => {
    const other = await open();
    const seeded = await seededFeed(other);
    onTestFinished(() => seeded.close());
    dir = mkdtempSync(join(tmpdir(), 'feed-snapshot-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    logged = [];
    const writer = new SearchIndexFeed(other.database, { pollMs: 60_000, snapshotDir: dir, logger: collect() });
    await writer.start();
    await writer.snapshotWritten();
    await writer.close();
    const restarted = feedOf();
    await restarted.start();
    expect(restarted.startedFrom).toMatchObject({ kind: 'database', reason: expect.stringMatching(/of another database/) });
  });

  let test: TestDatabase;
  let close: () => Promise<void>;
  let dir: string;
  const feedOf = (options: Partial<ConstructorParameters<typeof SearchIndexFeed>[1]> = {}) => {
    const feed = new SearchIndexFeed(test.database, { pollMs: 60_000, snapshotDir: dir, logger: collect(), ...options });
    onTestFinished(() => feed.close());
    return feed;
  };

  beforeAll(async () => {
    test = await open();
    ({ close } = await seededFeed(test));
  });
  afterAll(() => close());

  async function writtenSnapshot(): Promise<SearchIndexFeed> {
    dir = mkdtempSync(join(tmpdir(), 'feed-snapshot-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    logged = [];
    const first = feedOf();
    await first.start();
    await first.snapshotWritten();
    expect(first.startedFrom).toEqual({ kind: 'database', reason: 'no snapshot' });
    expect(logged.some((m) => m.includes('snapshot written'))).toBe(true);
    return first;
  }

  const thread = (name: string) => () => layoutOnWorkerThread(new URL(`./support/${name}`, import.meta.url));
  it.each([
    ['laid out on this thread', () => null],
    // The server's way: the snapshot's docs laid out on a worker thread (decision 0082).
    ['laid out on a worker thread', thread('build-thread.worker.ts')],
    ['laid out here when the thread dies', thread('failing-build.worker.ts')],
  ])('a restart starts from the snapshot (%s), catches up the changes made since, and answers as a build from the database', async (how, layoutOnThread) => {
    // A change in the feed before the snapshot: a snapshot taken while the change table is empty
    // (another test pruned it) covers seq 0, and the feed cannot tell later gaps from pruned rows.
    await changeSomething(test.database, 7);
    const first = await writtenSnapshot();
    await changeSomething(test.database, 1);
    await first.catchUp();
    await changeSomething(test.database, 2);
    await first.close();
    const restarted = feedOf({ layoutOnThread: layoutOnThread() });
    await restarted.start();
    expect(restarted.startedFrom, logged.join('\n')).toMatchObject({ kind: 'snapshot' });
    expect(logged.some((m) => m.includes('layout thread failed'))).toBe(how.includes('dies'));
    expect(answers(restarted.index!)).toEqual(await fresh(test.database));
    expect(restarted.index!.search({ ...base, words: ['novost2'] }).total).toBe(1);
    // The read views came back with it (get_categories and get_storefront answer from memory).
    const built = feedOf({ snapshotDir: null });
    await built.start();
    expect(viewAnswers(restarted)).toEqual(viewAnswers(built));
    // And it goes on following the feed, the views too.
    const before = viewAnswers(built);
    await changeSomething(test.database, 3);
    const [gone] = fixture.adverts.filter((a) => a.status === 'active');
    await test.database.query(sql`update adverts set status = 'archived' where id = ${gone!.id}::uuid`);
    onTestFinished(async () => {
      await test.database.query(sql`update adverts set status = 'active' where id = ${gone!.id}::uuid`);
    });
    await restarted.catchUp();
    await built.catchUp();
    expect(answers(restarted.index!)).toEqual(await fresh(test.database));
    expect(viewAnswers(restarted)).toEqual(viewAnswers(built));
    expect(viewAnswers(restarted)).not.toEqual(before);
  });

  it('a snapshot written when the prune had emptied the feed is used after a restart (the prune keeps its highest seq)', async () => {
    await changeSomething(test.database, 8);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A feed keeping changes 1 ms prunes every row at its first poll, as an idle hour does.
    const pruner = feedOf({ snapshotDir: null, retainMs: 1 });
    await pruner.start();
    await pruner.catchUp();
    await pruner.close();
    expect(await test.database.query(sql`select count(*)::int as n from search_changes`)).toEqual([{ n: 0 }]);
    const [{ pruned, top }] = (await test.database.query(sql`
      select (select seq from search_changes_pruned)::float8 as pruned, last_value::float8 as top from search_changes_seq_seq`)) as [{ pruned: number; top: number }];
    expect(pruned).toBe(top);
    const first = await writtenSnapshot();
    await first.close();
    const restarted = feedOf();
    await restarted.start();
    expect(restarted.startedFrom, logged.join('\n')).toMatchObject({ kind: 'snapshot' });
    expect(answers(restarted.index!)).toEqual(await fresh(test.database));
    await changeSomething(test.database, 9);
    await restarted.catchUp();
    expect(answers(restarted.index!)).toEqual(await fresh(test.database));
  });

  it('the snapshot written right after a build names the changes the build saw, so a start after the prune uses it', async () => {
    await changeSomething(test.database, 10);
    dir = mkdtempSync(join(tmpdir(), 'feed-snapshot-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const [{ top }] = (await test.database.query(sql`select last_value::float8 as top from search_changes_seq_seq`)) as [{ top: number }];
    logged = [];
    const first = feedOf();
    await first.start();
    await first.snapshotWritten();
    expect(logged.filter((m) => m.includes('snapshot written'))).toEqual([expect.stringContaining(`feed seq ${top},`)]);
    await first.close();
    // The hour passes on a quiet feed: the prune takes every row.
    const pruner = feedOf({ snapshotDir: null, retainMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await pruner.start();
    await pruner.catchUp();
    await pruner.close();
    expect(await test.database.query(sql`select count(*)::int as n from search_changes`)).toEqual([{ n: 0 }]);
    logged = [];
    const restarted = feedOf();
    await restarted.start();
    expect(restarted.startedFrom, logged.join('\n')).toMatchObject({ kind: 'snapshot' });
    expect(answers(restarted.index!)).toEqual(await fresh(test.database));
  });

  it('a rebuild marker the build saw (a bulk load\'s) is not applied again by a start from its snapshot', async () => {
    await test.database.query(sql`insert into search_changes (advert_id) values (null)`);
    await changeSomething(test.database, 11);
    const first = await writtenSnapshot();
    await first.close();
    const restarted = feedOf();
    await restarted.start();
    await restarted.catchUp();
    expect(restarted.startedFrom, logged.join('\n')).toMatchObject({ kind: 'snapshot' });
    expect(restarted.health().rebuilds).toEqual({ start: 0, missed_changes: 0, rebuild_marker: 0, dead_ids: 0 });
    expect(answers(restarted.index!)).toEqual(await fresh(test.database));
  });

  it('a snapshot older than the feed keeps (its rows pruned) is not used: built from the database, and the log says why', async () => {
    const first = await writtenSnapshot();
    await first.close();
    await changeSomething(test.database, 4);
    // The rows after the snapshot are pruned, as a process stopped for longer than the retention finds them.
    await test.database.query(sql`delete from search_changes`);
    logged = [];
    const restarted = feedOf();
    await restarted.start();
    expect(restarted.startedFrom).toMatchObject({ kind: 'database', reason: expect.stringMatching(/no longer holds the changes/) });
    expect(logged.join('\n')).toMatch(/snapshot not used: the feed no longer holds the changes after it/);
    expect(answers(restarted.index!)).toEqual(await fresh(test.database));
  });

  it('a snapshot older than the retention is not used', async () => {
    const first = await writtenSnapshot();
    await first.close();
    const restarted = feedOf({ now: () => Date.now() + 2 * 3_600_000 });
    await restarted.start();
    expect(restarted.startedFrom).toMatchObject({ kind: 'database', reason: expect.stringMatching(/older than the feed's retention/) });
  });

  it('a snapshot without the read views (of an earlier version) is not used: built from the database, and the log says why', async () => {
    // A change before the snapshot, so that it is current whatever another test pruned (as above):
    // only the read views are missing.
    await changeSomething(test.database, 11);
    const first = await writtenSnapshot();
    const index = first.index!;
    // The feed's own position (of this database, current): only the read views are missing.
    const { position } = await readSnapshotInfo(dir);
    await writeSnapshot(dir, index.capture(), { position });
    await first.close();
    const restarted = feedOf();
    await restarted.start();
    expect(restarted.startedFrom).toMatchObject({ kind: 'database', reason: expect.stringMatching(/holds no read views/) });
    expect(logged.some((m) => m.includes('holds no read views'))).toBe(true);
    expect(restarted.views).not.toBeNull();
  });

  it('a damaged snapshot is refused, never served: built from the database', async () => {
    // Current whatever another test pruned (as above): only the damage refuses it.
    await changeSomething(test.database, 12);
    const first = await writtenSnapshot();
    await first.close();
    const file = join(dir, SNAPSHOT_FILE);
    const bytes = Buffer.from(readFileSync(file));
    bytes[bytes.length >> 1] = bytes[bytes.length >> 1]! ^ 0xff;
    writeFileSync(file, bytes);
    logged = [];
    const restarted = feedOf();
    await restarted.start();
    expect(restarted.startedFrom, JSON.stringify(restarted.startedFrom)).toMatchObject({ kind: 'database', reason: expect.stringMatching(/checksum/) });
    expect(logged.join('\n')).toMatch(/no usable snapshot \(checksum mismatch/);
    expect(answers(restarted.index!)).toEqual(await fresh(test.database));
  });
});
