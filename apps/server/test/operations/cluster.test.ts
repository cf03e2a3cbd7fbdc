import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_OWNER_EMAIL } from '@marketplace/demo-data';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { startServerProcess, type LogLine, type ServerProcess } from './support/server-process.js';

/**
 * WEB_CONCURRENCY=2: one supervising process and two servers sharing the port, each with its own
 * search index over the one PostgreSQL. A worker that dies is replaced; a signal to the primary
 * stops every worker cleanly and it exits 0.
 */

let database: TestDatabase;
let server: ServerProcess;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startServerProcess({ DATABASE_URL: database.url, WEB_CONCURRENCY: '2', RATE_LIMIT_STORE: 'postgres', DATABASE_POOL_SIZE: '3' });
}, 60_000);
afterAll(async () => {
  for (const line of server.logs) if (typeof line.pid === 'number') killQuietly(line.pid);
  server.kill();
  await database.drop();
});

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone already
  }
}

const serving = (line: LogLine) => line.phase === 'serving';
const servingPids = () => server.logs.filter(serving).map((line) => line.pid as number);

it('serves from two processes, replaces one that is killed, and stops them all on SIGTERM', async () => {
  // Both start together; migrating and seeding take turns under database locks.
  await server.logLine((line) => serving(line) && line.pid !== servingPids()[0]);
  const [first, second] = servingPids();
  expect(first).not.toBe(second);
  expect((await fetch(`${server.baseUrl}/api/v1/categories`)).status).toBe(200);
  // The empty database was seeded once: the second process waited for the first's lock.
  const [owners] = await database.database.query<{ n: number }>(sql`select count(*)::int as n from users where email = ${DEMO_OWNER_EMAIL}`);
  expect(owners!.n).toBe(1);
  expect(server.logs.some((line) => line.msg === 'worker exited; starting another')).toBe(false);

  process.kill(first!, 'SIGKILL');
  await server.logLine((line) => line.msg === 'worker exited; starting another' && line.pid === first);
  const replacement = await server.logLine((line) => serving(line) && line.pid !== first && line.pid !== second);
  expect(replacement.port).toBe(server.port);
  for (let i = 0; i < 10; i++) expect((await fetch(`${server.baseUrl}/api/v1/categories`)).status).toBe(200);

  server.signal('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.logs.filter((line) => line.msg === 'stopped')).toHaveLength(2);
  expect(server.logs.some((line) => line.msg === 'all workers stopped' && line.failed === false)).toBe(true);
});
