import { err, ok, ResultAsync } from 'neverthrow';
import { sql } from 'drizzle-orm';
import { unavailable, type Unavailable } from '@marketplace/core';
import type { Database } from '../db.js';
import { isUnavailableError, transactionTimeouts } from './db-call.js';
import type { Tx } from './tx.js';

/** Carries an expected failure out of drizzle's transaction callback so that it rolls back. */
class Rollback<E> extends Error {
  constructor(readonly failure: E) {
    super('rollback');
  }
}

/**
 * One transaction that first locks the owner's `users` row: every owner write (advert changes,
 * draft updates, publishes) queues behind the owner's others, so limits read inside stay true
 * until it commits. An expected failure of `work` rolls it all back.
 */
export function ownerTransaction<T, E>(
  database: Database,
  ownerId: string,
  work: (tx: Tx) => ResultAsync<T, E>,
): ResultAsync<T, E | Unavailable> {
  const attempt = database.db.transaction(async (tx) => {
    await tx.execute(transactionTimeouts(database));
    await tx.execute(sql`select id from users where id = ${ownerId}::uuid for update`);
    const result = await work(tx);
    if (result.isErr()) throw new Rollback(result.error);
    return result.value;
  });
  return new ResultAsync(
    attempt.then(
      (value) => ok<T, E | Unavailable>(value),
      (error: unknown) => {
        if (error instanceof Rollback) return err<T, E | Unavailable>(error.failure as E);
        if (isUnavailableError(error)) return err<T, E | Unavailable>(unavailable('the database is not available; retry later'));
        throw error;
      },
    ),
  );
}
