import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@marketplace/adapters-postgres';
import { applyPriceRule, DAY_MS, type AccountSummary, type BumpResult, type PriceRule, type UpdateResult } from '@marketplace/core';
import { aCategory, aSeller } from '@marketplace/core/testing';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { advertsOf, day } from './support/marketplace.js';
import { owner } from './support/owner-http.js';
import { bumps, outbox } from './support/tables.js';

/**
 * Races, not sequences: many requests of one owner at the same moment must end as some serial
 * order of them would, so that no quota, limit, price or notification is lost or overrun.
 */

const category = aCategory({ title: 'Phones' });
const bumper = { ...aSeller({ firstName: 'Bea' }), plan: 'basic' as const };
const restorer = { ...aSeller({ firstName: 'Rita' }), plan: 'free' as const };
const pricer = { ...aSeller({ firstName: 'Petar' }), plan: 'basic' as const };
const savers = [aSeller({ firstName: 'Sava' }), aSeller({ firstName: 'Sonja' })];

const bumperAdverts = advertsOf(bumper.id, category.id, 20);
const restorerActive = advertsOf(restorer.id, category.id, 8);
const restorerArchived = advertsOf(restorer.id, category.id, 15, { status: 'archived' });
const pricerAdverts = advertsOf(pricer.id, category.id, 2, { priceMinor: 100_000, currency: 'EUR' });

/** The basic plan allows 10 paid bumps a month; 6 are spent already. */
const PAID_BEFORE = 6;
const QUOTA_LEFT = 10 - PAID_BEFORE;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    categories: [category],
    users: [bumper, restorer, pricer, ...savers],
    adverts: [...bumperAdverts, ...restorerActive, ...restorerArchived, ...pricerAdverts],
    favorites: pricerAdverts.flatMap((a) => savers.map((s) => ({ userId: s.id, advertId: a.id, createdAt: day(3) }))),
  });
  const { db } = app.services.database;
  // Every bumper advert had its free bump two days ago: the next bump of each is a paid one.
  const twoDaysAgo = new Date(app.clock.now().getTime() - 2 * DAY_MS);
  await db
    .update(tables.adverts)
    .set({ lastFreeBumpAt: twoDaysAgo, bumpedAt: twoDaysAgo, sortAt: twoDaysAgo })
    .where(eq(tables.adverts.sellerId, bumper.id));
  await db.insert(tables.bumps).values(
    Array.from({ length: PAID_BEFORE }, () => ({
      id: randomUUID(),
      advertId: bumperAdverts[0]!.id,
      userId: bumper.id,
      kind: 'paid',
      createdAt: day(3),
    })),
  );
});
afterAll(async () => {
  await app.close();
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('parallel bumps of one owner', () => {
  it(`never spend more than the ${QUOTA_LEFT} paid bumps left`, async () => {
    const key = await issueKey(app.services.database, bumper.id);
    const answers = await Promise.all(bumperAdverts.map((a) => owner.bump<BumpResult>(app, key, { selector: { ids: [a.id] } })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const results = answers.map((a) => a.body);
    expect(sum(results.map((r) => r.paid))).toBe(QUOTA_LEFT);
    expect(sum(results.map((r) => r.free))).toBe(0);
    expect(results.flatMap((r) => r.failures.map((f) => f.code))).toEqual(Array(20 - QUOTA_LEFT).fill('quota_exhausted'));
    const paid = (await bumps(app, bumper.id)).filter((row) => row.kind === 'paid');
    expect(paid).toHaveLength(10);
    expect((await owner.me<AccountSummary>(app, key)).body.bump_quota_left).toBe(0);
  });
});

describe('parallel restores of a free-plan owner', () => {
  it('never end above the 10 active adverts of the plan', async () => {
    const key = await issueKey(app.services.database, restorer.id);
    const answers = await Promise.all(restorerArchived.map((a) => owner.restore<{ error?: { code: string } }>(app, key, a.id)));
    const outcomes = answers.map((a) => (a.status === 200 ? 'restored' : `${a.status} ${a.body.error?.code}`));
    expect(outcomes.filter((o) => o === 'restored')).toHaveLength(2);
    expect(outcomes.filter((o) => o !== 'restored')).toEqual(Array(13).fill('409 advert_limit_reached'));
    const rows = await app.services.database.db.select().from(tables.adverts).where(eq(tables.adverts.sellerId, restorer.id));
    expect(rows.filter((row) => row.status === 'active')).toHaveLength(10);
    expect((await owner.me<AccountSummary>(app, key)).body).toMatchObject({ active_adverts: 10, advert_slots_left: 0 });
  });
});

describe('parallel price updates of the same adverts', () => {
  interface PriceRequest {
    readonly rule: PriceRule;
    readonly body: object;
  }
  const PERCENT: PriceRequest = { rule: { kind: 'percent', percent: -10 }, body: { percent: -10 } };
  const DELTA: PriceRequest = { rule: { kind: 'delta', delta: -10 }, body: { delta: -10, currency: 'EUR' } };
  const requests: PriceRequest[] = [...Array<PriceRequest>(5).fill(PERCENT), ...Array<PriceRequest>(5).fill(DELTA)];

  /** Final prices of every serial order of the requests (orders of equal rules coincide). */
  function serialOutcomes(start: number, rules: readonly PriceRule[]): Set<number> {
    const outcomes = new Set<number>();
    const visit = (price: number, left: readonly PriceRule[]) => {
      if (left.length === 0) return void outcomes.add(price);
      for (const kind of new Set(left)) {
        const next = applyPriceRule(kind, price, 'EUR');
        if (!next.ok) throw new Error('the test rules must keep the price positive');
        const rest = [...left];
        rest.splice(rest.indexOf(kind), 1);
        visit(next.priceMinor, rest);
      }
    };
    visit(start, rules);
    return outcomes;
  }

  it('end at a price some serial order gives, with every drop notified to every saver', async () => {
    const key = await issueKey(app.services.database, pricer.id);
    const ids = pricerAdverts.map((a) => a.id);
    const answers = await Promise.all(
      requests.map((request) => owner.update<UpdateResult>(app, key, { selector: { ids }, rule: request.body })),
    );
    expect(answers.map((a) => [a.status, a.body.applied])).toEqual(answers.map(() => [200, 2]));

    const possible = serialOutcomes(100_000, requests.map((request) => request.rule));
    const rows = await app.services.database.db.select().from(tables.adverts).where(eq(tables.adverts.sellerId, pricer.id));
    const finals = rows.map((row) => row.priceMinor!);
    for (const price of finals) expect(possible).toContain(price);
    // Each request changes both adverts in one transaction, so both went through the same order.
    expect(finals[0]).toBe(finals[1]);

    const notices = await outbox(app);
    expect(notices).toHaveLength(requests.length * ids.length * savers.length);
    for (const advertId of ids) {
      for (const saver of savers) {
        const chain = notices.map((n) => n.payload).filter((p) => p.advert_id === advertId && p.user_id === saver.id);
        // Every notice starts at the price the previous one ended at: no update was lost.
        expect(chain.map((p) => p.old_price_minor)).toEqual([100_000, ...chain.slice(0, -1).map((p) => p.new_price_minor)]);
        expect(chain.at(-1)?.new_price_minor).toBe(finals[0]);
      }
    }
  });
});
