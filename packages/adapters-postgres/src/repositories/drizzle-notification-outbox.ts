import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  isLanguage,
  type ClaimedPriceDrop,
  type NotificationOutbox,
  type NotificationRecord,
  type NotificationStatus,
  type OutboxStats,
} from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from './db-call.js';
import { date, dateOrNull, lang, num } from './rows.js';

const iso = (at: Date) => at.toISOString();
const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** The payload `notifySavers` writes (drizzle-owner-adverts.ts). */
const priceDropPayload = z.object({
  user_id: z.string(),
  advert_id: z.string(),
  old_price_minor: num,
  new_price_minor: num,
  currency: z.string(),
});

const claimedRow = z.object({
  id: num,
  attempts: num,
  created_at: date,
  payload: priceDropPayload,
  email: z.string(),
  name: z.string(),
  user_lang: z.string(),
  title: z.string().nullable(),
  title_lang: lang.nullable(),
});

const recordRow = z.object({
  id: num,
  status: z.enum(['pending', 'delivered', 'failed']),
  payload: priceDropPayload,
  attempts: num,
  last_error: z.string().nullable(),
  created_at: date,
  next_attempt_at: dateOrNull,
  delivered_at: dateOrNull,
  failed_at: dateOrNull,
});

/** How many due rows one claim looks at per pair it may take, to find its pairs. */
const ROWS_PER_PAIR = 10;

/**
 * The outbox table as the notification drainer's port. A claim is one statement: it picks the
 * (saver, advert) pairs with a due row, locks every unclaimed pending row of them with FOR UPDATE
 * SKIP LOCKED (another drainer's claim in progress is skipped, never waited for), counts an
 * attempt and sets the lease. The lease
 * (claimed_until) is what keeps other drainers off afterwards, so no lock is held while sending.
 */
export class DrizzleNotificationOutbox implements NotificationOutbox {
  constructor(private readonly database: Database) {}

  claim(limit: number, now: Date, leaseUntil: Date) {
    return dbCall(async (): Promise<ClaimedPriceDrop[]> => {
      const rows = await this.database.query(sql`
        with due as (
          select id, payload->>'user_id' as user_id, payload->>'advert_id' as advert_id
          from outbox
          where status = 'pending' and topic = 'advert.price_dropped'
            and (next_attempt_at is null or next_attempt_at <= ${iso(now)}::timestamptz)
            and (claimed_until is null or claimed_until <= ${iso(now)}::timestamptz)
          order by id
          limit ${limit * ROWS_PER_PAIR}
        ),
        pairs as (
          select user_id, advert_id from due group by user_id, advert_id order by min(id) limit ${limit}
        ),
        -- Every unclaimed pending row of a due pair, even one still backing off: one message says it all.
        taken as (
          select o.id from outbox o
          join pairs p on o.payload->>'user_id' = p.user_id and o.payload->>'advert_id' = p.advert_id
          where o.status = 'pending' and o.topic = 'advert.price_dropped'
            and (o.claimed_until is null or o.claimed_until <= ${iso(now)}::timestamptz)
          order by o.id
          for update of o skip locked
        ),
        claimed as (
          update outbox o set attempts = o.attempts + 1, claimed_until = ${iso(leaseUntil)}::timestamptz
          from taken t
          where o.id = t.id
          returning o.id, o.attempts, o.created_at, o.payload
        )
        select c.id, c.attempts, c.created_at, c.payload, u.email, u.name, u.lang as user_lang, t.title, t.lang as title_lang
        from claimed c
        join users u on u.id = (c.payload->>'user_id')::uuid
        left join lateral (
          select x.title, x.lang from advert_texts x
          where x.advert_id = (c.payload->>'advert_id')::uuid and (x.lang = u.lang or x.is_original)
          order by (x.lang = u.lang) desc
          limit 1
        ) t on true
        order by c.id`);
      return rows.map((raw) => {
        const row = claimedRow.parse(raw);
        return {
          rowId: row.id,
          attempts: row.attempts,
          createdAt: row.created_at,
          recipient: { userId: row.payload.user_id, email: row.email, name: row.name, lang: isLanguage(row.user_lang) ? row.user_lang : 'en' },
          advert: { id: row.payload.advert_id, title: { text: row.title ?? '', lang: row.title_lang } },
          currency: row.payload.currency,
          oldPriceMinor: row.payload.old_price_minor,
          newPriceMinor: row.payload.new_price_minor,
        };
      });
    });
  }

  // Only pending rows change: a row another drainer settled (after a lease ran out) stays as it is.
  markDelivered(rowIds: readonly number[], at: Date) {
    return this.settle(rowIds, sql`status = 'delivered', delivered_at = ${iso(at)}::timestamptz, claimed_until = null`);
  }

  markRetry(rowIds: readonly number[], error: string, nextAttemptAt: Date) {
    return this.settle(rowIds, sql`last_error = ${error}, next_attempt_at = ${iso(nextAttemptAt)}::timestamptz, claimed_until = null`);
  }

  markFailed(rowIds: readonly number[], error: string, at: Date) {
    return this.settle(rowIds, sql`status = 'failed', last_error = ${error}, failed_at = ${iso(at)}::timestamptz, claimed_until = null`);
  }

  pruneDelivered(before: Date) {
    return dbCall(async () => {
      const rows = await this.database.query(sql`
        delete from outbox where status = 'delivered' and delivered_at < ${iso(before)}::timestamptz returning id`);
      return rows.length;
    });
  }

  stats() {
    return dbCall(async (): Promise<OutboxStats> => {
      const [raw] = await this.database.query(sql`
        select count(*) filter (where status = 'pending') as pending,
          count(*) filter (where status = 'failed') as failed,
          min(created_at) filter (where status = 'pending') as oldest
        from outbox where status <> 'delivered'`);
      const row = z.object({ pending: num, failed: num, oldest: dateOrNull }).parse(raw);
      return { pending: row.pending, failed: row.failed, oldestPendingAt: row.oldest };
    });
  }

  list(filter: { readonly status?: NotificationStatus; readonly limit: number }) {
    return dbCall(async (): Promise<NotificationRecord[]> => {
      const rows = await this.database.query(sql`
        select id, status, payload, attempts, last_error, created_at, next_attempt_at, delivered_at, failed_at
        from outbox
        where topic = 'advert.price_dropped' ${filter.status ? sql`and status = ${filter.status}` : sql``}
        order by id desc
        limit ${filter.limit}`);
      return rows.map((raw) => {
        const row = recordRow.parse(raw);
        return {
          id: row.id,
          status: row.status,
          userId: row.payload.user_id,
          advertId: row.payload.advert_id,
          currency: row.payload.currency,
          oldPriceMinor: row.payload.old_price_minor,
          newPriceMinor: row.payload.new_price_minor,
          attempts: row.attempts,
          lastError: row.last_error,
          createdAt: row.created_at,
          nextAttemptAt: row.next_attempt_at,
          deliveredAt: row.delivered_at,
          failedAt: row.failed_at,
        };
      });
    });
  }

  retry(target: { readonly ids: readonly number[] } | 'all_failed', now: Date) {
    return dbCall(async () => {
      const chosen =
        target === 'all_failed'
          ? sql`status = 'failed'`
          : sql`id = any(${idArray(target.ids)}::bigint[])
              and (status = 'failed' or (status = 'pending' and (claimed_until is null or claimed_until <= ${iso(now)}::timestamptz)))`;
      const rows = await this.database.query(sql`
        update outbox set status = 'pending', attempts = 0, next_attempt_at = ${iso(now)}::timestamptz,
          failed_at = null, claimed_until = null
        where ${chosen}
        returning id`);
      return rows.length;
    });
  }

  private settle(rowIds: readonly number[], set: ReturnType<typeof sql>) {
    return dbCall(async () => {
      if (rowIds.length === 0) return;
      await this.database.query(sql`update outbox set ${set} where id = any(${idArray(rowIds)}::bigint[]) and status = 'pending'`);
    });
  }
}
