import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, holdTransaction, type TestDatabase } from '../src/testing/index.js';
import { openDatabase, type Database } from '../src/index.js';

/**
 * The database deadline at the driver: a statement that cannot get the database in time fails
 * with 57014 (unavailable to the repositories), and never runs afterwards; the database then
 * serves the next statement. HTTP tests: apps/server/test/operations/database-deadline.test.ts.
 */

const DEADLINE_MS = 300;

/** The SQLSTATE of a failure, through drizzle's wrapping (`cause`). */
function sqlState(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  return (error as { code?: unknown }).code ?? sqlState((error as { cause?: unknown }).cause);
}

/** Expects a failure with query_canceled (57014): what the repositories answer as unavailable. */
async function expectCancelled(pending: Promise<unknown>): Promise<void> {
  const outcome = await pending.then(
    () => 'ran',
    (error: unknown) => sqlState(error),
  );
  expect(outcome).toBe('57014');
}

describe('the database deadline on PGlite (one connection)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://', deadlineMs: DEADLINE_MS });
    await database.query(sql`create table marks (n int)`);
  });
  afterAll(async () => database?.close());

  it('frees a transaction that waits for a statement it queued behind itself through the outer handle', async () => {
    const nested = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into marks values (1)`);
      await database.query(sql`select 1`);
    });
    await expectCancelled(nested);
    expect(await database.query(sql`select count(*)::int as n from marks`)).toEqual([{ n: 0 }]);
  });

  it('fails a write queued behind a stuck transaction, and never applies it once the transaction ends', async () => {
    const release = await holdTransaction(database);
    try {
      await expectCancelled(database.query(sql`insert into marks values (2)`));
    } finally {
      await release();
    }
    expect(await database.query(sql`select count(*)::int as n from marks`)).toEqual([{ n: 0 }]);
  });
});

describe('the database deadline on PostgreSQL', () => {
  let test: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    test = await createTestDatabase();
    await test.database.query(sql`create table marks (n int)`);
    database = await openDatabase({ url: test.url, maxConnections: 1, deadlineMs: DEADLINE_MS });
  });
  afterAll(async () => {
    await database?.close();
    await test?.drop();
  });

  it('takes a statement that gets no pool connection in time out of the queue: it never runs', async () => {
    const release = await holdTransaction(database);
    try {
      await expectCancelled(database.query(sql`insert into marks values (1)`));
    } finally {
      await release();
    }
    expect(await database.query(sql`select count(*)::int as n from marks`)).toEqual([{ n: 0 }]);
  });

  it('fails a transaction that gets no pool connection in time before it starts', async () => {
    const release = await holdTransaction(database);
    let started = false;
    try {
      await expectCancelled(
        database.db.transaction(async (tx) => {
          started = true;
          await tx.execute(sql`insert into marks values (2)`);
        }),
      );
    } finally {
      await release();
    }
    expect(await database.query(sql`select count(*)::int as n from marks`)).toEqual([{ n: 0 }]);
    expect(started).toBe(false);
  });

  it('cancels a statement waiting for a lock on the server', async () => {
    const locker = await test.database.client!.reserve();
    try {
      await locker`begin`;
      await locker`lock table marks in access exclusive mode`;
      await expectCancelled(database.query(sql`select count(*) from marks`));
    } finally {
      await locker`rollback`;
      locker.release();
    }
    expect(await database.query(sql`select count(*)::int as n from marks`)).toEqual([{ n: 0 }]);
  });

  it('leaves database.client without a deadline (migrations, bulk loads)', async () => {
    expect(await database.client!`select 1 as slept from pg_sleep(${(DEADLINE_MS * 2) / 1000})`).toEqual([{ slept: 1 }]);
  });
});
