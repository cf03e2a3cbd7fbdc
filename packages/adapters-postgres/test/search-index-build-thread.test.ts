import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { AdvertSearchQuery } from '@marketplace/core';
import { publicReadsFixture, PLACES } from '@marketplace/core/contracts';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';
import { seededFeed } from './support/seeded-feed.js';
import { buildOnWorkerThread, buildSearchIndex, loadBitmapLibrary, SearchIndexFeed, type SearchIndex } from '../src/index.js';
import { readSnapshotInfo } from '@marketplace/search-index';
import { recordingLogger } from './support/recording-logger.js';

/**
 * Runtime rebuilds on the build thread (decision 0075): a real worker thread reads the real
 * PostgreSQL, writes its snapshot, and the feed takes the loaded index into use; a thread that
 * fails leaves the rebuild to the feed's own thread.
 */

const base: AdvertSearchQuery = {
  words: null, categoryId: null, city: null, point: null, radiusKm: null, currency: 'EUR', priceMinMinor: null,
  priceMaxMinor: null, sellerType: 'all', advertType: 'sell', sort: 'newest', limit: 1000, lang: 'en',
};
const QUERIES: AdvertSearchQuery[] = (['newest', 'price_asc', 'nearest'] as const).flatMap((sort) =>
  [null, ['te'], ['novo']].flatMap((words) => [
    { ...base, sort, words, point: PLACES.belgrade },
    { ...base, sort, words, point: PLACES.belgrade, radiusKm: 100, currency: 'RSD' },
    { ...base, sort, words, advertType: 'buy' as const },
  ]),
);
const answers = (index: SearchIndex) => QUERIES.map((q) => index.search(q));
const script = (name: string) => new URL(`./support/${name}`, import.meta.url);

describe('search index rebuilds on the build thread (PostgreSQL)', () => {
  let test: TestDatabase;
  let snapshots: string;

  beforeAll(async () => {
    test = await createTestDatabase();
    snapshots = mkdtempSync(join(tmpdir(), 'build-thread-test-'));
  });
  afterAll(async () => {
    await test.drop();
    rmSync(snapshots, { recursive: true, force: true });
  });

  const fresh = async (database: TestDatabase['database']) => buildSearchIndex(database, await loadBitmapLibrary());

  it('builds on the thread, loads what it wrote, answers like a fresh build and leaves no files behind', async () => {
    const { logger, lines } = recordingLogger();
    const dir = join(snapshots, 'one');
    const build = (url: string) => buildOnWorkerThread(script('build-thread.worker.ts'), { url });
    const own = await createTestDatabase();
    const { feed, close } = await seededFeed(own, { logger, snapshotDir: dir, buildOnThread: build(own.url) });
    try {
      const previous = feed.index;
      const ids = publicReadsFixture.adverts.filter((a) => a.status === 'active').map((a) => a.id);
      await own.database.query(sql`update adverts set price_minor = 4321 where id = ${ids[0]!}::uuid`);
      await own.database.query(sql`insert into search_changes (advert_id) values (null)`);
      await feed.catchUp();
      expect(feed.index).not.toBe(previous);
      expect(feed.health().rebuilds.rebuild_marker).toBe(1);
      const rebuilt = lines.find((line) => line.message.startsWith('search index: rebuilt'));
      expect(rebuilt?.fields).toMatchObject({ reason: 'rebuild_marker', thread: 'build', adverts: feed.index!.size });
      expect(lines.filter((line) => line.level !== 'info')).toEqual([]);
      expect(answers(feed.index!)).toEqual(answers(await fresh(own.database)));
      // The rebuild's directory is gone; the thread's file is the snapshot now, stamped with the
      // position the rebuild covers (the marker's seq among it), not written again by this thread.
      await feed.snapshotWritten();
      expect(readdirSync(dir).filter((name) => name.startsWith('rebuild-'))).toEqual([]);
      const [{ marker }] = (await own.database.query(sql`select max(seq)::float8 as marker from search_changes where advert_id is null`)) as [{ marker: number }];
      // (The first, the start's, written by this thread from its own build.)
      const written = lines.filter((line) => line.message.includes('snapshot written')).map((line) => line.fields);
      expect(written).toEqual([expect.not.objectContaining({ by: 'rebuild' }), expect.objectContaining({ by: 'rebuild', feed_seq: marker })]);
      expect(((await readSnapshotInfo(dir)).position as { safe: number }).safe).toBe(marker);
      // A restart starts from it, without a rebuild for the marker it covers, and answers as the database.
      await own.database.query(sql`update adverts set price_minor = 5432 where id = ${ids[1]!}::uuid`);
      const restarted = new SearchIndexFeed(own.database, { pollMs: 60_000, snapshotDir: dir });
      try {
        await restarted.start();
        expect(restarted.startedFrom).toMatchObject({ kind: 'snapshot' });
        expect(restarted.health().rebuilds.rebuild_marker).toBe(0);
        expect(answers(restarted.index!)).toEqual(answers(await fresh(own.database)));
      } finally {
        await restarted.close();
      }
    } finally {
      await close();
    }
  });

  it('converges when writes arrive while the thread builds', async () => {
    const again = await createTestDatabase();
    const { feed: threaded, close: closeThreaded } = await seededFeed(again, { buildOnThread: buildOnWorkerThread(script('build-thread.worker.ts'), { url: again.url }) });
    try {
      await again.database.query(sql`insert into search_changes (advert_id) values (null)`);
      const rebuilding = threaded.catchUp();
      const ids = publicReadsFixture.adverts.filter((a) => a.status === 'active').map((a) => a.id);
      for (const [i, id] of ids.slice(0, 6).entries()) {
        await again.database.query(sql`update adverts set price_minor = ${1000 + i}, sort_at = now() + ${`${i} minutes`}::interval where id = ${id}::uuid`);
      }
      await again.database.query(sql`update adverts set status = 'archived', archived_at = now() where id = ${ids[7]!}::uuid`);
      await rebuilding;
      await threaded.catchUp();
      expect(threaded.health().rebuilds.rebuild_marker).toBe(1);
      expect(answers(threaded.index!)).toEqual(answers(await fresh(again.database)));
    } finally {
      await closeThreaded();
    }
  });

  it('builds at start on the thread only when asked (a process of a cluster), and the start is equal to a fresh build', async () => {
    for (const atStart of [false, true]) {
      const own = await createTestDatabase();
      const thread = buildOnWorkerThread(script('build-thread.worker.ts'), { url: own.url });
      let builds = 0;
      const counted = (dir: string) => {
        builds++;
        return thread(dir);
      };
      const { feed, close } = await seededFeed(own, { buildOnThread: counted, buildOnThreadAtStart: atStart });
      try {
        expect(builds).toBe(atStart ? 1 : 0);
        expect(feed.startedFrom).toEqual({ kind: 'database', reason: 'snapshots are off' });
        expect(answers(feed.index!)).toEqual(answers(await fresh(own.database)));
      } finally {
        await close();
      }
    }
  });

  it('rebuilds on its own thread when the build thread fails, and says so', async () => {
    const { logger, lines } = recordingLogger();
    const own = await createTestDatabase();
    const { feed, close } = await seededFeed(own, { logger, buildOnThread: buildOnWorkerThread(script('failing-build.worker.ts'), { url: own.url }) });
    try {
      const previous = feed.index;
      await own.database.query(sql`insert into search_changes (advert_id) values (null)`);
      await feed.catchUp();
      expect(feed.index).not.toBe(previous);
      expect(lines.find((line) => line.level === 'warn')?.message).toBe('search index: the rebuild on the build thread failed; rebuilding on this thread');
      expect(lines.find((line) => line.message.startsWith('search index: rebuilt'))?.fields).toMatchObject({ thread: 'main' });
      expect(answers(feed.index!)).toEqual(answers(await fresh(own.database)));
    } finally {
      await close();
    }
  });

  it('rebuilds on its own thread when the thread cannot reach the database', async () => {
    const { logger, lines } = recordingLogger();
    const own = await createTestDatabase();
    const unreachable = 'postgres://nobody@127.0.0.1:1/none';
    const { feed, close } = await seededFeed(own, { logger, buildOnThread: buildOnWorkerThread(script('build-thread.worker.ts'), { url: unreachable }) });
    try {
      await own.database.query(sql`insert into search_changes (advert_id) values (null)`);
      await feed.catchUp();
      const warned = lines.find((line) => line.level === 'warn');
      expect(String((warned?.fields.err as Error).message)).toMatch(/^the build thread failed: Error: Failed query: select count/);
      expect(answers(feed.index!)).toEqual(answers(await fresh(own.database)));
    } finally {
      await close();
    }
  });
});
