import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  OWNER_EVENT_TYPES,
  type ClaimedDelivery,
  type DeliveryStatus,
  type OperatorDeliveryRecord,
  type WebhookOutbox,
  type WebhookQueueStats,
} from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from './db-call.js';
import { date, dateOrNull, num } from './rows.js';
import { rowsOf } from './tx.js';
import { DELIVERY_COLUMNS, toDelivery } from './drizzle-webhooks.js';

const iso = (at: Date) => at.toISOString();

const claimedRow = z.object({
  id: z.string(),
  webhook_id: z.string(),
  attempts: num,
  url: z.string(),
  secret: z.string(),
  previous_secret: z.string().nullable(),
  event_id: z.string(),
  type: z.enum(OWNER_EVENT_TYPES),
  data: z.unknown(),
  event_created_at: date,
});

/**
 * The webhook outbox as the drainer's port. A claim is one statement: due deliveries of enabled
 * subscriptions (a test goes to a disabled one too) are locked with FOR UPDATE SKIP LOCKED
 * (another drainer's claim in progress is skipped, never waited for), counted an attempt and
 * leased until `leaseUntil`; no lock is held while sending.
 */
export class DrizzleWebhookOutbox implements WebhookOutbox {
  constructor(private readonly database: Database) {}

  claim(limit: number, now: Date, leaseUntil: Date) {
    return dbCall(async (): Promise<ClaimedDelivery[]> => {
      const rows = await rowsOf(this.database.db, sql`
        with due as (
          select d.id from webhook_deliveries d
          join webhooks w on w.id = d.webhook_id
          join owner_events e on e.id = d.event_id
          where d.status = 'pending' and d.next_attempt_at <= ${iso(now)}::timestamptz
            and (d.claimed_until is null or d.claimed_until <= ${iso(now)}::timestamptz)
            and (w.enabled or e.type = 'webhook.test')
          order by d.next_attempt_at
          limit ${limit}
          for update of d skip locked
        ), claimed as (
          update webhook_deliveries d set attempts = d.attempts + 1, claimed_until = ${iso(leaseUntil)}::timestamptz
          from due where d.id = due.id
          returning d.id, d.webhook_id, d.event_id, d.attempts
        )
        select c.id, c.webhook_id, c.attempts, w.url, w.secret,
          case when w.previous_secret_until > ${iso(now)}::timestamptz then w.previous_secret end as previous_secret,
          e.id as event_id, e.type, e.data, e.created_at as event_created_at
        from claimed c join webhooks w on w.id = c.webhook_id join owner_events e on e.id = c.event_id`);
      return rows.map((raw) => {
        const row = claimedRow.parse(raw);
        return {
          deliveryId: row.id,
          webhookId: row.webhook_id,
          attempts: row.attempts,
          url: row.url,
          secrets: row.previous_secret ? [row.secret, row.previous_secret] : [row.secret],
          event: { id: row.event_id, type: row.type, createdAt: row.event_created_at, data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data },
        };
      });
    });
  }

  // Only pending rows change: one a retry or another drainer settled stays as it is.
  markDelivered(deliveryId: string, statusCode: number, at: Date) {
    return dbCall(async () => {
      await rowsOf(this.database.db, sql`
        with done as (
          update webhook_deliveries set status = 'delivered', delivered_at = ${iso(at)}::timestamptz, last_status_code = ${statusCode},
            last_error = null, claimed_until = null
          where id = ${deliveryId}::uuid and status = 'pending'
          returning webhook_id
        )
        update webhooks set failing_since = null where id in (select webhook_id from done) and failing_since is not null`);
    });
  }

  markFailedAttempt(
    deliveryId: string,
    outcome: { readonly statusCode: number | null; readonly error: string },
    nextAttemptAt: Date | null,
    now: Date,
    disableIfFailingSince: Date,
  ) {
    return dbCall(async () => {
      const settle =
        nextAttemptAt === null
          ? sql`status = 'failed', failed_at = ${iso(now)}::timestamptz`
          : sql`next_attempt_at = ${iso(nextAttemptAt)}::timestamptz`;
      await rowsOf(this.database.db, sql`
        with attempt as (
          update webhook_deliveries set ${settle}, last_status_code = ${outcome.statusCode}, last_error = ${outcome.error},
            claimed_until = null
          where id = ${deliveryId}::uuid and status = 'pending'
          returning webhook_id
        )
        update webhooks w set failing_since = coalesce(w.failing_since, ${iso(now)}::timestamptz),
          enabled = w.enabled and not coalesce(w.failing_since <= ${iso(disableIfFailingSince)}::timestamptz, false),
          disabled_reason = case when w.enabled and w.failing_since <= ${iso(disableIfFailingSince)}::timestamptz then 'failing' else w.disabled_reason end
        where w.id in (select webhook_id from attempt)`);
    });
  }

  stats() {
    return dbCall(async (): Promise<WebhookQueueStats> => {
      const [raw] = await rowsOf(this.database.db, sql`
        select count(*) filter (where status = 'pending') as pending, count(*) filter (where status = 'failed') as failed,
          min(created_at) filter (where status = 'pending') as oldest
        from webhook_deliveries where status <> 'delivered'`);
      const row = z.object({ pending: num, failed: num, oldest: dateOrNull }).parse(raw);
      return { pending: row.pending, failed: row.failed, oldestPendingAt: row.oldest };
    });
  }

  list(filter: { readonly status?: DeliveryStatus; readonly limit: number }) {
    return dbCall(async (): Promise<OperatorDeliveryRecord[]> => {
      const rows = await rowsOf(this.database.db, sql`
        select ${DELIVERY_COLUMNS}, w.id as webhook_id, w.owner_id, w.url
        from webhook_deliveries d join webhooks w on w.id = d.webhook_id join owner_events e on e.id = d.event_id
        ${filter.status ? sql`where d.status = ${filter.status}` : sql``}
        order by d.created_at desc, d.id desc
        limit ${filter.limit}`);
      return rows.map((raw) => {
        const extra = z.object({ webhook_id: z.string(), owner_id: z.string(), url: z.string() }).parse(raw);
        return { ...toDelivery(raw), webhookId: extra.webhook_id, ownerId: extra.owner_id, url: extra.url };
      });
    });
  }

  retry(target: { readonly ids: readonly string[] } | 'all_failed', now: Date) {
    return dbCall(async () => {
      const chosen =
        target === 'all_failed'
          ? sql`status = 'failed'`
          : sql`id = any(${`{${target.ids.join(',')}}`}::uuid[]) and status <> 'delivered'
              and (claimed_until is null or claimed_until <= ${iso(now)}::timestamptz)`;
      const rows = await rowsOf(this.database.db, sql`
        update webhook_deliveries set status = 'pending', attempts = 0, next_attempt_at = ${iso(now)}::timestamptz,
          failed_at = null, claimed_until = null
        where ${chosen}
        returning 1`);
      return rows.length;
    });
  }

  prune(before: Date) {
    return dbCall(async () => {
      const rows = await rowsOf(this.database.db, sql`
        delete from webhook_deliveries
        where status <> 'pending' and coalesce(delivered_at, failed_at) < ${iso(before)}::timestamptz
        returning 1`);
      return rows.length;
    });
  }
}
