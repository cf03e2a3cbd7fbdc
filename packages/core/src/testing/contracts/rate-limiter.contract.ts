import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RatePolicy } from '../../domain/rate-limit.js';
import type { RateLimiter } from '../../ports/rate-limiter.js';

let policies = 0;
/** A policy of its own for each case, so that stores shared by the cases start empty for it. */
const policy = (limit: number, windowSeconds = 60): RatePolicy => ({ name: `contract_${(policies++).toString(36)}`, limit, windowSeconds });

/**
 * What every `RateLimiter` must do: a fixed window per policy and subject, counting down to the
 * limit and refusing past it until the window ends, never more than the limit to parallel requests.
 * It runs against `InMemoryRateLimiter` and rate-limiter-flexible over memory, PostgreSQL and Redis
 * (`apps/server/test/limits`). The limiter must count on real time: the window's end is waited for.
 */
export function describeRateLimiterContract(name: string, make: () => RateLimiter): void {
  describe(`RateLimiter contract: ${name}`, () => {
    let limiter: RateLimiter;
    beforeAll(() => {
      limiter = make();
    });

    it('allows the limit, counting down, then refuses until the window ends', async () => {
      const p = policy(3);
      const decisions = [];
      for (let i = 0; i < 5; i++) decisions.push((await limiter.consume(p, 'a'))._unsafeUnwrap());
      expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([
        [true, 2],
        [true, 1],
        [true, 0],
        [false, 0],
        [false, 0],
      ]);
      for (const d of decisions) {
        expect(d.policy).toBe(p);
        expect(Number.isInteger(d.resetSeconds)).toBe(true);
        expect(d.resetSeconds).toBeGreaterThanOrEqual(1);
        expect(d.resetSeconds).toBeLessThanOrEqual(60);
      }
    });

    it('keeps subjects and policies apart', async () => {
      const p = policy(1);
      const q = policy(1);
      expect((await limiter.consume(p, 'a'))._unsafeUnwrap().allowed).toBe(true);
      expect((await limiter.consume(p, 'a'))._unsafeUnwrap().allowed).toBe(false);
      expect((await limiter.consume(p, 'b'))._unsafeUnwrap().allowed).toBe(true);
      expect((await limiter.consume(q, 'a'))._unsafeUnwrap().allowed).toBe(true);
    });

    it('never allows more than the limit to parallel requests', async () => {
      const p = policy(10);
      const decisions = await Promise.all(Array.from({ length: 25 }, () => limiter.consume(p, 'a')));
      expect(decisions.filter((d) => d._unsafeUnwrap().allowed)).toHaveLength(10);
    });

    it('allows again once the window has ended, the one request of a new window', async () => {
      const p = policy(1, 1);
      expect((await limiter.consume(p, 'a'))._unsafeUnwrap().allowed).toBe(true);
      expect((await limiter.consume(p, 'a'))._unsafeUnwrap()).toMatchObject({ allowed: false, resetSeconds: 1 });
      // Asked until the window ends (a refused request counts in its window, not the next one).
      const next = await vi.waitFor(
        async () => {
          const decision = (await limiter.consume(p, 'a'))._unsafeUnwrap();
          expect(decision.allowed).toBe(true);
          return decision;
        },
        { timeout: 5_000, interval: 50 },
      );
      expect(next).toMatchObject({ allowed: true, remaining: 0 });
    });
  });
}
