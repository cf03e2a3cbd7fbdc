import { describe, expect, it } from 'vitest';
import { errAsync, okAsync } from 'neverthrow';
import { unavailable } from '@marketplace/core';
import { createRestApp, type RestDeps } from '@marketplace/rest';
import { createMcpApp, type McpDeps } from '@marketplace/mcp';

/**
 * When the rate-limit store and its insurance both fail, a request is answered 503 `unavailable`
 * (retry), not let through unlimited and not 500. This cannot be provoked on demand through a real
 * store, so the admission is replaced by one that fails; the apps are called through their fetch
 * handlers.
 */

const down = () => errAsync(unavailable('the rate-limit store is not available; retry later'));
const unused = () => okAsync({ categories: [] });
const linkBases = { webBaseUrl: 'https://market.test', publicBaseUrl: 'https://api.market.test' };

describe('a rate-limit store that is down', () => {
  it('answers /api/v1 with 503 unavailable in the Error shape, before any work', async () => {
    let searched = false;
    const deps = {
      searchAdverts: () => {
        searched = true;
        return okAsync({ total: 0, adverts: [] });
      },
      getCategories: unused,
      authenticate: () => errAsync({ code: 'invalid_api_key', message: 'unused' }),
      linkBases,
      admitRequest: down,
    } as unknown as RestDeps;
    const response = await createRestApp(deps).request('/adverts');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: 'unavailable', message: 'the rate-limit store is not available; retry later' } });
    expect(searched).toBe(false);
  });

  it('answers /mcp with 503 unavailable in the Error shape', async () => {
    const deps = { getCategories: unused, linkBases, admitRequest: down } as unknown as McpDeps;
    const response = await createMcpApp(deps).request('/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: '{"jsonrpc":"2.0","id":1,"method":"ping"}',
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: 'unavailable', message: 'the rate-limit store is not available; retry later' } });
    expect(response.headers.get('Retry-After')).toBeNull();
  });
});
