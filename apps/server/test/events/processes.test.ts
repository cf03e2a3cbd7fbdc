import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { loadSeedData } from '@marketplace/adapters-postgres';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { issueKey } from '../support/api-keys.js';
import { startServerProcess, type RunningProcess } from '../support/server-process.js';
import { until } from '../notifications/support/waiting.js';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { startReceiver, type Receiver } from './support/receiver.js';

/**
 * Webhook delivery in real server processes (the start command) over one PostgreSQL: a process
 * SIGKILLed while its deliveries are in flight loses none of them; they arrive, signed, after a
 * restart, once their leases have run out.
 */

const market = ownerMarketplace();
const { adverts, users } = market;

let testDatabase: TestDatabase;
let receiver: Receiver;
let processes: RunningProcess[] = [];
let key: string;

beforeEach(async () => {
  receiver = await startReceiver();
  testDatabase = await createTestDatabase();
  await loadSeedData(testDatabase.database, market.data);
  key = await issueKey(testDatabase.database, users.owner.id);
});
afterEach(async () => {
  await Promise.all(processes.map((p) => p.kill()));
  processes = [];
  await receiver.close();
  await testDatabase.drop();
});
afterAll(async () => {
  await Promise.all(processes.map((p) => p.kill()));
});

const start = async (env: Record<string, string> = {}) => {
  const running = await startServerProcess(testDatabase.url, {
    SEED_ADVERTS: '0',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'info',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_INTERVAL_MS: '100',
    WEBHOOK_LEASE_MS: '2000',
    ...env,
  });
  processes.push(running);
  return running;
};

const api = (server: RunningProcess, method: string, path: string, body: unknown) =>
  fetch(`${server.baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('a write through a server process', () => {
  it("has its events delivered by that process's next round, not after the drainer's idle interval", { timeout: 60_000 }, async () => {
    // An idle drainer looks again only after a minute: what arrives sooner came from the write's wake-up.
    const server = await start({ WEBHOOK_INTERVAL_MS: '60000' });
    const created = await api(server, 'POST', '/my/webhooks', { url: receiver.url, events: ['advert.updated'] });
    expect(created.status).toBe(200);
    const { secret } = (await created.json()) as { secret: string };
    const answer = await api(server, 'PATCH', '/my/adverts', { selector: { ids: [adverts.phoneEur.id] }, rule: { set: 404 } });
    expect(answer.status).toBe(200);
    await until(async () => receiver.received.length >= 1, 'the delivery of the write', { timeoutMs: 20_000 });
    const [delivery] = receiver.received;
    expect(new Webhook(secret).verify(delivery!.body, delivery!.headers)).toMatchObject({ type: 'advert.updated' });
  });
});

describe('a server process killed mid-delivery', () => {
  it('loses nothing: its deliveries arrive after a restart', { timeout: 120_000 }, async () => {
    const first = await start();
    const created = await api(first, 'POST', '/my/webhooks', { url: receiver.url, events: ['advert.updated'] });
    expect(created.status).toBe(200);
    const { secret } = (await created.json()) as { secret: string };
    // The receiver takes the requests and never answers: the deliveries are in flight when the process dies.
    receiver.mode = 'silent';
    for (const price of [301, 302, 303]) {
      const answer = await api(first, 'PATCH', '/my/adverts', { selector: { ids: [adverts.phoneEur.id] }, rule: { set: price } });
      expect(answer.status).toBe(200);
    }
    await until(async () => receiver.received.length >= 3, 'the three deliveries in flight');
    await first.kill();
    const inFlight = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(inFlight.size).toBe(3);

    receiver.mode = 'up';
    await start();
    const delivered = async () => {
      const rows = await testDatabase.database.query(sql`select count(*)::int as n from webhook_deliveries where status = 'delivered'`);
      return Number((rows[0] as { n: number }).n) === 3;
    };
    await until(delivered, 'the three deliveries delivered after the restart', { timeoutMs: 30_000 });
    const after = receiver.received.slice(3);
    expect(new Set(after.map((r) => r.headers['webhook-id']))).toEqual(inFlight);
    for (const request of after) expect(new Webhook(secret).verify(request.body, request.headers)).toMatchObject({ type: 'advert.updated' });
  });
});
