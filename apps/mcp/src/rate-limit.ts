import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { setRateLimitFields as setFields } from '@marketplace/rest/errors';
import type { McpDeps } from './deps.js';
import { httpRefusal } from './tool-errors.js';

/**
 * /mcp has no keys: every request counts against the client address's budget, the same one as
 * /api/v1 without a key (spec Limits). A refusal is answered in HTTP (429 with Retry-After, or
 * 503; the table is in tool-errors.ts) before any JSON-RPC is read: the client's transport sees
 * an HTTP error, as it would from a proxy's limit.
 */
export const limitRequests = (admit: NonNullable<McpDeps['admitRequest']>, clientAddress: (c: Context) => string) =>
  createMiddleware(async (c, next) => {
    const admitted = await admit({ kind: 'address', address: clientAddress(c) });
    if (admitted.isErr()) {
      const response = httpRefusal(c, admitted.error);
      if ('quota' in admitted.error) setFields(c, [admitted.error.quota], response);
      return response;
    }
    await next();
    setFields(c, admitted.value.quotas);
  });
