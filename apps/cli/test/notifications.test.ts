import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadSeedData } from '@marketplace/adapters-postgres';
import { aCategory, aSeller, anAdvert } from '@marketplace/core/testing';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { cli } from './support/cli-process.js';

/** `pnpm cli notifications list|retry`: what an operator sees of the outbox and how they resend. Each command is a real process (seconds each). */
describe('cli notifications', () => {
  let test: TestDatabase;
  const seller = aSeller({ firstName: 'Olga' });
  const saver = aSeller({ firstName: 'Sava' });
  const category = aCategory({ title: 'Chairs' });
  const advert = anAdvert({ sellerId: seller.id, categoryId: category.id });
  let ids: { failed: number; waiting: number; delivered: number };

  beforeAll(async () => {
    test = await createTestDatabase();
    await loadSeedData(test.database, { categories: [category], users: [seller, saver], adverts: [advert] });
  });
  // The three notifications afresh for each test: the retry test changes them, the list test reads them.
  beforeEach(async () => {
    await test.database.query(sql`delete from outbox`);
    const insert = async (status: string, extra: ReturnType<typeof sql>) => {
      const [row] = await test.database.query<{ id: number }>(sql`
        insert into outbox (topic, payload, created_at, status, attempts, last_error, failed_at, delivered_at)
        select 'advert.price_dropped',
          jsonb_build_object('user_id', ${saver.id}::text, 'advert_id', ${advert.id}::text, 'old_price_minor', 10000,
            'new_price_minor', 9000, 'currency', 'EUR', 'discount_percent', 10),
          now(), ${status}, x.attempts, x.last_error, x.failed_at, x.delivered_at
        from (select ${extra}) x
        returning id`);
      return Number(row!.id);
    };
    ids = {
      failed: await insert('failed', sql`8 as attempts, '550 no such mailbox' as last_error, now() as failed_at, null::timestamptz as delivered_at`),
      waiting: await insert('pending', sql`2 as attempts, '421 busy' as last_error, null::timestamptz as failed_at, null::timestamptz as delivered_at`),
      delivered: await insert('delivered', sql`1 as attempts, null as last_error, null::timestamptz as failed_at, now() as delivered_at`),
    };
  });
  afterAll(async () => test?.drop());

  it('lists notifications by status, as JSON or one line each', async () => {
    const all = await cli(test.url, 'notifications', 'list', '--json');
    expect(all.code).toBe(0);
    expect((JSON.parse(all.stdout) as { id: number }[]).map((r) => r.id)).toEqual([ids.delivered, ids.waiting, ids.failed]);

    const failed = await cli(test.url, 'notifications', 'list', '--status', 'failed', '--json');
    expect(JSON.parse(failed.stdout)).toEqual([
      expect.objectContaining({ id: ids.failed, status: 'failed', user_id: saver.id, advert_id: advert.id, old_price: 100, new_price: 90, currency: 'EUR', attempts: 8, last_error: '550 no such mailbox' }),
    ]);
    const human = await cli(test.url, 'notifications', 'list', '--status', 'pending');
    expect(human.stdout).toContain(`${ids.waiting}  pending    attempts 2`);
    expect(human.stdout).toContain('100 -> 90 EUR  last error: 421 busy');
    expect(human.stdout).not.toContain('failed');

    const bad = await cli(test.url, 'notifications', 'list', '--status', 'lost');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--status must be one of pending, failed, delivered');
  }, 120_000);

  it('retries one notification by id or every failed one, with a fresh count of attempts', async () => {
    const one = await cli(test.url, 'notifications', 'retry', String(ids.waiting), '--json');
    expect(one.code).toBe(0);
    expect(JSON.parse(one.stdout)).toEqual({ retried: 1 });

    const delivered = await cli(test.url, 'notifications', 'retry', String(ids.delivered));
    expect(delivered.code).toBe(1);
    expect(delivered.stderr).toContain('not_found');

    expect((await cli(test.url, 'notifications', 'retry')).stderr).toContain('give a notification id or --failed');

    const all = await cli(test.url, 'notifications', 'retry', '--failed');
    expect(all.stdout).toContain('Queued 1 notification for delivery.');
    const rows = await test.database.query<{ id: number; status: string; attempts: number; failed_at: Date | null }>(
      sql`select id, status, attempts, failed_at from outbox order by id`,
    );
    expect(rows.map((r) => [Number(r.id), r.status, Number(r.attempts), r.failed_at])).toEqual([
      [ids.failed, 'pending', 0, null],
      [ids.waiting, 'pending', 0, null],
      [ids.delivered, 'delivered', 1, null],
    ]);
  }, 120_000);
});
