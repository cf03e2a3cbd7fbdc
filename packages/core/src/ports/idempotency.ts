import type { ResultAsync } from 'neverthrow';
import type { Unavailable } from '../domain/errors.js';
import type { IdempotencyClaim, StoredAnswer } from '../domain/idempotency.js';

/**
 * Idempotency keys of one user's writes. `claim` is atomic across processes: of any number of
 * parallel requests with one key, exactly one is told `first`. A key older than the window is
 * free again. `fingerprint` identifies the request (method, path, query and body).
 */
export interface IdempotencyRecords {
  claim(userId: string, key: string, fingerprint: string, at: Date): ResultAsync<IdempotencyClaim, Unavailable>;
  /** Keeps the answer of the first request for replays. */
  save(userId: string, key: string, answer: StoredAnswer): ResultAsync<void, Unavailable>;
  /** Frees the key of a first request that failed without an answer worth keeping (5xx). */
  release(userId: string, key: string): ResultAsync<void, Unavailable>;
  /** Deletes the keys past the window at `at`; the number deleted. */
  purge(at: Date): ResultAsync<number, Unavailable>;
}
