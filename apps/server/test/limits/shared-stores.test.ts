import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadSeedData } from '@marketplace/adapters-postgres';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { issueKey } from '../support/api-keys.js';
import { freePort, startProcess, startServerProcess, stopProcess, type RunningProcess } from '../support/server-process.js';
import { ownerMarketplace, UNKNOWN_ID } from '../owner/support/marketplace.js';

/**
 * Several processes behind a load balancer must share one budget per address and per key: two
 * real app processes on loopback over one PostgreSQL, with the counters in PostgreSQL, then in a
 * real Redis (Debian's redis-server). Each limit must hold over the two together.
 */

const market = ownerMarketplace();

async function statusesOf(requests: Promise<Response>[]): Promise<number[]> {
  const responses = await Promise.all(requests);
  await Promise.all(responses.map((r) => r.arrayBuffer()));
  return responses.map((r) => r.status);
}

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

/**
 * The servers trust one proxy hop, so each test is a client of its own (`X-Forwarded-For`, as a
 * load balancer would append it) with a budget no other test has touched.
 */
const from = (address: string) => ({ 'X-Forwarded-For': address });

function sharedStoreSuite(name: string, storeEnv: () => Record<string, string>) {
  describe(`two processes, counters in ${name}`, () => {
    let testDatabase: TestDatabase;
    let servers: RunningProcess[] = [];
    beforeAll(async () => {
      testDatabase = await createTestDatabase();
      await loadSeedData(testDatabase.database, market.data);
      const env = { RATE_LIMITS: 'on', TRUST_PROXY: '1', SEED_ADVERTS: '0', LOG_LEVEL: 'silent', ...storeEnv() };
      servers = await Promise.all([startServerProcess(testDatabase.url, env), startServerProcess(testDatabase.url, env)]);
    });
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await testDatabase?.drop();
    });

    it('allow 30 requests a minute per address over both processes', async () => {
      const [a, b] = servers as [RunningProcess, RunningProcess];
      const client = from('198.51.100.1');
      const statuses = await statusesOf(
        Array.from({ length: 40 }, (_, i) => fetch(`${(i % 2 === 0 ? a : b).baseUrl}/api/v1/categories`, { headers: client })),
      );
      expect({ ok: count(statuses, 200), refused: count(statuses, 429) }).toEqual({ ok: 30, refused: 10 });
      // Another address still has its whole budget.
      expect((await fetch(`${a.baseUrl}/api/v1/categories`, { headers: from('198.51.100.2') })).status).toBe(200);
      // MCP on either process shares the exhausted budget.
      const mcp = await fetch(`${b.baseUrl}/mcp`, {
        method: 'POST',
        headers: { ...client, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      });
      expect(mcp.status).toBe(429);
      expect(Number(mcp.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    });

    it('allow 10 writes a minute per key over both processes', async () => {
      const [a, b] = servers as [RunningProcess, RunningProcess];
      const key = await issueKey(testDatabase.database, market.users.owner.id);
      const statuses = await statusesOf(
        Array.from({ length: 16 }, (_, i) =>
          fetch(`${(i % 2 === 0 ? a : b).baseUrl}/api/v1/my/adverts/${UNKNOWN_ID}:archive`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
            body: '{}',
          }),
        ),
      );
      expect({ done: count(statuses, 404), refused: count(statuses, 429) }).toEqual({ done: 10, refused: 6 });
    });

    if (name === 'PostgreSQL') {
      it('keep the counters in the rate_limits table', async () => {
        const [a, b] = servers as [RunningProcess, RunningProcess];
        const client = from('198.51.100.3');
        const statuses = await statusesOf(
          Array.from({ length: 5 }, (_, i) => fetch(`${(i % 2 === 0 ? a : b).baseUrl}/api/v1/categories`, { headers: client })),
        );
        expect(statuses).toEqual([200, 200, 200, 200, 200]);
        const rows = await testDatabase.database.query(sql`select key, points from rate_limits where key = 'rl:anonymous:ip:198.51.100.3'`);
        expect(rows).toEqual([{ key: 'rl:anonymous:ip:198.51.100.3', points: 5 }]);
      });
    }
  });
}

sharedStoreSuite('PostgreSQL', () => ({ RATE_LIMIT_STORE: 'postgres' }));

let redis: ChildProcess | undefined;
let redisPort = 0;
beforeAll(async () => {
  redisPort = await freePort();
  redis = await startProcess(
    '/usr/bin/redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { PATH: process.env.PATH },
    /Ready to accept connections/,
  );
});
afterAll(async () => {
  if (redis) await stopProcess(redis);
});

sharedStoreSuite('Redis', () => ({ RATE_LIMIT_STORE: 'redis', REDIS_URL: `redis://127.0.0.1:${redisPort}` }));
