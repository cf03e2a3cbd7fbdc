import { sql } from 'drizzle-orm';
import {
  IDEMPOTENCY_STALE_CLAIM_MS,
  IDEMPOTENCY_WAIT_MS,
  IDEMPOTENCY_WINDOW_MS,
  type IdempotencyOutcome,
  type IdempotencyRecords,
  type StoredAnswer,
} from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from './db-call.js';
import { rowsOf, sendNow, sendsAtOnce } from './tx.js';

interface Row extends Record<string, unknown> {
  fingerprint: string;
  status: number | null;
  body: string | null;
}

/** Ends the unit of work without committing anything, carrying what the caller is told. */
class Settled extends Error {
  constructor(readonly outcome: IdempotencyOutcome) {
    super('settled');
  }
}

const isLockTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: unknown }).code === '55P03' || isLockTimeout((error as { cause?: unknown }).cause));

/**
 * Idempotency keys in `idempotency_keys` (decision 0030-exactly-once-writes). A request with a
 * key runs in one transaction of the database (`unitOfWork`): it inserts the key's row first,
 * does the work (the adapters' own transactions are savepoints of it) and writes the answer into
 * the row before the one commit. Until then the row is uncommitted: a parallel request with the
 * same key waits on the primary key for the first to end (up to 10 s), then replays its answer,
 * or takes the key if the first rolled back or its process died (PostgreSQL ends the transaction
 * of a connection that is gone). No committed key is ever left without its answer.
 *
 * The key's row is the unit's first lock and the owner's row (`lockOwner`, taken by the work's
 * owner transaction) comes after it (decision 0051-owner-lock-order). The insert's foreign key
 * takes KEY SHARE on the owner's row, which the owner lock (NO KEY UPDATE) does not conflict
 * with, and only a repeat of the same key, which holds nothing yet, waits for the key's row: no
 * cycle. The owner is not locked first so that a slow keyed write (a photo download, a
 * recognition) does not hold up the owner's other writes while it waits for the outside.
 */
export class DrizzleIdempotencyRecords implements IdempotencyRecords {
  constructor(private readonly database: Database) {}

  once(userId: string, key: string, fingerprint: string, at: Date, work: () => Promise<StoredAnswer | null>) {
    const expiredBefore = new Date(at.getTime() - IDEMPOTENCY_WINDOW_MS);
    const staleBefore = new Date(at.getTime() - IDEMPOTENCY_STALE_CLAIM_MS);
    const unit = this.database.unitOfWork(async (tx) => {
      let taken: Record<string, unknown>[];
      try {
        // A live key is left alone; one past the window, or a committed claim without an answer
        // left by an older version (see IDEMPOTENCY_STALE_CLAIM_MS), starts afresh. The wait for
        // a parallel request with the key is bounded by the lock_timeout set in the same
        // statement: the row is computed (and the setting made) before it is inserted.
        taken = await rowsOf(tx, sql`
          insert into idempotency_keys (user_id, key, fingerprint, status, body, created_at)
          select ${userId}::uuid, ${key}::text, ${fingerprint}::text, null::smallint, null::text, ${at.toISOString()}::timestamptz
          from (select set_config('lock_timeout', ${`${IDEMPOTENCY_WAIT_MS}ms`}, true)) as bounds
          on conflict (user_id, key) do update
            set fingerprint = excluded.fingerprint, status = null, body = null, created_at = excluded.created_at
            where idempotency_keys.created_at <= ${expiredBefore.toISOString()}
               or (idempotency_keys.status is null and idempotency_keys.created_at <= ${staleBefore.toISOString()})
          returning 1 as taken`);
      } catch (error) {
        if (isLockTimeout(error)) throw new Settled({ kind: 'in_progress' });
        throw error;
      }
      if (taken.length === 0) {
        const [row] = (await rowsOf(tx, sql`
          select fingerprint, status, body from idempotency_keys where user_id = ${userId} and key = ${key}`)) as Row[];
        if (!row) throw new Settled({ kind: 'in_progress' });
        if (row.fingerprint !== fingerprint) throw new Settled({ kind: 'mismatch' });
        if (row.status === null || row.body === null) throw new Settled({ kind: 'in_progress' });
        throw new Settled({ kind: 'replay', answer: { status: Number(row.status), body: row.body } });
      }
      const answer = await work();
      // Nothing worth keeping: the effects go with the key, and a retry runs afresh.
      if (answer === null) throw new Settled({ kind: 'ran' });
      // The answer goes out with the COMMIT (one round trip). Should it fail, PostgreSQL ends the
      // failed transaction with a rollback, not an error: `stored` is then what tells.
      const stored = sendNow(tx, sql`
        update idempotency_keys set status = ${answer.status}, body = ${answer.body}
        where user_id = ${userId} and key = ${key}`);
      stored.catch(() => undefined);
      if (!sendsAtOnce(tx)) await stored;
      // Wrapped: a promise returned as it is would hold the callback (and the COMMIT) until it settles.
      return { stored };
    });
    return dbCall(async (): Promise<IdempotencyOutcome> => {
      try {
        // Resolves once the answer is in; rejects (nothing committed) if it failed.
        await (await unit).stored;
        return { kind: 'ran' };
      } catch (error) {
        if (error instanceof Settled) return error.outcome;
        throw error;
      }
    });
  }

  purge(at: Date) {
    const expiredBefore = new Date(at.getTime() - IDEMPOTENCY_WINDOW_MS);
    return dbCall(async () => {
      const rows = await this.database.query(sql`
        delete from idempotency_keys where created_at <= ${expiredBefore.toISOString()} returning 1 as gone`);
      return rows.length;
    });
  }
}
