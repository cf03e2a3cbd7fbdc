import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { invalidArguments, isIdempotencyKey, type Clock, type IdempotencyRecords, type StoredAnswer } from '@marketplace/core';
import type { RestEnv } from '../env.js';
import { errorResponse } from '../errors/respond.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** How long a repeat waits for the first request with its key to finish before it gives up. */
const WAIT_MS = 10_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}

function replay(c: Context<RestEnv>, answer: StoredAnswer): Response {
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Idempotent-Replayed': 'true' },
  });
}

/**
 * Owner writes with an `Idempotency-Key` header (decision 0021): the first request with a key
 * does the work and its answer is kept 24 hours; a repeat with the same method, path, query and
 * body gets that answer again without the work being done twice, and one that arrives while the
 * first is still running waits for it. The same key with a different request is 409
 * `idempotency_key_reused`. A 5xx answer is not kept, so a retry can succeed. Without the
 * header a write is served as usual.
 */
export const idempotentWrites = (records: IdempotencyRecords, clock: Clock) =>
  createMiddleware<RestEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return next();
    if (!isIdempotencyKey(key)) {
      return errorResponse(c, invalidArguments(IDEMPOTENCY_HEADER, 'Idempotency-Key must be 1 to 255 visible ASCII characters'));
    }
    const principal = c.get('principal');
    if (principal === null) throw new Error('idempotentWrites is routed without requireKey');
    const url = new URL(c.req.url);
    const fingerprint = await sha256(`${c.req.method}\n${url.pathname}${url.search}\n${await c.req.text()}`);

    for (let waited = 0; ; waited += POLL_MS) {
      const claim = await records.claim(principal.userId, key, fingerprint, clock.now());
      if (claim.isErr()) return errorResponse(c, claim.error);
      const outcome = claim.value;
      if (outcome.kind === 'first') break;
      if (outcome.kind === 'replay') return replay(c, outcome.answer);
      if (outcome.kind === 'mismatch') {
        return errorResponse(c, {
          code: 'idempotency_key_reused',
          message: 'this Idempotency-Key was used in the last 24 hours for a different request; use a new key',
        });
      }
      if (waited >= WAIT_MS) {
        return errorResponse(c, {
          code: 'idempotency_in_progress',
          message: 'the first request with this Idempotency-Key is still running; retry later',
        });
      }
      await sleep(POLL_MS);
    }

    await next();
    if (c.error !== undefined || c.res.status >= 500) {
      await records.release(principal.userId, key);
      return;
    }
    const saved = await records.save(principal.userId, key, { status: c.res.status, body: await c.res.clone().text() });
    // The work is done and answered; a key that could not be kept only loses its replay.
    if (saved.isErr()) await records.release(principal.userId, key);
  });
