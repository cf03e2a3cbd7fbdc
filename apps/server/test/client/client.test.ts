import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The client package is a workspace package of its own; the server's tests reach it by path
// (apps/server does not depend on it).
import { createClient } from '../../../../packages/client/src/index.js';
import { searchAndBump } from '../../../../packages/client/examples/search-and-bump.js';
import { currentSchemaTypes, SCHEMA_TYPES_FILE } from '../../scripts/generate-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { ownerMarketplace, UNKNOWN_ID } from '../owner/support/marketplace.js';

/** The typed client of packages/client against a real server over PostgreSQL. */

const market = ownerMarketplace();
const { adverts, users } = market;

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp(market.data);
  key = await issueKey(app.services.database, users.owner.id);
});
afterAll(async () => {
  await app.close();
});

it('has committed types that match the document the server serves (run `pnpm client:generate`)', async () => {
  expect(readFileSync(SCHEMA_TYPES_FILE, 'utf8')).toBe(await currentSchemaTypes());
});

describe('public reads', () => {
  it('searches with repeated keyword sets and typed filters', async () => {
    const client = createClient({ baseUrl: app.baseUrl });
    const { data, error, response } = await client.GET('/adverts', {
      params: { query: { queries: ['phone', 'telefon'], sort: 'newest', limit: 20 } },
    });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    expect(data?.adverts.map((a) => a.title).sort()).toEqual(['Nokia phone', 'Phone repair kit', 'Rival phone', 'Samsung Galaxy phone']);
  });

  it('asks for answers in the language of the client', async () => {
    const client = createClient({ baseUrl: `${app.baseUrl}/`, lang: 'sr' });
    const { data, response } = await client.GET('/adverts/{advert_id}', {
      params: { path: { advert_id: adverts.phoneEur.id } },
    });
    expect(response.headers.get('content-language')).toBe('sr');
    expect(data?.title).toBe('Samsung Galaksi telefon');
  });

  it('gives failures in the Error shape', async () => {
    const client = createClient({ baseUrl: app.baseUrl });
    const missing = await client.GET('/storefronts/{seller_id}', { params: { path: { seller_id: UNKNOWN_ID } } });
    expect(missing.data).toBeUndefined();
    expect(missing.response.status).toBe(404);
    expect(missing.error?.error.code).toBe('not_found');
    const noKey = await client.GET('/me');
    expect(noKey.error?.error.code).toBe('unauthorized');
  });
});

describe('owner operations with a key', () => {
  it('reads the plan and archives and restores through templated action paths', async () => {
    const client = createClient({ baseUrl: app.baseUrl, apiKey: key });
    const me = await client.GET('/me');
    expect(me.data).toMatchObject({ plan: 'basic' });
    const path = { params: { path: { advert_id: adverts.repairKit.id } } };
    const archived = await client.POST('/my/adverts/{advert_id}:archive', { ...path, body: { reason: 'other' } });
    expect(archived.data).toEqual({ advert_id: adverts.repairKit.id, status: 'archived' });
    const restored = await client.POST('/my/adverts/{advert_id}:restore', { ...path, body: {} });
    expect(restored.data).toEqual({ advert_id: adverts.repairKit.id, status: 'active' });
  });

  it('runs the example: searches, then bumps the owner\'s matching adverts', async () => {
    const client = createClient({ baseUrl: app.baseUrl, apiKey: key });
    const { found, bumped } = await searchAndBump(client, 'phone');
    expect(found.total).toBe(4);
    // Olga's three phone adverts: never bumped for free, so each gets its free weekly bump.
    expect(bumped).toEqual({ free: 3, paid: 0, failed: 0, failures: [] });
    const again = await searchAndBump(client, 'phone');
    expect(again.bumped?.free).toBe(0);
  });

  it('reports a refused key through the example as an error', async () => {
    const client = createClient({ baseUrl: app.baseUrl, apiKey: 'mk_revoked-or-unknown' });
    await expect(searchAndBump(client, 'phone')).rejects.toThrow(/invalid_api_key/);
  });
});
