import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { errAsync, okAsync } from 'neverthrow';
import { serve, type ServerType } from '@hono/node-server';
import { createMcpApp, type McpDeps } from '@marketplace/mcp';
import { connectMcp, texts, type McpConnection } from './support/mcp-client.js';

/**
 * A use case that answers `rate_limited` (a daily cap, for instance) becomes a tool error in the
 * Error shape with `retry_after`, and the assistant is told to wait. No read fails this way today,
 * so the use case is replaced by one that does; the MCP app and the official client are real.
 */

const rateLimited = { code: 'rate_limited' as const, message: 'too many calls today', retryAfter: 3600 };

let server: ServerType;
let mcp: McpConnection;
beforeAll(async () => {
  const unused = () => okAsync({ categories: [] });
  const deps = {
    searchAdverts: () => errAsync(rateLimited),
    getAdvert: unused,
    getCategories: unused,
    getStorefront: unused,
    linkBases: { webBaseUrl: 'https://market.test', publicBaseUrl: 'https://api.market.test' },
  } as unknown as McpDeps;
  const app = new Hono().route('/mcp', createMcpApp(deps));
  server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  mcp = await connectMcp(`http://127.0.0.1:${port}`);
});
afterAll(async () => {
  await mcp?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('a rate_limited failure of a tool', () => {
  it('is a tool error in the Error shape with retry_after, and tells the assistant to wait', async () => {
    const result = await mcp.call('search_adverts', {});
    expect(result.isError).toBe(true);
    const [errorText, nextStep] = texts(result);
    expect(JSON.parse(errorText!)).toEqual({ error: { code: 'rate_limited', message: 'too many calls today', retry_after: 3600 } });
    expect(nextStep).toMatch(/retry_after/);
  });
});
