import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db.js';

/**
 * Opens a transaction, runs `inside` in it (a lock to hold; by default nothing but a statement),
 * and keeps it open (and its connection: PGlite's only one) until the returned function is
 * called; that function resolves once the transaction has ended.
 */
export async function holdTransaction(database: Database, inside: SQL = sql`select 1`): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const holding = new Promise<void>((resolve) => (entered = resolve));
  const holder = database.db.transaction(async (tx) => {
    await tx.execute(inside);
    entered();
    await released;
  });
  await holding;
  return async () => {
    release();
    await holder;
  };
}
