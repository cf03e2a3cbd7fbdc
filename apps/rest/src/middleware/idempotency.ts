import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { invalidArguments, isIdempotencyKey, type Clock, type IdempotencyRecords, type StoredAnswer } from '@marketplace/core';
import type { RestEnv } from '../env.js';
import { errorResponse } from '../errors/respond.js';
import { bodyText } from '../errors/client-left.js';
import { jsonType, requestHeader, setAnswerHeader } from '../http/headers.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const IDEMPOTENCY_HEADER_KEY = 'idempotency-key' satisfies Lowercase<typeof IDEMPOTENCY_HEADER>;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The kept answer again, made by the context so that it carries what middleware set for every
 * answer (the request id, Vary; a bare Response would go out without them).
 */
function replay(c: Context<RestEnv>, answer: StoredAnswer): Response {
  setAnswerHeader(c, 'Cache-Control', 'no-store');
  setAnswerHeader(c, 'Idempotent-Replayed', 'true');
  return c.body(answer.body, answer.status as ContentfulStatusCode, jsonType());
}

/**
 * Owner writes with an `Idempotency-Key` header (decisions 0021 and 0030-exactly-once-writes):
 * the first request with a key does the work, and its answer is kept 24 hours in the same
 * transaction as the work's effects, so a crash leaves both or neither; a repeat with the same
 * method, path, query and body gets that answer again without the work being done twice, and one
 * that arrives while the first is still running waits for it. The same key with a different
 * request is 409 `idempotency_key_reused`. A 5xx answer is not kept and its effects are rolled
 * back, so a retry runs the work once. Without the header a write is served as usual.
 */
export const idempotentWrites = (records: IdempotencyRecords, clock: Clock) =>
  createMiddleware<RestEnv>(async (c, next) => {
    const key = requestHeader(c, IDEMPOTENCY_HEADER_KEY);
    if (key === undefined) return next();
    if (!isIdempotencyKey(key)) {
      return errorResponse(c, invalidArguments(IDEMPOTENCY_HEADER, 'Idempotency-Key must be 1 to 255 visible ASCII characters'));
    }
    const principal = c.get('principal');
    if (principal === null) throw new Error('idempotentWrites is routed without requireKey');
    const url = new URL(c.req.url);
    const fingerprint = sha256(`${c.req.method}\n${url.pathname}${url.search}\n${await bodyText(c)}`);

    const outcome = await records.once(principal.userId, key, fingerprint, clock.now(), async () => {
      await next();
      if (c.error !== undefined || c.res.status >= 500) return null;
      return { status: c.res.status, body: c.get('answerText') ?? (await c.res.clone().text()) };
    });
    // The commit failed or its outcome is unknown: a retry with the key replays or runs once.
    // Set, not returned: after next() Hono keeps the handler's answer otherwise.
    if (outcome.isErr()) {
      c.res = errorResponse(c, outcome.error);
      return;
    }
    switch (outcome.value.kind) {
      case 'ran':
        return;
      case 'replay':
        return replay(c, outcome.value.answer);
      case 'mismatch':
        return errorResponse(c, {
          code: 'idempotency_key_reused',
          message: 'this Idempotency-Key was used in the last 24 hours for a different request; use a new key',
        });
      case 'in_progress':
        return errorResponse(c, {
          code: 'idempotency_in_progress',
          message: 'the first request with this Idempotency-Key is still running; retry later',
        });
    }
  });
