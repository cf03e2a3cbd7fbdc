import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { rateLimitFields, type RateQuota } from '@marketplace/core';
import type { RestDeps } from '../deps.js';
import type { RestEnv } from '../env.js';
import { errorResponse } from '../errors/respond.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function setFields(headers: Headers, quotas: readonly RateQuota[]): void {
  const fields = rateLimitFields(quotas);
  headers.set('RateLimit-Policy', fields.policy);
  headers.set('RateLimit', fields.state);
}

/**
 * The spec's request limits on every /api/v1 request, after the key is resolved: a key counts
 * against its own budget (writes also against the write budget), no key against the client
 * address's budget, shared with /mcp. Every answer carries RateLimit-Policy and RateLimit; a
 * refusal is 429 `rate_limited` with `retry_after` and Retry-After.
 */
export const limitRequests = (admit: NonNullable<RestDeps['admitRequest']>, clientAddress: (c: Context) => string) =>
  createMiddleware<RestEnv>(async (c, next) => {
    const principal = c.get('principal');
    const admitted = await admit(
      principal
        ? { kind: 'key', keyId: principal.keyId, write: !READ_METHODS.has(c.req.method) }
        : { kind: 'address', address: clientAddress(c) },
    );
    if (admitted.isErr()) {
      const error = admitted.error;
      const response = errorResponse(c, error);
      if ('quota' in error && error.quota) setFields(response.headers, [error.quota as RateQuota]);
      return response;
    }
    await next();
    setFields(c.res.headers, admitted.value.quotas);
  });
