import { err, ok, ResultAsync } from 'neverthrow';
import { sql, type SQL } from 'drizzle-orm';
import { unavailable, type Unavailable } from '@marketplace/core';
import type { Database } from '../db.js';

/** SQLSTATE classes and driver codes that mean "the database cannot serve now", not a bug. */
/** 55P03: lock_timeout expired (an owner's other change is still running); a retry succeeds. */
/** 25006: a write on a database that takes none now (a read replica, a primary demoted by a failover). */
const UNAVAILABLE_SQLSTATES = /^(08|53|55P03|57P0[1-3]|57014|40001|40P01|25006)/;
const UNAVAILABLE_DRIVER_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/** The error's SQLSTATE or driver code, looking through wrappers (drizzle puts the driver's in `cause`). */
function codeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : codeOf((error as { cause?: unknown }).cause);
}

export function isUnavailableError(error: unknown): boolean {
  const code = codeOf(error);
  return code !== null && (UNAVAILABLE_DRIVER_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code));
}

/**
 * 40001 serialization_failure, 40P01 deadlock_detected: the transaction lost a race that running
 * it again wins. Owner writes take their locks in one order (`lockOwner`), so neither is expected;
 * should one happen anyway, the owner transaction runs again instead of answering 503.
 */
export function isSerializationFailure(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40001' || code === '40P01';
}

/** The `unavailable` failures that stand for a serialization failure (see `retriesOnConflict`). */
const conflicts = new WeakSet<Unavailable>();

/** Whether a failure `dbCall` returned was a serialization failure: its transaction may run again. */
export const isConflict = (failure: unknown): boolean => typeof failure === 'object' && failure !== null && conflicts.has(failure as Unavailable);

/**
 * Runs a database call as a result: outages and timeouts become `unavailable`; anything else
 * (a bad statement, a broken invariant) is a bug and is thrown on, never dressed as a 4xx/503.
 */
export function dbCall<T>(run: () => Promise<T>): ResultAsync<T, Unavailable> {
  return new ResultAsync(
    run().then(
      (value) => ok(value),
      (error: unknown) => {
        if (!isUnavailableError(error)) throw error;
        const failure = unavailable('the database is not available; retry later');
        if (isSerializationFailure(error)) conflicts.add(failure);
        return err(failure);
      },
    ),
  );
}

/**
 * Server-side bounds for the statements of one transaction (the deadline's JS side bounds only
 * the wait for a connection): a lock wait or a statement past the database's deadline is
 * cancelled by PostgreSQL (55P03, 57014), so the transaction rolls back and answers unavailable.
 * Without a deadline (the CLI), the owner transaction's former bounds. The two `set_config`
 * calls as select-list items, so that a transaction's first statement sets them at no round trip
 * of their own (see `lockOwner`).
 */
export function transactionTimeouts(database: Database): SQL {
  const lock = database.deadlineMs ?? 10_000;
  const statement = database.deadlineMs ?? 15_000;
  return sql`set_config('lock_timeout', ${`${lock}ms`}, true), set_config('statement_timeout', ${`${statement}ms`}, true)`;
}
