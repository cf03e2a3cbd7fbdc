import { err, ok, ResultAsync, type Result } from 'neverthrow';
import { sql } from 'drizzle-orm';
import { unavailable, type Unavailable } from '@marketplace/core';
import type { Db } from '../db.js';
import type { Database } from '../db.js';
import { isConflict, isSerializationFailure, isUnavailableError, transactionTimeouts } from './db-call.js';
import { sendNow, type Tx } from './tx.js';

/**
 * The owner lock (decision 0051-owner-lock-order): the owner's `users` row, FOR NO KEY UPDATE,
 * taken by every transaction that writes for an owner before any row the owner's other writes
 * touch (adverts, drafts, photos, bumps, counters). One owner's writes queue here before any of
 * them holds such a row, so two of them never wait for each other in a cycle. NO KEY UPDATE, not
 * FOR UPDATE, because a user's key never changes: the KEY SHARE lock a foreign key check takes on
 * the row (inserting an idempotency key, an advert, a draft, a message) does not conflict with
 * it, so a row that references the owner never waits for the owner lock, whenever it is written.
 * Taking it again in the same transaction costs nothing.
 *
 * Taken as a transaction's first statement, it also sets the transaction's bounds
 * (`transactionTimeouts`) in the same round trip: the select list is computed by the scan of the
 * owner's row, below the node that locks it (LockRows), so the lock wait itself is already
 * bounded by the lock_timeout it sets (tested in owner-transaction.test.ts).
 */
export async function lockOwner(tx: Tx | Db, database: Database, ownerId: string): Promise<void> {
  await sendNow(tx, sql`select ${transactionTimeouts(database)} from users where id = ${ownerId}::uuid for no key update`);
}

/** Carries an expected failure out of drizzle's transaction callback so that it rolls back. */
class Rollback<E> extends Error {
  constructor(readonly failure: E) {
    super('rollback');
  }
}

/** Runs of a transaction that lost a serialization race, after the first, before it answers 503. */
export const CONFLICT_RETRIES = 4;

/** A short random wait before running again, growing with the attempts (the racers spread out). */
const conflictBackoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * 2 ** attempt));

/**
 * One transaction that first locks the owner's `users` row (`lockOwner`): every owner write
 * (advert changes, drafts, publishes, messages, photos) queues behind the owner's others, so
 * limits read inside stay true until it commits. An expected failure of `work` rolls it all back.
 * Inside a unit of work (a request with an Idempotency-Key) it is a savepoint of it, after the
 * unit's own `lockOwner`. A serialization failure or deadlock (not expected: see `lockOwner`)
 * runs it again, up to CONFLICT_RETRIES times, rather than answering 503.
 */
export function ownerTransaction<T, E>(
  database: Database,
  ownerId: string,
  work: (tx: Tx) => ResultAsync<T, E>,
): ResultAsync<T, E | Unavailable> {
  const once = () =>
    database.db.transaction(async (tx) => {
      // Sent, not waited for: the lock goes out with the work's first statement (one round trip),
      // and PostgreSQL takes it before it runs that statement. A failed lock fails the work's
      // statements after it (25P02), and is what this transaction reports.
      const locked = lockOwner(tx, database, ownerId);
      locked.catch(() => undefined);
      let result: Result<T, E>;
      try {
        result = await work(tx);
      } catch (error) {
        await locked;
        throw error;
      }
      await locked;
      if (result.isErr()) throw new Rollback(result.error);
      return result.value;
    });
  const lostRace = (error: unknown) => (error instanceof Rollback ? isConflict(error.failure) : isSerializationFailure(error));
  const attempt = async (): Promise<T> => {
    for (let retry = 0; ; retry++) {
      try {
        return await once();
      } catch (error) {
        if (retry >= CONFLICT_RETRIES || !lostRace(error)) throw error;
        await conflictBackoff(retry);
      }
    }
  };
  return new ResultAsync(
    attempt().then(
      (value) => ok<T, E | Unavailable>(value),
      (error: unknown) => {
        if (error instanceof Rollback) return err<T, E | Unavailable>(error.failure as E);
        if (isUnavailableError(error)) return err<T, E | Unavailable>(unavailable('the database is not available; retry later'));
        throw error;
      },
    ),
  );
}
