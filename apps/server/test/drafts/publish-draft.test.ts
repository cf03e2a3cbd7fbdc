import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@marketplace/adapters-postgres';
import type { AccountSummary, Advert, Draft, DraftList } from '@marketplace/core';
import { startTestApp, TEST_PUBLIC_BASE_URL, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError, qs } from '../rest/http.js';
import { advertsOf, ownerMarketplace, UNKNOWN_ID } from '../owner/support/marketplace.js';
import { drafts, owner } from '../owner/support/owner-http.js';
import { publicRead } from '../owner/support/public-http.js';

/** publish_draft: the advert in search at once, the draft gone, the plan limit under races, the daily cap. */

const market = ownerMarketplace();
const { categories, users } = market;
/** A free-plan owner with 7 of 10 slots used. */
const filip = market.seller('Filip', 'free');
const filipActive = advertsOf(filip.id, categories.phones.id, 7);
/** Another free-plan owner with 7 of 10 slots used, for the race of refused publishes against the daily cap. */
const goran = market.seller('Goran', 'free');
const goranActive = advertsOf(goran.id, categories.phones.id, 7);
/** An owner who publishes a lot. */
const petra = market.seller('Petra', 'pro');

let app: TestApp;
let key: string;
let filipKey: string;
let petraKey: string;
let goranKey: string;
let rivalKey: string;
const photo = { id: randomUUID(), key: 'lamp.webp', thumb: 'lamp.thumb.webp' };
const complete = {
  title: 'Brass reading lamp',
  description: 'Works, new cable.',
  category_id: categories.chairs.id,
  price: 35,
  currency: 'EUR',
  condition: 'used',
  address: { city: 'Novi Sad' },
};

beforeAll(async () => {
  app = await startTestApp({
    ...market.data,
    users: [...(market.data.users ?? []), filip, petra, goran],
    adverts: [...(market.data.adverts ?? []), ...filipActive, ...goranActive],
  });
  key = await issueKey(app.services.database, users.owner.id);
  filipKey = await issueKey(app.services.database, filip.id);
  petraKey = await issueKey(app.services.database, petra.id);
  goranKey = await issueKey(app.services.database, goran.id);
  rivalKey = await issueKey(app.services.database, users.rival.id);
  await app.services.database.db.insert(tables.photos).values({
    id: photo.id,
    ownerId: users.owner.id,
    storageKey: photo.key,
    thumbnailKey: photo.thumb,
    contentType: 'image/webp',
    width: 10,
    height: 10,
    bytes: 100,
    createdAt: app.clock.now(),
  });
});
afterAll(async () => {
  await app.close();
});

const newDraft = async (as: string, body: object = complete) => {
  const answer = await drafts.create<Draft>(app, as, body);
  expect(answer.status).toBe(200);
  return answer.body.draft_id;
};

describe('publish_draft', () => {
  it('makes a complete draft an active advert found by search at once, and removes the draft', async () => {
    // A title of its own: the other tests publish `complete`, whose words search would find too.
    const lamp = { ...complete, title: 'Copper reading lamp' };
    const draftId = await newDraft(key, { ...lamp, photos: [{ url: `${TEST_PUBLIC_BASE_URL}/photos/${photo.key}` }] });
    const before = await owner.me<AccountSummary>(app, key);
    const answer = await drafts.publish<Advert>(app, key, draftId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'active',
      type: 'sell',
      title: lamp.title,
      description: lamp.description,
      price: 35,
      currency: 'EUR',
      is_negotiable: false,
      city: 'Novi Sad',
      category_id: categories.chairs.id,
      category: 'Home / Chairs',
      photos: [`${TEST_PUBLIC_BASE_URL}/photos/${photo.key}?utm_source=api`],
      seller: { id: users.owner.id, is_business: false },
    });
    const found = await publicRead.search(app, qs(['queries', 'copper lamp']));
    expect(found.adverts.map((a) => a.id)).toEqual([answer.body.id]);
    expect((await publicRead.search(app, qs(['city', 'Novi Sad']))).adverts.map((a) => a.id)).toContain(answer.body.id);
    expect((await owner.me<AccountSummary>(app, key)).body.active_adverts).toBe(before.body.active_adverts + 1);
    const list = await drafts.list<DraftList>(app, key, '?limit=20');
    expect(list.body.drafts.map((d) => d.draft_id)).not.toContain(draftId);
    expectError(await drafts.publish(app, key, draftId), 404, 'not_found');
  });

  it('makes the published address the last used one for the next draft', async () => {
    const draftId = await newDraft(key, { ...complete, address: { city: 'Subotica' } });
    expect((await drafts.publish(app, key, draftId)).status).toBe(200);
    const answer = await drafts.create<Draft>(app, key, {});
    expect(answer.body.address).toEqual({ city: 'Subotica' });
  });

  it('answers 409 draft_incomplete naming the missing fields, and keeps the draft', async () => {
    const draftId = await newDraft(key, { title: 'Half a lamp' });
    const answer = await drafts.publish(app, key, draftId);
    expectError(answer, 409, 'draft_incomplete');
    expect((answer.body as { error: { message: string } }).error.message).toContain('description, category_id, condition, price');
    const list = await drafts.list<DraftList>(app, key, '?limit=20');
    expect(list.body.drafts.map((d) => d.draft_id)).toContain(draftId);
  });

  it('answers 404 not_found for an unknown draft and for another owner\'s draft', async () => {
    const draftId = await newDraft(key);
    expectError(await drafts.publish(app, key, UNKNOWN_ID), 404, 'not_found');
    expectError(await drafts.publish(app, rivalKey, draftId), 404, 'not_found');
  });

  it.each([
    [{ draft_id: UNKNOWN_ID }, 'draft_id'],
    [{ force: true }, 'force'],
  ])('answers 400 invalid_arguments for the body %o', async (body, field) => {
    const draftId = await newDraft(key);
    expectError(await drafts.publish(app, key, draftId, body), 400, 'invalid_arguments', field);
  });

  it('never passes the plan in parallel: 3 free slots, 6 parallel publishes, 3 published', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => newDraft(filipKey)));
    const answers = await Promise.all(ids.map((id) => drafts.publish(app, filipKey, id)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) expectError(answer, 409, 'advert_limit_reached');
    expect((await owner.me<AccountSummary>(app, filipKey)).body).toMatchObject({ active_adverts: 10, advert_slots_left: 0 });
    expect((await drafts.list<DraftList>(app, filipKey, '?limit=20')).body.total).toBe(3);
  });

  it('refused publishes never make others see the daily cap as full: 100 in parallel, 3 slots, 7 used today', async () => {
    const { db } = app.services.database;
    const today = app.clock.now().toISOString().slice(0, 10);
    await db.insert(tables.dailyCounters).values({ userId: goran.id, operation: 'publish_draft', day: today, count: 7 });
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) ids.push(await newDraft(goranKey));
    const answers = await Promise.all(ids.map((id) => drafts.publish(app, goranKey, id)));
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    expect({ published: count(200), refused: count(409), limited: count(429) }).toEqual({ published: 3, refused: 97, limited: 0 });
    for (const answer of answers.filter((a) => a.status === 409)) expectError(answer, 409, 'advert_limit_reached');
    const [counter] = await db.select().from(tables.dailyCounters).where(eq(tables.dailyCounters.userId, goran.id));
    expect(counter?.count).toBe(10);
  });

  it('allows 50 publishes a day, then 429 rate_limited with Retry-After; failures cost nothing', async () => {
    const { db } = app.services.database;
    const today = app.clock.now().toISOString().slice(0, 10);
    // 48 spent earlier today (through the same counter the service uses).
    await db.insert(tables.dailyCounters).values({ userId: petra.id, operation: 'publish_draft', day: today, count: 48 });
    const incomplete = await newDraft(petraKey, { title: 'only a title' });
    expectError(await drafts.publish(app, petraKey, incomplete), 409, 'draft_incomplete');
    const ids = await Promise.all(Array.from({ length: 3 }, () => newDraft(petraKey)));
    const answers = await Promise.all(ids.map((id) => drafts.publish(app, petraKey, id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429]);
    const limited = answers.find((a) => a.status === 429)!;
    expectError(limited, 429, 'rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBe(12 * 3600);
    const [counter] = await db.select().from(tables.dailyCounters).where(eq(tables.dailyCounters.userId, petra.id));
    expect(counter?.count).toBe(50);
  });
});
