import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errAsync } from 'neverthrow';
import { openDatabase, shippedMigrations } from '@marketplace/adapters-postgres';
import { untranslated, type Translator } from '@marketplace/core';
import { aCategory, aSeller, anAdvert } from '@marketplace/core/testing';
import { countTranslatorCalls, createLogger, type Services } from '../../src/index.js';
import { holdTransaction, startFakeOpenAi } from '@marketplace/testkit';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';

/** Operator endpoints, logs and metrics, through a real server over PostgreSQL. */

type LogLine = Record<string, unknown> & { req_id?: string; msg?: string };

const lines: LogLine[] = [];
const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
let draining = false;
/** A seller whose storefront answers as if a rate limit were reached. */
const LIMITED_SELLER = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';

// One advert written in Serbian only: an English read of it asks the translator.
const category = aCategory({ title: 'Phones' });
const seller = aSeller();
const serbianOnly = anAdvert({
  sellerId: seller.id,
  categoryId: category.id,
  originalLang: 'sr',
  texts: { sr: { title: 'Telefon Nokia', description: 'Ispravan, ispravno radi.' } },
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(
    { categories: [category], users: [seller], adverts: [serbianOnly] },
    {
      app: { logger, lifecycle: { draining: () => draining } },
      services: (services) => ({
        ...services,
        // A bug in a use case: the answer is 500 internal, the log tells the whole story.
        getCategories: () => {
          throw new Error('boom: a bug in get_categories');
        },
        getAdvert: () => errAsync({ code: 'unavailable', message: 'database did not answer' }),
        // A limiter's answer, as the REST layer maps it (no use case answers rate_limited yet).
        getStorefront: ((raw: unknown, ctx: Parameters<Services['getStorefront']>[1]) =>
          (raw as { seller_id?: string }).seller_id === LIMITED_SELLER
            ? errAsync({ code: 'rate_limited', message: 'too many requests', retryAfter: 7 })
            : services.getStorefront(raw, ctx)) as Services['getStorefront'],
      }),
    },
  );
});
afterAll(async () => {
  await app.close();
});

describe('/healthz and /readyz', () => {
  it('/healthz answers while the process runs', async () => {
    const response = await app.get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz is ready when the database answers and every migration of this build is applied', async () => {
    const response = await app.get('/readyz');
    expect(response.status).toBe(200);
    // The detail names the search index's bitmap library (native addon or WebAssembly fallback).
    const bitmaps = app.services.searchIndex.health().bitmaps;
    expect(['roaring', 'roaring-wasm']).toContain(bitmaps);
    expect(await response.json()).toEqual({ status: 'ready', search_index: { bitmaps, lag_seconds: 0, max_lag_seconds: 30 } });
  });

  it('/readyz answers 503 with the pending migrations while the database is behind this build', async () => {
    const last = shippedMigrations().at(-1)!;
    const database = app.services.database;
    // The record of the last migration goes; the schema it made stays (put back afterwards).
    const [row] = await database.query<{ hash: string }>(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when} returning hash`,
    );
    expect(row).toBeDefined();
    try {
      const response = await app.get('/readyz');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'migrations_pending', pending: [last.tag] });
      // The liveness check does not care: restarting would not help.
      expect((await app.get('/healthz')).status).toBe(200);
    } finally {
      await database.query(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${last.when})`);
    }
    expect((await app.get('/readyz')).status).toBe(200);
  });

  it('/readyz answers 503 while the database cannot be reached', async () => {
    const unreachable = await openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none', maxConnections: 1 });
    const down = await startTestApp({}, { services: (services) => ({ ...services, database: unreachable }) });
    try {
      const response = await down.get('/readyz');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'database_unreachable' });
    } finally {
      await down.close();
      await unreachable.close();
    }
  });

  it('/readyz stays ready while every pool connection is taken (waiting for locks is contention, not an outage)', async () => {
    // The test database's pool has 20 connections: each held by a transaction, as by one owner's
    // queued writes. A query through the pool would wait past /readyz's bound.
    const held = await Promise.all(Array.from({ length: 20 }, () => holdTransaction(app.services.database)));
    try {
      const response = await app.get('/readyz');
      expect(await response.json()).toMatchObject({ status: 'ready', search_index: { lag_seconds: 0 } });
      expect(response.status).toBe(200);
    } finally {
      await Promise.all(held.map((release) => release()));
    }
  });

  it('/readyz answers 503 once shutdown began, and answers close their connections', async () => {
    draining = true;
    try {
      const response = await app.get('/readyz');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'draining' });
      expect(response.headers.get('connection')).toBe('close');
      // Requests already sent are still served.
      expect((await app.get('/api/v1/adverts')).status).toBe(200);
    } finally {
      draining = false;
    }
    expect((await app.get('/readyz')).status).toBe(200);
  });
});

describe('request ids and logs', () => {
  it('gives every answer a request id, and keeps one the client sent', async () => {
    const first = await app.get('/api/v1/adverts');
    const second = await app.get('/api/v1/adverts');
    const generated = first.headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(generated);
    const sent = await app.get('/api/v1/adverts', { headers: { 'X-Request-Id': 'trace-42_from=gateway' } });
    expect(sent.headers.get('x-request-id')).toBe('trace-42_from=gateway');
    // An id that could forge log lines or headers is replaced, not echoed.
    const forged = await app.get('/api/v1/adverts', { headers: { 'X-Request-Id': 'a b"c' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // 255 characters are kept, 256 are not.
    const longest = await app.get('/api/v1/adverts', { headers: { 'X-Request-Id': 'a'.repeat(255) } });
    expect(longest.headers.get('x-request-id')).toBe('a'.repeat(255));
    const tooLong = await app.get('/api/v1/adverts', { headers: { 'X-Request-Id': 'a'.repeat(256) } });
    expect(tooLong.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Errors carry it too.
    const failed = await app.get('/api/v1/nowhere');
    expect(failed.status).toBe(404);
    expect(failed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives MCP answers and operator endpoints request ids and access lines too', async () => {
    const mcp = await app.get('/mcp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'X-Request-Id': 'mcp-1' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'test', version: '1' } },
      }),
    });
    expect(mcp.status).toBe(200);
    expect(mcp.headers.get('x-request-id')).toBe('mcp-1');
    await mcp.text();
    expect(lines.find((l) => l.req_id === 'mcp-1')).toMatchObject({ operation: 'mcp', status: 200 });
    const health = await app.get('/healthz', { headers: { 'X-Request-Id': 'health-1' } });
    expect(health.headers.get('x-request-id')).toBe('health-1');
    expect(lines.find((l) => l.req_id === 'health-1')).toMatchObject({ operation: 'healthz', status: 200 });
  });

  it('writes one JSON access line per request with its id, operation and status', async () => {
    const response = await app.get('/api/v1/adverts?limit=1', { headers: { 'X-Request-Id': 'access-line-1' } });
    expect(response.status).toBe(200);
    const line = lines.find((l) => l.req_id === 'access-line-1');
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: '/api/v1/adverts',
      operation: 'search_adverts',
      status: 200,
      service: 'marketplace',
    });
    expect(typeof line?.duration_ms).toBe('number');
    expect(typeof line?.time).toBe('string');
  });

  it('logs a bug in full with the request id, and answers only 500 internal', async () => {
    const response = await app.get('/api/v1/categories', { headers: { 'X-Request-Id': 'bug-1' } });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('internal');
    expect(body.error.message).not.toContain('boom');
    const ofRequest = lines.filter((l) => l.req_id === 'bug-1');
    expect(ofRequest.map((l) => [l.level, l.msg])).toEqual([
      ['error', 'unexpected error'],
      ['error', 'request'],
    ]);
    expect((ofRequest[0]?.err as { message: string }).message).toBe('boom: a bug in get_categories');
  });

  it('logs a bug in an MCP tool with the request id and the tool', async () => {
    const answer = await app.get('/mcp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', 'X-Request-Id': 'mcp-bug-1' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_categories', arguments: {} } }),
    });
    const body = (await answer.json()) as { error?: { code: number; message: string } };
    // The bug's own text (SQL, internals) never reaches the client.
    expect(body.error).toEqual({ code: -32603, message: 'MCP error -32603: internal error; it has been logged' });
    const bug = lines.find((l) => l.req_id === 'mcp-bug-1' && l.msg === 'unexpected error');
    expect(bug?.err).toMatchObject({ message: 'boom: a bug in get_categories', tool: 'get_categories' });
  });

  it.each([
    ['', 'dropped-1'],
    ['Idempotency-Key: dropped\r\n', 'dropped-2'],
  ])('counts a client that drops the connection mid-body as aborted (499), logged at info without a stack, not as a 500 (%s)', async (extraHeaders, requestId) => {
    const key = await issueKey(app.services.database, seller.id);
    const before = await (await app.get('/metrics')).text();
    const { port } = new URL(app.baseUrl);
    // Headers and the first 10 of 100 promised bytes, then the client is gone.
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/v1/my/adverts:bump HTTP/1.1\r\nHost: localhost\r\nX-Request-Id: ${requestId}\r\n${extraHeaders}` +
            `Authorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"selector`,
          () => setImmediate(() => socket.destroy()),
        );
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    const deadline = Date.now() + 10_000;
    while (!lines.some((l) => l.req_id === requestId && l.msg === 'request') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ofRequest = lines.filter((l) => l.req_id === requestId);
    expect(ofRequest.map((l) => [l.level, l.msg, l.status])).toEqual([['info', 'request', 499]]);
    const after = await (await app.get('/metrics')).text();
    const count = (text: string, status: number) => {
      const line = text.split('\n').find((l) => l.startsWith('http_requests_total{') && l.includes(`operation="bump_adverts",method="POST",status="${status}"`));
      return line ? Number(line.split(' ').at(-1)) : 0;
    };
    expect(count(after, 499) - count(before, 499)).toBe(1);
    expect(count(after, 500) - count(before, 500)).toBe(0);
  });

  it('puts a request id on every line a request writes', async () => {
    const from = lines.length;
    // A success, a client error, an unmatched path, a bug (two lines), an operator endpoint.
    expect((await app.get('/api/v1/adverts?limit=1')).status).toBe(200);
    expect((await app.get('/api/v1/adverts?limit=0')).status).toBe(400);
    expect((await app.get('/api/v1/no/such/route')).status).toBe(404);
    expect((await app.get('/api/v1/categories')).status).toBe(500);
    expect((await app.get('/healthz')).status).toBe(200);
    const written = lines.slice(from);
    expect(written.map((l) => l.msg)).toEqual(['request', 'request', 'request', 'unexpected error', 'request', 'request']);
    const ids = written.map((l) => l.req_id);
    expect(ids.filter((id) => typeof id !== 'string' || id === '')).toEqual([]);
    // The bug's two lines share their request's id; every other request has its own.
    expect(ids[3]).toBe(ids[4]);
    expect(new Set(ids).size).toBe(5);
  });
});

describe('/metrics', () => {
  const scrape = async () => {
    const response = await app.get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };
  const sample = (text: string, name: string, labels: string): number => {
    const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
    return line ? Number(line.split(' ').at(-1)) : 0;
  };

  it('counts requests and their latency by operation and status', async () => {
    const before = await scrape();
    const ok = 'operation="get_storefront",method="GET",status="404"';
    for (let i = 0; i < 3; i += 1) {
      expect((await app.get('/api/v1/storefronts/7d6a2c1e-3b4f-4e5a-9c8d-0f1e2d3c4b5a')).status).toBe(404);
    }
    expect((await app.get('/api/v1/adverts/7d6a2c1e-3b4f-4e5a-9c8d-0f1e2d3c4b5a')).status).toBe(503);
    const after = await scrape();
    expect(sample(after, 'http_requests_total', ok) - sample(before, 'http_requests_total', ok)).toBe(3);
    expect(sample(after, 'http_request_duration_seconds_count', ok) - sample(before, 'http_request_duration_seconds_count', ok)).toBe(3);
    expect(
      sample(after, 'http_request_duration_seconds_bucket', `le="+Inf",${ok}`) - sample(before, 'http_request_duration_seconds_bucket', `le="+Inf",${ok}`),
    ).toBe(3);
    const unavailable = 'operation="get_advert",method="GET",status="503"';
    expect(sample(after, 'http_requests_total', unavailable) - sample(before, 'http_requests_total', unavailable)).toBe(1);
    // The buckets count cumulatively, in the bounds' order, up to +Inf = _count; the sum is a time.
    const bounds = ['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf'];
    const buckets = bounds.map((le) => sample(after, 'http_request_duration_seconds_bucket', `le="${le}",${ok}`));
    expect(buckets.every((count, i) => i === 0 || count >= buckets[i - 1]!)).toBe(true);
    expect(buckets.at(-1)).toBe(sample(after, 'http_request_duration_seconds_count', ok));
    const sum = sample(after, 'http_request_duration_seconds_sum', ok);
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(buckets.at(-1)! * 60);
    expect(after).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('shows the search index: documents, dead ids, feed position, lag, catch-ups, rebuilds, memory, prefix cache, bitmaps', async () => {
    const feed = app.services.searchIndex;
    const before = await scrape();
    const value = (text: string, name: string) => Number(text.split('\n').find((l) => l.startsWith(`${name} `))?.split(' ')[1] ?? NaN);
    expect(value(before, 'search_index_documents')).toBe(1);
    // A change: the advert's price moves; the feed applies it and the position moves past it.
    await app.services.database.query(sql`update adverts set price_minor = price_minor + 100 where id = ${serbianOnly.id}::uuid`);
    await feed.catchUp();
    // Two searches by a prefix of several terms: the first makes the union, the second finds it kept.
    for (let i = 0; i < 2; i += 1) expect((await app.get('/api/v1/adverts?queries=isprav')).status).toBe(200);
    const after = await scrape();
    expect(value(after, 'search_index_documents')).toBe(1);
    expect(value(after, 'search_index_dead_ids')).toBe(value(before, 'search_index_dead_ids') + 1);
    expect(value(after, 'search_index_feed_position')).toBeGreaterThanOrEqual(value(before, 'search_index_feed_position'));
    expect(value(after, 'search_index_lag_seconds')).toBe(0);
    expect(sample(after, 'search_index_catch_ups_total', 'outcome="applied"')).toBe(sample(before, 'search_index_catch_ups_total', 'outcome="applied"') + 1);
    expect(sample(after, 'search_index_rebuilds_total', 'reason="start"')).toBe(1);
    expect(value(after, 'search_index_build_seconds')).toBeGreaterThan(0);
    expect(value(after, 'search_index_memory_bytes')).toBeGreaterThan(0);
    expect(value(after, 'search_index_prefix_cache_misses_total')).toBe(value(before, 'search_index_prefix_cache_misses_total') + 1);
    expect(value(after, 'search_index_prefix_cache_hits_total')).toBe(value(before, 'search_index_prefix_cache_hits_total') + 1);
    expect(value(after, 'search_index_prefix_cache_entries')).toBeGreaterThanOrEqual(1);
    expect(value(after, 'search_index_changes_failed_total')).toBe(0);
    expect(after).toContain('# TYPE search_index_catch_ups_total counter');
    expect(sample(after, 'search_index_bitmaps_info', `backend="${feed.health().bitmaps}"`)).toBe(1);
  });

  it('times each write\'s wait for the search index (read-your-writes), by operation', async () => {
    const key = await issueKey(app.services.database, seller.id);
    const labels = 'operation="bump_adverts"';
    const before = sample(await scrape(), 'write_index_wait_seconds_count', labels);
    const response = await app.get('/api/v1/my/adverts:bump', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ selector: { all: true } }),
    });
    expect(response.status).toBe(200);
    const text = await scrape();
    expect(text).toContain('# TYPE write_index_wait_seconds histogram');
    expect(sample(text, 'write_index_wait_seconds_count', labels) - before).toBe(1);
  });

  it('labels unmatched paths as one operation, so clients cannot grow the series', async () => {
    const unmatched = 'operation="unmatched",method="GET",status="404"';
    const before = sample(await scrape(), 'http_requests_total', unmatched);
    await app.get('/api/v1/no/such/route/a1');
    await app.get('/api/v1/no/such/route/b2');
    const text = await scrape();
    expect(text).not.toContain('/no/such/route');
    expect(sample(text, 'http_requests_total', unmatched) - before).toBe(2);
  });

  it('counts rate-limit rejections by operation, whichever limiter answered 429', async () => {
    const labels = 'operation="get_storefront"';
    const before = sample(await scrape(), 'rate_limit_rejections_total', labels);
    const limited = await app.get(`/api/v1/storefronts/${LIMITED_SELLER}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    const text = await scrape();
    expect(text).toContain('# TYPE rate_limit_rejections_total counter');
    expect(sample(text, 'rate_limit_rejections_total', labels) - before).toBe(1);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('counts the calls that reach a translation provider, not the answers served from the store', async () => {
    const provider = await startFakeOpenAi();
    const translating = await startTestApp(
      { categories: [category], users: [seller], adverts: [serbianOnly] },
      { env: { TRANSLATOR: 'openai', TRANSLATOR_OPENAI_BASE_URL: provider.baseUrl, TRANSLATOR_OPENAI_API_KEY: 'sk-test' } },
    );
    try {
      const labels = 'provider="openai",outcome="translated"';
      const before = sample(await scrape(), 'translator_calls_total', labels);
      expect((await translating.get(`/api/v1/storefronts/${seller.id}?lang=en`)).status).toBe(200);
      const text = await scrape();
      expect(text).toContain('# TYPE translator_calls_total counter');
      expect(sample(text, 'translator_calls_total', labels) - before).toBe(1);
      expect(provider.requests).toHaveLength(1);
      // The same read again comes from the translation store; already in the asked language: no call.
      expect((await translating.get(`/api/v1/storefronts/${seller.id}?lang=en`)).status).toBe(200);
      expect((await translating.get(`/api/v1/storefronts/${seller.id}?lang=sr`)).status).toBe(200);
      expect(sample(await scrape(), 'translator_calls_total', labels) - before).toBe(1);
      expect(provider.requests).toHaveLength(1);
    } finally {
      await translating.close();
      await provider.close();
    }
  });

  it('counts nothing when no provider is configured', async () => {
    const translatorSamples = (text: string) => text.split('\n').filter((l) => l.startsWith('translator_calls_total{'));
    const before = translatorSamples(await scrape());
    // The Serbian-only advert read in English: with a provider, this is a counted call.
    expect((await app.get(`/api/v1/storefronts/${seller.id}?lang=en`)).status).toBe(200);
    expect(translatorSamples(await scrape())).toEqual(before);
  });

  it('tells translated from untranslated answers of a provider', async () => {
    const toEnglish: Translator = {
      translate: (texts, to) => untranslated.translate(texts.map((t) => ({ text: `[${to}] ${t.text}`, lang: to })), to),
    };
    const translated = 'provider="test-provider",outcome="translated"';
    const left = 'provider="test-provider",outcome="untranslated"';
    const counts = async () => {
      const text = await scrape();
      return { translated: sample(text, 'translator_calls_total', translated), untranslated: sample(text, 'translator_calls_total', left) };
    };
    const before = await counts();
    const counted = countTranslatorCalls(toEnglish, 'test-provider');
    const result = await counted.translate([{ text: 'Telefon', lang: 'sr' }], 'en');
    expect(result._unsafeUnwrap()).toEqual([{ text: '[en] Telefon', lang: 'en' }]);
    // A provider that hands the text back as written (its answer still in Serbian).
    const unchanged = countTranslatorCalls(untranslated, 'test-provider');
    expect((await unchanged.translate([{ text: 'Telefon', lang: 'sr' }], 'en'))._unsafeUnwrap()).toEqual([{ text: 'Telefon', lang: 'sr' }]);
    const after = await counts();
    expect({ translated: after.translated - before.translated, untranslated: after.untranslated - before.untranslated }).toEqual({
      translated: 1,
      untranslated: 1,
    });
  });
});
