import type { Context } from 'hono';
import { answer } from '../answer.js';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { RestEnv } from '../env.js';
import type { DomainError } from '@marketplace/core';
import { ERROR_STATUS, UNAVAILABLE_RETRY_AFTER_S, type RestErrorCode } from './status.js';

export type RestError = DomainError<RestErrorCode>;

const NOT_STORED = { 'cache-control': 'no-store' } as const;

/**
 * A JSON answer whose text is also kept on the context (`answerText`), so that what reads the
 * answer again (an Idempotency-Key's record) need not copy the response and read its stream.
 * `headers` by lower-case name, beside those middleware set (`setAnswerHeader`).
 */
export function jsonAnswer(
  c: Context<RestEnv>,
  value: unknown,
  status: ContentfulStatusCode,
  headers: Readonly<Record<string, string>>,
): Response {
  const text = JSON.stringify(value);
  c.set('answerText', text);
  return answer(c, text, status, { 'content-type': 'application/json', ...headers });
}

/** Answers a failure in the spec's Error shape, with the status from the one table. */
export function errorResponse(c: Context<RestEnv>, error: RestError): Response {
  const retryAfter =
    error.code === 'rate_limited' && error.retryAfter !== undefined ? Math.max(0, Math.ceil(error.retryAfter)) : undefined;
  // An outage's 503 says when to come back, as the starting phase's does.
  const retryAfterHeader = retryAfter ?? (error.code === 'unavailable' ? UNAVAILABLE_RETRY_AFTER_S : undefined);
  // A failure must never be served from a cache in place of a later success.
  const headers = retryAfterHeader === undefined ? NOT_STORED : { ...NOT_STORED, 'retry-after': String(retryAfterHeader) };
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
    headers,
  );
}
