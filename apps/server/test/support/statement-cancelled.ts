import type { Database } from '@marketplace/adapters-postgres';

/**
 * Runs `request` while `tables` are locked, and cancels the statement it waits on: the request
 * meets the error PostgreSQL gives a cancelled statement (57014), as in an overloaded database.
 */
export async function withStatementCancelled<T>(database: Database, tables: string, request: () => Promise<T>): Promise<T> {
  const pool = database.client;
  if (!pool) throw new Error('these tests need PostgreSQL');
  const locker = await pool.reserve();
  try {
    await locker`begin`;
    await locker.unsafe(`lock table ${tables} in access exclusive mode`);
    const pending = request();
    // Polled through the pool: postgres-js holds pool queries back while a reserved connection is
    // kept busy, so polling on the locker itself would starve the request it waits for.
    for (let cancelled = 0; cancelled === 0; ) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const rows = await pool`
        select pg_cancel_backend(pid) from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
      cancelled = rows.length;
    }
    return await pending;
  } finally {
    await locker`rollback`;
    locker.release();
  }
}
