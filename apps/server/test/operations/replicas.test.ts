import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { BumpResult, MyAdverts } from '@marketplace/core';
import { loadSeedData } from '@marketplace/adapters-postgres';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { issueKey } from '../support/api-keys.js';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

/**
 * The scaled-out setup of compose.yaml without Docker: three processes of the real start
 * command over one PostgreSQL. Nothing a request changes lives in one process only.
 */

const market = ownerMarketplace();
const { adverts, users } = market;

/**
 * Ready once its index is built (503 search_index_loading until then) and current once the first
 * catch-up after the start has run.
 */
const untilReady = (replica: ServerProcess) =>
  vi.waitFor(
    async () => expect(await (await fetch(`${replica.baseUrl}/readyz`)).json()).toMatchObject({ status: 'ready', search_index: { lag_seconds: 0 } }),
    { timeout: 30_000, interval: 100 },
  );

let database: TestDatabase;
let replicas: ServerProcess[] = [];
let key: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await loadSeedData(database.database, market.data);
  key = await issueKey(database.database, users.owner.id);
  replicas = await Promise.all([1, 2, 3].map(() => startServerProcess({ DATABASE_URL: database.url, DATABASE_POOL_SIZE: '4' })));
  // Every test starts from ready replicas, whichever runs first (decision 0048: shuffled order).
  for (const replica of replicas) await untilReady(replica);
}, 60_000);
afterAll(async () => {
  for (const replica of replicas) replica.kill();
  await database.drop();
});

const owner = (replica: ServerProcess, path: string, init: RequestInit = {}) =>
  fetch(`${replica.baseUrl}/api/v1${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...init.headers },
  });

it('has every replica ready over the one database', async () => {
  for (const replica of replicas) await untilReady(replica);
});

it('grants one free bump when the same advert is bumped through every replica at once', async () => {
  const bump = (replica: ServerProcess, i: number) =>
    owner(replica, '/my/adverts:bump', {
      method: 'POST',
      body: JSON.stringify({ selector: { ids: [adverts.oakChair.id] } }),
      headers: { 'X-Request-Id': `race-${i}` },
    });
  const answers = await Promise.all([...replicas, ...replicas].map(bump));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
  const results = (await Promise.all(answers.map((a) => a.json()))) as BumpResult[];
  // One free bump; the plan quota gives nothing within a day of it; the rest are on cooldown.
  expect(results.reduce((n, r) => n + r.free, 0)).toBe(1);
  expect(results.reduce((n, r) => n + r.paid, 0)).toBe(0);
  expect(results.reduce((n, r) => n + r.failed, 0)).toBe(5);
  // Each request was logged by the replica that served it, under the id the proxy gave it.
  for (let i = 0; i < 6; i += 1) {
    const replica = replicas[i % 3]!;
    expect(await replica.logLine((line) => line.req_id === `race-${i}`)).toMatchObject({ operation: 'bump_adverts', status: 200 });
  }
});

it('shows a change made through one replica on the others at once', async () => {
  const [first, second, third] = replicas as [ServerProcess, ServerProcess, ServerProcess];
  const archived = await owner(first, `/my/adverts/${adverts.woodenChair.id}:archive`, { method: 'POST', body: '{}' });
  expect(archived.status).toBe(200);
  for (const replica of [second, third]) {
    const mine = (await (await owner(replica, '/my/adverts?status=archived')).json()) as MyAdverts;
    expect(mine.adverts.map((a) => a.id)).toContain(adverts.woodenChair.id);
    const advert = await fetch(`${replica.baseUrl}/api/v1/adverts/${adverts.woodenChair.id}`);
    expect(await advert.json()).toMatchObject({ status: 'archived' });
  }
});

it('finds a change made through one replica in its own search at once, and the others catch up', async () => {
  const [first, second, third] = replicas as [ServerProcess, ServerProcess, ServerProcess];
  const found = async (replica: ServerProcess) => {
    const page = (await (await fetch(`${replica.baseUrl}/api/v1/adverts?queries=garden&limit=5`)).json()) as { total: number; adverts: { id: string }[] };
    return page.adverts.map((a) => a.id);
  };
  for (const replica of replicas) expect(await found(replica)).toEqual([]);
  const restored = await owner(third, `/my/adverts/${adverts.gardenChair.id}:restore`, { method: 'POST', body: '{}' });
  expect(restored.status).toBe(200);
  // The writing replica's index caught up before the write answered.
  expect(await found(third)).toEqual([adverts.gardenChair.id]);
  // The others catch up when NOTIFY (or their poll) wakes them. How fast is the benchmark's
  // business; here each is waited for with a deadline far above it.
  for (const replica of [first, second]) {
    await vi.waitFor(async () => expect(await found(replica)).toEqual([adverts.gardenChair.id]), { timeout: 10_000, interval: 20 });
  }
});
