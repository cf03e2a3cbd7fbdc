import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadSeedData } from '@marketplace/adapters-postgres';
import { createTestDatabase, startTestSmtpServer, type TestDatabase, type TestSmtpServer } from '@marketplace/testkit';
import { issueKey } from '../support/api-keys.js';
import { startServerProcess, type RunningProcess } from '../support/server-process.js';
import { notificationMarket } from './support/market.js';
import { afterDrainRounds, metric, until } from './support/waiting.js';

/**
 * The drainer in real server processes (the start command) over one PostgreSQL, sending to a real
 * SMTP server on loopback: a process killed with SIGKILL in the middle of a batch loses nothing,
 * and two processes draining the same outbox send every notification once.
 */

const SAVERS = 30;
const market = notificationMarket(SAVERS);
const { adverts, savers } = market;


let testDatabase: TestDatabase;
let smtp: TestSmtpServer;
let processes: RunningProcess[] = [];
let key: string;

beforeEach(async () => {
  smtp = await startTestSmtpServer();
  testDatabase = await createTestDatabase();
  await loadSeedData(testDatabase.database, market.data);
  key = await issueKey(testDatabase.database, market.owner.id, { scopes: ['adverts:write'] });
});
afterEach(async () => {
  await Promise.all(processes.map((p) => p.kill()));
  processes = [];
  await smtp.close();
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
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Marketplace <noreply@market.test>',
    NOTIFY_INTERVAL_MS: '100',
    NOTIFY_RETRY_BASE_MS: '200',
    NOTIFY_LEASE_MS: '3000',
    ...env,
  });
  processes.push(running);
  return running;
};

const dropStoolPrice = async (server: RunningProcess) => {
  const answer = await fetch(`${server.baseUrl}/api/v1/my/adverts`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ selector: { ids: [adverts.stool.id] }, rule: { percent: -10 } }),
  });
  expect(answer.status).toBe(200);
};

const statuses = async () => {
  const rows = await testDatabase.database.query<{ status: string; n: number }>(
    sql`select status, count(*)::int as n from outbox group by status`,
  );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Record<string, number>;
};

const metricsOf = (server: RunningProcess) => async () => (await fetch(`${server.baseUrl}/metrics`)).text();
const deliveredCounter = async (server: RunningProcess) => metric(await metricsOf(server)(), 'notifications_total{outcome="delivered"}') ?? 0;
const slowly = { timeoutMs: 60_000, everyMs: 100 };

const everySaverOnce = () => {
  const ids = smtp.received.map((m) => m.messageId);
  const recipients = new Set(smtp.received.map((m) => m.to));
  expect(new Set(ids).size).toBe(SAVERS);
  expect([...recipients].length).toBe(SAVERS);
  for (const saver of savers.many) expect([...recipients].some((to) => to.includes(saver.email!))).toBe(true);
};

describe('the drainer in real processes', () => {
  it('loses nothing when a process is killed in the middle of a batch', async () => {
    smtp.slowDown(150);
    const first = await start();
    await dropStoolPrice(first);
    await smtp.waitFor(4, 30_000);
    await first.kill();
    const atKill = await statuses();
    // Mid-batch for real: some were sent, others were claimed or waiting.
    expect(atKill.pending).toBeGreaterThan(0);
    const sentBeforeKill = smtp.received.length;
    expect(sentBeforeKill).toBeLessThan(SAVERS);

    smtp.slowDown(0);
    const second = await start();
    await until(async () => (await statuses()).delivered === SAVERS, 'every row delivered after the restart', slowly);
    await afterDrainRounds([metricsOf(second)]);
    everySaverOnce();
    // At most the message in flight at the kill came twice, and then under the same Message-ID
    // (a provider that deduplicates on it delivers it once).
    expect(smtp.received.length - SAVERS).toBeLessThanOrEqual(1);
  });

  it('sends each notification once with two processes draining one outbox', async () => {
    smtp.slowDown(30);
    const [a, b] = await Promise.all([start(), start()]);
    await dropStoolPrice(a!);
    await until(async () => (await statuses()).delivered === SAVERS, 'every row delivered', slowly);
    await afterDrainRounds([metricsOf(a!), metricsOf(b!)]);
    expect(smtp.received).toHaveLength(SAVERS);
    everySaverOnce();
    const byProcess = [await deliveredCounter(a!), await deliveredCounter(b!)];
    expect(byProcess[0]! + byProcess[1]!).toBe(SAVERS);
    // A batch is 20 pairs and each email takes 30 ms: the second process takes the rest meanwhile.
    expect(Math.min(...byProcess)).toBeGreaterThan(0);
    expect(a!.output()).toContain('price-drop notifications: sending email through SMTP_URL');
  });

  it('without SMTP_URL says so once at start and leaves the rows waiting', async () => {
    const server = await start({ SMTP_URL: '' });
    await dropStoolPrice(server);
    // No drainer runs in this process, so there are no rounds to wait for: the rows must still be
    // waiting after five of the intervals a drainer would take (NOTIFY_INTERVAL_MS is 100 here).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await statuses()).toEqual({ pending: SAVERS });
    expect(metric(await metricsOf(server)(), 'notifications_drain_rounds_total')).toBe(0);
    const warnings = server.output().split('\n').filter((line) => line.includes('SMTP_URL is not set'));
    expect(warnings).toHaveLength(1);
    expect(smtp.received).toEqual([]);
  });
});
