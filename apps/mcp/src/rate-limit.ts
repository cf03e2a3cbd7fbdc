import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { rateLimitFields, type RateQuota } from '@marketplace/core';
import type { McpDeps } from './deps.js';

function setFields(headers: Headers, quotas: readonly RateQuota[]): void {
  const fields = rateLimitFields(quotas);
  headers.set('RateLimit-Policy', fields.policy);
  headers.set('RateLimit', fields.state);
}

/**
 * /mcp has no keys: every request counts against the client address's budget, the same one as
 * /api/v1 without a key (spec Limits). A refusal is HTTP 429 in the spec's Error shape with
 * Retry-After, before any JSON-RPC is read: the client's transport sees an HTTP error, as it
 * would from a proxy's limit.
 */
export const limitRequests = (admit: NonNullable<McpDeps['admitRequest']>, clientAddress: (c: Context) => string) =>
  createMiddleware(async (c, next) => {
    const admitted = await admit({ kind: 'address', address: clientAddress(c) });
    if (admitted.isErr()) {
      const error = admitted.error;
      const retryAfter = error.retryAfter;
      const response = c.json(
        {
          error: {
            code: error.code,
            message: error.message,
            ...(retryAfter !== undefined ? { retry_after: retryAfter } : {}),
          },
        },
        error.code === 'rate_limited' ? 429 : 503,
      );
      response.headers.set('Cache-Control', 'no-store');
      if (retryAfter !== undefined) response.headers.set('Retry-After', String(retryAfter));
      if ('quota' in error) setFields(response.headers, [error.quota]);
      return response;
    }
    await next();
    setFields(c.res.headers, admitted.value.quotas);
  });
