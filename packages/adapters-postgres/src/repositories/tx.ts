import type { SQL } from 'drizzle-orm';
import type { Db } from '../db.js';

/** A transaction handle as drizzle gives it to a `transaction` callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Raw rows from either driver (postgres-js returns an array, PGlite `{ rows }`). */
export async function rowsOf(tx: Tx | Db, statement: SQL): Promise<Record<string, unknown>[]> {
  const raw = (await tx.execute(statement)) as unknown;
  return (Array.isArray(raw) ? raw : (raw as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
}
