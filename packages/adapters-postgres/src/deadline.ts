import type { PGlite } from '@electric-sql/pglite';
import type postgres from 'postgres';

/**
 * The error of a statement that did not get the database within the deadline. Its SQLSTATE is
 * query_canceled (57014), what PostgreSQL answers a cancelled or timed-out statement, so the
 * repositories turn both into `unavailable` alike.
 */
export class DatabaseDeadlineError extends Error {
  readonly code = '57014';
  constructor(deadlineMs: number) {
    super(`canceling statement: the database did not serve it within the deadline of ${deadlineMs} ms`);
  }
}

type Enter<A, T> = (work: (arg: A) => Promise<T>) => Promise<T>;

/**
 * Runs `work` when `enter` lets it in, unless `deadlineMs` passed first: then the caller is
 * answered with a DatabaseDeadlineError and the work, when its turn comes, does not run (so a
 * write answered 503 is never applied later). Once started, the work runs to its end.
 */
function enterWithin<A, T>(deadlineMs: number, enter: Enter<A, T>, work: (arg: A) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      reject(new DatabaseDeadlineError(deadlineMs));
    }, deadlineMs);
    enter(async (arg) => {
      if (expired) throw new DatabaseDeadlineError(deadlineMs);
      clearTimeout(timer);
      return work(arg);
    }).then(resolve, (error: unknown) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/**
 * PGlite has one connection: every query, exec and transaction waits for the one before it in
 * `_runExclusiveTransaction`. The deadline bounds that wait. A transaction that waits for a
 * statement queued behind itself (the statement went through the outer handle) is freed when the
 * statement's wait expires: the statement fails, the transaction rolls back.
 */
export function bindPgliteDeadline(client: PGlite, deadlineMs: number): void {
  type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;
  const target = client as unknown as { _runExclusiveTransaction?: Exclusive };
  const original = target._runExclusiveTransaction?.bind(client);
  if (!original) throw new Error('PGlite has no _runExclusiveTransaction: the database deadline needs another hook after an upgrade');
  target._runExclusiveTransaction = <T>(work: () => Promise<T>) => enterWithin<void, T>(deadlineMs, original, work);
}

interface CancellableQuery {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  canceller: ((query: unknown) => Promise<void>) | null;
}

/**
 * The postgres-js client as the repositories see it (`database.db`, `query`, `queryPrepared`):
 * a statement still waiting for a pool connection, or running (a lock wait, a slow plan), past the
 * deadline is cancelled (removed from the queue, or a cancel request to the server: 57014). A
 * transaction that gets no connection within the deadline fails before it starts; its statements
 * are bounded by the server-side timeouts the transaction sets (`transactionTimeouts`).
 * `database.client` stays the plain client: migrations, bulk loads and COPY have no deadline.
 */
export function withPostgresDeadline(client: postgres.Sql, deadlineMs: number): postgres.Sql {
  const unsafe = ((...args: Parameters<postgres.Sql['unsafe']>) => {
    const query = client.unsafe(...args);
    const internals = query as unknown as CancellableQuery;
    const timer = setTimeout(() => {
      const cancel = internals.canceller;
      internals.canceller = null;
      // The cancel request opens a connection of its own; if the server is gone, the statement fails anyway.
      cancel?.(query).catch(() => {});
    }, deadlineMs);
    const { resolve, reject } = internals;
    internals.resolve = (value) => {
      clearTimeout(timer);
      resolve(value);
    };
    internals.reject = (error) => {
      clearTimeout(timer);
      reject(error);
    };
    return query;
  }) as postgres.Sql['unsafe'];
  const begin = (...args: unknown[]) => {
    const work = args.at(-1) as (sql: postgres.TransactionSql) => Promise<unknown>;
    const options = args.slice(0, -1);
    const originalBegin = client.begin as (...beginArgs: unknown[]) => Promise<unknown>;
    return enterWithin(deadlineMs, (started: (sql: postgres.TransactionSql) => Promise<unknown>) => originalBegin(...options, started), work);
  };
  return new Proxy(client, {
    get: (target, property, receiver) => {
      if (property === 'unsafe') return unsafe;
      if (property === 'begin') return begin;
      return Reflect.get(target, property, receiver);
    },
  });
}
