import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError } from '../rest/http.js';
import { ownerMarketplace } from './support/marketplace.js';
import { call, owner } from './support/owner-http.js';

/** HTTP conventions of the key routes: JSON bodies, sizes, paths with action suffixes, methods. */

const market = ownerMarketplace();
const { adverts } = market;
const NOTHING = { selector: { is_empty: true } };

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp(market.data);
  key = await issueKey(app.services.database, market.users.owner.id);
});
afterAll(async () => {
  await app.close();
});

/** An empty JSON object body, where the method may carry one. */
const emptyBody = (method: string) => (method === 'GET' ? {} : { json: {} });

/** POST :bump with a body written as given. */
const bumpRaw = (raw: string, contentType?: string) =>
  call(app, 'POST', '/my/adverts:bump', { key, raw, headers: contentType ? { 'Content-Type': contentType } : {} });

describe('Content-Type of bodies', () => {
  it.each([
    ['application/json'],
    ['application/json; charset=utf-8'],
    ['Application/JSON;charset="UTF-8"'],
  ])('accepts %s', async (type) => {
    expect((await bumpRaw(JSON.stringify(NOTHING), type)).status).toBe(200);
  });

  it.each([
    ['no Content-Type', undefined],
    ['text/plain', 'text/plain'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['another JSON type', 'application/merge-patch+json'],
    ['another charset', 'application/json; charset=latin1'],
  ])('answers 415 unsupported_media_type for %s', async (_case, type) => {
    expectError(await bumpRaw(JSON.stringify(NOTHING), type), 415, 'unsupported_media_type');
  });

  it('checks the key first', async () => {
    const answer = await call(app, 'POST', '/my/adverts:bump', { raw: '{}', headers: { 'Content-Type': 'text/plain' } });
    expectError(answer, 401, 'unauthorized');
  });
});

describe('body size', () => {
  const LIMIT = 64 * 1024;
  /** A JSON body of exactly `size` bytes whose query is too long for the schema. */
  const bodyOf = (size: number) => {
    const shell = JSON.stringify({ selector: { query: '' } });
    return JSON.stringify({ selector: { query: 'a'.repeat(size - shell.length) } });
  };

  it('reads a body of 64 KiB (the schema then judges it)', async () => {
    const body = bodyOf(LIMIT);
    expect(Buffer.byteLength(body)).toBe(LIMIT);
    expectError(await bumpRaw(body, 'application/json'), 400, 'invalid_arguments', 'selector.query');
  });

  it('answers 413 payload_too_large for one byte more', async () => {
    expectError(await bumpRaw(bodyOf(LIMIT + 1), 'application/json'), 413, 'payload_too_large');
  });

  it('counts a streamed body without Content-Length too', async () => {
    const bytes = new TextEncoder().encode(bodyOf(LIMIT + 4096));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 8192) controller.enqueue(bytes.slice(i, i + 8192));
        controller.close();
      },
    });
    const response = await app.get('/api/v1/my/adverts:bump', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  });
});

describe('every write route', () => {
  /** Each with a valid body, which an unknown field then spoils. */
  const WRITES = [
    ['PATCH', '/my/adverts', { ...NOTHING, rule: { percent: 1 } }],
    ['POST', '/my/adverts:bump', NOTHING],
    ['POST', `/my/adverts/${adverts.oakChair.id}:archive`, {}],
    ['POST', `/my/adverts/${adverts.gardenChair.id}:restore`, {}],
  ] as const;
  const send = (method: string, path: string, raw: string, type: string) =>
    call(app, method, path, { key, raw, headers: { 'Content-Type': type } });

  it.each(WRITES)('%s %s refuses a body that is not JSON, too large, not an object, or with an unknown field', async (method, path, valid) => {
    expectError(await send(method, path, '{}', 'text/plain'), 415, 'unsupported_media_type');
    expectError(await send(method, path, `{"x":"${'a'.repeat(64 * 1024)}"}`, 'application/json'), 413, 'payload_too_large');
    expectError(await send(method, path, '{', 'application/json'), 400, 'invalid_arguments', 'body');
    expectError(await send(method, path, '[{}]', 'application/json'), 400, 'invalid_arguments', 'body');
    expectError(await send(method, path, JSON.stringify({ ...valid, extra: 1 }), 'application/json'), 400, 'invalid_arguments', 'extra');
  });
});

describe('JSON bodies', () => {
  it.each([
    ['malformed JSON', '{"selector": {'],
    ['an empty body', ''],
    ['an array', '[]'],
    ['a string', '"selector"'],
    ['null', 'null'],
  ])('answers 400 invalid_arguments naming the body for %s', async (_case, raw) => {
    expectError(await bumpRaw(raw, 'application/json'), 400, 'invalid_arguments', 'body');
  });

  it('names an unknown field, at any depth', async () => {
    expectError(await owner.bump(app, key, { ...NOTHING, dry_run: true }), 400, 'invalid_arguments', 'dry_run');
    expectError(await owner.bump(app, key, { selector: { all: true, owner_id: 'x' } }), 400, 'invalid_arguments', 'selector.owner_id');
    const rule = { percent: -5, currency: 'EUR', rounding: 'up' };
    expectError(await owner.update(app, key, { selector: { all: true }, rule }), 400, 'invalid_arguments', 'rule.rounding');
  });

  it('names a field given twice, at any depth', async () => {
    expectError(await bumpRaw('{"selector":{"all":true},"selector":{"all":true}}', 'application/json'), 400, 'invalid_arguments', 'selector');
    expectError(await bumpRaw('{"selector":{"ids":["a"],"all":true, "all" :false}}', 'application/json'), 400, 'invalid_arguments', 'selector.all');
  });

  it('reads escaped keys as their text', async () => {
    expectError(await bumpRaw('{"selector":{"all":true,"\\u0061ll":true}}', 'application/json'), 400, 'invalid_arguments', 'selector.all');
    expect((await bumpRaw('{"selector":{"is_empty":true,"query":"a\\"b:"}}', 'application/json')).status).toBe(200);
  });

  it('refuses the path id repeated in the body', async () => {
    const id = adverts.woodenChair.id;
    expectError(await owner.archive(app, key, id, { advert_id: id }), 400, 'invalid_arguments', 'advert_id');
    expectError(await owner.restore(app, key, id, { advert_id: id }), 400, 'invalid_arguments', 'advert_id');
  });

  it('takes no query parameters on writes except lang', async () => {
    const answer = await call(app, 'POST', '/my/adverts:bump?dry_run=true', { key, json: NOTHING });
    expectError(answer, 400, 'invalid_arguments', 'dry_run');
    const inGerman = await call(app, 'POST', '/my/adverts:bump?lang=de', { key, json: NOTHING });
    expect(inGerman.status).toBe(200);
    expect(inGerman.headers.get('content-language')).toBe('de');
  });
});

describe('paths with an action suffix', () => {
  it.each([
    ['POST', `/my/adverts/${adverts.woodenChair.id}:delete`],
    ['POST', `/my/adverts/${adverts.woodenChair.id}`],
    ['POST', `/my/adverts/${adverts.woodenChair.id}/archive`],
    ['POST', '/my/adverts/:archive'],
    ['POST', '/my/adverts:frobnicate'],
    ['POST', '/my/adverts:bump/extra'],
    ['GET', `/my/adverts/${adverts.woodenChair.id}`],
  ])('answers %s %s with 404 not_found', async (method, path) => {
    expectError(await call(app, method, path, { key, ...emptyBody(method) }), 404, 'not_found');
  });

  it.each([':archive', ':restore'])('answers a malformed id before %s with 400 naming advert_id', async (suffix) => {
    const answer = await call(app, 'POST', `/my/adverts/12345${suffix}`, { key, json: {} });
    expectError(answer, 400, 'invalid_arguments', 'advert_id');
  });
});

describe('methods', () => {
  it.each([
    ['POST', '/me', 'GET, HEAD'],
    ['DELETE', '/my/adverts', 'GET, HEAD, PATCH'],
    ['PUT', '/my/adverts', 'GET, HEAD, PATCH'],
    ['GET', '/my/adverts:bump', 'POST'],
    ['GET', `/my/adverts/${adverts.woodenChair.id}:archive`, 'POST'],
    ['PATCH', `/my/adverts/${adverts.woodenChair.id}:restore`, 'POST'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const answer = await call(app, method, path, { key, ...emptyBody(method) });
    expectError(answer, 405, 'method_not_allowed');
    expect(answer.headers.get('allow')).toBe(allow);
  });

  it('serves HEAD on the reads without a body', async () => {
    const response = await app.get('/api/v1/me', { method: 'HEAD', headers: { Authorization: `Bearer ${key}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
  });
});
