import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';
import type { Db } from '../db.js';

/** A transaction handle as drizzle gives it to a `transaction` callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Rows = Record<string, unknown>[];

/** Raw rows from either driver (postgres-js returns an array, PGlite `{ rows }`). */
export async function rowsOf(tx: Tx | Db, statement: SQL): Promise<Rows> {
  const raw = (await tx.execute(statement)) as unknown;
  return (Array.isArray(raw) ? raw : (raw as { rows: Rows }).rows) as Rows;
}

const dialect = new PgDialect();
/** PGlite: the last statement `sendNow` sent per transaction, which the next one follows. */
const inOrder = new WeakMap<object, Promise<unknown>>();

/** The postgres-js connection under a drizzle transaction (null on PGlite). */
function connectionOf(tx: Tx | Db): postgres.Sql | null {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  return typeof client === 'function' && typeof (client as { unsafe?: unknown }).unsafe === 'function' ? (client as postgres.Sql) : null;
}

/**
 * Sends `statement` at once, in call order, and resolves with its rows when they come back.
 * PostgreSQL runs a connection's statements in the order sent, and postgres-js sends the
 * statements of one turn of the event loop in one write: statements sent together cost one round
 * trip. A failed statement fails every later one of its transaction (25P02); postgres-js then
 * reports the first failure as the transaction's. Statements sent through drizzle's `execute`
 * after this one still run after it (they reach the connection later). PGlite, in the process,
 * has no round trips: its statements run one after the other.
 */
export function sendNow(tx: Tx | Db, statement: SQL): Promise<Rows> {
  const connection = connectionOf(tx);
  if (connection) {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    return connection.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }).execute() as unknown as Promise<Rows>;
  }
  const sent = (inOrder.get(tx) ?? Promise.resolve()).catch(() => undefined).then(() => rowsOf(tx, statement));
  inOrder.set(tx, sent);
  return sent;
}

/**
 * Whether `sendNow` sends at once on this handle (PostgreSQL), so that a statement sent just
 * before the transaction's end goes out with its COMMIT. On PGlite it is sent in order after
 * the statements before it, which a COMMIT may overtake: wait for it there.
 */
export const sendsAtOnce = (tx: Tx | Db): boolean => connectionOf(tx) !== null;

/**
 * A transaction's statements, pipelined: `write` sends a statement whose answer nobody needs now
 * and returns at once; `read` sends one and waits for it and for every write before it; `settle`
 * waits for the writes sent so far. Either fails with the first write that failed. A transaction
 * settles before it commits, so a failed write is never taken for a done one, and drains before
 * it ends whichever way (PGlite runs a statement that comes after the rollback on its own).
 */
export interface Pipeline {
  write(statement: SQL): void;
  read(statement: SQL): Promise<Rows>;
  settle(): Promise<void>;
  /** Waits for every write sent so far, failed or not; never rejects. */
  drain(): Promise<void>;
}

export function pipeline(tx: Tx): Pipeline {
  let pending: Promise<unknown>[] = [];
  const settle = async () => {
    const sent = pending;
    pending = [];
    for (const write of sent) await write;
  };
  return {
    write(statement) {
      const sent = sendNow(tx, statement);
      // Seen by `settle` (or gone with the rolled-back transaction): never unhandled.
      sent.catch(() => undefined);
      pending.push(sent);
    },
    async read(statement) {
      const rows = sendNow(tx, statement);
      rows.catch(() => undefined);
      await settle();
      return rows;
    },
    settle,
    drain: async () => {
      await Promise.allSettled(pending);
    },
  };
}
