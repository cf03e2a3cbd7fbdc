import type { ResultAsync } from 'neverthrow';
import type { Unavailable } from '../domain/errors.js';
import type { IdempotencyOutcome, StoredAnswer } from '../domain/idempotency.js';

/**
 * Idempotency keys of one user's writes. `once` is atomic across processes: of any number of
 * parallel requests with one key, exactly one runs its work. A key older than the window is free
 * again. `fingerprint` identifies the request (method, path, query and body).
 */
export interface IdempotencyRecords {
  /**
   * Claims the key and runs `work` once for it, as one unit with the key's record: the effects
   * `work` makes in the database and the answer it returns commit together, so that a crash at
   * any moment leaves both or neither (a claim of a process that died is gone with its
   * transaction). `work` returning null (a 5xx: nothing worth keeping) rolls its effects back and
   * frees the key. A repeat gets the kept answer (`replay`); one that arrives while the first is
   * still running waits for it, up to a bound (then `in_progress`).
   */
  once(
    userId: string,
    key: string,
    fingerprint: string,
    at: Date,
    work: () => Promise<StoredAnswer | null>,
  ): ResultAsync<IdempotencyOutcome, Unavailable>;
  /** Deletes the keys past the window at `at`; the number deleted. */
  purge(at: Date): ResultAsync<number, Unavailable>;
}
