export { FlexibleRateLimiter, memoryCounters, type CounterOptions, type PolicyCounterFactory } from './flexible-rate-limiter.js';
export { postgresCounters, redisStore, type RedisStore } from './stores.js';
