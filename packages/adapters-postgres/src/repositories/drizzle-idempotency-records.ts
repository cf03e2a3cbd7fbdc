import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_STALE_CLAIM_MS, IDEMPOTENCY_WINDOW_MS, type IdempotencyClaim, type IdempotencyRecords, type StoredAnswer } from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from './db-call.js';

interface Row extends Record<string, unknown> {
  fingerprint: string;
  status: number | null;
  body: string | null;
}

/**
 * Idempotency keys in `idempotency_keys`. A claim is one upsert that takes a new key, one past
 * the 24-hour window, or a first claim left unanswered for a minute (its process died), and
 * leaves a live one alone: the primary key decides which of several
 * parallel requests (in any process) is first.
 */
export class DrizzleIdempotencyRecords implements IdempotencyRecords {
  constructor(private readonly database: Database) {}

  claim(userId: string, key: string, fingerprint: string, at: Date) {
    const expiredBefore = new Date(at.getTime() - IDEMPOTENCY_WINDOW_MS);
    const staleBefore = new Date(at.getTime() - IDEMPOTENCY_STALE_CLAIM_MS);
    return dbCall(async (): Promise<IdempotencyClaim> => {
      const taken = await this.database.query(sql`
        insert into idempotency_keys (user_id, key, fingerprint, status, body, created_at)
        values (${userId}, ${key}, ${fingerprint}, null, null, ${at.toISOString()})
        on conflict (user_id, key) do update
          set fingerprint = excluded.fingerprint, status = null, body = null, created_at = excluded.created_at
          where idempotency_keys.created_at <= ${expiredBefore.toISOString()}
             or (idempotency_keys.status is null and idempotency_keys.created_at <= ${staleBefore.toISOString()})
        returning 1 as taken`);
      if (taken.length > 0) return { kind: 'first' };
      const [row] = await this.database.query<Row>(sql`
        select fingerprint, status, body from idempotency_keys where user_id = ${userId} and key = ${key}`);
      // Released between the two statements: the caller may simply try again.
      if (!row) return { kind: 'in_progress' };
      if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
      if (row.status === null || row.body === null) return { kind: 'in_progress' };
      return { kind: 'replay', answer: { status: Number(row.status), body: row.body } };
    });
  }

  save(userId: string, key: string, answer: StoredAnswer) {
    return dbCall(async () => {
      await this.database.query(sql`
        update idempotency_keys set status = ${answer.status}, body = ${answer.body}
        where user_id = ${userId} and key = ${key}`);
    });
  }

  release(userId: string, key: string) {
    return dbCall(async () => {
      await this.database.query(sql`
        delete from idempotency_keys where user_id = ${userId} and key = ${key} and status is null`);
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
