import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Unavailable } from '../domain/errors.js';
import {
  RATE_POLICIES,
  rateLimitExceeded,
  type RateLimitExceeded,
  type RateQuota,
  type RateSubject,
} from '../domain/rate-limit.js';
import type { RateLimiter } from '../ports/rate-limiter.js';

export interface AdmitRequestDeps {
  readonly rateLimiter: RateLimiter;
}

export type AdmitRequestError = RateLimitExceeded | Unavailable;

/** The budgets a request was counted against, tightest first, for the RateLimit headers. */
export interface Admission {
  readonly quotas: readonly RateQuota[];
}

const tightestFirst = (quotas: RateQuota[]): RateQuota[] => [...quotas].sort((a, b) => a.remaining - b.remaining);

/**
 * The spec's request limits: 30 a minute per address without a key; 60 a minute per key, of
 * which at most 10 writes. The one place where a request is refused for its rate.
 */
export function makeAdmitRequest(deps: AdmitRequestDeps) {
  return (subject: RateSubject): ResultAsync<Admission, AdmitRequestError> => {
    if (subject.kind === 'address') {
      return deps.rateLimiter
        .consume(RATE_POLICIES.anonymous, `ip:${subject.address}`)
        .andThen((d) => (d.allowed ? okAsync({ quotas: [d] }) : errAsync(rateLimitExceeded(d))));
    }
    const keySubject = `key:${subject.keyId}`;
    return deps.rateLimiter.consume(RATE_POLICIES.key, keySubject).andThen((all): ResultAsync<Admission, AdmitRequestError> => {
      if (!all.allowed) return errAsync(rateLimitExceeded(all));
      if (!subject.write) return okAsync({ quotas: [all] });
      // A refused write may retry when the writes' window ends: every write also counts for the
      // key, so the key's window opened no later than the writes' and ends no later either.
      return deps.rateLimiter
        .consume(RATE_POLICIES.keyWrites, keySubject)
        .andThen((writes) => (writes.allowed ? okAsync({ quotas: tightestFirst([writes, all]) }) : errAsync(rateLimitExceeded(writes))));
    });
  };
}
