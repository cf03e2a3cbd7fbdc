import type { RateLimited } from './daily-cap.js';

/** A request budget: at most `limit` requests per `windowSeconds` for one subject. */
export interface RatePolicy {
  /** Names the counter and the policy in the RateLimit headers (a token: letters, digits, _). */
  readonly name: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/** The spec's request limits (Limits): per address without a key, per key, and per key for writes. */
export const RATE_POLICIES = {
  anonymous: { name: 'anonymous', limit: 30, windowSeconds: 60 },
  key: { name: 'key', limit: 60, windowSeconds: 60 },
  keyWrites: { name: 'key_writes', limit: 10, windowSeconds: 60 },
} as const satisfies Record<string, RatePolicy>;

/** One policy's budget of one subject after a request was counted. */
export interface RateQuota {
  readonly policy: RatePolicy;
  /** Requests still allowed in the current window. */
  readonly remaining: number;
  /** Whole seconds until the window ends and the budget is full again (at least 1). */
  readonly resetSeconds: number;
}

/** The outcome of counting one request under one policy. */
export interface RateDecision extends RateQuota {
  readonly allowed: boolean;
}

/** A request refused by a rate policy: `retryAfter` is the whole seconds until one would pass. */
export type RateLimitExceeded = RateLimited & { readonly quota: RateQuota };

export const rateLimitExceeded = (quota: RateQuota): RateLimitExceeded => ({
  code: 'rate_limited',
  message: `more than ${quota.policy.limit} requests in ${quota.policy.windowSeconds} seconds (${quota.policy.name}); retry in ${quota.resetSeconds} seconds`,
  retryAfter: quota.resetSeconds,
  quota,
});

/** Whole seconds for a wait given in milliseconds, rounded up so that a retry then passes (at least 1). */
export const wholeSecondsFromMs = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

/**
 * Who a request is counted against: an address without a key (REST and MCP together), or a key,
 * whose writes also count against the write budget.
 */
export type RateSubject =
  | { readonly kind: 'address'; readonly address: string }
  | { readonly kind: 'key'; readonly keyId: string; readonly write: boolean };

/**
 * The standard rate-limit fields (IETF httpapi-ratelimit-headers, draft 09+): `RateLimit-Policy`
 * lists the budgets a request counts against (`q` requests per `w` seconds), `RateLimit` what is
 * left of each (`r` requests, `t` seconds until the window ends). Structured-field lists.
 */
export function rateLimitFields(quotas: readonly RateQuota[]): { readonly policy: string; readonly state: string } {
  return {
    policy: quotas.map((q) => `"${q.policy.name}";q=${q.policy.limit};w=${q.policy.windowSeconds}`).join(', '),
    state: quotas.map((q) => `"${q.policy.name}";r=${q.remaining};t=${q.resetSeconds}`).join(', '),
  };
}
