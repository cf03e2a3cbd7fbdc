import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadSeedData, openDatabase, type Database } from '@marketplace/adapters-postgres';
import { aCategory, aSeller, anAdvert } from '@marketplace/core/testing';
import { startCluster, type Cluster } from '../../../../scripts/pg-cluster.mjs';
import { startServerProcess, untilReady, type LogLine, type ServerProcess } from './support/server-process.js';

/**
 * The search index's health with real faults (decision 0053-search-index-health): the real server
 * process over a PostgreSQL cluster of its own (stopped and started here, never the shared one).
 * A replica past SEARCH_INDEX_MAX_LAG_SECONDS says so at /readyz, logs why, counts it in /metrics,
 * and is ready again, with every change in its index, once it has caught up.
 */

const MAX_LAG_S = 2;
const category = aCategory({ title: 'Bikes' });
const seller = aSeller();
const adverts = [1, 2, 3].map((n) => anAdvert({ sellerId: seller.id, categoryId: category.id, priceMinor: n * 10_000, currency: 'EUR' }));

let cluster: Cluster;
let database: Database;
let server: ServerProcess;

beforeAll(async () => {
  cluster = await startCluster();
  database = await openDatabase({ url: cluster.url, maxConnections: 2 });
  await database.migrate();
  await loadSeedData(database, { categories: [category], users: [seller], adverts });
  server = await startServerProcess({
    DATABASE_URL: cluster.url,
    DATABASE_POOL_SIZE: '3',
    RATE_LIMITS: 'off',
    SEARCH_INDEX_MAX_LAG_SECONDS: String(MAX_LAG_S),
  });
}, 60_000);

afterAll(async () => {
  server?.kill();
  await server?.exited;
  await database?.close();
  cluster?.stop();
});

interface Readiness {
  readonly status: number;
  readonly body: { status?: string; search_index?: { lag_seconds: number; max_lag_seconds: number; bitmaps: string } } | null;
}

const readyz = (): Promise<Readiness> =>
  fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(10_000) }).then(
    async (r) => ({ status: r.status, body: (await r.json()) as Readiness['body'] }),
    () => ({ status: 0, body: null }),
  );

/** A sample of /metrics (NaN when absent). */
async function metric(name: string, labels = ''): Promise<number> {
  const text = await fetch(`${server.baseUrl}/metrics`, { signal: AbortSignal.timeout(10_000) }).then((r) => r.text());
  const line = text.split('\n').find((l) => l.startsWith(labels ? `${name}{${labels}}` : `${name} `));
  return line === undefined ? Number.NaN : Number(line.split(' ').at(-1));
}

/** The ids a price-filtered public search finds (exact price, in EUR). */
async function pricedAt(minor: number, baseUrl = server.baseUrl): Promise<string[]> {
  const price = minor / 100;
  const answer = await fetch(`${baseUrl}/api/v1/adverts?price_min=${price}&price_max=${price}&currency=EUR`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { adverts: { id: string }[] }).adverts.map((advert) => advert.id);
}

const linesAfter = (from: number, test: (line: LogLine) => boolean) => server.logs.slice(from).filter(test);
const errorText = (line: LogLine) => JSON.stringify(line.err ?? null);
const waiting = { timeout: 30_000, interval: 100 };

describe('the search index replica under real faults', () => {
  it('is ready and current with the database, and says which bitmaps it uses', async () => {
    // Ready once its index is built (503 search_index_loading until then) and its first catch-up ran.
    const ready = await vi.waitFor(async () => {
      const answer = await readyz();
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'ready', search_index: { lag_seconds: 0, max_lag_seconds: MAX_LAG_S } });
      return answer;
    }, waiting);
    const bitmaps = ready.body!.search_index!.bitmaps;
    expect(['roaring', 'roaring-wasm']).toContain(bitmaps);
    expect(await metric('search_index_bitmaps_info', `backend="${bitmaps}"`)).toBe(1);
    // Waited for: the process's log is read from a pipe, which may lag behind its HTTP answers.
    expect(await server.logLine((l) => l.msg === 'search index loaded')).toMatchObject({ bitmaps, adverts: adverts.length });
  });

  it('says so at start, at /readyz and in /metrics when it runs on the WebAssembly bitmaps', async () => {
    // BITMAPS=wasm: the library a machine gets where the native addon did not build.
    const wasm = await startServerProcess({ DATABASE_URL: cluster.url, DATABASE_POOL_SIZE: '2', RATE_LIMITS: 'off', BITMAPS: 'wasm' });
    try {
      await untilReady(wasm.baseUrl);
      const ready = (await (await fetch(`${wasm.baseUrl}/readyz`)).json()) as Readiness['body'];
      expect(ready?.search_index?.bitmaps).toBe('roaring-wasm');
      expect(await (await fetch(`${wasm.baseUrl}/metrics`)).text()).toMatch(/^search_index_bitmaps_info\{backend="roaring-wasm"\} 1$/m);
      expect(await wasm.logLine((l) => l.msg === 'search index loaded')).toMatchObject({ bitmaps: 'roaring-wasm' });
      // Chosen, not a failed install: no warning about the addon.
      expect(wasm.logs.some((l) => String(l.msg).includes('native roaring addon is missing'))).toBe(false);
      expect(await pricedAt(20_000, wasm.baseUrl)).toEqual([adverts[1]!.id]);
    } finally {
      wasm.kill();
      await wasm.exited;
    }
  }, 90_000);

  it('goes not-ready while PostgreSQL is stopped past the bound, then ready again, and converges', async () => {
    const from = server.logs.length;
    // A counter's series is there from its first increment: none yet (as when this test runs first) is 0.
    const failedBefore = (await metric('search_index_catch_ups_total', 'outcome="failed"')) || 0;
    await cluster.halt();
    try {
      await vi.waitFor(async () => expect((await readyz()).status).toBe(503), waiting);
      // The replica cannot know what was committed meanwhile: its lag grows past the bound.
      await vi.waitFor(async () => expect(await metric('search_index_lag_seconds')).toBeGreaterThan(MAX_LAG_S), waiting);
      await vi.waitFor(() => {
        expect(linesAfter(from, (l) => l.msg === 'search index: catching up failed' && l.level === 'error' && errorText(l).includes('ECONNREFUSED'))).not.toEqual([]);
        expect(linesAfter(from, (l) => String(l.msg).startsWith('search index: the LISTEN connection was lost'))).not.toEqual([]);
        expect(linesAfter(from, (l) => l.msg === 'search index: listening again failed; trying again' && typeof l.retry_in_ms === 'number')).not.toEqual([]);
      }, waiting);
      expect(await metric('search_index_catch_ups_total', 'outcome="failed"')).toBeGreaterThan(failedBefore);
    } finally {
      await cluster.resume();
    }
    // A change committed the moment the database is back: no request of this process carries it.
    await database.query(sql`update adverts set price_minor = 777700 where id = ${adverts[0]!.id}::uuid`);
    await vi.waitFor(async () => {
      const ready = await readyz();
      expect(ready.status).toBe(200);
      expect(ready.body?.search_index?.lag_seconds).toBe(0);
    }, waiting);
    await vi.waitFor(async () => expect(await pricedAt(777700)).toEqual([adverts[0]!.id]), waiting);
    await vi.waitFor(() => {
      expect(linesAfter(from, (l) => l.msg === 'search index: listening again')).not.toEqual([]);
      expect(linesAfter(from, (l) => l.msg === 'search index: caught up again')).not.toEqual([]);
    }, waiting);
    expect(await metric('search_index_listen_losses_total')).toBeGreaterThanOrEqual(1);
    expect(await metric('search_index_lag_seconds')).toBe(0);
  }, 120_000);

  it('answers 503 search_index_stale while its catch-ups fail, logs and counts the failure, and is ready once one succeeds', async () => {
    const from = server.logs.length;
    // A counter's series is there from its first increment: none yet (as when this test runs first) is 0.
    const failedBefore = (await metric('search_index_catch_ups_total', 'outcome="failed"')) || 0;
    // The feed's table out of its reach: the database answers, every catch-up fails.
    await database.query(sql`alter table search_changes rename to search_changes_away`);
    try {
      await vi.waitFor(async () => {
        const ready = await readyz();
        expect(ready.status).toBe(503);
        expect(ready.body?.status).toBe('search_index_stale');
        expect(ready.body?.search_index?.lag_seconds).toBeGreaterThan(MAX_LAG_S);
      }, waiting);
      expect(linesAfter(from, (l) => l.msg === 'search index: catching up failed' && errorText(l).includes('search_changes'))).not.toEqual([]);
      expect(await metric('search_index_catch_ups_total', 'outcome="failed"')).toBeGreaterThan(failedBefore);
      // Searches still answer from the index it has (the load balancer stops sending them here).
      expect(await pricedAt(20_000)).toEqual([adverts[1]!.id]);
    } finally {
      await database.query(sql`alter table search_changes_away rename to search_changes`);
    }
    await database.query(sql`update adverts set price_minor = 888800 where id = ${adverts[2]!.id}::uuid`);
    await vi.waitFor(async () => expect(await readyz()).toMatchObject({ status: 200, body: { status: 'ready', search_index: { lag_seconds: 0 } } }), waiting);
    await vi.waitFor(async () => expect(await pricedAt(888800)).toEqual([adverts[2]!.id]), waiting);
    expect(linesAfter(from, (l) => l.msg === 'search index: caught up again')).not.toEqual([]);
  }, 120_000);
});
