import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { tables } from '@marketplace/adapters-postgres';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError } from '../rest/http.js';
import { advertsOf, day, ownerMarketplace } from './support/marketplace.js';
import { owner } from './support/owner-http.js';

/** me: the plan and its limits, per plan; unlimited limits are absent. */

const market = ownerMarketplace();
const plus = market.seller('Petra', 'plus');
const pro = market.seller('Pavle', 'pro');
const proAdverts = advertsOf(pro.id, market.categories.phones.id, 3);
/** A basic-plan owner of the bump test alone: the bumps it writes leave the owner's quota as seeded. */
const bumper = market.seller('Bojan', 'basic');
const [bumperAdvert] = advertsOf(bumper.id, market.categories.phones.id, 1);

let app: TestApp;
const keys: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp({
    ...market.data,
    users: [...(market.data.users ?? []), plus, pro, bumper],
    adverts: [...(market.data.adverts ?? []), ...proAdverts, bumperAdvert!],
  });
  for (const [name, userId] of [
    ['basic', market.users.owner.id],
    ['free', market.users.rival.id],
    ['plus', plus.id],
    ['pro', pro.id],
    ['bumper', bumper.id],
  ] as const) {
    keys[name] = await issueKey(app.services.database, userId, { scopes: ['profile:read'] });
  }
});
afterAll(async () => {
  await app.close();
});

const me = async (plan: string) => {
  const answer = await owner.me<Record<string, unknown>>(app, keys[plan]!);
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('me', () => {
  it('reports the free plan', async () => {
    expect(await me('free')).toEqual({
      plan: 'free',
      adverts_limit: 10,
      active_adverts: 1,
      advert_slots_left: 9,
      bump_quota_left: 0,
      assistant_messages_left: 20,
    });
  });

  it('reports the basic plan, counting only active adverts', async () => {
    expect(await me('basic')).toEqual({
      plan: 'basic',
      adverts_limit: 50,
      active_adverts: 6,
      advert_slots_left: 44,
      bump_quota_left: 10,
      assistant_messages_left: 100,
    });
  });

  it('reports the plus plan', async () => {
    expect(await me('plus')).toEqual({
      plan: 'plus',
      adverts_limit: 200,
      active_adverts: 0,
      advert_slots_left: 200,
      bump_quota_left: 40,
      assistant_messages_left: 300,
    });
  });

  it('leaves the unlimited fields out for pro', async () => {
    const body = await me('pro');
    expect(body).toEqual({ plan: 'pro', active_adverts: 3, bump_quota_left: 150, assistant_messages_left: 1000 });
    expect(Object.keys(body)).not.toContain('adverts_limit');
    expect(Object.keys(body)).not.toContain('advert_slots_left');
  });

  it('counts paid bumps of this UTC month only against the quota', async () => {
    const bump = (kind: string, createdAt: Date) => ({
      id: randomUUID(),
      advertId: bumperAdvert!.id,
      userId: bumper.id,
      kind,
      createdAt,
    });
    await app.services.database.db.insert(tables.bumps).values([
      bump('paid', day(2)),
      bump('paid', day(14)),
      bump('paid', day(15, 11)),
      bump('free', day(14)),
      bump('paid', new Date('2025-12-31T23:59:59.000Z')),
    ]);
    expect((await me('bumper')).bump_quota_left).toBe(7);
  });

  it('answers with no-store and accepts lang', async () => {
    const answer = await owner.me(app, keys.basic!, '?lang=de');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-language')).toBe('de');
  });

  it('rejects any other query parameter, naming it', async () => {
    expectError(await owner.me(app, keys.basic!, '?plan=pro'), 400, 'invalid_arguments', 'plan');
    expectError(await owner.me(app, keys.basic!, '?lang=xx'), 400, 'invalid_arguments', 'lang');
  });
});
