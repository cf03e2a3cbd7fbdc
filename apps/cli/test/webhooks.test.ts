import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { loadSeedData } from '@marketplace/adapters-postgres';
import { composeServices, loadConfig, type Services } from '@marketplace/server';
import { aCategory, aSeller, anAdvert } from '@marketplace/core/testing';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { cli } from './support/cli-process.js';

/** A receiver on loopback that answers 204 and keeps what it got. */
async function startReceiver() {
  const received: { headers: Record<string, string>; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(204);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * `pnpm cli webhooks list|retry` (docs/operations.md, Webhooks): what an operator sees of the
 * delivery queue and how they send a failed delivery again, which a real drainer round then
 * delivers to a receiver on loopback, signed. Each command is a real process (seconds each).
 */
describe('cli webhooks', () => {
  let test: TestDatabase;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const seller = aSeller({ firstName: 'Olga' });
  const category = aCategory({ title: 'Chairs' });
  const advert = anAdvert({ sellerId: seller.id, categoryId: category.id });
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const webhookId = randomUUID();
  let ids: { failed: string; waiting: string; delivered: string };
  let events: { failed: string; waiting: string; delivered: string };

  beforeAll(async () => {
    receiver = await startReceiver();
    test = await createTestDatabase();
    await loadSeedData(test.database, { categories: [category], users: [seller], adverts: [advert] });
    await test.database.query(sql`
      insert into webhooks (id, owner_id, url, events, enabled, secret, created_at, updated_at)
      values (${webhookId}::uuid, ${seller.id}::uuid, ${receiver.url}, ${'{advert.updated}'}::text[], true, ${secret}, now(), now())`);
  });
  // Three deliveries afresh for each test, a minute apart: the retry test changes them, the list test reads them.
  beforeEach(async () => {
    await test.database.query(sql`delete from webhook_deliveries`);
    await test.database.query(sql`delete from owner_events`);
    const insert = async (minutesAgo: number, status: string, extra: ReturnType<typeof sql>) => {
      const eventId = randomUUID();
      await test.database.query(sql`
        insert into owner_events (id, owner_id, type, data, created_at, seq)
        values (${eventId}::uuid, ${seller.id}::uuid, 'advert.updated',
          ${JSON.stringify({ advert_id: advert.id, price: { old: 100, new: 90 - minutesAgo }, currency: 'EUR', discount_percent: null, in_stock: null })}::jsonb,
          now() - make_interval(mins => ${minutesAgo}), nextval('owner_event_seq'))`);
      const [row] = await test.database.query<{ id: string }>(sql`
        insert into webhook_deliveries (id, webhook_id, event_id, status, attempts, next_attempt_at, last_status_code, last_error, created_at, delivered_at, failed_at)
        select gen_random_uuid(), ${webhookId}::uuid, ${eventId}::uuid, ${status}, x.attempts, x.next_attempt_at, x.last_status_code,
          x.last_error, now() - make_interval(mins => ${minutesAgo}), x.delivered_at, x.failed_at
        from (select ${extra}) x
        returning id`);
      return { id: row!.id, eventId };
    };
    const failed = await insert(3, 'failed', sql`8 as attempts, now() + interval '1 day' as next_attempt_at, 503 as last_status_code,
      'answered 503' as last_error, null::timestamptz as delivered_at, now() as failed_at`);
    const waiting = await insert(2, 'pending', sql`2 as attempts, now() + interval '1 hour' as next_attempt_at, null::int as last_status_code,
      'connection refused' as last_error, null::timestamptz as delivered_at, null::timestamptz as failed_at`);
    const delivered = await insert(1, 'delivered', sql`1 as attempts, now() as next_attempt_at, 204 as last_status_code,
      null as last_error, now() as delivered_at, null::timestamptz as failed_at`);
    ids = { failed: failed.id, waiting: waiting.id, delivered: delivered.id };
    events = { failed: failed.eventId, waiting: waiting.eventId, delivered: delivered.eventId };
  });
  afterAll(async () => {
    await receiver?.close();
    await test?.drop();
  });

  it('lists deliveries newest first, by status, as JSON or one line each', async () => {
    const all = await cli(test.url, 'webhooks', 'list', '--json');
    expect(all.code, all.stderr).toBe(0);
    expect((JSON.parse(all.stdout) as { delivery_id: string }[]).map((r) => r.delivery_id)).toEqual([ids.delivered, ids.waiting, ids.failed]);

    const failed = await cli(test.url, 'webhooks', 'list', '--status', 'failed', '--json');
    expect(JSON.parse(failed.stdout)).toEqual([
      {
        delivery_id: ids.failed, webhook_id: webhookId, owner_id: seller.id, url: receiver.url, event_id: events.failed,
        type: 'advert.updated', status: 'failed', attempts: 8, last_status_code: 503, last_error: 'answered 503',
        next_attempt_at: null, created_at: expect.any(String),
      },
    ]);
    const human = await cli(test.url, 'webhooks', 'list', '--status', 'pending');
    expect(human.stdout.trim()).toBe(`${ids.waiting}  pending    attempts 2  advert.updated  ${receiver.url}  last: - connection refused`);

    expect((await cli(test.url, 'webhooks', 'list', '--limit', '1', '--json')).stdout).toContain(ids.delivered);
    const bad = await cli(test.url, 'webhooks', 'list', '--status', 'lost');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--status must be one of pending, delivered, failed');
  }, 120_000);

  it('retries a failed delivery with a fresh count, due now, and a drainer round then delivers it, signed', async () => {
    const before = Date.now();
    const one = await cli(test.url, 'webhooks', 'retry', ids.failed, '--json');
    expect(one.code, one.stderr).toBe(0);
    expect(JSON.parse(one.stdout)).toEqual({ retried: 1 });
    const [row] = await test.database.query<{ status: string; attempts: number; next_attempt_at: Date; failed_at: Date | null }>(
      sql`select status, attempts, next_attempt_at, failed_at from webhook_deliveries where id = ${ids.failed}::uuid`,
    );
    expect({ ...row, attempts: Number(row!.attempts) }).toMatchObject({ status: 'pending', attempts: 0, failed_at: null });
    // Due at the command's now: not before it ran, not in the future.
    expect(new Date(row!.next_attempt_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(row!.next_attempt_at).getTime()).toBeLessThanOrEqual(Date.now());

    // The service's own drainer round (the composition root a server process runs), on the same database.
    const photoDir = mkdtempSync(join(tmpdir(), 'cli-webhooks-photos-'));
    const config = loadConfig({ DATABASE_URL: test.url, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', LOG_LEVEL: 'silent', PHOTO_DIR: photoDir, SEARCH_SNAPSHOT_DIR: 'off' });
    const services: Services = await composeServices(config, { database: test.database });
    try {
      const report = (await services.drainWebhooks())._unsafeUnwrap();
      expect(report).toMatchObject({ delivered: 1, retried: 0, failed: 0 });
    } finally {
      await services.close();
      rmSync(photoDir, { recursive: true, force: true });
    }
    // Only the retried one: the waiting delivery is not due for an hour.
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([events.failed]);
    const payload = new Webhook(secret).verify(receiver.received[0]!.body, receiver.received[0]!.headers);
    expect(payload).toMatchObject({ id: events.failed, type: 'advert.updated', data: { advert_id: advert.id } });
    const delivered = await cli(test.url, 'webhooks', 'list', '--status', 'delivered', '--json');
    expect((JSON.parse(delivered.stdout) as { delivery_id: string; attempts: number }[]).find((r) => r.delivery_id === ids.failed)).toMatchObject({ attempts: 1 });
  }, 120_000);

  it('retries every failed delivery with --failed, and refuses what it cannot retry with exit code 1', async () => {
    const all = await cli(test.url, 'webhooks', 'retry', '--failed');
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout.trim()).toBe('Queued 1 delivery again.');
    const rows = await test.database.query<{ id: string; status: string; attempts: number }>(sql`select id, status, attempts from webhook_deliveries order by created_at`);
    expect(rows.map((r) => [r.id, r.status, Number(r.attempts)])).toEqual([
      [ids.failed, 'pending', 0],
      [ids.waiting, 'pending', 2],
      [ids.delivered, 'delivered', 1],
    ]);

    const unknown = randomUUID();
    const missing = await cli(test.url, 'webhooks', 'retry', unknown);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`not_found: no failed or waiting delivery ${unknown}`);
    const done = await cli(test.url, 'webhooks', 'retry', ids.delivered);
    expect(done.code).toBe(1);
    expect(done.stderr).toContain(`not_found: no failed or waiting delivery ${ids.delivered}`);
    const notAnId = await cli(test.url, 'webhooks', 'retry', '42');
    expect(notAnId.code).toBe(1);
    expect(notAnId.stderr).toContain('the delivery id is a uuid');
    const neither = await cli(test.url, 'webhooks', 'retry');
    expect(neither.code).toBe(1);
    expect(neither.stderr).toContain('give a delivery id or --failed');
    // Nothing the refusals touched changed.
    const after = await test.database.query<{ status: string }>(sql`select status from webhook_deliveries where id = ${ids.delivered}::uuid`);
    expect(after[0]!.status).toBe('delivered');
  }, 120_000);
});
