import type { Context } from 'hono';
import type { DomainError } from '@marketplace/core';
import { ERROR_STATUS, UNAVAILABLE_RETRY_AFTER_S, type RestErrorCode } from './status.js';

export type RestError = DomainError<RestErrorCode>;

/** Answers a failure in the spec's Error shape, with the status from the one table. */
export function errorResponse(c: Context, error: RestError): Response {
  const retryAfter =
    error.code === 'rate_limited' && error.retryAfter !== undefined ? Math.max(0, Math.ceil(error.retryAfter)) : undefined;
  if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
  // An outage's 503 says when to come back, as the starting phase's does.
  if (error.code === 'unavailable') c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
  // A failure must never be served from a cache in place of a later success.
  c.header('Cache-Control', 'no-store');
  c.header('Content-Language', undefined);
  return c.json(
    {
      error: {
        code: error.code,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...(retryAfter !== undefined ? { retry_after: retryAfter } : {}),
      },
    },
    ERROR_STATUS[error.code],
  );
}
