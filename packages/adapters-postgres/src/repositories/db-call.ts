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

export function isUnavailableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return isUnavailableError((error as { cause?: unknown }).cause);
  return UNAVAILABLE_DRIVER_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code);
}

/**
 * Runs a database call as a result: outages and timeouts become `unavailable`; anything else
 * (a bad statement, a broken invariant) is a bug and is thrown on, never dressed as a 4xx/503.
 */
export function dbCall<T>(run: () => Promise<T>): ResultAsync<T, Unavailable> {
  return new ResultAsync(
    run().then(
      (value) => ok(value),
      (error: unknown) => {
        if (isUnavailableError(error)) return err(unavailable('the database is not available; retry later'));
        throw error;
      },
    ),
  );
}

/**
 * Server-side bounds for the statements of one transaction (the deadline's JS side bounds only
 * the wait for a connection): a lock wait or a statement past the database's deadline is
 * cancelled by PostgreSQL (55P03, 57014), so the transaction rolls back and answers unavailable.
 * Without a deadline (the CLI), the owner transaction's former bounds.
 */
export function transactionTimeouts(database: Database): SQL {
  const lock = database.deadlineMs ?? 10_000;
  const statement = database.deadlineMs ?? 15_000;
  return sql`select set_config('lock_timeout', ${`${lock}ms`}, true), set_config('statement_timeout', ${`${statement}ms`}, true)`;
}
