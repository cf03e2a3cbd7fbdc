import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mcpMarketplace, UNKNOWN_ID } from './support/marketplace.js';
import { connectMcp, texts, toolErrorOf, type McpConnection } from './support/mcp-client.js';

/**
 * MCP and REST go through the same use cases: for the same question they give the same answer,
 * links aside (utm_source=mcp against utm_source=api).
 */
describe('MCP tools answer as the REST reads do', () => {
  const market = mcpMarketplace();
  let app: TestApp;
  const connections = new Map<string, McpConnection>();

  beforeAll(async () => {
    app = await startTestApp(market.data);
  });
  afterAll(async () => {
    for (const connection of connections.values()) await connection.close();
    await app?.close();
  });

  async function mcpIn(lang: string): Promise<McpConnection> {
    const known = connections.get(lang);
    if (known) return known;
    const connection = await connectMcp(app.baseUrl, { query: lang === 'en' ? '' : `?lang=${lang}` });
    connections.set(lang, connection);
    return connection;
  }

  async function rest(path: string): Promise<{ status: number; body: unknown }> {
    const response = await app.get(`/api/v1${path}`);
    return { status: response.status, body: await response.json() };
  }

  const asMcpLinks = (value: unknown): unknown => JSON.parse(JSON.stringify(value).replaceAll('utm_source=api', 'utm_source=mcp'));

  const cases = (m: typeof market) =>
    [
      ['search by keywords', 'search_adverts', { queries: ['bicycle'], limit: 5 }, '/adverts?queries=bicycle&limit=5'],
      ['search with two keyword sets', 'search_adverts', { queries: ['phone', 'telefon'] }, '/adverts?queries=phone&queries=telefon'],
      [
        'search by a point',
        'search_adverts',
        { latitude: 45.25, longitude: 19.85, radius_km: 50, sort: 'nearest' },
        '/adverts?latitude=45.25&longitude=19.85&radius_km=50&sort=nearest',
      ],
      ['search by price', 'search_adverts', { price_min: 100, currency: 'EUR', sort: 'price_desc' }, '/adverts?price_min=100&currency=EUR&sort=price_desc'],
      ['an advert', 'get_advert', { advert_id: m.mountainBike.id }, `/adverts/${m.mountainBike.id}`],
      ['an archived advert', 'get_advert', { advert_id: m.soldBike.id }, `/adverts/${m.soldBike.id}`],
      ['the category tree', 'get_categories', {}, '/categories'],
      ['a subtree', 'get_categories', { parent_id: m.vehicles.id, depth: 1 }, `/categories?parent_id=${m.vehicles.id}&depth=1`],
      ['a business storefront', 'get_storefront', { seller_id: m.shop.id }, `/storefronts/${m.shop.id}`],
      ['a private storefront', 'get_storefront', { seller_id: m.ana.id, business: false, limit: 1 }, `/storefronts/${m.ana.id}?business=false&limit=1`],
    ] as const;

  for (const lang of ['en', 'de']) {
    it.each(cases(market))(`gives the same answer in ${lang}: %s`, async (_case, tool, args, path) => {
      const restAnswer = await rest(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      expect(restAnswer.status).toBe(200);
      expect(restAnswer.body).not.toEqual({ total: 0, adverts: [] });
      const mcpAnswer = await (await mcpIn(lang)).call(tool, args);
      expect(mcpAnswer.isError).toBeFalsy();
      expect(mcpAnswer.structuredContent).toEqual(asMcpLinks(restAnswer.body));
    });
  }

  it.each([
    ['a radius without a point', 'search_adverts', { radius_km: 5 }, '/adverts?radius_km=5'],
    ['limit out of range', 'search_adverts', { limit: 21 }, '/adverts?limit=21'],
    ['an unknown argument', 'search_adverts', { colour: 'red' }, '/adverts?colour=red'],
    ['a malformed advert id', 'get_advert', { advert_id: 'nope' }, '/adverts/nope'],
    ['an unknown advert', 'get_advert', { advert_id: UNKNOWN_ID }, `/adverts/${UNKNOWN_ID}`],
    ['an unknown seller', 'get_storefront', { seller_id: UNKNOWN_ID }, `/storefronts/${UNKNOWN_ID}`],
    ['too deep a tree', 'get_categories', { depth: 5 }, '/categories?depth=5'],
  ] as const)('fails the same way on %s', async (_case, tool, args, path) => {
    const restAnswer = await rest(path);
    expect(restAnswer.status).toBeGreaterThanOrEqual(400);
    const result = await (await mcpIn('en')).call(tool, args);
    expect({ error: toolErrorOf(result) }).toEqual(restAnswer.body);
    expect(texts(result)).toHaveLength(2);
  });
});
