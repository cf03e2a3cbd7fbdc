import { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import type { PolicyCounterFactory } from './flexible-rate-limiter.js';

/**
 * Shared stores for several processes. Each counter has an in-memory insurance counter: while the
 * shared store fails, this process goes on limiting on its own rather than letting everything
 * through or refusing everything (each process then allows the whole budget: see decision 0019).
 */

/**
 * PostgreSQL through Drizzle: `db` is the drizzle database and `table` the `rate_limits` table
 * of @marketplace/adapters-postgres (handed in by the composition root; this package does not
 * depend on the schema's package).
 */
export const postgresCounters =
  (db: object, table: object): PolicyCounterFactory =>
  (options) =>
    new RateLimiterDrizzle({
      ...options,
      storeClient: db,
      schema: table,
      insuranceLimiter: new RateLimiterMemory({ ...options }),
    });

export interface RedisStore {
  readonly counters: PolicyCounterFactory;
  close(): Promise<void>;
}

/** Redis at `url` (redis://host:port/db); one connection for every counter. */
export function redisStore(url: string, onError: (error: Error) => void = () => {}): RedisStore {
  // No offline queue: while Redis is away a count fails at once and the insurance counter answers.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  client.on('error', onError);
  return {
    counters: (options) =>
      new RateLimiterRedis({
        ...options,
        storeClient: client,
        insuranceLimiter: new RateLimiterMemory({ ...options }),
      }),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
