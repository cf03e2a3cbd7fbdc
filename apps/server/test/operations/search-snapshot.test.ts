import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadSeedData } from '@marketplace/adapters-postgres';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

/**
 * Real processes: one writes the search index's snapshot and is killed while writes go on; the
 * next starts from that snapshot, catches up from the change feed and ends equal to the database
 * (to a process that built its index from the database after the writes stopped).
 */
const market = ownerMarketplace();
let database: TestDatabase;
let dir: string;
const running: ServerProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await loadSeedData(database.database, market.data);
  dir = mkdtempSync(join(tmpdir(), 'search-snapshot-'));
}, 60_000);
afterAll(async () => {
  for (const process of running) process.kill();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

const start = async (snapshotDir: string) => {
  const process = await startServerProcess({ DATABASE_URL: database.url, DATABASE_POOL_SIZE: '3', SEARCH_SNAPSHOT_DIR: snapshotDir });
  running.push(process);
  return process;
};
/** Waits until /readyz says ready (the search index loaded), with a deadline. */
async function ready(process: ServerProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await fetch(`${process.baseUrl}/readyz`)).status !== 200) {
    if (Date.now() > deadline) throw new Error('not ready in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
const message = (text: RegExp) => (line: Record<string, unknown>) => typeof line.msg === 'string' && text.test(line.msg);

const PAGES = ['limit=20', 'limit=20&sort=price_asc&currency=EUR', 'limit=20&queries=novost', 'limit=20&queries=ch'];
const pages = (process: ServerProcess) =>
  Promise.all(
    PAGES.map(async (query) => {
      const response = await fetch(`${process.baseUrl}/api/v1/adverts?${query}`);
      const page = (await response.json()) as { total: number; adverts?: { id: string }[] };
      if (!page.adverts) throw new Error(`${query}: ${response.status} ${JSON.stringify(page)}`);
      return { query, total: page.total, ids: page.adverts.map((a) => a.id) };
    }),
  );

/** Writes search sees, as fast as they go, until stopped: prices, times, words, archive and restore. */
function keepWriting(): { stop(): Promise<number> } {
  const ids = market.data.adverts!.filter((a) => a.status === 'active').map((a) => a.id);
  let stopped = false;
  let step = 0;
  const loop = (async () => {
    while (!stopped) {
      const id = ids[step % ids.length]!;
      await database.database.query(sql`update adverts set price_minor = ${1_000 + step}, sort_at = now() where id = ${id}::uuid`);
      await database.database.query(sql`update adverts set search_doc = search_doc || array_to_tsvector(${`{novost${step}}`}::text[]) where id = ${ids[(step * 7) % ids.length]!}::uuid`);
      const status = step % 4 === 0 ? 'archived' : 'active';
      await database.database.query(sql`update adverts set status = ${status}, archived_at = ${status === 'archived' ? sql`now()` : null} where id = ${ids[(step * 3) % ids.length]!}::uuid`);
      step++;
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return step;
    },
  };
}

it('a process restarted on a snapshot while writes go on converges to the database', async () => {
  const first = await start(dir);
  await first.logLine(message(/snapshot written/));
  await ready(first);
  const before = await pages(first);
  const writes = keepWriting();
  // Killed mid-work, with writes going on: it had no say in what the next one finds.
  await new Promise((resolve) => setTimeout(resolve, 300));
  first.kill();
  await first.exited;
  const second = await start(dir);
  const started = await second.logLine(message(/started from the snapshot|building from the database/));
  expect(started.msg).toMatch(/started from the snapshot/);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await writes.stop()).toBeGreaterThan(0);
  // Built from the database after the last write: the answer the restarted one must reach.
  const built = await start('off');
  await ready(built);
  await ready(second);
  const expected = await pages(built);
  const deadline = Date.now() + 10_000;
  let seen = await pages(second);
  while (JSON.stringify(seen) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await pages(second);
  }
  expect(seen).toEqual(expected);
  // The writes changed what searches answer (else the test would prove nothing).
  expect(expected).not.toEqual(before);
}, 120_000);
