import { createMiddleware } from 'hono/factory';
import type { Context, MiddlewareHandler } from 'hono';
import type { RestDeps } from '../deps.js';
import type { RestEnv } from '../env.js';
import { errorResponse } from '../errors/respond.js';
import { setRateLimitFields as setFields } from '../errors/status.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const nothingNext = async () => {};

/**
 * The spec's request limits on every /api/v1 request. The key is resolved first: a valid key
 * counts against its own budget (writes also against the write budget); no key, or a key that is
 * refused, counts against the client address's budget, shared with /mcp, so guessing keys costs
 * like any other request. Every answer carries RateLimit-Policy and RateLimit; a refusal is 429
 * `rate_limited` with `retry_after` and Retry-After.
 */
export const limitRequests = (
  admit: NonNullable<RestDeps['admitRequest']>,
  clientAddress: (c: Context) => string,
  authenticate: MiddlewareHandler<RestEnv>,
) =>
  createMiddleware<RestEnv>(async (c, next) => {
    const keyRefused = await authenticate(c, nothingNext);
    const principal = keyRefused ? null : c.get('principal');
    const admitted = await admit(
      principal
        ? { kind: 'key', keyId: principal.keyId, write: !READ_METHODS.has(c.req.method) }
        : { kind: 'address', address: clientAddress(c) },
    );
    if (admitted.isErr()) {
      const error = admitted.error;
      const response = errorResponse(c, error);
      if ('quota' in error) setFields(c, [error.quota], response);
      return response;
    }
    if (keyRefused) {
      setFields(c, admitted.value.quotas, keyRefused);
      return keyRefused;
    }
    await next();
    setFields(c, admitted.value.quotas);
  });
