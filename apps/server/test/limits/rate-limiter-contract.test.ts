import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter, RatePolicy } from '@marketplace/core';
import { InMemoryRateLimiter } from '@marketplace/core/testing';
import { FlexibleRateLimiter, memoryCounters, postgresCounters, redisStore, type RedisStore } from '@marketplace/adapters-rate-limit';
import { tables } from '@marketplace/adapters-postgres';
import { createTestDatabase, type TestDatabase } from '@marketplace/testkit';
import { freePort, startProcess, stopProcess } from '../support/server-process.js';

/**
 * One contract for every RateLimiter: the in-memory fake of the core, and rate-limiter-flexible
 * over memory, PostgreSQL and Redis. So the fake other teams test with cannot drift from the stores.
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

/** A policy of its own for each test, so that stores shared by the tests start empty for it. */
const policy = (limit: number, windowSeconds = 60): RatePolicy => ({
  name: `contract_${randomBytes(4).toString('hex')}`,
  limit,
  windowSeconds,
});

describe.each(LIMITERS)('%s', (_, make) => {
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

  it('allows again once the window has ended', async () => {
    const p = policy(1, 1);
    expect((await limiter.consume(p, 'a'))._unsafeUnwrap().allowed).toBe(true);
    const refused = (await limiter.consume(p, 'a'))._unsafeUnwrap();
    expect(refused).toMatchObject({ allowed: false, resetSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limiter.consume(p, 'a'))._unsafeUnwrap()).toMatchObject({ allowed: true, remaining: 0 });
  });
});
