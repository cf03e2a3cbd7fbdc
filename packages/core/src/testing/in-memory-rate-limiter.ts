import { okAsync, type ResultAsync } from 'neverthrow';
import { wholeSecondsFromMs, type RateDecision, type RatePolicy } from '../domain/rate-limit.js';
import type { Unavailable } from '../domain/errors.js';
import type { Clock } from '../ports/clock.js';
import type { RateLimiter } from '../ports/rate-limiter.js';

/** Fixed windows in a map, on a given clock, for unit tests (the memory adapter serves one process). */
export class InMemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly clock: Clock) {}

  consume(policy: RatePolicy, subject: string): ResultAsync<RateDecision, Unavailable> {
    const now = this.clock.now().getTime();
    const id = `${policy.name}:${subject}`;
    const current = this.windows.get(id);
    const window = current && current.endsAt > now ? current : { count: 0, endsAt: now + policy.windowSeconds * 1000 };
    window.count += 1;
    this.windows.set(id, window);
    return okAsync({
      policy,
      allowed: window.count <= policy.limit,
      remaining: Math.max(0, policy.limit - window.count),
      resetSeconds: wholeSecondsFromMs(window.endsAt - now),
    });
  }
}
