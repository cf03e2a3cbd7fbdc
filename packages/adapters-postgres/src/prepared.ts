import type postgres from 'postgres';

type Work = (sql: postgres.TransactionSql) => unknown;

/**
 * Every statement of a transaction (and of its savepoints) as a named prepared statement of its
 * connection. drizzle's `execute` sends each statement unnamed, so PostgreSQL parsed and planned
 * it again at every call: for an owner write, whose statements are short, about as much work as
 * running them. postgres-js keeps a connection's prepared statements by their text; the
 * transactions' texts are a fixed set (values are parameters), so the set each connection keeps
 * stays small, and it goes with the connection. PgBouncer in transaction mode keeps them since
 * 1.21 (`max_prepared_statements`). Savepoints are pipelined (`savepoint`).
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

function preparing(sql: postgres.TransactionSql, depth = 0): postgres.TransactionSql {
  return new Proxy(sql, {
    get: (target, property, receiver) => {
      if (property === 'unsafe') {
        return (query: string, params?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, params, { ...options, prepare: true });
      }
      if (property === 'savepoint') return (work: Work) => savepoint(target, work, depth);
      return Reflect.get(target, property, receiver);
    },
  });
}

/**
 * A savepoint whose statement goes out with the work's first statement: postgres-js's own waits
 * for its answer first, a round trip of its own for each write with an Idempotency-Key (the
 * write's transaction is a savepoint of the key's unit). Named by depth: a later savepoint of the
 * same depth has the same name, and `rollback to` goes to the newest of that name, which is its own.
 */
async function savepoint(sql: postgres.TransactionSql, work: Work, depth: number): Promise<unknown> {
  const name = `p${depth}`;
  const saved = sql.unsafe(`savepoint ${name}`, [], { prepare: true }).execute();
  saved.catch(() => undefined);
  try {
    const result = await work(preparing(sql, depth + 1));
    await saved;
    return result;
  } catch (error) {
    // A failed savepoint failed the work's statements after it: it is the cause to report.
    await saved;
    await sql.unsafe(`rollback to savepoint ${name}`, [], { prepare: true });
    throw error;
  }
}
