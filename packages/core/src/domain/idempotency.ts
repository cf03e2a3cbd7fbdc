import { HOUR_MS } from './time.js';

/** How long the first answer to an Idempotency-Key is kept and replayed (24 hours). */
export const IDEMPOTENCY_WINDOW_MS = 24 * HOUR_MS;

/**
 * A claim is part of its request's transaction and vanishes with it, so a committed key without
 * an answer can only be left by a version that claimed keys in a transaction of their own: one
 * this old is taken to have died with its process and may be claimed again.
 */
export const IDEMPOTENCY_STALE_CLAIM_MS = 60_000;

/** How long a repeat waits for the first request with its key to finish before `in_progress`. */
export const IDEMPOTENCY_WAIT_MS = 10_000;

/** An Idempotency-Key: 1 to 255 visible ASCII characters (a UUID is the usual choice). */
export const isIdempotencyKey = (value: string): boolean => /^[\x21-\x7e]{1,255}$/.test(value);

/** The answer given to the first request with a key, as it is replayed. */
export interface StoredAnswer {
  readonly status: number;
  /** The JSON body as sent. */
  readonly body: string;
}

/**
 * What became of a request with a key: its work ran (its answer, kept or not, is the one it
 * made), it repeats a finished one (replay the kept answer), the first is still running past
 * the wait, or the key was used for a different request.
 */
export type IdempotencyOutcome =
  | { readonly kind: 'ran' }
  | { readonly kind: 'replay'; readonly answer: StoredAnswer }
  | { readonly kind: 'in_progress' }
  | { readonly kind: 'mismatch' };
