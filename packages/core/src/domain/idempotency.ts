import { HOUR_MS } from './time.js';

/** How long the first answer to an Idempotency-Key is kept and replayed (24 hours). */
export const IDEMPOTENCY_WINDOW_MS = 24 * HOUR_MS;

/**
 * A first request still unanswered after this long is taken to have died with its process (owner
 * writes give up on the owner's lock after 10 s); a repeat may then claim the key and do the work.
 */
export const IDEMPOTENCY_STALE_CLAIM_MS = 60_000;

/** An Idempotency-Key: 1 to 255 visible ASCII characters (a UUID is the usual choice). */
export const isIdempotencyKey = (value: string): boolean => /^[\x21-\x7e]{1,255}$/.test(value);

/** The answer given to the first request with a key, as it is replayed. */
export interface StoredAnswer {
  readonly status: number;
  /** The JSON body as sent. */
  readonly body: string;
}

/**
 * What a request with a key may do: it is the first (do the work, then `save` or `release`), it
 * repeats a finished one (replay its answer), the first is still running, or the key was used
 * for a different request.
 */
export type IdempotencyClaim =
  | { readonly kind: 'first' }
  | { readonly kind: 'replay'; readonly answer: StoredAnswer }
  | { readonly kind: 'in_progress' }
  | { readonly kind: 'mismatch' };
