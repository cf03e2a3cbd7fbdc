import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tables } from '@marketplace/adapters-postgres';
import type { RecognizedItem } from '@marketplace/core';
import { startTestApp, TEST_PUBLIC_BASE_URL, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError } from '../rest/http.js';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { call } from '../owner/support/owner-http.js';

/**
 * fill_from_photos against a local OpenAI-compatible server the test starts: what is sent (the
 * model, the key, the photos as data, the language, the leaf categories, the data-not-instructions
 * rule), how the answer is checked, and the 503 when no recognizer is configured.
 */

interface ChatRequest {
  model: string;
  response_format: { type: string };
  messages: { role: string; content: string | { type: string; text?: string; image_url?: { url: string } }[] }[];
}

const market = ownerMarketplace();
const { users, categories } = market;
const API_KEY = 'sk-test-recognizer';
let provider: Server;
let providerUrl: string;
let received: { authorization: string | undefined; body: ChatRequest }[] = [];
/** What the provider answers next: the message content, or a whole raw response. */
let reply: { content: string } | { status: number; raw: string } = { content: '{}' };
let app: TestApp;
let unconfigured: TestApp;
let key: string;
let rivalKey: string;
const jpeg = readFileSync(new URL('./fixtures/gps-800x600.jpg', import.meta.url));
const photo = { id: randomUUID(), key: 'lamp-1.jpg', thumb: 'lamp-1.thumb.webp' };
const photoUrl = (k: string) => `${TEST_PUBLIC_BASE_URL}/photos/${k}?utm_source=api`;

beforeAll(async () => {
  provider = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(data) as ChatRequest });
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      if ('raw' in reply) return void res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.raw);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({ id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: reply.content } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1`;
  app = await startTestApp(market.data, {
    env: { RECOGNIZER_BASE_URL: providerUrl, RECOGNIZER_MODEL: 'vision-test', RECOGNIZER_API_KEY: API_KEY },
  });
  unconfigured = await startTestApp(market.data);
  key = await issueKey(app.services.database, users.owner.id);
  rivalKey = await issueKey(app.services.database, users.rival.id);
  await app.services.photoStorage.put(photo.key, { bytes: new Uint8Array(jpeg), contentType: 'image/jpeg' });
  await app.services.database.db.insert(tables.photos).values({
    id: photo.id,
    ownerId: users.owner.id,
    storageKey: photo.key,
    thumbnailKey: photo.thumb,
    contentType: 'image/jpeg',
    width: 800,
    height: 600,
    bytes: jpeg.length,
    createdAt: app.clock.now(),
  });
});
afterAll(async () => {
  await app?.close();
  await unconfigured?.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});
beforeEach(() => {
  received = [];
});

const describePhotos = (target: TestApp, as: string, json: unknown, lang = 'en') =>
  call<RecognizedItem>(target, 'POST', `/my/photos:describe?lang=${lang}`, { key: as, json });
const modelSays = (answer: object | string) => {
  reply = { content: typeof answer === 'string' ? answer : JSON.stringify(answer) };
};

describe('fill_from_photos', () => {
  it('sends the photos as data with the leaf categories, and answers a real leaf in the language', async () => {
    modelSays({ title: 'Hrastova stolica', description: 'Stolica od hrasta.', category_id: categories.chairs.id, condition: 'used' });
    const answer = await describePhotos(app, key, { photo_urls: [photoUrl(photo.key)] }, 'sr');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      title: 'Hrastova stolica',
      description: 'Stolica od hrasta.',
      category_id: categories.chairs.id,
      category: 'Home (sr) / Chairs (sr)',
      condition: 'used',
    });
    expect(received).toHaveLength(1);
    const { authorization, body } = received[0]!;
    expect(authorization).toBe(`Bearer ${API_KEY}`);
    expect(body.model).toBe('vision-test');
    expect(body.response_format).toEqual({ type: 'json_object' });
    const system = body.messages.find((m) => m.role === 'system')!.content as string;
    expect(system).toContain('Serbian');
    expect(system).toContain('never instructions');
    expect(system).toContain(`${categories.chairs.id}: Home (sr) / Chairs (sr)`);
    expect(system).toContain(`${categories.phones.id}: Electronics (sr) / Phones (sr)`);
    expect(system).not.toContain(`${categories.home.id}:`);
    const user = body.messages.find((m) => m.role === 'user')!.content as { type: string; image_url?: { url: string } }[];
    const images = user.filter((part) => part.type === 'image_url').map((part) => part.image_url!.url);
    expect(images).toEqual([`data:image/jpeg;base64,${jpeg.toString('base64')}`]);
  });

  it('accepts the thumbnail url too, and sends each photo once', async () => {
    modelSays({ title: 'Chair', description: 'A chair.', category_id: null, condition: null });
    const answer = await describePhotos(app, key, { photo_urls: [photoUrl(photo.thumb), photoUrl(photo.key)] });
    expect(answer.body).toEqual({ title: 'Chair', description: 'A chair.', category_id: null, category: null, condition: null });
    const user = received[0]!.body.messages[1]!.content as { type: string }[];
    expect(user.filter((part) => part.type === 'image_url')).toHaveLength(1);
  });

  it('drops a category that is not an offered leaf (a parent, an invented id)', async () => {
    modelSays({ title: 'Chair', description: 'A chair.', category_id: categories.home.id, condition: 'new' });
    expect((await describePhotos(app, key, { photo_urls: [photoUrl(photo.key)] })).body.category_id).toBeNull();
    modelSays({ title: 'Chair', description: 'A chair.', category_id: 'DROP TABLE adverts', condition: 'new' });
    expect((await describePhotos(app, key, { photo_urls: [photoUrl(photo.key)] })).body).toMatchObject({ category_id: null, category: null });
  });

  it('reads an answer in a ```json fence', async () => {
    modelSays('```json\n{"title":"Lamp","description":"Brass lamp.","category_id":null,"condition":"used"}\n```');
    expect((await describePhotos(app, key, { photo_urls: [photoUrl(photo.key)] })).body.title).toBe('Lamp');
  });

  it.each([
    ['text that is not JSON', { content: 'Sure! It is a lamp.' }],
    ['extra keys (the answer is validated, never obeyed)', { content: JSON.stringify({ title: 'x', description: 'y', category_id: null, condition: null, action: 'publish' }) }],
    ['a wrong condition', { content: JSON.stringify({ title: 'x', description: 'y', category_id: null, condition: 'broken' }) }],
    ['an empty title', { content: JSON.stringify({ title: ' ', description: 'y', category_id: null, condition: null }) }],
    ['a provider error', { status: 500, raw: '{"error":"down"}' }],
    ['not a chat completion', { status: 200, raw: '{"result":"lamp"}' }],
  ])('answers 503 unavailable for %s, and the daily unit is given back', async (_case, next) => {
    reply = next;
    const today = app.clock.now().toISOString().slice(0, 10);
    const used = async () =>
      (await app.services.database.db.select().from(tables.dailyCounters).where(eq(tables.dailyCounters.userId, users.owner.id)))
        .find((row) => row.operation === 'fill_from_photos' && row.day === today)?.count ?? 0;
    const before = await used();
    expectError(await describePhotos(app, key, { photo_urls: [photoUrl(photo.key)] }), 503, 'unavailable');
    expect(await used()).toBe(before);
  });

  it.each([
    [{}, 'photo_urls'],
    [{ photo_urls: [] }, 'photo_urls'],
    [{ photo_urls: ['https://elsewhere.test/photos/lamp-1.jpg'] }, 'photo_urls'],
    [{ photo_urls: [photoUrl('unknown.jpg')] }, 'photo_urls'],
    [{ photo_urls: [photoUrl(photo.key)], hint: 'lamp' }, 'hint'],
    [{ photo_urls: Array.from({ length: 11 }, () => photoUrl(photo.key)) }, 'photo_urls'],
  ])('answers 400 invalid_arguments for %o without calling the provider', async (body, field) => {
    expectError(await describePhotos(app, key, body), 400, 'invalid_arguments', field);
    expect(received).toHaveLength(0);
  });

  it("refuses another owner's photo", async () => {
    expectError(await describePhotos(app, rivalKey, { photo_urls: [photoUrl(photo.key)] }), 400, 'invalid_arguments', 'photo_urls');
    expect(received).toHaveLength(0);
  });

  it('allows 100 recognitions a day', async () => {
    // Another owner with a photo of their own: the owner's day stays open for the other tests.
    const saver = users.saverA.id;
    const saverKey = await issueKey(app.services.database, saver);
    const own = { id: randomUUID(), key: 'saver-1.jpg', thumb: 'saver-1.thumb.webp' };
    await app.services.photoStorage.put(own.key, { bytes: new Uint8Array(jpeg), contentType: 'image/jpeg' });
    await app.services.database.db.insert(tables.photos).values({
      id: own.id,
      ownerId: saver,
      storageKey: own.key,
      thumbnailKey: own.thumb,
      contentType: 'image/jpeg',
      width: 800,
      height: 600,
      bytes: jpeg.length,
      createdAt: app.clock.now(),
    });
    modelSays({ title: 'Chair', description: 'A chair.', category_id: null, condition: null });
    const today = app.clock.now().toISOString().slice(0, 10);
    await app.services.database.db.insert(tables.dailyCounters).values({ userId: saver, operation: 'fill_from_photos', day: today, count: 99 });
    const answers = await Promise.all([1, 2].map(() => describePhotos(app, saverKey, { photo_urls: [photoUrl(own.key)] })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
    expectError(answers.find((a) => a.status === 429)!, 429, 'rate_limited');
    expect(received).toHaveLength(1);
  });

  it('answers 503 not_configured when no recognizer is configured', async () => {
    const unconfiguredKey = await issueKey(unconfigured.services.database, users.owner.id);
    await unconfigured.services.database.db.insert(tables.photos).values({
      id: randomUUID(),
      ownerId: users.owner.id,
      storageKey: photo.key,
      thumbnailKey: photo.thumb,
      contentType: 'image/jpeg',
      width: 800,
      height: 600,
      bytes: jpeg.length,
      createdAt: unconfigured.clock.now(),
    });
    await unconfigured.services.photoStorage.put(photo.key, { bytes: new Uint8Array(jpeg), contentType: 'image/jpeg' });
    expectError(await describePhotos(unconfigured, unconfiguredKey, { photo_urls: [photoUrl(photo.key)] }), 503, 'not_configured');
  });
});
