import { createMiddleware } from 'hono/factory';
import type { Context, MiddlewareHandler } from 'hono';
import type { RestDeps } from '../deps.js';
import type { RestEnv } from '../env.js';
import { errorResponse } from '../errors/respond.js';
import { rateLimitFields, type RateQuota } from '@marketplace/core';
import { setAnswerHeader } from '../answer.js';
import { setRateLimitFields as setFields } from '../errors/status.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const nothingNext = async () => {};

/** The quotas' fields, set before the answer is made so that they join it as it is made (answer.ts). */
function setQuotaFields(c: Context, quotas: readonly RateQuota[]): void {
  const fields = rateLimitFields(quotas);
  setAnswerHeader(c, 'RateLimit-Policy', fields.policy);
  setAnswerHeader(c, 'RateLimit', fields.state);
}

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
      if ('quota' in error) setQuotaFields(c, [error.quota]);
      return errorResponse(c, error);
    }
    if (keyRefused) {
      setFields(keyRefused.headers, admitted.value.quotas);
      return keyRefused;
    }
    setQuotaFields(c, admitted.value.quotas);
    return next();
  });
