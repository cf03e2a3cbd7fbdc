import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RestEnv } from '../env.js';
import type { DomainError } from '@marketplace/core';
import { jsonType, setAnswerHeader } from '../http/headers.js';
import { ERROR_STATUS, UNAVAILABLE_RETRY_AFTER_S, type RestErrorCode } from './status.js';

export type RestError = DomainError<RestErrorCode>;

/**
 * A JSON answer whose text is also kept on the context (`answerText`), so that what reads the
 * answer again (an Idempotency-Key's record) need not copy the response and read its stream.
 */
export function jsonAnswer(c: Context<RestEnv>, value: unknown, status: ContentfulStatusCode): Response {
  const text = JSON.stringify(value);
  c.set('answerText', text);
  return c.body(text, status, jsonType());
}

/** Answers a failure in the spec's Error shape, with the status from the one table. */
export function errorResponse(c: Context<RestEnv>, error: RestError): Response {
  const retryAfter =
    error.code === 'rate_limited' && error.retryAfter !== undefined ? Math.max(0, Math.ceil(error.retryAfter)) : undefined;
  if (retryAfter !== undefined) setAnswerHeader(c, 'Retry-After', String(retryAfter));
  // An outage's 503 says when to come back, as the starting phase's does.
  if (error.code === 'unavailable') setAnswerHeader(c, 'Retry-After', String(UNAVAILABLE_RETRY_AFTER_S));
  // A failure must never be served from a cache in place of a later success.
  setAnswerHeader(c, 'Cache-Control', 'no-store');
  setAnswerHeader(c, 'Content-Language', undefined);
  return jsonAnswer(
    c,
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
