import type { ResultAsync } from 'neverthrow';
import type { CappedOperation, RateLimited } from '../domain/daily-cap.js';
import type { Unavailable } from '../domain/errors.js';

/**
 * Per-user daily allowances (spec Limits: publish, send_message, upload, fill_from_photos).
 * `take` is atomic across processes: parallel takes never hand out more than the cap.
 */
export interface DailyCaps {
  /** Spends one unit of the UTC day of `at`; `rate_limited` with retryAfter when none is left. */
  take(userId: string, operation: CappedOperation, at: Date): ResultAsync<void, RateLimited | Unavailable>;
  /** Returns a unit taken for work that then failed, so a rejected request costs nothing. */
  giveBack(userId: string, operation: CappedOperation, at: Date): ResultAsync<void, Unavailable>;
  /** Units spent so far on the UTC day of `at`. */
  used(userId: string, operation: CappedOperation, at: Date): ResultAsync<number, Unavailable>;
}
