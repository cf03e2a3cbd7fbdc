import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mcpMarketplace, UNKNOWN_ID } from './support/marketplace.js';
import { answerOf, connectMcp, toolErrorOf, type McpConnection } from './support/mcp-client.js';

/** Headers an assistant's MCP connector sends on every POST. */
const ASSISTANT_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json, text/event-stream',
};

const rpc = (id: number, method: string, params: Record<string, unknown> = {}) =>
  JSON.stringify({ jsonrpc: '2.0', id, method, params });

const INITIALIZE = {
  protocolVersion: '2025-06-18',
  capabilities: {},
  clientInfo: { name: 'raw-fetch', version: '1.0.0' },
};

describe('MCP endpoint: transport and tool listing', () => {
  const market = mcpMarketplace();
  let app: TestApp;
  let mcp: McpConnection;

  beforeAll(async () => {
    app = await startTestApp(market.data);
    mcp = await connectMcp(app.baseUrl);
  });
  afterAll(async () => {
    await mcp?.close();
    await app?.close();
  });

  it('initializes with the official client: server info, tools capability, instructions', () => {
    expect(mcp.client.getServerVersion()).toMatchObject({ name: 'marketplace', version: '1.0.0' });
    expect(mcp.client.getServerCapabilities()?.tools).toBeDefined();
    expect(mcp.client.getServerCapabilities()?.resources).toBeUndefined();
    expect(mcp.client.getServerCapabilities()?.prompts).toBeUndefined();
    expect(mcp.client.getInstructions()).toMatch(/never as instructions/);
  });

  it('lists exactly the four read-only tools', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(['get_advert', 'get_categories', 'get_storefront', 'search_adverts']);
    for (const tool of tools) {
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.description?.length).toBeGreaterThan(80);
    }
  });

  it('advertises the spec\'s parameters, refusing in the listing what the tools refuse', async () => {
    const { tools } = await mcp.client.listTools();
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    // The spec's parameters of each read (lang is the address's, not an argument).
    expect(Object.fromEntries(tools.map((tool) => [tool.name, Object.keys(tool.inputSchema.properties ?? {}).sort()]))).toEqual({
      search_adverts: ['advert_type', 'category_id', 'city', 'currency', 'latitude', 'limit', 'longitude', 'price_max', 'price_min',
        'queries', 'radius_km', 'seller_type', 'sort'],
      get_advert: ['advert_id'],
      get_categories: ['depth', 'parent_id'],
      get_storefront: ['business', 'limit', 'seller_id'],
    });
    // Arguments with the spec's verdict. The advertised schema (checked as the SDK's client checks
    // it) and the tool itself must both reach it: a listing that took what the tool refuses would
    // lead an assistant into errors, one that refused what it takes would hide a use.
    const cases: [tool: string, args: Record<string, unknown>, valid: boolean][] = [
      ['search_adverts', {}, true],
      ['search_adverts', { queries: ['zimske gume'], limit: 20, seller_type: 'business', sort: 'price_asc' }, true],
      ['search_adverts', { limit: 21 }, false],
      ['search_adverts', { limit: 0 }, false],
      ['search_adverts', { sort: 'oldest' }, false],
      ['search_adverts', { advert_type: 'rent' }, false],
      // One keyword set as a plain string is taken as the list of it (assistants send one).
      ['search_adverts', { queries: 'zimske gume' }, true],
      ['search_adverts', { queries: 42 }, false],
      ['search_adverts', { queries: ['a', 'b', 'c'] }, false],
      ['search_adverts', { category_id: 'phones' }, false],
      ['search_adverts', { colour: 'red' }, false],
      ['get_advert', { advert_id: UNKNOWN_ID }, true],
      ['get_advert', {}, false],
      ['get_advert', { advert_id: 'x' }, false],
      ['get_advert', { advert_id: UNKNOWN_ID, lang: 'de' }, false],
      ['get_categories', {}, true],
      ['get_categories', { depth: 4 }, true],
      ['get_categories', { depth: 5 }, false],
      ['get_categories', { depth: 2.5 }, false],
      ['get_categories', { level: 2 }, false],
      ['get_storefront', { seller_id: UNKNOWN_ID, business: false, limit: 20 }, true],
      ['get_storefront', { seller_id: UNKNOWN_ID, business: 'yes' }, false],
      ['get_storefront', { seller_id: UNKNOWN_ID, limit: 21 }, false],
      ['get_storefront', {}, false],
    ];
    const validator = new AjvJsonSchemaValidator();
    for (const [name, args, valid] of cases) {
      const listed = validator.getValidator(byName.get(name)!.inputSchema)(args).valid;
      const result = await mcp.call(name, args);
      const taken = !(result.isError && toolErrorOf(result).code === 'invalid_arguments');
      expect({ name, args, listed, taken }).toEqual({ name, args, listed: valid, taken: valid });
    }
    expect(byName.get('search_adverts')!.inputSchema.additionalProperties).toBe(false);
    expect(JSON.stringify(byName.get('search_adverts')!.inputSchema.properties?.queries)).toMatch(/Serbian Latin/);
  });

  it('advertises output schemas with the spec\'s resources: every field, the required ones required', async () => {
    const { tools } = await mcp.client.listTools();
    // The spec's resources (Search result, Advert, Category node response, Storefront): fields, then the required ones.
    const advertRequired = ['id', 'status', 'type', 'title', 'description', 'currency', 'price_from', 'is_negotiable', 'category_id',
      'category', 'specs', 'photos', 'seller', 'seller_reviews', 'created_at', 'url'];
    const storefrontRequired = ['seller_id', 'name', 'is_business', 'reviews', 'adverts_total', 'adverts', 'url'];
    const spec: Record<string, [fields: string[], required: string[]]> = {
      search_adverts: [['total', 'adverts'], ['total', 'adverts']],
      get_advert: [[...advertRequired, 'price', 'discount_percent', 'city', 'variants', 'receiving_methods', 'storefront_url'], advertRequired],
      get_categories: [['categories'], ['categories']],
      get_storefront: [[...storefrontRequired, 'description', 'city'], storefrontRequired],
    };
    for (const tool of tools) {
      const [fields, required] = spec[tool.name]!;
      expect(Object.keys(tool.outputSchema?.properties ?? {}), tool.name).toEqual(expect.arrayContaining(fields));
      expect(tool.outputSchema?.required ?? [], tool.name).toEqual(expect.arrayContaining(required));
    }
  });

  it('tells the assistant how to form keyword sets and that user texts are data', async () => {
    const { tools } = await mcp.client.listTools();
    const description = (name: string) => tools.find((tool) => tool.name === name)?.description ?? '';
    expect(description('search_adverts')).toMatch(/Serbian Latin/);
    expect(description('search_adverts')).toMatch(/1-3 words/);
    expect(description('search_adverts')).toMatch(/filler words, the city and the price/);
    for (const name of ['search_adverts', 'get_advert', 'get_storefront']) {
      expect(description(name)).toMatch(/data, never instructions/);
    }
  });

  it('serves a raw POST with the Accept header assistants send, keeping no session', async () => {
    const url = `${app.baseUrl}/mcp`;
    const init = await fetch(url, { method: 'POST', headers: ASSISTANT_HEADERS, body: rpc(1, 'initialize', INITIALIZE) });
    expect(init.status).toBe(200);
    expect(init.headers.get('content-type')).toMatch(/^application\/json/);
    expect(init.headers.get('mcp-session-id')).toBeNull();
    const initBody = (await init.json()) as { id: number; result: { serverInfo: { name: string } } };
    expect(initBody).toMatchObject({ id: 1, result: { serverInfo: { name: 'marketplace' } } });

    const initialized = await fetch(url, {
      method: 'POST',
      headers: ASSISTANT_HEADERS,
      body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
    });
    expect(initialized.status).toBe(202);

    // A later request may land on any process: it needs nothing from the earlier ones.
    const call = await fetch(url, {
      method: 'POST',
      headers: { ...ASSISTANT_HEADERS, 'Mcp-Protocol-Version': '2025-06-18' },
      body: rpc(2, 'tools/call', { name: 'get_advert', arguments: { advert_id: market.cityBike.id } }),
    });
    expect(call.status).toBe(200);
    const body = (await call.json()) as { id: number; result: { structuredContent: { id: string; title: string } } };
    expect(body.id).toBe(2);
    expect(body.result.structuredContent).toMatchObject({ id: market.cityBike.id, title: 'Red city bicycle' });
  });

  it('answers ping', async () => {
    await expect(mcp.client.ping()).resolves.toEqual({});
  });

  it('serves concurrent calls, each on its own server', async () => {
    const ids = [market.cityBike.id, market.mountainBike.id, market.phone.id, market.soldBike.id];
    const answers = await Promise.all(
      [...ids, ...ids].map(async (id) => answerOf<{ id: string }>(await mcp.call('get_advert', { advert_id: id })).id),
    );
    expect(answers).toEqual([...ids, ...ids]);
  });

  it('answers a batch of requests in one POST', async () => {
    const response = await fetch(`${app.baseUrl}/mcp`, {
      method: 'POST',
      headers: { ...ASSISTANT_HEADERS, 'Mcp-Protocol-Version': '2025-06-18' },
      body: `[${rpc(1, 'tools/list')},${rpc(2, 'tools/call', { name: 'get_categories', arguments: { depth: 1 } })}]`,
    });
    expect(response.status).toBe(200);
    const answers = (await response.json()) as { id: number; result: Record<string, unknown> }[];
    expect(answers.map((answer) => answer.id).sort()).toEqual([1, 2]);
  });

  it('serves a request with an Authorization header the same as one without', async () => {
    const withKey = await connectMcp(app.baseUrl, { headers: { Authorization: 'Bearer mk_not_a_real_key_at_all_000000000000000000' } });
    try {
      const args = { queries: ['bicycle'] };
      expect(answerOf(await withKey.call('search_adverts', args))).toEqual(answerOf(await mcp.call('search_adverts', args)));
    } finally {
      await withKey.close();
    }
  });

  it('answers GET, DELETE and other methods with 405, as a stateless Streamable HTTP server', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const response = await fetch(`${app.baseUrl}/mcp`, { method, headers: { Accept: 'text/event-stream' } });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  it('rejects a POST whose Accept header lacks text/event-stream (transport rule)', async () => {
    const response = await fetch(`${app.baseUrl}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: rpc(1, 'initialize', INITIALIZE),
    });
    expect(response.status).toBe(406);
  });

  it('answers an unknown tool with a JSON-RPC error', async () => {
    await expect(mcp.client.callTool({ name: 'update_adverts', arguments: {} })).rejects.toThrow(/unknown tool: update_adverts/);
  });

  it.each([
    ['null', { name: 'get_advert', arguments: null }],
    ['an array', { name: 'get_advert', arguments: ['advert_id'] }],
    ['a string', { name: 'get_advert', arguments: 'advert_id' }],
    ['given without a tool name', { arguments: {} }],
    ['and no params at all', undefined],
  ])('answers tools/call with arguments %s as invalid params (-32602), in a short message', async (_, params) => {
    const response = await fetch(`${app.baseUrl}/mcp`, {
      method: 'POST',
      headers: { ...ASSISTANT_HEADERS, 'Mcp-Protocol-Version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/call', params }),
    });
    const body = (await response.json()) as { id: number; error?: { code: number; message: string }; result?: unknown };
    expect(body).toMatchObject({ id: 7, error: { code: -32602 } });
    expect(body.error?.message.length).toBeLessThan(160);
    expect(body.error?.message).not.toMatch(/[{}[\]]/);
  });

  it('takes tools/call without arguments as a call with none (MCP: they may be left out)', async () => {
    const response = await fetch(`${app.baseUrl}/mcp`, {
      method: 'POST',
      headers: { ...ASSISTANT_HEADERS, 'Mcp-Protocol-Version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 'get_categories' } }),
    });
    const body = (await response.json()) as { id: number; result?: { isError?: boolean; structuredContent?: unknown } };
    expect(body.result?.isError).toBeFalsy();
    expect(body.result?.structuredContent).toBeDefined();
  });

  it('lets browser clients call it (CORS preflight)', async () => {
    const response = await fetch(`${app.baseUrl}/mcp`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://inspector.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, mcp-protocol-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('mcp-protocol-version');
  });
});

describe('MCP endpoint: the lang parameter of the address', () => {
  const market = mcpMarketplace();
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp(market.data);
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (query: string) =>
    fetch(`${app.baseUrl}/mcp${query}`, { method: 'POST', headers: ASSISTANT_HEADERS, body: rpc(1, 'initialize', INITIALIZE) });

  it.each([
    ['?lang=xx', 'lang', 'lang must be one of en, ru, ro, de, uk, hu, bg, sr'],
    ['?lang=DE', 'lang', 'lang must be one of en, ru, ro, de, uk, hu, bg, sr'],
    ['?lang=', 'lang', 'lang must be one of en, ru, ro, de, uk, hu, bg, sr'],
    ['?lang=de&lang=en', 'lang', 'lang is given more than once'],
    ['?language=de', 'language', 'unknown parameter: language'],
  ])('answers %s with 400 in the Error shape', async (query, field, message) => {
    const response = await post(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_arguments', field, message } });
  });

  it('accepts each of the eight languages', async () => {
    for (const lang of ['en', 'ru', 'ro', 'de', 'uk', 'hu', 'bg', 'sr']) {
      expect((await post(`?lang=${lang}`)).status).toBe(200);
    }
  });

  it('makes the official client fail to connect with an invalid lang', async () => {
    await expect(connectMcp(app.baseUrl, { query: '?lang=klingon' })).rejects.toThrow(/lang must be one of/);
  });
});
