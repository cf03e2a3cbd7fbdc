import type { ResultAsync } from 'neverthrow';
import type { Unavailable } from '../domain/errors.js';
import type { RateDecision, RatePolicy } from '../domain/rate-limit.js';

/**
 * Fixed-window request counters. `consume` counts one request of `subject` under `policy` and
 * tells whether it is within the budget; counting is atomic in the store, so processes sharing a
 * store share the budget. A refused request is counted too (it does not move the window's end).
 */
export interface RateLimiter {
  consume(policy: RatePolicy, subject: string): ResultAsync<RateDecision, Unavailable>;
}
