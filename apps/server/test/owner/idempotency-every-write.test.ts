import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GotPhotoFetcher } from '@marketplace/adapters-photos';
import { tables } from '@marketplace/adapters-postgres';
import type { Draft, UploadedPhoto } from '@marketplace/core';
import { testId } from '@marketplace/core/testing';
import { startTestHttpsServer, type TestHttpsServer } from '@marketplace/testkit';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import type { Answer } from '../rest/http.js';
import { ownerMarketplace } from './support/marketplace.js';
import { call } from './support/owner-http.js';
import { publicRead } from './support/public-http.js';

/**
 * Every owner write honours Idempotency-Key (decision 0030-exactly-once-writes): sent twice with
 * one key, each does its work once and the repeat replays the first answer. It runs on PostgreSQL
 * and, in the `pglite` project, on the embedded PGlite, whose single connection the request's
 * transaction holds: a query of the request that escaped that transaction would wait for it forever.
 */

const jpeg = readFileSync(new URL('../photos/fixtures/gps-800x600.jpg', import.meta.url));

describe('every keyed owner write', () => {
  const market = ownerMarketplace();
  const { users, adverts, categories } = market;
  const chatId = testId();
  let app: TestApp;
  let source: TestHttpsServer;
  let provider: Server;
  let recognitions = 0;
  let key: string;

  beforeAll(async () => {
    source = await startTestHttpsServer();
    source.route('/photo.jpg', (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
    provider = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        recognitions += 1;
        const content = JSON.stringify({ title: 'Oak chair', description: 'Solid oak.', category_id: categories.chairs.id, condition: 'used' });
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({ id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] }),
        );
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    app = await startTestApp(market.data, {
      photoFetcher: new GotPhotoFetcher({ testOnly: { allowLoopback: true, certificateAuthority: source.ca, defaultPort: source.port } }),
      env: {
        RECOGNIZER_BASE_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`,
        RECOGNIZER_MODEL: 'vision-test',
        RECOGNIZER_API_KEY: 'sk-test',
      },
    });
    key = await issueKey(app.services.database, users.owner.id);
    const at = app.clock.now();
    await app.services.database.db.insert(tables.chats).values({ id: chatId, advertId: adverts.phoneEur.id, createdAt: at, lastMessageAt: at });
    await app.services.database.db.insert(tables.chatMembers).values([
      { chatId, userId: users.owner.id, lastReadAt: null },
      { chatId, userId: users.rival.id, lastReadAt: null },
    ]);
    await app.services.database.db
      .insert(tables.messages)
      .values({ id: testId(), chatId, senderId: users.rival.id, text: 'Is it still for sale?', lang: 'en', sentAt: at, readAt: null });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await source?.close();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  });

  /** Sends the write twice with one key: both 200, the second a replay of the first. */
  async function twice<T>(method: string, path: string, json: unknown, idempotencyKey: string): Promise<T> {
    const send = () => call<T>(app, method, path, { key, json, headers: { 'Idempotency-Key': idempotencyKey } });
    const first: Answer<T> = await send();
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await send();
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    return first.body;
  }
  const count = async (statement: ReturnType<typeof sql>) =>
    Number((await app.services.database.query<{ n: number }>(sql`select (${statement})::int as n`))[0]!.n);

  it('update_adverts: a delta applied once', async () => {
    const before = (await publicRead.advert(app, adverts.phoneEur.id)).price!;
    await twice('PATCH', '/my/adverts', { selector: { ids: [adverts.phoneEur.id] }, rule: { delta: -3, currency: 'EUR' } }, 'update');
    expect((await publicRead.advert(app, adverts.phoneEur.id)).price).toBe(before - 3);
  });

  it('bump_adverts, archive_advert and restore_advert: each once', async () => {
    expect(await twice('POST', '/my/adverts:bump', { selector: { ids: [adverts.phoneEur.id] } }, 'bump')).toMatchObject({ free: 1, failed: 0 });
    await twice('POST', `/my/adverts/${adverts.phoneRsd.id}:archive`, {}, 'archive');
    await twice('POST', `/my/adverts/${adverts.phoneRsd.id}:restore`, {}, 'restore');
    expect((await publicRead.advert(app, adverts.phoneRsd.id)).status).toBe('active');
  });

  it('upload_photo_from_url and fill_from_photos: one photo kept, one recognition', async () => {
    const photos = () => count(sql`select count(*) from photos where owner_id = ${users.owner.id}::uuid`);
    const photosBefore = await photos();
    const uploaded = await twice<UploadedPhoto>('POST', '/my/photos:from-url', { url: 'https://localhost/photo.jpg' }, 'upload');
    expect(await photos()).toBe(photosBefore + 1);
    await twice('POST', '/my/photos:describe', { photo_urls: [uploaded.url] }, 'describe');
    expect(recognitions).toBe(1);
  });

  it('create_draft, update_draft and publish_draft: one draft, one advert', async () => {
    const drafts = () => count(sql`select count(*) from drafts where owner_id = ${users.owner.id}::uuid`);
    // The draft's own photo, uploaded once without a key: the upload test's photo is not there when it has not run yet.
    const photo = await call<UploadedPhoto>(app, 'POST', '/my/photos:from-url', { key, json: { url: 'https://localhost/photo.jpg' } });
    expect(photo.status).toBe(200);
    const created = await twice<Draft>(
      'POST',
      '/my/drafts',
      { title: 'Oak chair', description: 'Solid oak.', category_id: categories.chairs.id, price: 40, currency: 'EUR', condition: 'used', address: { city: 'Novi Sad' }, photos: [{ url: photo.body.url }] },
      'create-draft',
    );
    const draftId = created.draft_id;
    expect(await drafts()).toBe(1);
    await twice('PATCH', `/my/drafts/${draftId}`, { price: 45 }, 'update-draft');
    const advertsBefore = await count(sql`select count(*) from adverts where seller_id = ${users.owner.id}::uuid`);
    await twice('POST', `/my/drafts/${draftId}:publish`, {}, 'publish');
    expect(await drafts()).toBe(0);
    expect(await count(sql`select count(*) from adverts where seller_id = ${users.owner.id}::uuid`)).toBe(advertsBefore + 1);
  });

  it('send_message and mark_chat_read: one message, read once', async () => {
    await twice('POST', `/my/chats/${chatId}/messages`, { text: 'Yes, it is.' }, 'send');
    expect(await count(sql`select count(*) from messages where chat_id = ${chatId}::uuid and text = 'Yes, it is.'`)).toBe(1);
    await twice('POST', `/my/chats/${chatId}:read`, {}, 'read');
    expect(await count(sql`select count(*) from messages where chat_id = ${chatId}::uuid and read_at is null`)).toBe(1);
  });
});
