import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { z } from 'zod';
import { EVENT_DATA, OWNER_EVENT_TYPES } from '@marketplace/core';
import { buildOpenApiDocument, createRestApp, ERROR_STATUS, OPERATIONS, openApiPath, operationErrors, type RestErrorCode, type RestOperation } from '@marketplace/rest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { ownerMarketplace, UNKNOWN_ID } from '../owner/support/marketplace.js';
import { conformance, type Conformance } from './support/openapi.js';

/**
 * The OpenAPI document at /api/v1/openapi.json: valid OpenAPI 3.1, one operation per route of
 * the REST app named as in the spec, and true to the answers the server actually gives.
 */

type Json = Record<string, unknown>;
const market = ownerMarketplace();
const { adverts, users } = market;

let app: TestApp;
let document: Json;
let docs: Conformance;
let key: string;
let readOnlyKey: string;
beforeAll(async () => {
  app = await startTestApp(market.data);
  key = await issueKey(app.services.database, users.owner.id);
  readOnlyKey = await issueKey(app.services.database, users.owner.id, { scopes: ['adverts:read'] });
  const answer = await app.get('/api/v1/openapi.json');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  document = (await answer.json()) as Json;
  docs = conformance(document);
});
afterAll(async () => {
  await app.close();
});

const paths = () => document.paths as Record<string, Record<string, Json>>;
const operations = () => Object.values(paths()).flatMap((byMethod) => Object.values(byMethod));
/** The error codes the document lists for an operation, by status. */
const errorCodesOf = (id: string): Record<string, string[]> => {
  const op = operations().find((o) => o.operationId === id) as Json;
  return Object.fromEntries(
    Object.entries(op.responses as Record<string, Json>)
      .filter(([status]) => status !== '200')
      .map(([status, response]) => [status, Object.keys(((response.content as Json)['application/json'] as Json).examples as Json).sort()]),
  );
};

describe('the document', () => {
  it('is a valid OpenAPI 3.1 document of version 1.0.0', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(document.info).toMatchObject({ version: '1.0.0' });
    expect(document.servers).toEqual([{ url: '/api/v1' }]);
  });

  it('is served to GET only', async () => {
    const answer = await app.get('/api/v1/openapi.json', { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD');
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
  });

  it('documents every route the REST app serves, under the spec\'s operation name', () => {
    // The app's own routing table, not a copy: a route added anywhere without a document entry fails here.
    const served = createRestApp(app.services)
      .routes.filter((route) => route.method !== 'ALL' && route.path !== '/openapi.json')
      .map((route) => `${route.method} ${openApiPath(route.path)}`);
    const documented = Object.entries(paths()).flatMap(([path, byMethod]) =>
      Object.keys(byMethod).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(new Set(documented)).toEqual(new Set(served));
    // Every operation the spec names is there (an operation added beyond them needs no edit here).
    expect(operations().map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['search_adverts', 'get_advert', 'get_categories', 'get_storefront', 'me', 'my_adverts', 'update_adverts',
        'bump_adverts', 'archive_advert', 'restore_advert', 'list_drafts', 'create_draft', 'update_draft', 'publish_draft',
        'upload_photo_from_url', 'fill_from_photos', 'list_chats', 'get_chat', 'send_message', 'mark_chat_read',
        'list_events', 'list_webhooks', 'create_webhook', 'update_webhook', 'delete_webhook', 'test_webhook',
        'rotate_webhook_secret', 'list_webhook_deliveries', 'retry_webhook_delivery']),
    );
  });

  it('has each operation module routed and documented, with the error codes it lists under their statuses', () => {
    const served = new Set(createRestApp(app.services).routes.map((route) => `${route.method} ${route.path}`));
    for (const operation of OPERATIONS) {
      expect(served, operation.operationId).toContain(`${operation.method} ${operation.path}`);
      const documented = paths()[openApiPath(operation.path)]?.[operation.method.toLowerCase()] as Json;
      expect(documented.operationId).toBe(operation.operationId);
      // A list of scopes is any one of them: one security requirement each.
      const scopes = operation.scope === null ? null : typeof operation.scope === 'string' ? [operation.scope] : operation.scope;
      expect(documented.security).toEqual(scopes ? scopes.map((scope) => ({ apiKey: [scope] })) : [{}, { apiKey: [] }]);
      const expected: Record<string, string[]> = {};
      for (const code of operationErrors(operation)) (expected[ERROR_STATUS[code]] ??= []).push(code);
      expect(errorCodesOf(operation.operationId), operation.operationId).toEqual(
        Object.fromEntries(Object.entries(expected).map(([status, codes]) => [status, codes.sort()])),
      );
      for (const code of operation.errors) expect(operationErrors(operation)).toContain(code);
    }
    expect(OPERATIONS).toHaveLength(operations().length);
  });

  it('lists for each operation only codes the spec (or a decision) lets it answer', () => {
    const key = (op: RestOperation) => op.kind !== 'public';
    const write = (op: RestOperation) => op.kind === 'owner-write';
    const named = (...ids: string[]) => (op: RestOperation) => ids.includes(op.operationId);
    const ANY = () => true;
    // Spec, Errors and Authentication; the rest are decisions where the spec is silent.
    const ALLOWED: Record<RestErrorCode, (op: RestOperation) => boolean> = {
      invalid_arguments: ANY,
      invalid_api_key: ANY,
      not_found: ANY,
      rate_limited: ANY,
      unauthorized: key,
      scope_required: key,
      draft_incomplete: named('publish_draft'),
      advert_limit_reached: named('publish_draft', 'restore_advert'),
      advert_has_deal: named('restore_advert'),
      currency_required: named('update_adverts'),
      // 0012-photo-upload, 0014-fill-from-photos
      photo_url_not_https: named('upload_photo_from_url'),
      photo_port_not_allowed: named('upload_photo_from_url'),
      photo_address_not_public: named('upload_photo_from_url'),
      photo_too_many_redirects: named('upload_photo_from_url'),
      photo_fetch_failed: named('upload_photo_from_url'),
      photo_timeout: named('upload_photo_from_url'),
      photo_too_large: named('upload_photo_from_url'),
      photo_unsupported_type: named('upload_photo_from_url'),
      photo_invalid_image: named('upload_photo_from_url'),
      photo_too_many_pixels: named('upload_photo_from_url'),
      not_configured: named('fill_from_photos'),
      // issue 26: the event feed and webhook subscriptions (decision 0060)
      cursor_expired: named('list_events'),
      webhook_limit_reached: named('create_webhook'),
      webhook_url_not_allowed: named('create_webhook', 'update_webhook'),
      webhook_address_not_public: named('create_webhook', 'update_webhook'),
      webhook_host_not_found: named('create_webhook', 'update_webhook'),
      // 0021-idempotency-key, 0022-http-hardening: bodies and their replays are writes' alone.
      unsupported_media_type: write,
      payload_too_large: write,
      idempotency_key_reused: write,
      idempotency_in_progress: write,
      // 0039-protocol-errors and 0005-errors: the server's, whatever the operation.
      bad_request: ANY,
      request_header_too_large: ANY,
      request_timeout: ANY,
      method_not_implemented: ANY,
      internal: ANY,
      // Answered to a client that has gone: never documented.
      client_closed_request: () => false,
      unavailable: ANY,
      // A path's answer to a method none of its operations has: never an operation's own.
      method_not_allowed: () => false,
    };
    const refused = OPERATIONS.flatMap((op) =>
      Object.values(errorCodesOf(op.operationId))
        .flat()
        .filter((code) => !ALLOWED[code as RestErrorCode](op))
        .map((code) => `${op.operationId}: ${code}`),
    );
    expect(refused).toEqual([]);
    // The check itself: a code in the wrong operation is caught.
    expect(ALLOWED.advert_has_deal(OPERATIONS.find((op) => op.operationId === 'publish_draft')!)).toBe(false);
  });

  it('gives the spec\'s paths, with the action suffixes literal', () => {
    // A path added beyond them needs no edit here: its module's is checked against the routes above.
    expect(Object.keys(paths())).toEqual(
      expect.arrayContaining(['/adverts', '/adverts/{advert_id}', '/categories', '/storefronts/{seller_id}', '/me', '/my/adverts',
        '/my/adverts:bump', '/my/adverts/{advert_id}:archive', '/my/adverts/{advert_id}:restore', '/my/drafts',
        '/my/drafts/{draft_id}', '/my/drafts/{draft_id}:publish', '/my/photos:from-url', '/my/photos:describe', '/my/chats',
        '/my/chats/{chat_id}/messages', '/my/chats/{chat_id}:read', '/my/events', '/my/webhooks', '/my/webhooks/{webhook_id}',
        '/my/webhooks/{webhook_id}:delete', '/my/webhooks/{webhook_id}:test', '/my/webhooks/{webhook_id}:rotate-secret',
        '/my/webhooks/{webhook_id}/deliveries', '/my/webhooks/{webhook_id}/deliveries/{delivery_id}:retry']),
    );
  });

  it('names the scope of each owner operation and lets public reads go without a key', () => {
    const security = Object.fromEntries(operations().map((op) => [op.operationId, op.security]));
    // The spec's scopes, stated here; an operation added beyond these is held to its module's scope above.
    expect(security).toMatchObject({
      search_adverts: [{}, { apiKey: [] }],
      get_advert: [{}, { apiKey: [] }],
      get_categories: [{}, { apiKey: [] }],
      get_storefront: [{}, { apiKey: [] }],
      me: [{ apiKey: ['profile:read'] }],
      my_adverts: [{ apiKey: ['adverts:read'] }],
      update_adverts: [{ apiKey: ['adverts:write'] }],
      bump_adverts: [{ apiKey: ['adverts:write'] }],
      archive_advert: [{ apiKey: ['adverts:write'] }],
      restore_advert: [{ apiKey: ['adverts:write'] }],
      list_drafts: [{ apiKey: ['adverts:read'] }],
      create_draft: [{ apiKey: ['adverts:write'] }],
      update_draft: [{ apiKey: ['adverts:write'] }],
      publish_draft: [{ apiKey: ['adverts:write'] }],
      upload_photo_from_url: [{ apiKey: ['adverts:write'] }],
      fill_from_photos: [{ apiKey: ['adverts:write'] }],
      list_chats: [{ apiKey: ['chats:read'] }],
      get_chat: [{ apiKey: ['chats:read'] }],
      send_message: [{ apiKey: ['chats:write'] }],
      mark_chat_read: [{ apiKey: ['chats:write'] }],
      list_events: [{ apiKey: ['adverts:read'] }, { apiKey: ['chats:read'] }, { apiKey: ['webhooks:manage'] }],
      list_webhooks: [{ apiKey: ['webhooks:manage'] }],
      create_webhook: [{ apiKey: ['webhooks:manage'] }],
      update_webhook: [{ apiKey: ['webhooks:manage'] }],
      delete_webhook: [{ apiKey: ['webhooks:manage'] }],
      test_webhook: [{ apiKey: ['webhooks:manage'] }],
      rotate_webhook_secret: [{ apiKey: ['webhooks:manage'] }],
      list_webhook_deliveries: [{ apiKey: ['webhooks:manage'] }],
      retry_webhook_delivery: [{ apiKey: ['webhooks:manage'] }],
    });
    expect((document.components as Json).securitySchemes).toMatchObject({ apiKey: { type: 'http', scheme: 'bearer' } });
  });

  it('documents the error answers of each operation with the status of the one table', () => {
    const errorsOf = errorCodesOf;
    expect(errorsOf('search_adverts')).toEqual({
      400: ['bad_request', 'invalid_arguments'],
      401: ['invalid_api_key'],
      429: ['rate_limited'],
      431: ['request_header_too_large'],
      500: ['internal'],
      503: ['unavailable'],
    });
    expect(errorsOf('restore_advert')).toEqual({
      400: ['bad_request', 'invalid_arguments'],
      401: ['invalid_api_key', 'unauthorized'],
      403: ['scope_required'],
      404: ['not_found'],
      409: ['advert_has_deal', 'advert_limit_reached', 'idempotency_in_progress', 'idempotency_key_reused'],
      413: ['payload_too_large'],
      415: ['unsupported_media_type'],
      429: ['rate_limited'],
      431: ['request_header_too_large'],
      500: ['internal'],
      503: ['unavailable'],
    });
    expect(errorsOf('update_adverts')[400]).toEqual(['bad_request', 'currency_required', 'invalid_arguments']);
    expect(errorsOf('publish_draft')[409]).toEqual(['advert_limit_reached', 'draft_incomplete', 'idempotency_in_progress', 'idempotency_key_reused']);
    expect(errorsOf('fill_from_photos')[503]).toEqual(['not_configured', 'unavailable']);
    expect(errorsOf('upload_photo_from_url')[400]).toContain('photo_address_not_public');
    expect(errorsOf('send_message')[404]).toEqual(['not_found']);
    expect(errorsOf('list_chats')[404]).toBeUndefined();
    const rateLimited = (operations()[0]?.responses as Record<string, Json>)['429'] as Json;
    expect(rateLimited.headers).toEqual({ 'Retry-After': { $ref: '#/components/headers/RetryAfter' } });
  });

  it('offers Idempotency-Key on every write and on no read', () => {
    const takesKey = Object.fromEntries(
      operations().map((op) => [op.operationId, (op.parameters as Json[]).some((p) => p.$ref === '#/components/parameters/idempotencyKey')]),
    );
    const writes = ['update_adverts', 'bump_adverts', 'archive_advert', 'restore_advert', 'create_draft', 'update_draft',
      'publish_draft', 'upload_photo_from_url', 'fill_from_photos', 'send_message', 'mark_chat_read', 'create_webhook',
      'update_webhook', 'delete_webhook', 'test_webhook', 'rotate_webhook_secret', 'retry_webhook_delivery'];
    expect(Object.keys(takesKey).filter((id) => takesKey[id]).sort()).toEqual(writes.sort());
  });

  it('takes query parameters from the same schemas the routes validate with', () => {
    const search = paths()['/adverts']?.get as Json;
    const names = (search.parameters as Json[]).map((p) => p.name ?? p.$ref);
    expect(names).toEqual([
      'queries', 'category_id', 'city', 'latitude', 'longitude', 'radius_km', 'price_min', 'price_max', 'currency',
      'seller_type', 'advert_type', 'sort', 'limit', '#/components/parameters/lang', '#/components/parameters/acceptLanguage',
    ]);
    const limit = (search.parameters as Json[]).find((p) => p.name === 'limit') as Json;
    expect(limit).toMatchObject({ in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 20, default: 10 } });
    const queries = (search.parameters as Json[]).find((p) => p.name === 'queries') as Json;
    expect(queries).toMatchObject({ style: 'form', explode: true, schema: { type: 'array', maxItems: 2 } });
    // The id in the path of an advert action is not repeated in its body.
    const archive = paths()['/my/adverts/{advert_id}:archive']?.post as Json;
    const body = ((archive.requestBody as Json).content as Json)['application/json'] as Json;
    expect(Object.keys((body.schema as Json).properties as Json)).toEqual(['reason']);
    expect((body.schema as Json).additionalProperties).toBe(false);
    expect((archive.parameters as Json[])[0]).toMatchObject({ name: 'advert_id', in: 'path', required: true });
  });

  it('has examples that conform to its own schemas', () => {
    const problems: string[] = [];
    for (const [path, byMethod] of Object.entries(paths())) {
      for (const [method, op] of Object.entries(byMethod)) {
        const at = (...rest: string[]) => `/${['paths', path, method, ...rest].map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
        const ok = (op.responses as Record<string, Json>)['200'] as Json;
        const example = ((ok.content as Json)['application/json'] as Json).example;
        expect(example, `${String(op.operationId)} has a response example`).toBeDefined();
        problems.push(...docs.check(at('responses', '200', 'content', 'application/json', 'schema'), example).map((p) => `${String(op.operationId)}: ${p}`));
        for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
          if (status === '200') continue;
          const examples = ((response.content as Json)['application/json'] as Json).examples as Record<string, Json>;
          for (const [code, { value }] of Object.entries(examples)) {
            problems.push(...docs.check(at('responses', status, 'content', 'application/json', 'schema'), value).map((p) => `${code}: ${p}`));
          }
        }
        const body = op.requestBody as Json | undefined;
        if (body) {
          const content = (body.content as Json)['application/json'] as Json;
          problems.push(...docs.check(at('requestBody', 'content', 'application/json', 'schema'), content.example).map((p) => `${String(op.operationId)} body: ${p}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('live answers', () => {
  const send = async (method: string, path: string, init: { key?: string; json?: unknown; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.key) headers.Authorization = `Bearer ${init.key}`;
    if (init.json !== undefined) headers['Content-Type'] ??= 'application/json';
    const response = await app.get(`/api/v1${path}`, {
      method,
      headers,
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  // A sample across every operation, the success and the documented failures.
  const SAMPLE: { method: string; path: string; key?: 'owner' | 'readOnly' | 'bad'; json?: unknown; contentType?: string; status: number }[] = [
    { method: 'GET', path: '/adverts?limit=3', status: 200 },
    { method: 'GET', path: '/adverts?queries=phone&sort=price_asc', status: 200 },
    { method: 'GET', path: '/adverts?colour=red', status: 400 },
    { method: 'GET', path: '/adverts', key: 'bad', status: 401 },
    { method: 'GET', path: `/adverts/${adverts.laptop.id}?lang=de`, status: 200 },
    { method: 'GET', path: `/adverts/${adverts.phoneEur.id}`, status: 200 },
    { method: 'GET', path: `/adverts/${UNKNOWN_ID}`, status: 404 },
    { method: 'GET', path: '/categories?depth=4', status: 200 },
    { method: 'GET', path: `/categories?parent_id=${UNKNOWN_ID}`, status: 404 },
    { method: 'GET', path: `/storefronts/${users.owner.id}`, status: 200 },
    { method: 'GET', path: `/storefronts/${users.owner.id}?business=false`, status: 200 },
    { method: 'GET', path: '/me', key: 'owner', status: 200 },
    { method: 'GET', path: '/me', status: 401 },
    { method: 'GET', path: '/me', key: 'readOnly', status: 403 },
    { method: 'GET', path: '/my/adverts', key: 'owner', status: 200 },
    { method: 'GET', path: '/my/adverts?status=archived', key: 'readOnly', status: 200 },
    { method: 'PATCH', path: '/my/adverts', key: 'owner', json: { selector: { all: true }, rule: { percent: -5 } }, status: 200 },
    { method: 'PATCH', path: '/my/adverts', key: 'owner', json: { selector: { all: true }, rule: { delta: -1 } }, status: 400 },
    { method: 'POST', path: '/my/adverts:bump', key: 'owner', json: { selector: { ids: [adverts.phoneEur.id, UNKNOWN_ID] } }, status: 200 },
    { method: 'POST', path: '/my/adverts:bump', key: 'owner', json: { selector: {} }, contentType: 'text/plain', status: 415 },
    { method: 'POST', path: `/my/adverts/${adverts.repairKit.id}:archive`, key: 'owner', json: { reason: 'other' }, status: 200 },
    { method: 'POST', path: `/my/adverts/${adverts.repairKit.id}:restore`, key: 'owner', json: {}, status: 200 },
    { method: 'POST', path: `/my/adverts/${adverts.soldLaptop.id}:restore`, key: 'owner', json: {}, status: 409 },
    { method: 'POST', path: `/my/adverts/${UNKNOWN_ID}:archive`, key: 'owner', json: {}, status: 404 },
    { method: 'GET', path: '/my/drafts', key: 'owner', status: 200 },
    { method: 'POST', path: '/my/drafts', key: 'owner', json: { title: 'Bicikl', price: 120, currency: 'EUR' }, status: 200 },
    { method: 'POST', path: '/my/drafts', key: 'owner', json: { category_id: UNKNOWN_ID }, status: 400 },
    { method: 'PATCH', path: `/my/drafts/${UNKNOWN_ID}`, key: 'owner', json: { title: 'x' }, status: 404 },
    { method: 'POST', path: `/my/drafts/${UNKNOWN_ID}:publish`, key: 'owner', json: {}, status: 404 },
    { method: 'POST', path: '/my/photos:from-url', key: 'owner', json: { url: 'https://127.0.0.1/a.jpg' }, status: 400 },
    { method: 'POST', path: '/my/photos:from-url', key: 'owner', json: { url: 'http://example.org/a.jpg' }, status: 400 },
    { method: 'POST', path: '/my/photos:describe', key: 'owner', json: { photo_urls: [] }, status: 400 },
    { method: 'GET', path: '/my/chats?limit=5', key: 'owner', status: 200 },
    { method: 'GET', path: '/my/chats', key: 'readOnly', status: 403 },
    { method: 'GET', path: `/my/chats/${UNKNOWN_ID}/messages`, key: 'owner', status: 404 },
    { method: 'POST', path: `/my/chats/${UNKNOWN_ID}/messages`, key: 'owner', json: { text: 'Hello' }, status: 404 },
    { method: 'POST', path: `/my/chats/${UNKNOWN_ID}/messages`, key: 'owner', json: { text: '   ' }, status: 400 },
    { method: 'POST', path: `/my/chats/${UNKNOWN_ID}:read`, key: 'owner', json: {}, status: 404 },
  ];

  it.each(SAMPLE)('$method $path ($status) conforms to the document', async (sample) => {
    const keys = { owner: key, readOnly: readOnlyKey, bad: 'mk_not-a-real-key' };
    const answer = await send(sample.method, sample.path, {
      ...(sample.key ? { key: keys[sample.key] } : {}),
      ...(sample.json !== undefined ? { json: sample.json } : {}),
      ...(sample.contentType ? { headers: { 'Content-Type': sample.contentType } } : {}),
    });
    expect(answer.status).toBe(sample.status);
    expect(docs.problems(sample.method, new URL(sample.path, 'http://x').pathname, answer.status, answer.body)).toEqual([]);
  });

  it('catches an answer that does not conform', () => {
    // The checker itself: a card without its seller, and an undocumented status, are reported.
    expect(docs.problems('GET', '/adverts', 200, { total: 1, adverts: [{ id: UNKNOWN_ID }] })).not.toEqual([]);
    expect(docs.problems('GET', '/me', 409, { error: { code: 'advert_has_deal', message: 'x' } })).not.toEqual([]);
    expect(docs.problems('GET', '/me', 401, { error: { code: 'currency_required', message: 'x' } })).not.toEqual([]);
  });
});

describe('the reference page', () => {
  it('serves an interactive page over the document at /docs', async () => {
    const response = await app.get('/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('swagger-ui');
    expect(html).toContain('/api/v1/openapi.json');
    // Everything from this origin: no other host is named, and the policy allows only this one.
    expect(html).not.toMatch(/https?:\/\//);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('serves the Swagger UI files from the installed package, and nothing else under /docs/assets', async () => {
    const bundle = await app.get('/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await bundle.text()).toContain('SwaggerUIBundle');
    const css = await app.get('/docs/assets/swagger-ui.css');
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect((await app.get('/docs/assets/start.js')).status).toBe(200);
    expect((await app.get('/docs/assets/package.json')).status).toBe(404);
    expect((await app.get('/docs/assets/..%2Fpackage.json')).status).toBe(404);
    // Anything else under /docs is an ordinary 404 with the JSON policy.
    const elsewhere = await app.get('/docs/other');
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('the webhooks section (issue 26)', () => {
  it('describes the delivery of every event type with the schema of its data, signed by Standard Webhooks headers', () => {
    const document = buildOpenApiDocument() as Json;
    const webhooks = document.webhooks as Record<string, { post: Json }>;
    expect(Object.keys(webhooks).sort()).toEqual([...OWNER_EVENT_TYPES].sort());
    const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
    for (const type of OWNER_EVENT_TYPES) {
      const post = webhooks[type]!.post as { parameters: { name: string }[]; requestBody: { content: { 'application/json': { schema: { $ref: string } } } } };
      expect(post.parameters.map((p) => p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
      const ref = post.requestBody.content['application/json'].schema.$ref.split('/').at(-1)!;
      const payload = schemas[ref] as { properties: { type: { const: string }; data: { $ref: string } } };
      expect(payload.properties.type.const).toBe(type);
      // The same data schema the feed's events carry.
      expect(payload.properties.data.$ref).toBe(`#/components/schemas/${z.globalRegistry.get(EVENT_DATA[type])!.id}`);
    }
  });
});
