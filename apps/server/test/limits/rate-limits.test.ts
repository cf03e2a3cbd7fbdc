import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { createLogger } from '../../src/index.js';
import { issueKey } from '../support/api-keys.js';
import { ownerMarketplace, UNKNOWN_ID } from '../owner/support/marketplace.js';
import { call } from '../owner/support/owner-http.js';
import { expectError, type ErrorBody } from '../rest/http.js';

/**
 * The spec's request limits through real HTTP (memory store, one process): 30 a minute per
 * address without a key over /api/v1 and /mcp together; 60 a minute per key, at most 10 writes.
 */

const market = ownerMarketplace();

/** A JSON-RPC call to /mcp as a client's transport sends it. */
const mcpPost = (app: TestApp, headers: Record<string, string> = {}) =>
  app.get('/mcp', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
  });

/** Asserts a 429 in the Error shape whose retry_after is the Retry-After header, within the window. */
async function expectRateLimited(response: Response): Promise<number> {
  const body = (await response.json()) as ErrorBody;
  expectError({ status: response.status, headers: response.headers, body }, 429, 'rate_limited');
  const retryAfter = body.error.retry_after!;
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.headers.get('Retry-After')).toBe(String(retryAfter));
  return retryAfter;
}

const remaining = (response: Response): number => Number(/;r=(\d+)/.exec(response.headers.get('RateLimit') ?? '')?.[1]);

describe('without a key', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(market.data, { env: { RATE_LIMITS: 'on' } });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Spends what is left of this address's budget (all of it, or nothing when a test before did). */
  const spendAddressBudget = async () => {
    for (let i = 0; i <= 30; i++) {
      const response = await app.get('/api/v1/categories');
      await response.arrayBuffer();
      if (response.status === 429) return;
      expect(response.status).toBe(200);
    }
    throw new Error('31 requests from one address and none refused');
  };

  it('allow 30 requests a minute over /api/v1 and /mcp together, then 429 with Retry-After', async () => {
    // A server of its own: the other tests of this group spend the shared one's budget.
    const own = await startTestApp(market.data, { env: { RATE_LIMITS: 'on' } });
    try {
      const first = await own.get('/api/v1/categories');
      expect(first.status).toBe(200);
      expect(first.headers.get('RateLimit-Policy')).toBe('"anonymous";q=30;w=60');
      expect(first.headers.get('RateLimit')).toMatch(/^"anonymous";r=29;t=\d+$/);
      for (let i = 0; i < 14; i++) expect((await own.get('/api/v1/adverts?limit=1')).status).toBe(200);
      // An unknown route and a rejected parameter count too: every request costs.
      expect((await own.get('/api/v1/nowhere')).status).toBe(404);
      expect((await own.get('/api/v1/adverts?bogus=1')).status).toBe(400);
      for (let i = 0; i < 13; i++) {
        const mcp = await mcpPost(own);
        expect(mcp.status).toBe(200);
        expect(mcp.headers.get('RateLimit-Policy')).toBe('"anonymous";q=30;w=60');
      }
      expect(remaining(await own.get('/api/v1/categories'))).toBe(0);
      const refusedRest = await own.get('/api/v1/categories');
      const retryAfter = await expectRateLimited(refusedRest);
      expect(refusedRest.headers.get('RateLimit')).toBe(`"anonymous";r=0;t=${retryAfter}`);
      await expectRateLimited(await mcpPost(own));
    } finally {
      await own.close();
    }
  });

  it('count a request with a key against the key, not the address', async () => {
    await spendAddressBudget();
    const key = await issueKey(app.services.database, market.users.owner.id);
    const answer = await call(app, 'GET', '/categories', { key });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('RateLimit-Policy')).toBe('"key";q=60;w=60');
  });

  it('count a refused key against the address: once it is spent, 429 rather than 401', async () => {
    await spendAddressBudget();
    const answer = await call(app, 'GET', '/categories', { key: 'mk_nothing' });
    expectError(answer, 429, 'rate_limited');
  });

  it('count a refusal in the metrics under the operation it was for, not as unmatched', async () => {
    const metric = async (name: string, labels: string) => {
      const text = await (await app.get('/metrics')).text();
      const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
      return line ? Number(line.split(' ').at(-1)) : 0;
    };
    await spendAddressBudget();
    const requests = ['operation="get_categories",method="GET",status="429"', 'operation="unmatched",method="GET",status="429"'];
    const before = await Promise.all([metric('http_requests_total', requests[0]!), metric('http_requests_total', requests[1]!)]);
    const rejectionsBefore = await metric('rate_limit_rejections_total', 'operation="get_categories"');
    await expectRateLimited(await app.get('/api/v1/categories'));
    await expectRateLimited(await app.get('/api/v1/categories?lang=sr'));
    // An unknown route has no operation to be counted under.
    await expectRateLimited(await app.get('/api/v1/nowhere'));
    expect((await metric('http_requests_total', requests[0]!)) - before[0]!).toBe(2);
    expect((await metric('http_requests_total', requests[1]!)) - before[1]!).toBe(1);
    expect((await metric('rate_limit_rejections_total', 'operation="get_categories"')) - rejectionsBefore).toBe(2);
  });

  it('do not reset for a spoofed X-Forwarded-For when no proxy is trusted', async () => {
    await spendAddressBudget();
    const response = await app.get('/api/v1/categories', { headers: { 'X-Forwarded-For': '198.51.100.99' } });
    await expectRateLimited(response);
  });
});

describe('with a key', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(market.data, { env: { RATE_LIMITS: 'on' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('count a refused key against the address, answering 401 with the address budget', async () => {
    const answer = await call(app, 'GET', '/me', { key: 'mk_unknown' });
    expectError(answer, 401, 'invalid_api_key');
    expect(answer.headers.get('RateLimit')).toMatch(/^"anonymous";r=29;t=\d+$/);
  });

  it('allow 10 writes of parallel requests, then 60 requests in all', async () => {
    const key = await issueKey(app.services.database, market.users.owner.id);
    const writes = await Promise.all(
      Array.from({ length: 14 }, () => call(app, 'POST', `/my/adverts/${UNKNOWN_ID}:archive`, { key, json: {} })),
    );
    const statuses = writes.map((w) => w.status).sort();
    expect(statuses).toEqual([...Array(10).fill(404), ...Array(4).fill(429)]);
    const refused = writes.find((w) => w.status === 429)!;
    expectError(refused, 429, 'rate_limited');
    expect(refused.headers.get('Retry-After')).toBe(String((refused.body as ErrorBody).error.retry_after));
    expect(refused.headers.get('RateLimit-Policy')).toBe('"key_writes";q=10;w=60');

    const passed = writes.find((w) => w.status === 404)!;
    expect(passed.headers.get('RateLimit-Policy')).toBe('"key_writes";q=10;w=60, "key";q=60;w=60');

    // 14 requests are spent (the refused writes too); reads go on until 60.
    const reads = await Promise.all(Array.from({ length: 47 }, () => call(app, 'GET', '/me', { key })));
    expect(reads.map((r) => r.status).sort()).toEqual([...Array(46).fill(200), 429]);
    // Another key of the same owner has its own budget.
    const other = await issueKey(app.services.database, market.users.owner.id);
    expect((await call(app, 'GET', '/me', { key: other })).status).toBe(200);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(market.data, { env: { RATE_LIMITS: 'on', TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await app.close();
  });

  const via = (chain: string) => app.get('/api/v1/categories', { headers: { 'X-Forwarded-For': chain } });

  it('count by the address the proxy saw, whatever the client wrote before it', async () => {
    for (let i = 0; i < 30; i++) expect((await via(`10.0.0.${i}, 203.0.113.5`)).status).toBe(200);
    await expectRateLimited(await via('192.0.2.1, 203.0.113.5'));
    // Another client of the same proxy still has its budget.
    expect((await via('203.0.113.6')).status).toBe(200);
  });
});

describe('RATE_LIMITS=off', () => {
  it('lifts the limits and their headers', async () => {
    const app = await startTestApp(market.data, { env: { RATE_LIMITS: 'off' } });
    try {
      const answers = await Promise.all(Array.from({ length: 35 }, () => app.get('/api/v1/categories')));
      expect(answers.map((a) => a.status)).toEqual(Array(35).fill(200));
      expect(answers[0]!.headers.get('RateLimit')).toBeNull();
    } finally {
      await app.close();
    }
  });
});

describe('a shared store that is down', () => {
  it('still limits each process on its own (the insurance counters), and says so in the log', async () => {
    const { freePort } = await import('../support/server-process.js');
    const nobody = await freePort();
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('warn', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const app = await startTestApp(market.data, {
      env: { RATE_LIMITS: 'on', RATE_LIMIT_STORE: 'redis', REDIS_URL: `redis://127.0.0.1:${nobody}` },
      app: { logger },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 31; i++) statuses.push((await app.get('/api/v1/categories')).status);
      expect(statuses).toEqual([...Array(30).fill(200), 429]);
      expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'rate limit: redis connection error' }));
    } finally {
      await app.close();
    }
  });
});
