import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { OPERATIONS } from '@marketplace/rest';
import { READ_TOOLS } from '@marketplace/mcp';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { ownerMarketplace, UNKNOWN_ID } from '../owner/support/marketplace.js';

/**
 * Arbitrary query strings, bodies and headers at every route of the REST operations (and at /mcp):
 * never a 5xx, every failure in the Error shape with nothing of the internals in it, and a
 * rejected request changes no data.
 */

const market = ownerMarketplace();
const { adverts, users } = market;

/** Tables of marketplace data; counters and caches that every request may touch are left out. */
const NOT_DATA = new Set(['rate_limits', 'idempotency_keys', 'text_translations']);

let app: TestApp;
let keys: { all: string; readOnly: string };
let tables: string[];
beforeAll(async () => {
  app = await startTestApp(market.data);
  keys = {
    all: await issueKey(app.services.database, users.owner.id),
    readOnly: await issueKey(app.services.database, users.owner.id, { scopes: ['adverts:read'] }),
  };
  const rows = await app.services.database.query<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  tables = rows.map((r) => r.name).filter((name) => !NOT_DATA.has(name));
});
afterAll(async () => {
  await app.close();
});

/**
 * One digest of every data table: equal digests, equal data. A key's `last_used_at` is left out:
 * it records that a valid key was presented, whatever became of the request (like an access log).
 */
async function dataDigest(): Promise<string> {
  const parts = await Promise.all(
    tables.map(async (table) => {
      const [row] = await app.services.database.query<{ digest: string | null }>(
        sql`select md5(coalesce(string_agg((to_jsonb(t) - 'last_used_at')::text, '|' order by (to_jsonb(t) - 'last_used_at')::text), '')) as digest
            from ${sql.identifier(table)} t`,
      );
      return `${table}:${row?.digest}`;
    }),
  );
  return parts.join(',');
}

// Header values must be ByteStrings for fetch: printable ASCII.
const ascii = (max = 40) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const idArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(adverts.phoneEur.id, adverts.phoneEur.id, adverts.laptop.id, adverts.gardenChair.id, adverts.soldLaptop.id, adverts.rivalPhone.id, users.owner.id, UNKNOWN_ID) },
  { weight: 1, arbitrary: ascii(40).map(encodeURIComponent) },
  { weight: 1, arbitrary: fc.uuid() },
);

/** Text with what PostgreSQL or a reader cannot take: NUL, lone surrogates, C0 and C1 controls (decision 0032-text-input). */
const hostileTextArb = fc
  .array(
    fc.oneof(
      fc.constantFrom('\u0000', '\ud800', '\udfff', '\u0007', '\u001b', '\u007f', '\u0085', '\t', '\n', '\r\n', '\u2028', '🚲'),
      fc.string({ maxLength: 6 }),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((parts) => parts.join(''));

const PARAMS = ['lang', 'city', 'limit', 'offset', 'cursor', 'query', 'queries', 'category_id', 'status', 'sort', 'price_min', 'price_max', 'currency', 'depth', 'business', 'radius_km', 'lat', 'lon', 'advert_id', 'seller_id'];
const queryArb = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...PARAMS), ascii(12)),
      fc.oneof(fc.constantFrom('en', 'de', 'xx', '-1', '0', '1', '20', '51', '1e309', 'NaN', 'true', 'null', '[]', '', UNKNOWN_ID), fc.string({ maxLength: 30 }), hostileTextArb),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => (pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''));

const numberArb = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(0, -100, 1e12, 1e13));
const bodyArb = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.string({ maxLength: 60 }),
  fc.constant(''),
  fc
    .record(
      {
        selector: fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.record({ ids: fc.array(idArb, { maxLength: 3 }), all: fc.boolean(), category_id: idArb, query: fc.string() }, { requiredKeys: [] }),
        ),
        rule: fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.record(
            { percent: numberArb, delta: numberArb, set: numberArb, currency: fc.constantFrom('EUR', 'RSD', 'eur', 'XXX'), is_available: fc.boolean() },
            { requiredKeys: [] },
          ),
        ),
        advert_id: idArb,
        extra: fc.jsonValue({ maxDepth: 1 }),
      },
      { requiredKeys: [] },
    )
    .map((body) => JSON.stringify(body)),
  // The text fields of drafts, messages, photos and selectors, sometimes with refused characters.
  fc
    .record(
      {
        title: fc.oneof(fc.string({ maxLength: 20 }), hostileTextArb),
        description: fc.oneof(fc.string({ maxLength: 20 }), hostileTextArb),
        address: fc.record({ city: fc.oneof(fc.string({ maxLength: 10 }), hostileTextArb) }),
        text: fc.oneof(fc.string({ maxLength: 20 }), hostileTextArb),
        url: fc.oneof(fc.constant('https://img.test/a.jpg'), hostileTextArb.map((t) => `https://img.test/${t}`)),
        photos: fc.array(fc.record({ url: hostileTextArb }), { maxLength: 2 }),
        photo_urls: fc.array(hostileTextArb, { minLength: 1, maxLength: 2 }),
        selector: fc.record({ query: hostileTextArb }),
        rule: fc.constant({ percent: -1 }),
      },
      { requiredKeys: [] },
    )
    .map((body) => JSON.stringify(body)),
);

/** Mostly well-formed headers (a valid key, JSON), so that requests get past the gate and into the operations. */
const headersArb = fc.record(
  {
    'Content-Type': fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8') },
      { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/json; charset=latin1', 'multipart/form-data') },
      { weight: 1, arbitrary: ascii(30) },
    ),
    Authorization: fc.oneof(
      { weight: 8, arbitrary: fc.constant('all') },
      { weight: 1, arbitrary: fc.constantFrom('readOnly', 'Bearer mk_unknown', 'Basic YTpi', 'Bearer') },
      { weight: 1, arbitrary: ascii(50) },
    ),
    'Accept-Language': fc.oneof(fc.constantFrom('de', 'sr-Latn-RS,ru;q=0.5', '*', 'en;q=abc'), ascii(30)),
    'Idempotency-Key': ascii(20),
    'X-Forwarded-For': ascii(30),
  },
  { requiredKeys: ['Content-Type'] },
);

/** Every operation's route, with its path made concrete by an arbitrary id (and the path's action suffix). */
/** The MCP tools, from the app's own list: a tool added there is fuzzed without an edit here. */
const TOOL_NAMES = READ_TOOLS.map((tool) => tool.definition.name);
const CALLS_A_TOOL = new RegExp(`"method":"tools/call","params":\\{"name":"(${TOOL_NAMES.join('|')})","arguments":\\{`);
const ROUTES = OPERATIONS.map((operation) => ({ method: operation.method, path: operation.path, suffix: operation.pathIds.at(-1)?.suffix ?? '' }));
const routeArb = fc.constantFrom(...ROUTES);
const methodArb = (own: string) => fc.oneof({ weight: 4, arbitrary: fc.constant(own) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE') });

const concrete = (path: string, suffix: string, id: string) =>
  path.replace(/:\w+(\{[^}]*\})?/g, (_id, pattern: string | undefined) => (pattern ? `${id}${suffix}` : id));

interface ErrorShape {
  error: { code: unknown; message: unknown; field?: unknown; retry_after?: unknown };
}

function expectErrorShape(body: unknown): void {
  expect(Object.keys(body as object)).toEqual(['error']);
  const { error } = body as ErrorShape;
  expect(typeof error.code).toBe('string');
  expect(typeof error.message).toBe('string');
  for (const key of Object.keys(error)) expect(['code', 'message', 'field', 'retry_after']).toContain(key);
  if (error.field !== undefined) expect(typeof error.field).toBe('string');
  // Nothing of the internals: no stack frames, no SQL, no driver errors.
  expect(error.message).not.toMatch(/\n\s+at |\.ts:\d+|\.js:\d+|\bselect\b.*\bfrom\b|\binsert into\b|postgres|drizzle|SQLSTATE|TypeError|ReferenceError/i);
}

describe('fuzzing every route', () => {
  it('never answers 5xx, always answers failures in the Error shape, and a rejection changes nothing', async () => {
    let before = await dataDigest();
    await fc.assert(
      fc.asyncProperty(
        routeArb.chain((route) => fc.tuple(fc.constant(route), methodArb(route.method))),
        idArb,
        queryArb,
        maybe(bodyArb),
        headersArb,
        async ([route, method], id, query, body, headers) => {
          const sent: Record<string, string> = { ...headers } as Record<string, string>;
          if (headers.Authorization === 'all' || headers.Authorization === 'readOnly') sent.Authorization = `Bearer ${keys[headers.Authorization]}`;
          const withBody = method !== 'GET' && body !== undefined;
          const response = await app.get(`/api/v1${concrete(route.path, route.suffix, id)}${query}`, {
            method,
            headers: sent,
            ...(withBody ? { body } : {}),
          });
          const text = await response.text();
          expect(response.status, `${method} ${route.path} answered ${response.status}: ${text}`).toBeLessThan(500);
          const parsed: unknown = JSON.parse(text);
          if (response.status >= 400) {
            expectErrorShape(parsed);
            const after = await dataDigest();
            expect(after, `${method} ${route.path} was refused (${text}) but changed data`).toBe(before);
          } else {
            before = await dataDigest();
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers text with refused characters in any text input with 400 naming the field, or serves it', async () => {
    const created = await app.get('/api/v1/my/drafts', {
      method: 'POST',
      headers: { Authorization: `Bearer ${keys.all}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    const { draft_id: draftId } = (await created.json()) as { draft_id: string };
    const json = (method: string, path: string) => (body: unknown) => ({ method, path, body: JSON.stringify(body) });
    // Each text input of the API, with the field an answer must name when it refuses the text.
    const MULTI_LINE = new Set(['description', 'text']);
    const inputs: [string, (t: string) => { method: string; path: string; body?: string }][] = [
      ['city', (t) => ({ method: 'GET', path: `/adverts?${new URLSearchParams({ city: t })}` })],
      ['queries', (t) => ({ method: 'GET', path: `/adverts?${new URLSearchParams({ queries: t })}` })],
      ['query', (t) => ({ method: 'GET', path: `/my/adverts?${new URLSearchParams({ query: t })}` })],
      ['title', (t) => json('POST', '/my/drafts')({ title: t })],
      ['description', (t) => json('PATCH', `/my/drafts/${draftId}`)({ description: t })],
      ['address.city', (t) => json('PATCH', `/my/drafts/${draftId}`)({ address: { city: t } })],
      ['photos.url', (t) => json('POST', '/my/drafts')({ photos: [{ url: t }] })],
      ['text', (t) => json('POST', `/my/chats/${UNKNOWN_ID}/messages`)({ text: t })],
      ['selector.query', (t) => json('PATCH', '/my/adverts')({ selector: { query: t }, rule: { percent: 1 } })],
      ['url', (t) => json('POST', '/my/photos:from-url')({ url: `https://img.test/${t}` })],
      ['photo_urls', (t) => json('POST', '/my/photos:describe')({ photo_urls: [t] })],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...inputs), hostileTextArb, async ([field, request], hostile) => {
        const { method, path, body } = request(hostile);
        const response = await app.get(`/api/v1${path}`, {
          method,
          headers: { Authorization: `Bearer ${keys.all}`, 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body }),
        });
        const text = await response.text();
        expect(response.status, `${method} ${path} answered ${response.status}: ${text}`).toBeLessThan(500);
        const parsed = JSON.parse(text) as ErrorShape;
        if (response.status >= 400) expectErrorShape(parsed);
        // A query string carries a lone surrogate as U+FFFD (URL encoding is UTF-8): only a JSON body can.
        // eslint-disable-next-line no-control-regex -- control characters are what the test looks for
        const controls = MULTI_LINE.has(field) ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/ : /[\u0000-\u001f\u007f-\u009f]/;
        // A url is read by the URL standard first, which drops tabs and line breaks and trims C0 controls.
        // eslint-disable-next-line no-control-regex -- control characters are what the test looks for
        const seen = field === 'url' ? `https://img.test/${hostile}`.replace(/[\t\n\r]/g, '').replace(/[\u0000-\u0020]+$/, '') : hostile;
        const refused = controls.test(seen) || (body !== undefined && field !== 'url' && /\p{Cs}/u.test(hostile));
        if (refused) {
          expect(response.status, `${method} ${path}: ${text}`).toBe(400);
          expect(parsed.error.code).toBe('invalid_arguments');
          expect(parsed.error.field).toBe(field);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('never answers 5xx at /mcp, whatever the body and headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json({ maxDepth: 4 }),
          fc.string({ maxLength: 80 }),
          fc
            .record({
              jsonrpc: fc.constantFrom('2.0', '1.0'),
              id: fc.oneof(fc.integer(), fc.string()),
              method: fc.constantFrom('tools/call', 'tools/list', 'ping', 'initialize', 'nope'),
              params: fc.record(
                { name: fc.constantFrom(...TOOL_NAMES, 'x'), arguments: fc.oneof(
                    fc.jsonValue({ maxDepth: 2 }),
                    fc.record({ city: hostileTextArb, queries: fc.array(hostileTextArb, { maxLength: 2 }), advert_id: hostileTextArb }, { requiredKeys: [] }),
                  ),
                },
                { requiredKeys: [] },
              ),
            })
            .map((message) => JSON.stringify(message)),
        ),
        queryArb,
        fc.constantFrom('application/json', 'text/plain', 'application/json, text/event-stream'),
        async (body, query, accept) => {
          const response = await app.get(`/mcp${query}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: accept },
            body,
          });
          const text = await response.text();
          expect(response.status, `/mcp answered ${response.status}: ${text}`).toBeLessThan(500);
          expect(text).not.toMatch(/\n\s+at |\.ts:\d+|SQLSTATE/);
          // A tool's failure is a tool error, never JSON-RPC's internal error (the SDK's own for a malformed call aside).
          if (CALLS_A_TOOL.test(body)) expect(text).not.toContain('-32603');
        },
      ),
      { numRuns: 150 },
    );
  });
});
