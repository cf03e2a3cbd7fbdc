import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { GotPhotoFetcher } from '@marketplace/adapters-photos';
import { tables } from '@marketplace/adapters-postgres';
import { HOUR_MS, type Draft, type UploadedPhoto } from '@marketplace/core';
import { startTestHttpsServer, type TestHttpsServer } from '@marketplace/testkit';
import { startTestApp, TEST_PUBLIC_BASE_URL, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError } from '../rest/http.js';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { call, drafts } from '../owner/support/owner-http.js';

/**
 * upload_photo_from_url through the app: a real HTTPS source on loopback (reachable only through
 * the fetcher's test-only option), the stored image served back without metadata, its use in
 * drafts, the daily cap, and the cleanup of unused photos.
 */

const market = ownerMarketplace();
const { users } = market;
let app: TestApp;
let source: TestHttpsServer;
let key: string;
let rivalKey: string;
let readOnlyKey: string;
let jpeg: Buffer;

beforeAll(async () => {
  source = await startTestHttpsServer();
  // 800x600, EXIF with the camera make and a GPS position (made with sharp's withExif).
  jpeg = readFileSync(new URL('./fixtures/gps-800x600.jpg', import.meta.url));
  expect(jpeg.includes('PhoneMaker') && jpeg.includes('Exif')).toBe(true);
  source.route('/photo.jpg', (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
  source.route('/page.html', (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html>hello</html>'));
  source.route('/to-metadata', (_req, res) => res.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data/' }).end());
  const photoFetcher = new GotPhotoFetcher({
    testOnly: { allowLoopback: true, certificateAuthority: source.ca, defaultPort: source.port },
  });
  app = await startTestApp(market.data, { photoFetcher });
  key = await issueKey(app.services.database, users.owner.id);
  rivalKey = await issueKey(app.services.database, users.rival.id);
  readOnlyKey = await issueKey(app.services.database, users.owner.id, { scopes: ['adverts:read'] });
});
afterAll(async () => {
  await app?.close();
  await source?.close();
});

const upload = <T = UploadedPhoto>(as: string, json: unknown) => call<T>(app, 'POST', '/my/photos:from-url', { key: as, json });
/** The path of a service url, fetched from the app itself. */
const served = (url: string) => app.get(new URL(url).pathname);

describe('upload_photo_from_url', () => {
  it('stores the image, answers its own url, and serves it back without metadata', async () => {
    const answer = await upload(key, { url: 'https://localhost/photo.jpg' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ width: 800, height: 600, content_type: 'image/jpeg' });
    expect(answer.body.expires_at).toBe(new Date(app.clock.now().getTime() + 24 * HOUR_MS).toISOString());
    expect(answer.body.url).toMatch(new RegExp(`^${TEST_PUBLIC_BASE_URL}/photos/[0-9a-f-]{36}\\.jpg\\?utm_source=api$`));
    const image = await served(answer.body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await image.arrayBuffer());
    // A JPEG (SOI marker) with no EXIF segment left: no camera, no position.
    expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(bytes.includes('Exif')).toBe(false);
    expect(bytes.includes('PhoneMaker')).toBe(false);
    const thumbnail = await served(answer.body.thumbnail_url);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await thumbnail.arrayBuffer()).subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('gives a url only its owner can put in a draft', async () => {
    const { body } = await upload(key, { url: 'https://localhost/photo.jpg' });
    const own = await drafts.create<Draft>(app, key, { photos: [{ url: body.url }] });
    expect(own.status).toBe(200);
    expect(own.body.photos).toEqual([body.thumbnail_url]);
    expectError(await drafts.create(app, rivalKey, { photos: [{ url: body.url }] }), 400, 'invalid_arguments', 'photos');
    expectError(await drafts.create(app, key, { photos: [{ url: 'https://localhost/photo.jpg' }] }), 400, 'invalid_arguments', 'photos');
  });

  it.each([
    ['a page that is not an image', 'https://localhost/page.html', 'photo_unsupported_type'],
    ['http', 'http://localhost/photo.jpg', 'photo_url_not_https'],
    ['a private address', 'https://192.168.0.10/photo.jpg', 'photo_address_not_public'],
    ['a redirect to the metadata service', 'https://localhost/to-metadata', 'photo_address_not_public'],
    ['another port', 'https://localhost:8443/photo.jpg', 'photo_port_not_allowed'],
  ])('refuses %s with 400 and its own code', async (_case, url, code) => {
    const answer = await upload(key, { url });
    expectError(answer, 400, code, 'url');
  });

  it.each([
    [{}, 'url'],
    [{ url: 'not a url' }, 'url'],
    [{ url: 'https://localhost/photo.jpg', name: 'x' }, 'name'],
    [{ url: 42 }, 'url'],
  ])('answers 400 invalid_arguments for %o', async (body, field) => {
    expectError(await upload(key, body), 400, 'invalid_arguments', field);
  });

  it('needs adverts:write', async () => {
    expectError(await upload(readOnlyKey, { url: 'https://localhost/photo.jpg' }), 403, 'scope_required');
  });

  it('allows 200 uploads a day; refused sources cost nothing', async () => {
    const { db } = app.services.database;
    const today = app.clock.now().toISOString().slice(0, 10);
    await db
      .insert(tables.dailyCounters)
      .values({ userId: users.rival.id, operation: 'upload_photo_from_url', day: today, count: 198 });
    expectError(await upload(rivalKey, { url: 'https://localhost/page.html' }), 400, 'photo_unsupported_type');
    const answers = await Promise.all([1, 2, 3].map(() => upload(rivalKey, { url: 'https://localhost/photo.jpg' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429]);
    expectError(answers.find((a) => a.status === 429)!, 429, 'rate_limited');
    const [counter] = await db.select().from(tables.dailyCounters).where(eq(tables.dailyCounters.userId, users.rival.id));
    expect(counter?.count).toBe(200);
  });
});

describe('unused photo cleanup', () => {
  it('deletes photos unused for 24 hours (rows and files) and keeps used ones', async () => {
    const unused = (await upload(key, { url: 'https://localhost/photo.jpg' })).body;
    const used = (await upload(key, { url: 'https://localhost/photo.jpg' })).body;
    const draft = await drafts.create<Draft>(app, key, { photos: [{ url: used.url }] });
    expect(draft.status).toBe(200);

    app.clock.advance(23 * HOUR_MS);
    const early = await app.services.deleteUnusedPhotos();
    expect(early.isOk()).toBe(true);
    expect((await served(unused.url)).status).toBe(200);

    app.clock.advance(2 * HOUR_MS);
    const deleted = await app.services.deleteUnusedPhotos();
    expect(deleted.isOk() && deleted.value).toBeGreaterThanOrEqual(1);
    expect((await served(unused.url)).status).toBe(404);
    expect((await served(unused.thumbnail_url)).status).toBe(404);
    expect((await served(used.url)).status).toBe(200);
    const rows = await app.services.database.db.select().from(tables.photos);
    const keyOf = (url: string) => new URL(url).pathname.split('/').pop();
    expect(rows.some((r) => r.storageKey === keyOf(unused.url))).toBe(false);
    expect(rows.some((r) => r.storageKey === keyOf(used.url))).toBe(true);
    // A photo once used stays, even after its draft let go of it.
    await drafts.update(app, key, draft.body.draft_id, { photos: [] });
    app.clock.advance(48 * HOUR_MS);
    await app.services.deleteUnusedPhotos();
    expect((await served(used.url)).status).toBe(200);
  });

  it('answers 404 for a photo that does not exist or a malformed key', async () => {
    expect((await app.get('/photos/nothing.jpg')).status).toBe(404);
    expect((await app.get('/photos/..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
