import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { call } from '../owner/support/owner-http.js';
import { expectError } from '../rest/http.js';

/** Security headers, CORS of the public reads, and malformed requests refused in the Error shape. */

const { users, adverts, data } = ownerMarketplace();

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp(data, { env: { RATE_LIMITS: 'on' } });
  key = await issueKey(app.services.database, users.owner.id);
});
afterAll(async () => {
  await app.close();
});

describe('security headers', () => {
  const mcp: RequestInit = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
  };
  it.each([
    ['a public read', '/api/v1/categories', (): RequestInit => ({})],
    ['an owner read', '/api/v1/me', (): RequestInit => ({ headers: { Authorization: `Bearer ${key}` } })],
    ['an unknown path', '/elsewhere', (): RequestInit => ({})],
    ['MCP', '/mcp', (): RequestInit => mcp],
  ])('are on %s', async (_, path, init) => {
    const response = await app.get(path, init());
    await response.arrayBuffer();
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d+/);
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
  });
});

describe('CORS', () => {
  it('lets any origin read the public reads and the rate-limit headers', async () => {
    const response = await app.get('/api/v1/adverts?limit=1', { headers: { Origin: 'https://someone.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('RateLimit');
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
  });

  it('answers a preflight of a public read without counting it', async () => {
    const before = await app.get('/api/v1/categories');
    const remainingBefore = Number(/r=(\d+)/.exec(before.headers.get('RateLimit')!)![1]);
    const preflight = await app.get(`/api/v1/adverts/${adverts.phoneEur.id}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://someone.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('GET,HEAD');
    const after = await app.get('/api/v1/categories');
    expect(Number(/r=(\d+)/.exec(after.headers.get('RateLimit')!)![1])).toBe(remainingBefore - 1);
  });

  it('gives owner routes no CORS headers', async () => {
    const answer = await call(app, 'GET', '/me', { key, headers: { Origin: 'https://someone.example' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('malformed requests', () => {
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

  it.each([17, 10_000])('refuse a body nested %i deep with 400 invalid_arguments', async (depth) => {
    const answer = await call(app, 'PATCH', '/my/adverts', { key, raw: nested(depth), headers: { 'Content-Type': 'application/json' } });
    expectError(answer, 400, 'invalid_arguments', 'body');
  });

  it('count brackets inside strings as text, not nesting', async () => {
    const answer = await call(app, 'PATCH', '/my/adverts', {
      key,
      json: { selector: { query: '[[[[[[[[[[[[[[[[[[[[{{{{{{{{{{{{{{{{{{ \\"[[[[' }, rule: { percent: 1 } },
    });
    expect(answer.status).toBe(200);
  });

  it('refuse a body that is not declared JSON with 415', async () => {
    const answer = await call(app, 'POST', '/my/adverts:bump', { key, raw: '{}', headers: { 'Content-Type': 'text/plain' } });
    expectError(answer, 415, 'unsupported_media_type');
  });

  it.each([
    ['GET', '/adverts/not-a-uuid', 'advert_id'],
    ['GET', '/storefronts/123', 'seller_id'],
    ['POST', '/my/adverts/xyz:archive', 'advert_id'],
    ['POST', "/my/adverts/1'%20or%201=1:restore", 'advert_id'],
  ])('refuse %s %s (an id that is not a UUID) with 400', async (method, path, field) => {
    const answer = await call(app, method, path, { key, ...(method === 'POST' ? { json: {} } : {}) });
    expectError(answer, 400, 'invalid_arguments', field);
  });
});
