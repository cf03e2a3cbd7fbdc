import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { makeAccountAdmin } from '@marketplace/core';
import { FixedClock } from '@marketplace/core/testing';
import { createPgliteDatabase, createTestDatabase } from '../src/testing/index.js';
import { cryptoSecrets, DrizzleAccounts, DrizzleDailyCaps, DrizzleIdempotencyRecords, randomIds, type Database } from '../src/index.js';

/**
 * `DrizzleIdempotencyRecords.once` (decision 0030-exactly-once-writes): the work's effects made
 * through the same database handle (here a daily-cap unit) commit with the kept answer or not at
 * all, and a repeat of a running first waits for it on the key itself.
 */

const at = new Date('2026-03-01T12:00:00.000Z');

describe.each([
  ['PostgreSQL', 'postgres'],
  ['PGlite', 'pglite'],
] as const)('idempotency records on %s', (_name, engine) => {
  let database: Database;
  let drop: () => Promise<void>;
  let records: DrizzleIdempotencyRecords;
  let caps: DrizzleDailyCaps;
  let userId: string;

  beforeAll(async () => {
    if (engine === 'postgres') {
      const test = await createTestDatabase();
      database = test.database;
      drop = () => test.drop();
    } else {
      database = await createPgliteDatabase();
      drop = () => database.close();
    }
    const admin = makeAccountAdmin({ accounts: new DrizzleAccounts(database), ids: randomIds, secrets: cryptoSecrets, clock: new FixedClock(at) });
    userId = (await admin.createUser({ email: 'keys@example.com', name: 'Key Tester' }))._unsafeUnwrap().id;
    records = new DrizzleIdempotencyRecords(database);
    caps = new DrizzleDailyCaps(database);
  });
  afterAll(async () => drop?.());

  const used = async () => (await caps.used(userId, 'send_message', at))._unsafeUnwrap();

  it('commits the effects of the work with its answer, and replays without running the work again', async () => {
    const before = await used();
    let runs = 0;
    const work = async () => {
      runs += 1;
      (await caps.take(userId, 'send_message', at))._unsafeUnwrap();
      return { status: 200, body: '{"sent":true}' };
    };
    expect((await records.once(userId, 'kept', 'f1', at, work))._unsafeUnwrap()).toEqual({ kind: 'ran' });
    expect((await records.once(userId, 'kept', 'f1', at, work))._unsafeUnwrap()).toEqual({
      kind: 'replay',
      answer: { status: 200, body: '{"sent":true}' },
    });
    expect((await records.once(userId, 'kept', 'other', at, work))._unsafeUnwrap()).toEqual({ kind: 'mismatch' });
    expect(runs).toBe(1);
    expect(await used()).toBe(before + 1);
  });

  it('rolls back the effects and frees the key when the work keeps no answer (a 5xx)', async () => {
    const before = await used();
    const failing = async () => {
      (await caps.take(userId, 'send_message', at))._unsafeUnwrap();
      return null;
    };
    expect((await records.once(userId, 'failed', 'f1', at, failing))._unsafeUnwrap()).toEqual({ kind: 'ran' });
    expect(await used()).toBe(before);
    const retry = await records.once(userId, 'failed', 'f1', at, async () => ({ status: 200, body: '{}' }));
    expect(retry._unsafeUnwrap()).toEqual({ kind: 'ran' });
  });

  it('commits nothing when the answer cannot be kept: neither the effects nor the key', async () => {
    // On PostgreSQL the answer goes out with the COMMIT, which then rolls back without an error.
    const before = await used();
    const unkeepable = async () => {
      (await caps.take(userId, 'send_message', at))._unsafeUnwrap();
      return { status: 70_000, body: '{}' };
    };
    await expect(records.once(userId, 'unkeepable', 'f1', at, unkeepable)).rejects.toThrow();
    expect(await used()).toBe(before);
    const retry = await records.once(userId, 'unkeepable', 'f1', at, async () => ({ status: 200, body: '{}' }));
    expect(retry._unsafeUnwrap()).toEqual({ kind: 'ran' });
  });

  it('rolls back the effects and frees the key when the work throws', async () => {
    const before = await used();
    const throwing = async (): Promise<null> => {
      (await caps.take(userId, 'send_message', at))._unsafeUnwrap();
      throw new Error('a bug');
    };
    await expect(records.once(userId, 'thrown', 'f1', at, throwing)).rejects.toThrow('a bug');
    expect(await used()).toBe(before);
    expect((await records.once(userId, 'thrown', 'f1', at, async () => ({ status: 200, body: '{}' })))._unsafeUnwrap()).toEqual({ kind: 'ran' });
  });
});

describe('a repeat of a running first request on PostgreSQL', () => {
  let test: Awaited<ReturnType<typeof createTestDatabase>>;
  let records: DrizzleIdempotencyRecords;
  let userId: string;
  beforeAll(async () => {
    test = await createTestDatabase();
    const admin = makeAccountAdmin({ accounts: new DrizzleAccounts(test.database), ids: randomIds, secrets: cryptoSecrets, clock: new FixedClock(at) });
    userId = (await admin.createUser({ email: 'waits@example.com', name: 'Waiter' }))._unsafeUnwrap().id;
    records = new DrizzleIdempotencyRecords(test.database);
  });
  afterAll(async () => test?.drop());

  /** The first request's work: it signals that it runs (the key is claimed), then waits for the gate. */
  const holdUntil = (gate: Promise<void>, running: () => void) => async () => {
    running();
    await gate;
    return { status: 200, body: '{"first":true}' };
  };
  const signal = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  };
  /** Resolves once a session of this database waits on a lock: the repeat waiting for the first. */
  const repeatWaits = () =>
    vi.waitFor(
      async () => {
        const [row] = await test.database.query(sql`
          select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`);
        expect(Number(row!.waiting)).toBeGreaterThan(0);
      },
      { timeout: 5_000, interval: 20 },
    );

  it('waits for the first and replays its answer', async () => {
    const gate = signal();
    const running = signal();
    const first = records.once(userId, 'waited', 'f1', at, holdUntil(gate.promise, running.resolve));
    await running.promise;
    let repeatRan = false;
    const repeat = records.once(userId, 'waited', 'f1', at, async () => {
      repeatRan = true;
      return { status: 200, body: '{}' };
    });
    await repeatWaits();
    gate.resolve();
    expect((await first)._unsafeUnwrap()).toEqual({ kind: 'ran' });
    expect((await repeat)._unsafeUnwrap()).toEqual({ kind: 'replay', answer: { status: 200, body: '{"first":true}' } });
    expect(repeatRan).toBe(false);
  });

  it('gives up with in_progress after waiting 10 s, and the first still completes', async () => {
    const gate = signal();
    const running = signal();
    const first = records.once(userId, 'slow', 'f1', at, holdUntil(gate.promise, running.resolve));
    await running.promise;
    const repeat = await records.once(userId, 'slow', 'f1', at, async () => ({ status: 200, body: '{}' }));
    expect(repeat._unsafeUnwrap()).toEqual({ kind: 'in_progress' });
    gate.resolve();
    expect((await first)._unsafeUnwrap()).toEqual({ kind: 'ran' });
  }, 30_000);
});
