import type postgres from 'postgres';

type Work = (sql: postgres.TransactionSql) => unknown;

/**
 * Every statement of a transaction (and of its savepoints) as a named prepared statement of its
 * connection. drizzle's `execute` sends each statement unnamed, so PostgreSQL parsed and planned
 * it again at every call: for an owner write, whose statements are short, about as much work as
 * running them. postgres-js keeps a connection's prepared statements by their text; the
 * transactions' texts are a fixed set (values are parameters), so the set each connection keeps
 * stays small, and it goes with the connection. PgBouncer in transaction mode keeps them since
 * 1.21 (`max_prepared_statements`).
 */
export function preparingTransactions(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get: (target, property, receiver) => {
      if (property !== 'begin') return Reflect.get(target, property, receiver);
      return (...args: unknown[]) => {
        const work = args.at(-1) as Work;
        const begin = target.begin as (...beginArgs: unknown[]) => Promise<unknown>;
        return begin(...args.slice(0, -1), (sql: postgres.TransactionSql) => work(preparing(sql)));
      };
    },
  });
}

function preparing(sql: postgres.TransactionSql): postgres.TransactionSql {
  return new Proxy(sql, {
    get: (target, property, receiver) => {
      if (property === 'unsafe') {
        return (query: string, params?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, params, { ...options, prepare: true });
      }
      if (property === 'savepoint') {
        return (...args: unknown[]) => {
          const work = args.at(-1) as Work;
          const savepoint = target.savepoint as (...savepointArgs: unknown[]) => Promise<unknown>;
          return savepoint(...args.slice(0, -1), (inner: postgres.TransactionSql) => work(preparing(inner)));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
