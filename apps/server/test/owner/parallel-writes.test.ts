import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GotPhotoFetcher } from '@marketplace/adapters-photos';
import { tables, type UserSeed } from '@marketplace/adapters-postgres';
import { aCategory, aSeller, anAdvert, testId, type AdvertFixture } from '@marketplace/core/testing';
import { startTestHttpsServer, type TestHttpsServer } from '@marketplace/testkit';
import { startTestApp, TEST_PUBLIC_BASE_URL, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import type { Answer } from '../rest/http.js';
import { call } from './support/owner-http.js';
import { day } from './support/marketplace.js';

/**
 * Every owner write, many at once (decision 0051-owner-lock-order): 16 parallel requests of one
 * owner, each on its own advert, draft or chat where the operation allows, with a distinct
 * Idempotency-Key each and without keys; and 16 owners at once, 2 requests each (32 at once). Every request
 * answers 200 and has its one effect: a deadlock, a lock wait past the deadline or a lost update
 * fails the test. Runs on PostgreSQL (real parallel transactions) and, in the `pglite` project, on
 * the embedded PGlite (one connection: the requests queue for it).
 */

const ONE_OWNER = 16;
const OWNERS = 16;
const EACH_OF_MANY = 2;

interface Scenario {
  readonly name: string;
  readonly owners: number;
  readonly each: number;
  readonly keyed: boolean;
}
const SCENARIOS: readonly Scenario[] = [
  { name: `one owner, ${ONE_OWNER} keyed requests at once`, owners: 1, each: ONE_OWNER, keyed: true },
  { name: `one owner, ${ONE_OWNER} requests without keys at once`, owners: 1, each: ONE_OWNER, keyed: false },
  { name: `${OWNERS} owners, ${EACH_OF_MANY} keyed requests each, all at once`, owners: OWNERS, each: EACH_OF_MANY, keyed: true },
  { name: `${OWNERS} owners, ${EACH_OF_MANY} requests each without keys, all at once`, owners: OWNERS, each: EACH_OF_MANY, keyed: false },
];

const OPERATIONS = [
  'update_adverts',
  'bump_adverts',
  'archive_advert',
  'restore_advert',
  'create_draft',
  'update_draft',
  'publish_draft',
  'send_message',
  'mark_chat_read',
  'upload_photo_from_url',
  'fill_from_photos',
] as const;
type Operation = (typeof OPERATIONS)[number];

/**
 * Writes that wait for the outside (a download, a recognition) hold a database connection for
 * that long when keyed (PGlite: the only one; decision 0051, consequences): 32 at once on the
 * shared 2-core machine outwaited DATABASE_DEADLINE_MS on PGlite. Their 16 owners send one each.
 */
const WAITS_FOR_THE_OUTSIDE = new Set<Operation>(['upload_photo_from_url', 'fill_from_photos']);
const requestsEach = (operation: Operation, scenario: Scenario) =>
  scenario.owners > 1 && WAITS_FOR_THE_OUTSIDE.has(operation) ? 1 : scenario.each;

const category = aCategory({ title: 'Chairs' });
const jpeg = readFileSync(new URL('../photos/fixtures/gps-800x600.jpg', import.meta.url));
const counterpart: UserSeed = { ...aSeller({ firstName: 'Boris' }), plan: 'basic' };

/** One owner of one (operation, scenario): its user and what its requests act on. */
interface Owner {
  readonly user: UserSeed;
  readonly adverts: AdvertFixture[];
  readonly chats: string[];
  readonly photoKey: string;
  key: string;
  drafts: string[];
}

function newOwner(operation: Operation, each: number): Owner {
  const user: UserSeed = { ...aSeller({ firstName: 'Olga' }), plan: 'pro' };
  const archived = operation === 'restore_advert';
  const adverts = ['update_adverts', 'bump_adverts', 'archive_advert', 'restore_advert'].includes(operation)
    ? Array.from({ length: each }, (_, i) =>
        anAdvert({
          sellerId: user.id,
          categoryId: category.id,
          status: archived ? 'archived' : 'active',
          texts: { en: { title: `Chair ${i + 1}`, description: 'Oak.' } },
          priceMinor: 10_000,
          currency: 'EUR',
          createdAt: day(1, i),
        }),
      )
    : [];
  const chats = operation === 'send_message' ? [testId()] : operation === 'mark_chat_read' ? Array.from({ length: each }, () => testId()) : [];
  return { user, adverts, chats, photoKey: `owner-${user.id}.jpg`, key: '', drafts: [] };
}

const plan = new Map<string, Owner[]>();
const planOf = (operation: Operation, scenario: Scenario) => plan.get(`${operation} / ${scenario.name}`)!;
for (const operation of OPERATIONS) {
  for (const scenario of SCENARIOS) {
    plan.set(`${operation} / ${scenario.name}`, Array.from({ length: scenario.owners }, () => newOwner(operation, scenario.each)));
  }
}
const everyOwner = [...plan.values()].flat();

const completeDraft = (i: number) => ({
  title: `Oak chair ${i}`,
  description: 'Solid oak.',
  category_id: category.id,
  price: 40,
  currency: 'EUR',
  condition: 'used',
  address: { city: 'Novi Sad' },
});

let app: TestApp;
let source: TestHttpsServer;
let provider: Server;

beforeAll(async () => {
  source = await startTestHttpsServer();
  source.route('/photo.jpg', (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
  provider = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const content = JSON.stringify({ title: 'Oak chair', description: 'Solid oak.', category_id: category.id, condition: 'used' });
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  app = await startTestApp(
    {
      categories: [category],
      users: [counterpart, ...everyOwner.map((o) => o.user)],
      adverts: everyOwner.flatMap((o) => o.adverts),
      photos: [...plan.entries()]
        .filter(([name]) => name.startsWith('fill_from_photos'))
        .flatMap(([, owners]) => owners)
        .map((o) => ({ id: testId(), ownerId: o.user.id, key: o.photoKey, contentType: 'image/jpeg', width: 800, height: 600, bytes: jpeg.length, createdAt: day(1) })),
    },
    {
      photoFetcher: new GotPhotoFetcher({ testOnly: { allowLoopback: true, certificateAuthority: source.ca, defaultPort: source.port } }),
      env: {
        RECOGNIZER_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`,
        RECOGNIZER_MODEL: 'vision-test',
        RECOGNIZER_API_KEY: 'sk-test',
      },
    },
  );
  const { database } = app.services;
  const at = app.clock.now();
  for (const owner of everyOwner) {
    owner.key = await issueKey(database, owner.user.id);
    for (const chatId of owner.chats) {
      await database.db.insert(tables.chats).values({ id: chatId, advertId: null, createdAt: at, lastMessageAt: at });
      await database.db.insert(tables.chatMembers).values([
        { chatId, userId: owner.user.id, lastReadAt: null },
        { chatId, userId: counterpart.id, lastReadAt: null },
      ]);
      await database.db.insert(tables.messages).values({ id: testId(), chatId, senderId: counterpart.id, text: 'Still for sale?', lang: 'en', sentAt: at, readAt: null });
    }
  }
  for (const [name, owners] of plan) {
    if (name.startsWith('fill_from_photos')) {
      for (const owner of owners) await app.services.photoStorage.put(owner.photoKey, { bytes: new Uint8Array(jpeg), contentType: 'image/jpeg' });
    }
    if (!name.startsWith('update_draft') && !name.startsWith('publish_draft')) continue;
    const scenario = SCENARIOS.find((s) => name.endsWith(s.name))!;
    for (const owner of owners) {
      for (let i = 0; i < scenario.each; i++) {
        const created = await call<{ draft_id: string }>(app, 'POST', '/my/drafts', { key: owner.key, json: completeDraft(i) });
        expect(created.status).toBe(200);
        owner.drafts.push(created.body.draft_id);
      }
    }
  }
}, 120_000);
afterAll(async () => {
  await app?.close();
  await source?.close();
  await new Promise<void>((resolve) => provider?.close(() => resolve()));
});

interface Request {
  readonly method: string;
  readonly path: string;
  readonly json: unknown;
}

/** The `i`th request of `owner` for the operation. */
function requestOf(operation: Operation, owner: Owner, i: number): Request {
  switch (operation) {
    case 'update_adverts':
      return { method: 'PATCH', path: '/my/adverts', json: { selector: { ids: [owner.adverts[i]!.id] }, rule: { delta: -1, currency: 'EUR' } } };
    case 'bump_adverts':
      return { method: 'POST', path: '/my/adverts:bump', json: { selector: { ids: [owner.adverts[i]!.id] } } };
    case 'archive_advert':
      return { method: 'POST', path: `/my/adverts/${owner.adverts[i]!.id}:archive`, json: {} };
    case 'restore_advert':
      return { method: 'POST', path: `/my/adverts/${owner.adverts[i]!.id}:restore`, json: {} };
    case 'create_draft':
      return { method: 'POST', path: '/my/drafts', json: { title: `Draft ${i}` } };
    case 'update_draft':
      return { method: 'PATCH', path: `/my/drafts/${owner.drafts[i]!}`, json: { title: `Renamed ${i}` } };
    case 'publish_draft':
      return { method: 'POST', path: `/my/drafts/${owner.drafts[i]!}:publish`, json: {} };
    case 'send_message':
      return { method: 'POST', path: `/my/chats/${owner.chats[0]!}/messages`, json: { text: `Message ${i}` } };
    case 'mark_chat_read':
      return { method: 'POST', path: `/my/chats/${owner.chats[i]!}:read`, json: {} };
    case 'upload_photo_from_url':
      return { method: 'POST', path: '/my/photos:from-url', json: { url: `https://localhost/photo.jpg?n=${i}` } };
    case 'fill_from_photos':
      return { method: 'POST', path: '/my/photos:describe', json: { photo_urls: [`${TEST_PUBLIC_BASE_URL}/photos/${owner.photoKey}`] } };
  }
}

const count = async (statement: ReturnType<typeof sql>): Promise<number> =>
  Number((await app.services.database.query<{ n: number }>(sql`select (${statement})::int as n`))[0]!.n);

/** That each of `owner`'s `each` requests had its one effect, read from the database. */
async function expectEffects(operation: Operation, owner: Owner, each: number): Promise<void> {
  const id = owner.user.id;
  const ids = owner.adverts.map((a) => a.id);
  const inAdverts = sql`id = any(${`{${ids.join(',')}}`}::uuid[])`;
  switch (operation) {
    case 'update_adverts':
      // Each advert lost exactly one euro: applied once, none lost.
      expect(await count(sql`select count(*) from adverts where ${inAdverts} and price_minor = 9900`)).toBe(each);
      return;
    case 'bump_adverts':
      expect(await count(sql`select count(distinct advert_id) from bumps where user_id = ${id}::uuid`)).toBe(each);
      expect(await count(sql`select count(*) from bumps where user_id = ${id}::uuid`)).toBe(each);
      return;
    case 'archive_advert':
      expect(await count(sql`select count(*) from adverts where ${inAdverts} and status = 'archived'`)).toBe(each);
      return;
    case 'restore_advert':
      expect(await count(sql`select count(*) from adverts where ${inAdverts} and status = 'active'`)).toBe(each);
      return;
    case 'create_draft':
      expect(await count(sql`select count(*) from drafts where owner_id = ${id}::uuid`)).toBe(each);
      expect(await count(sql`select count(distinct title) from drafts where owner_id = ${id}::uuid`)).toBe(each);
      return;
    case 'update_draft':
      expect(await count(sql`select count(*) from drafts where owner_id = ${id}::uuid and title like 'Renamed %'`)).toBe(each);
      return;
    case 'publish_draft':
      expect(await count(sql`select count(*) from drafts where owner_id = ${id}::uuid`)).toBe(0);
      expect(await count(sql`select count(*) from adverts where seller_id = ${id}::uuid`)).toBe(each);
      return;
    case 'send_message':
      expect(await count(sql`select count(*) from messages where sender_id = ${id}::uuid`)).toBe(each);
      expect(await count(sql`select count(distinct text) from messages where sender_id = ${id}::uuid`)).toBe(each);
      return;
    case 'mark_chat_read':
      expect(await count(sql`select count(*) from messages m join chat_members c on c.chat_id = m.chat_id and c.user_id = ${id}::uuid where m.read_at is not null`)).toBe(each);
      return;
    case 'upload_photo_from_url':
      expect(await count(sql`select count(*) from photos where owner_id = ${id}::uuid`)).toBe(each);
      return;
    case 'fill_from_photos':
      expect(await count(sql`select coalesce(sum(count), 0) from daily_counters where user_id = ${id}::uuid and operation = 'fill_from_photos'`)).toBe(each);
      return;
  }
}

describe.each(OPERATIONS)('%s, many at once', (operation) => {
  it.each(SCENARIOS)('$name: every request answers 200 and has its one effect', async (scenario) => {
    const owners = planOf(operation, scenario);
    const each = requestsEach(operation, scenario);
    const requests = owners.flatMap((owner) =>
      Array.from({ length: each }, (_, i) => {
        const { method, path, json } = requestOf(operation, owner, i);
        const headers: Record<string, string> = scenario.keyed ? { 'Idempotency-Key': `${operation}-${owner.user.id}-${i}` } : {};
        return () => call<{ error?: { code: string } }>(app, method, path, { key: owner.key, json, headers });
      }),
    );
    const answers: Answer<{ error?: { code: string } }>[] = await Promise.all(requests.map((send) => send()));
    expect(answers.map((a) => (a.status === 200 ? 200 : `${a.status} ${a.body.error?.code}`))).toEqual(answers.map(() => 200));
    for (const owner of owners) await expectEffects(operation, owner, each);
  });
});
