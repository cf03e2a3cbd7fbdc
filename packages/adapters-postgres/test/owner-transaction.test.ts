import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ok, ResultAsync } from 'neverthrow';
import { createTestDatabase, type TestDatabase } from '../src/testing/index.js';
import { openDatabase } from '../src/db.js';
import { dbCall } from '../src/repositories/db-call.js';
import { CONFLICT_RETRIES, ownerTransaction } from '../src/repositories/owner-transaction.js';
import { rowsOf, type Tx } from '../src/repositories/tx.js';

/**
 * The owner transaction on PostgreSQL (decision 0051-owner-lock-order): two writes of one owner
 * that touch the same rows in opposite orders queue at the owner's row instead of deadlocking,
 * and a serialization failure or deadlock, should one still happen, runs the transaction again.
 */

let test: TestDatabase;
const ownerId = randomUUID();

beforeAll(async () => {
  test = await createTestDatabase();
  await test.database.query(sql`
    insert into users (id, email, name, first_name, plan, created_at)
    values (${ownerId}::uuid, ${`${ownerId}@example.test`}, 'Olga', 'Olga', 'basic', now())`);
  await test.database.query(sql`create table shelves (id int primary key, n int not null)`);
  await test.database.query(sql`insert into shelves values (1, 0), (2, 0)`);
});
afterAll(async () => test?.drop());

const bump = (tx: Tx, shelf: number) =>
  dbCall(async () => {
    await tx.execute(sql`update shelves set n = n + 1 where id = ${shelf}`);
  });
const shelves = async () => (await test.database.query<{ n: number }>(sql`select n from shelves order by id`)).map((row) => Number(row.n));

/** Resolves once `count` sessions of the test database wait for a lock (within 10 s). */
async function waitForLockWaiters(count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await test.database.probe<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (Number(row?.n) >= count) return;
    if (Date.now() > deadline) throw new Error(`no ${count} sessions waiting for a lock within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A signal one transaction gives the other (no sleeps: each waits on the other's step). */
function signal() {
  let give!: () => void;
  const given = new Promise<void>((resolve) => (give = resolve));
  return { give, given };
}

describe('owner transactions on PostgreSQL', () => {
  it('lets two writes of one owner that take rows in opposite orders both commit: they queue at the owner', async () => {
    const before = await shelves();
    const firstHolds = signal();
    const secondWaits = signal();
    // The first takes shelf 1, lets the second start, and once the second waits in the database
    // takes shelf 2; the second goes 2 then 1. Without the owner's lock first, that deadlocks.
    let firstRuns = 0;
    let secondRuns = 0;
    const first = ownerTransaction(test.database, ownerId, (tx) =>
      bump(tx, 1)
        .map(() => void (firstRuns += 1))
        .map(() => firstHolds.give())
        .andThen(() => ResultAsync.fromSafePromise(secondWaits.given))
        .andThen(() => bump(tx, 2)),
    );
    await firstHolds.given;
    const second = ownerTransaction(test.database, ownerId, (tx) => {
      secondRuns += 1;
      return bump(tx, 2).andThen(() => bump(tx, 1));
    });
    await waitForLockWaiters(1);
    secondWaits.give();
    const outcomes = await Promise.all([first, second]);
    expect(outcomes.map((o) => o.isOk())).toEqual([true, true]);
    // Each ran once: no deadlock was detected and retried.
    expect([firstRuns, secondRuns]).toEqual([1, 1]);
    expect(await shelves()).toEqual(before.map((n) => n + 2));
  });

  it('bounds its wait for the owner lock by the lock_timeout its first statement sets', async () => {
    // The bounds are set in the lock's own statement (one round trip): this fails if the lock
    // were taken before they apply, since the JS deadline does not bound statements of a transaction.
    const before = await shelves();
    const bounded = await openDatabase({ url: test.url, deadlineMs: 200, maxConnections: 2 });
    const holds = signal();
    const release = signal();
    let settledWhileHeld = false;
    const holder = test.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from users where id = ${ownerId}::uuid for update`);
      holds.give();
      await Promise.race([release.given, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    });
    try {
      await holds.given;
      const outcome = await ownerTransaction(bounded, ownerId, (tx) => bump(tx, 1));
      settledWhileHeld = true;
      expect(outcome._unsafeUnwrapErr()).toMatchObject({ code: 'unavailable' });
    } finally {
      release.give();
      await holder;
      await bounded.close();
    }
    expect(settledWhileHeld).toBe(true);
    // The work's write, sent with the lock, went with the transaction.
    expect(await shelves()).toEqual(before);
  });

  it.each([
    ['a deadlock (40P01) thrown by a statement', '40P01', 'thrown'],
    ['a serialization failure (40001) thrown by a statement', '40001', 'thrown'],
    ['a serialization failure the work returned as unavailable', '40001', 'returned'],
  ] as const)('runs the transaction again after %s, and keeps only the run that committed', async (_, sqlState, how) => {
    const before = await shelves();
    let runs = 0;
    const lose = (tx: Tx) => tx.execute(sql.raw(`do $$ begin raise exception 'lost a race' using errcode = '${sqlState}'; end $$`));
    const outcome = await ownerTransaction(test.database, ownerId, (tx) => {
      runs += 1;
      if (runs > 1) return bump(tx, 1);
      // The first run writes, then loses: its write must be rolled back.
      const work = bump(tx, 2);
      if (how === 'returned') return work.andThen(() => dbCall(() => lose(tx)));
      return work.andThen(() => new ResultAsync(lose(tx).then(() => ok(undefined))));
    });
    expect(outcome.isOk()).toBe(true);
    expect(runs).toBe(2);
    expect(await shelves()).toEqual([before[0]! + 1, before[1]!]);
  });

  it(`answers unavailable after ${CONFLICT_RETRIES} runs again that all lost`, async () => {
    let runs = 0;
    const outcome = await ownerTransaction(test.database, ownerId, (tx) => {
      runs += 1;
      return dbCall(() => rowsOf(tx, sql`do $$ begin raise exception 'lost a race' using errcode = '40P01'; end $$`));
    });
    expect(outcome._unsafeUnwrapErr()).toMatchObject({ code: 'unavailable' });
    expect(runs).toBe(CONFLICT_RETRIES + 1);
  });

  it('does not run again after a failure that is not a lost race', async () => {
    let runs = 0;
    const outcome = await ownerTransaction(test.database, ownerId, (tx) => {
      runs += 1;
      return dbCall(() => rowsOf(tx, sql`do $$ begin raise exception 'gone' using errcode = '57P01'; end $$`));
    });
    expect(outcome._unsafeUnwrapErr()).toMatchObject({ code: 'unavailable' });
    expect(runs).toBe(1);
  });
});
