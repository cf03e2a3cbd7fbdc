import { ResultAsync } from 'neverthrow';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  unavailable,
  wholeSecondsFromMs,
  type RateDecision,
  type RateLimiter,
  type RatePolicy,
  type Unavailable,
} from '@marketplace/core';

/** Options of the rate-limiter-flexible counter of one policy. */
export interface CounterOptions {
  readonly keyPrefix: string;
  readonly points: number;
  readonly duration: number;
}

/** Builds the counter of one policy in a store (memory, PostgreSQL or Redis). */
export type PolicyCounterFactory = (options: CounterOptions) => RateLimiterAbstract;

const decision = (policy: RatePolicy, res: RateLimiterRes): RateDecision => ({
  policy,
  allowed: res.consumedPoints <= policy.limit,
  remaining: Math.max(0, policy.limit - res.consumedPoints),
  resetSeconds: wholeSecondsFromMs(res.msBeforeNext),
});

/**
 * The `RateLimiter` port over rate-limiter-flexible: one fixed-window counter per policy, keyed
 * `rl:<policy>:<subject>` in the store. A refused request rejects with a RateLimiterRes, which is
 * an answer; any other rejection is the store failing (its insurance limiter failing too).
 */
export class FlexibleRateLimiter implements RateLimiter {
  private readonly counters = new Map<string, RateLimiterAbstract>();

  /** `onStoreFailure`: told when the store fails (the composition root logs it); the request is then unavailable. */
  constructor(
    private readonly makeCounter: PolicyCounterFactory,
    private readonly onStoreFailure: (policy: string, error: unknown) => void = () => {},
  ) {}

  private counter(policy: RatePolicy): RateLimiterAbstract {
    let counter = this.counters.get(policy.name);
    if (!counter) {
      counter = this.makeCounter({ keyPrefix: `rl:${policy.name}`, points: policy.limit, duration: policy.windowSeconds });
      this.counters.set(policy.name, counter);
    }
    return counter;
  }

  consume(policy: RatePolicy, subject: string): ResultAsync<RateDecision, Unavailable> {
    const counted = this.counter(policy)
      .consume(subject)
      .catch((rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return rejection;
        throw rejection;
      });
    return ResultAsync.fromPromise(counted, (error) => {
      this.onStoreFailure(policy.name, error);
      return unavailable('the rate-limit store is not available; retry later');
    }).map((res) => decision(policy, res));
  }
}

/** One process: counters in this process's memory. */
export const memoryCounters: PolicyCounterFactory = (options) => new RateLimiterMemory({ ...options });
