import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  OWNER_EVENT_TYPES,
  type DeliveryRecord,
  type NewWebhook,
  type WebhookChanges,
  type WebhookRecord,
  type Webhooks,
} from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from './db-call.js';
import { ownerTransaction } from './owner-transaction.js';
import { date, dateOrNull, numOrNull, num, textArray } from './rows.js';
import { rowsOf } from './tx.js';

const iso = (at: Date) => at.toISOString();
const textList = (values: readonly string[]) => `{${values.join(',')}}`;

const webhookRow = z.object({
  id: z.string(),
  owner_id: z.string(),
  url: z.string(),
  events: textArray.pipe(z.array(z.enum(OWNER_EVENT_TYPES))),
  description: z.string().nullable(),
  enabled: z.boolean(),
  disabled_reason: z.enum(['by_owner', 'failing']).nullable(),
  created_at: date,
});

export const toWebhook = (raw: unknown): WebhookRecord => {
  const row = webhookRow.parse(raw);
  return {
    id: row.id,
    ownerId: row.owner_id,
    url: row.url,
    events: row.events,
    description: row.description,
    enabled: row.enabled,
    disabledReason: row.disabled_reason,
    createdAt: row.created_at,
  };
};

const deliveryRow = z.object({
  id: z.string(),
  event_id: z.string(),
  type: z.enum(OWNER_EVENT_TYPES),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: num,
  last_status_code: numOrNull,
  last_error: z.string().nullable(),
  next_attempt_at: dateOrNull,
  created_at: date,
});

export const toDelivery = (raw: unknown): DeliveryRecord => {
  const row = deliveryRow.parse(raw);
  return {
    id: row.id,
    eventId: row.event_id,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    createdAt: row.created_at,
  };
};

const WEBHOOK_COLUMNS = sql`id, owner_id, url, events, description, enabled, disabled_reason, created_at`;
export const DELIVERY_COLUMNS = sql`d.id, d.event_id, e.type, d.status, d.attempts, d.last_status_code, d.last_error, d.next_attempt_at, d.created_at`;

/** An owner's webhook subscriptions; every statement is limited to the owner's own rows. */
export class DrizzleWebhooks implements Webhooks {
  constructor(private readonly database: Database) {}

  create(webhook: NewWebhook, max: number) {
    // Under the owner's lock, so parallel creations cannot pass the limit.
    return ownerTransaction(this.database, webhook.ownerId, (tx) =>
      dbCall(async () => {
        const [count] = await rowsOf(tx, sql`select count(*) as n from webhooks where owner_id = ${webhook.ownerId}::uuid`);
        if (num.parse(count?.n ?? 0) >= max) return null;
        const [row] = await rowsOf(tx, sql`
          insert into webhooks (id, owner_id, url, events, description, secret, created_at, updated_at)
          values (${webhook.id}::uuid, ${webhook.ownerId}::uuid, ${webhook.url}, ${textList(webhook.events)}::text[],
            ${webhook.description}, ${webhook.secret}, ${iso(webhook.createdAt)}::timestamptz, ${iso(webhook.createdAt)}::timestamptz)
          returning ${WEBHOOK_COLUMNS}`);
        return toWebhook(row);
      }),
    );
  }

  list(ownerId: string) {
    return dbCall(async () => {
      const rows = await rowsOf(this.database.db, sql`
        select ${WEBHOOK_COLUMNS} from webhooks where owner_id = ${ownerId}::uuid order by created_at, id`);
      return rows.map(toWebhook);
    });
  }

  update(ownerId: string, webhookId: string, changes: WebhookChanges, now: Date) {
    return dbCall(async () => {
      const sets = [sql`updated_at = ${iso(now)}::timestamptz`];
      if (changes.url !== undefined) sets.push(sql`url = ${changes.url}`);
      if (changes.events !== undefined) sets.push(sql`events = ${textList(changes.events)}::text[]`);
      if (changes.description !== undefined) sets.push(sql`description = ${changes.description}`);
      if (changes.enabled === true) sets.push(sql`enabled = true, disabled_reason = null, failing_since = null`);
      if (changes.enabled === false) sets.push(sql`enabled = false, disabled_reason = 'by_owner'`);
      const [row] = await rowsOf(this.database.db, sql`
        update webhooks set ${sql.join(sets, sql`, `)}
        where id = ${webhookId}::uuid and owner_id = ${ownerId}::uuid
        returning ${WEBHOOK_COLUMNS}`);
      return row ? toWebhook(row) : null;
    });
  }

  remove(ownerId: string, webhookId: string) {
    return dbCall(async () => {
      const rows = await rowsOf(this.database.db, sql`
        delete from webhooks where id = ${webhookId}::uuid and owner_id = ${ownerId}::uuid returning 1`);
      return rows.length > 0;
    });
  }

  rotateSecret(ownerId: string, webhookId: string, secret: string, previousUntil: Date, now: Date) {
    return dbCall(async () => {
      const rows = await rowsOf(this.database.db, sql`
        update webhooks set previous_secret = secret, previous_secret_until = ${iso(previousUntil)}::timestamptz,
          secret = ${secret}, updated_at = ${iso(now)}::timestamptz
        where id = ${webhookId}::uuid and owner_id = ${ownerId}::uuid
        returning 1`);
      return rows.length > 0;
    });
  }

  sendTest(ownerId: string, webhookId: string, ids: { readonly eventId: string; readonly deliveryId: string }, now: Date) {
    return dbCall(async () => {
      // One statement: the event and its one delivery exist together, only for the owner's subscription.
      const rows = await rowsOf(this.database.db, sql`
        with target as (
          select id from webhooks where id = ${webhookId}::uuid and owner_id = ${ownerId}::uuid
        ), event as (
          insert into owner_events (id, owner_id, type, data, created_at)
          select ${ids.eventId}::uuid, ${ownerId}::uuid, 'webhook.test', jsonb_build_object('webhook_id', target.id), ${iso(now)}::timestamptz
          from target
          returning id
        )
        insert into webhook_deliveries (id, webhook_id, event_id, next_attempt_at, created_at)
        select ${ids.deliveryId}::uuid, target.id, event.id, ${iso(now)}::timestamptz, ${iso(now)}::timestamptz
        from target, event
        returning 1`);
      return rows.length > 0;
    });
  }

  deliveries(ownerId: string, webhookId: string, limit: number) {
    return dbCall(async () => {
      const [owned] = await rowsOf(this.database.db, sql`
        select 1 from webhooks where id = ${webhookId}::uuid and owner_id = ${ownerId}::uuid`);
      if (!owned) return null;
      const rows = await rowsOf(this.database.db, sql`
        select ${DELIVERY_COLUMNS} from webhook_deliveries d join owner_events e on e.id = d.event_id
        where d.webhook_id = ${webhookId}::uuid
        order by d.created_at desc, d.id desc
        limit ${limit}`);
      return rows.map(toDelivery);
    });
  }

  retryDelivery(ownerId: string, webhookId: string, deliveryId: string, now: Date) {
    return dbCall(async () => {
      // A delivery being sent (its lease holds) is left to its attempt; any other is due again now.
      await rowsOf(this.database.db, sql`
        update webhook_deliveries d set status = 'pending', attempts = 0, next_attempt_at = ${iso(now)}::timestamptz,
          failed_at = null, claimed_until = null
        from webhooks w
        where d.id = ${deliveryId}::uuid and d.webhook_id = ${webhookId}::uuid and w.id = d.webhook_id and w.owner_id = ${ownerId}::uuid
          and (d.claimed_until is null or d.claimed_until <= ${iso(now)}::timestamptz)`);
      const [row] = await rowsOf(this.database.db, sql`
        select ${DELIVERY_COLUMNS} from webhook_deliveries d
        join webhooks w on w.id = d.webhook_id and w.owner_id = ${ownerId}::uuid
        join owner_events e on e.id = d.event_id
        where d.id = ${deliveryId}::uuid and d.webhook_id = ${webhookId}::uuid`);
      return row ? toDelivery(row) : null;
    });
  }
}

