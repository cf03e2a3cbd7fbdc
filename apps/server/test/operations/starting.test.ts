import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import postgres from 'postgres';
import { MIGRATIONS_LOCK } from '@marketplace/adapters-postgres';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { startServerProcess, type ServerProcess } from './support/server-process.js';

/**
 * The process listens before it migrates and seeds, so the first answer comes at once: /healthz
 * 200, /readyz and the API 503 "starting" until the database is ready. Migrating waits for the
 * migrations lock, which replicas starting together share; holding it here keeps a real
 * process in its starting phase for as long as the test needs.
 */
// Real server processes on a machine that may be busy: the waits below are deadlines, not expectations of speed.

let database: TestDatabase;
let holder: postgres.Sql;
const started: ServerProcess[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  holder = postgres(database.url, { max: 1, onnotice: () => {} });
});
afterAll(async () => {
  for (const server of started) server.kill();
  await holder.end();
  await database.drop();
});

async function startWhileLocked(): Promise<ServerProcess> {
  const server = await startServerProcess({ DATABASE_URL: database.url }, { until: 'listening' });
  started.push(server);
  return server;
}

/**
 * Resolves once the services are composed and the app answers (migrating then waits for the lock
 * held here). Before that, the process answers without the app: /healthz, and 503 elsewhere.
 */
async function composedButLocked(server: ServerProcess): Promise<void> {
  await server.logLine((line) => line.phase === 'migrating');
}

it('answers /healthz at once, and 503 starting elsewhere until it has migrated', async () => {
  await holder`select pg_advisory_lock(${MIGRATIONS_LOCK}::bigint)`;
  const server = await startWhileLocked();
  try {
    // The first answers, from before the app is loaded.
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    await composedButLocked(server);
    expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'starting' });

    const search = await fetch(`${server.baseUrl}/api/v1/adverts?queries=chair`);
    expect(search.status).toBe(503);
    expect(search.headers.get('retry-after')).toBe('2');
    expect(search.headers.get('cache-control')).toBe('no-store');
    expect(await search.json()).toEqual({ error: { code: 'unavailable', message: expect.stringMatching(/starting/) } });
    // A normal start's 503 is logged as such: no error, and not as an unmatched route.
    const logged = await server.logLine((line) => line.msg === 'request' && line.path === '/api/v1/adverts');
    expect(logged).toMatchObject({ level: 'info', status: 503, operation: 'starting' });
    // /healthz and /readyz came from the start responder's thread (decision 0065): the app's
    // request log has none of them while starting, and no error.
    expect(server.logs.filter((line) => line.msg === 'request' && (line.path === '/readyz' || line.path === '/healthz'))).toEqual([]);
    expect(server.logs.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
    const mcp = await fetch(`${server.baseUrl}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(mcp.status).toBe(503);
    // The reference is static: it is there while the database is not.
    expect((await fetch(`${server.baseUrl}/docs`)).status).toBe(200);
    expect(server.logs.some((line) => line.phase === 'serving')).toBe(false);
  } finally {
    await holder`select pg_advisory_unlock(${MIGRATIONS_LOCK}::bigint)`;
  }
  await server.logLine((line) => line.phase === 'serving');
  expect((await fetch(`${server.baseUrl}/api/v1/categories`)).status).toBe(200);
  // Ready once the search index has loaded; until then /readyz says that is what it waits for.
  await vi.waitFor(
    async () => {
      const ready = await fetch(`${server.baseUrl}/readyz`);
      if (ready.status !== 200) expect(await ready.json()).toMatchObject({ status: 'search_index_loading', search_index: { lag_seconds: 0 } });
      expect(ready.status).toBe(200);
    },
    { timeout: 30_000, interval: 100 },
  );
  server.signal('SIGTERM');
  expect(await server.exited).toBe(0);
}, 90_000);

it('stops with 0 on SIGTERM while starting, after the step in flight', async () => {
  await holder`select pg_advisory_lock(${MIGRATIONS_LOCK}::bigint)`;
  const server = await startWhileLocked();
  server.signal('SIGTERM');
  await server.logLine((line) => line.msg === 'shutting down: finishing in-flight requests');
  let exited = false;
  void server.exited.then(() => (exited = true));
  // The step in flight is the wait for the migrations lock: a session of the server waits for it
  // (seen in pg_locks), so the process cannot have finished, whatever the timing.
  await vi.waitFor(
    async () => {
      const [row] = await holder`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted`;
      expect(row!.waiting).toBeGreaterThan(0);
    },
    { timeout: 30_000, interval: 20 },
  );
  expect(exited).toBe(false);
  await holder`select pg_advisory_unlock(${MIGRATIONS_LOCK}::bigint)`;
  expect(await server.exited, JSON.stringify(server.logs.map((line) => line.msg))).toBe(0);
  expect(server.logs.some((line) => line.msg === 'stopped')).toBe(true);
}, 90_000);
