import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errAsync } from 'neverthrow';
import { encodeCursor, EVENT_DATA, type OwnerEventView } from '@marketplace/core';
import { DrizzleOwnerAdverts } from '@marketplace/adapters-postgres';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError } from '../rest/http.js';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { drafts, owner } from '../owner/support/owner-http.js';
import { chatMarket, chatsApi, insertChats } from '../chats/support/chat-market.js';
import { eventsApi, feedEnd, readFeed } from './support/events-http.js';

/**
 * The owner event log through HTTP (issue 26): each type produced by its operation, in the
 * operation's transaction (nothing for a refused or rolled-back one), the owner's own writes
 * included; the feed's cursor, its types filter and the scopes that filter it; another owner's
 * events out of reach. Runs on PostgreSQL and PGlite.
 */

const market = ownerMarketplace();
const chats = chatMarket();
const { adverts, users, categories } = market;

let app: TestApp;
let key: string;
let otherKey: string;
let rivalKey: string;
let olgaKey: string;
let borisKey: string;
beforeAll(async () => {
  app = await startTestApp({
    categories: [...(market.data.categories ?? []), ...(chats.data.categories ?? [])],
    users: [...(market.data.users ?? []), ...(chats.data.users ?? [])],
    adverts: [...(market.data.adverts ?? []), ...(chats.data.adverts ?? [])],
    deals: market.data.deals ?? [],
    favorites: market.data.favorites ?? [],
  });
  await insertChats(app.services.database, chats);
  key = await issueKey(app.services.database, users.owner.id);
  // A second tool of the same owner: it hears what the first one did.
  otherKey = await issueKey(app.services.database, users.owner.id, { scopes: ['adverts:read'] });
  rivalKey = await issueKey(app.services.database, users.rival.id);
  olgaKey = await issueKey(app.services.database, chats.users.olga.id);
  borisKey = await issueKey(app.services.database, chats.users.boris.id);
});
afterAll(async () => {
  await app.close();
});

/** The events a write produced: what the feed has after where it ended before the write. */
async function eventsOf(as: string, write: () => Promise<unknown>): Promise<OwnerEventView[]> {
  const before = await feedEnd(app, as);
  await write();
  return (await readFeed(app, as, before)).events;
}

/** Each event's data has the shape the document promises for its type. */
const expectDocumented = (events: readonly OwnerEventView[]) => {
  for (const event of events) expect(EVENT_DATA[event.type].safeParse(event.data).success, JSON.stringify(event)).toBe(true);
};

describe('events of the owner operations', () => {
  it('update_adverts: advert.updated with the old and new price, seen by the owner\'s other key', async () => {
    const events = await eventsOf(otherKey, async () => {
      const answer = await owner.update(app, key, { selector: { ids: [adverts.phoneEur.id] }, rule: { set: 180 } });
      expect(answer.status).toBe(200);
    });
    expect(events).toEqual([
      {
        id: expect.any(String),
        type: 'advert.updated',
        created_at: app.clock.now().toISOString(),
        data: { advert_id: adverts.phoneEur.id, price: { old: 200, new: 180 }, currency: 'EUR', discount_percent: 10, in_stock: null },
      },
    ]);
    expectDocumented(events);
  });

  it('update_adverts on stock: advert.updated with in_stock', async () => {
    const events = await eventsOf(key, async () => {
      expect((await owner.update(app, key, { selector: { ids: [adverts.laptop.id] }, rule: { is_available: false } })).status).toBe(200);
    });
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['advert.updated', { advert_id: adverts.laptop.id, price: null, currency: 'EUR', discount_percent: null, in_stock: false }],
    ]);
  });

  it('bump_adverts: advert.bumped with its kind', async () => {
    const events = await eventsOf(key, async () => {
      expect((await owner.bump(app, key, { selector: { ids: [adverts.oakChair.id] } })).status).toBe(200);
    });
    expect(events.map((e) => [e.type, e.data])).toEqual([['advert.bumped', { advert_id: adverts.oakChair.id, kind: 'free' }]]);
  });

  it('archive_advert and restore_advert: advert.archived with the reason, then advert.restored', async () => {
    const events = await eventsOf(key, async () => {
      expect((await owner.archive(app, key, adverts.phoneRsd.id, { reason: 'sold_elsewhere' })).status).toBe(200);
      // Archiving what is archived changes nothing: no event.
      expect((await owner.archive(app, key, adverts.phoneRsd.id, { reason: 'other' })).status).toBe(200);
      expect((await owner.restore(app, key, adverts.phoneRsd.id)).status).toBe(200);
    });
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['advert.archived', { advert_id: adverts.phoneRsd.id, reason: 'sold_elsewhere' }],
      ['advert.restored', { advert_id: adverts.phoneRsd.id }],
    ]);
    expectDocumented(events);
  });

  it('publish_draft: advert.published with the draft, the advert and its page', async () => {
    let advertId = '';
    let draftId = '';
    const events = await eventsOf(key, async () => {
      const draft = await drafts.create<{ draft_id: string }>(app, key, {
        title: 'Pine stool',
        description: 'Sturdy.',
        category_id: categories.chairs.id,
        price: 20,
        currency: 'EUR',
        condition: 'used',
        address: { city: 'Novi Sad' },
      });
      draftId = draft.body.draft_id;
      const published = await drafts.publish<{ id: string }>(app, key, draftId);
      expect(published.status).toBe(200);
      advertId = published.body.id;
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'advert.published', data: { advert_id: advertId, draft_id: draftId } });
    expect(String((events[0]!.data as { url: string }).url)).toContain(advertId);
    expectDocumented(events);
  });

  it('send_message: message.received for the recipient alone, as written; mark_chat_read: chat.read for the other member', async () => {
    const olgaBefore = await feedEnd(app, olgaKey);
    const borisBefore = await feedEnd(app, borisKey);
    const sent = await chatsApi.send<{ message_id: string }>(app, borisKey, chats.ids.bicycle, { text: 'Могу приехать в субботу?' });
    expect(sent.status).toBe(200);
    const olga = (await readFeed(app, olgaKey, olgaBefore)).events;
    expect(olga).toEqual([
      {
        id: expect.any(String),
        type: 'message.received',
        created_at: app.clock.now().toISOString(),
        data: {
          chat_id: chats.ids.bicycle,
          message_id: sent.body.message_id,
          advert_id: chats.adverts.bicycle.id,
          text: 'Могу приехать в субботу?',
          lang: expect.any(String),
          sent_at: app.clock.now().toISOString(),
        },
      },
    ]);
    expect((await readFeed(app, borisKey, borisBefore)).events).toEqual([]);

    expect((await chatsApi.read(app, olgaKey, chats.ids.bicycle)).status).toBe(200);
    // Nothing left unread: a second mark-read is no news.
    expect((await chatsApi.read(app, olgaKey, chats.ids.bicycle)).status).toBe(200);
    const boris = (await readFeed(app, borisKey, borisBefore)).events;
    expect(boris.map((e) => [e.type, e.data])).toEqual([['chat.read', { chat_id: chats.ids.bicycle, read_at: app.clock.now().toISOString() }]]);
    expectDocumented([...olga, ...boris]);
  });
});

describe('nothing for what did not happen', () => {
  it('writes refused by the domain record no event', async () => {
    const events = await eventsOf(key, async () => {
      // currency_required: the whole update is refused.
      const mixed = await owner.update(app, key, { selector: { ids: [adverts.phoneEur.id, adverts.phoneRsd.id] }, rule: { delta: -1 } });
      expectError(mixed, 400, 'currency_required', 'rule.currency');
      // advert_has_deal: the restore is refused.
      expectError(await owner.restore(app, key, adverts.soldLaptop.id), 409, 'advert_has_deal');
      // Another owner's advert: not found.
      expectError(await owner.archive(app, key, adverts.rivalPhone.id), 404, 'not_found');
      const incomplete = await drafts.create<{ draft_id: string }>(app, key, { title: 'only a title' });
      expectError(await drafts.publish(app, key, incomplete.body.draft_id), 409, 'draft_incomplete');
      // Not a member of the chat.
      expectError(await chatsApi.send(app, key, chats.ids.bicycle, { text: 'hello' }), 404, 'not_found');
    });
    expect(events).toEqual([]);
  });

  it('an event recorded in a transaction that rolls back is gone with it', async () => {
    const before = await feedEnd(app, key);
    const result = await new DrizzleOwnerAdverts(app.services.database).transact(users.owner.id, (workspace) =>
      workspace
        .record({ type: 'advert.bumped', data: { advert_id: adverts.oakChair.id, kind: 'paid' } }, app.clock.now())
        .andThen(() => errAsync({ code: 'not_found' as const, message: 'a failure after the event' })),
    );
    expect(result.isErr()).toBe(true);
    expect((await readFeed(app, key, before)).events).toEqual([]);
  });
});

describe('the feed', () => {
  it('pages with next_cursor, oldest first, never twice, never skipping', async () => {
    const before = await feedEnd(app, key);
    for (const price of [101, 102, 103, 104, 105]) {
      expect((await owner.update(app, key, { selector: { ids: [adverts.woodenChair.id] }, rule: { set: price } })).status).toBe(200);
    }
    const seen: OwnerEventView[] = [];
    let cursor = before;
    for (let page = 0; page < 4; page += 1) {
      const answer = await eventsApi.page(app, key, `?after=${encodeURIComponent(cursor)}&limit=2`);
      expect(answer.status).toBe(200);
      seen.push(...answer.body.events);
      cursor = answer.body.next_cursor;
    }
    expect(seen.map((e) => (e.data as { price: { new: number } }).price.new)).toEqual([101, 102, 103, 104, 105]);
    expect(new Set(seen.map((e) => e.id)).size).toBe(5);
    // At the end, the same cursor again: nothing new.
    expect((await eventsApi.page(app, key, `?after=${encodeURIComponent(cursor)}`)).body.events).toEqual([]);
  });

  it('filters by types, and a filtered page still moves the cursor on', async () => {
    const before = await feedEnd(app, key);
    expect((await owner.bump(app, key, { selector: { ids: [adverts.phoneEur.id] } })).status).toBe(200);
    expect((await owner.update(app, key, { selector: { ids: [adverts.oakChair.id] }, rule: { set: 46 } })).status).toBe(200);
    const bumps = await readFeed(app, key, before, 'types=advert.bumped');
    expect(bumps.events.map((e) => e.type)).toEqual(['advert.bumped']);
    const both = await readFeed(app, key, before, 'types=advert.bumped&types=advert.updated');
    expect(both.events.map((e) => e.type)).toEqual(['advert.bumped', 'advert.updated']);
    expect((await eventsApi.page(app, key, `?after=${encodeURIComponent(bumps.cursor)}&types=advert.updated`)).body.events).toEqual([]);
  });

  it('shows a key only the types its scopes read; no such scope: 403 scope_required', async () => {
    // An event of this test's own, so the owner's feed is not empty whatever ran before.
    expect((await owner.update(app, key, { selector: { ids: [adverts.oakChair.id] }, rule: { set: 51 } })).status).toBe(200);
    const chatsOnly = await issueKey(app.services.database, users.owner.id, { scopes: ['chats:read'] });
    const profileOnly = await issueKey(app.services.database, users.owner.id, { scopes: ['profile:read', 'adverts:write'] });
    expect((await readFeed(app, chatsOnly, null)).events).toEqual([]);
    expect((await readFeed(app, otherKey, null)).events.length).toBeGreaterThan(0);
    expectError(await eventsApi.page(app, profileOnly), 403, 'scope_required');
    expectError(await eventsApi.page(app, chatsOnly, '?types=advert.updated'), 403, 'scope_required');
    const olgaAdvertsOnly = await issueKey(app.services.database, chats.users.olga.id, { scopes: ['adverts:read'] });
    expect((await readFeed(app, olgaAdvertsOnly, null)).events.filter((e) => e.type.startsWith('message') || e.type.startsWith('chat'))).toEqual([]);
  });

  it('never shows one owner another\'s events', async () => {
    expect((await owner.update(app, key, { selector: { ids: [adverts.oakChair.id] }, rule: { set: 52 } })).status).toBe(200);
    const mine = (await readFeed(app, key, null)).events.map((e) => e.id);
    const rivals = (await readFeed(app, rivalKey, null)).events.map((e) => e.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(rivals.filter((id) => mine.includes(id))).toEqual([]);
  });

  it('refuses a cursor it did not give (400, field after) and one older than 30 days (410 cursor_expired)', async () => {
    expectError(await eventsApi.page(app, key, '?after=not-a-cursor'), 400, 'invalid_arguments', 'after');
    const old = encodeCursor({ seq: 1, issuedAt: new Date(app.clock.now().getTime() - 31 * 24 * 3600 * 1000) });
    expectError(await eventsApi.page(app, key, `?after=${old}`), 410, 'cursor_expired');
    const recent = encodeCursor({ seq: 0, issuedAt: new Date(app.clock.now().getTime() - 29 * 24 * 3600 * 1000) });
    expect((await eventsApi.page(app, key, `?after=${recent}`)).status).toBe(200);
    expectError(await eventsApi.page(app, key, '?limit=101'), 400, 'invalid_arguments', 'limit');
    expectError(await eventsApi.page(app, key, '?types=advert.sold'), 400, 'invalid_arguments', 'types');
    expectError(await eventsApi.page(app, key, '?colour=red'), 400, 'invalid_arguments', 'colour');
  });
});
