import { afterAll, beforeAll, expect, it } from 'vitest';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { ANSWER_SECURITY_HEADERS } from '../../src/http-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * The security headers every answer carries, set by the HTTP server before the app runs
 * (decision 0071): hono's secureHeaders defaults with a policy that allows nothing, on answers of
 * every kind; the reference page's own policy wins over them.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const lower = (headers: readonly (readonly [string, string])[]) => headers.map(([name, value]) => [name.toLowerCase(), value]).sort();

it("are hono's secureHeaders defaults with a Content-Security-Policy that allows nothing", async () => {
  const hono = new Hono().use(secureHeaders({ contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } })).get('/', (c) => c.body(null));
  const answer = await hono.request('/');
  expect(lower(ANSWER_SECURITY_HEADERS)).toEqual(lower([...answer.headers]));
});

it.each([
  ['a public read', '/api/v1/categories', 200],
  ['an error of the API', '/api/v1/adverts?limit=0', 400],
  ['an unknown route', '/nowhere', 404],
  ['an operator endpoint', '/healthz', 200],
  ['the OpenAPI document', '/api/v1/openapi.json', 200],
])('are on %s', async (_kind, path, status) => {
  const answer = await app.get(path);
  expect(answer.status).toBe(status);
  for (const [name, value] of ANSWER_SECURITY_HEADERS) expect(answer.headers.get(name), name).toBe(value);
});

it("give way to the reference page's own policy", async () => {
  const answer = await app.get('/docs');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(answer.headers.get('content-security-policy')).not.toBe("default-src 'none'; frame-ancestors 'none'");
});
