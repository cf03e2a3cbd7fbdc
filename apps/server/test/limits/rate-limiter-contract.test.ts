import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import type { RateLimiter } from '@marketplace/core';
import { describeRateLimiterContract } from '@marketplace/core/contracts';
import { InMemoryRateLimiter } from '@marketplace/core/testing';
import { FlexibleRateLimiter, memoryCounters, postgresCounters, redisStore, type RedisStore } from '@marketplace/adapters-rate-limit';
import { tables } from '@marketplace/adapters-postgres';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { freePort, startProcess, stopProcess } from '../support/server-process.js';

/**
 * Core's RateLimiter contract (`@marketplace/core/contracts`, exported with the others) for every
 * RateLimiter: the in-memory fake of the core, and rate-limiter-flexible over memory, PostgreSQL
 * and Redis. So the fake other teams test with cannot drift from the stores.
 */

let testDatabase: TestDatabase;
let redis: ChildProcess;
let redisUrl: string;
let stores: RedisStore[] = [];
beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const port = await freePort();
  redis = await startProcess(
    '/usr/bin/redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { PATH: process.env.PATH },
    /Ready to accept connections/,
  );
  redisUrl = `redis://127.0.0.1:${port}`;
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  stores = [];
  await stopProcess(redis);
  await testDatabase.drop();
});

const realClock = { now: () => new Date() };

const LIMITERS: [string, () => RateLimiter][] = [
  ['InMemoryRateLimiter (core testing)', () => new InMemoryRateLimiter(realClock)],
  ['rate-limiter-flexible, memory', () => new FlexibleRateLimiter(memoryCounters)],
  ['rate-limiter-flexible, PostgreSQL', () => new FlexibleRateLimiter(postgresCounters(testDatabase.database.db, tables.rateLimits))],
  [
    'rate-limiter-flexible, Redis',
    () => {
      const store = redisStore(redisUrl);
      stores.push(store);
      return new FlexibleRateLimiter(store.counters);
    },
  ],
];

for (const [name, make] of LIMITERS) describeRateLimiterContract(name, make);
