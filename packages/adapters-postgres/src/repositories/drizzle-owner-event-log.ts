import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { OWNER_EVENT_TYPES, type EventPage, type EventPageQuery, type OwnerEventLog } from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from './db-call.js';
import { date, num } from './rows.js';
import { rowsOf } from './tx.js';

/** The key of the advisory lock one sequencer at a time holds ("events" in ASCII). */
const SEQUENCER_LOCK = 0x6576656e7473;
/** Events numbered per statement; a full round is followed by another at once. */
const SEQUENCE_BATCH = 5000;

const eventRow = z.object({
  id: z.string(),
  owner_id: z.string(),
  type: z.enum(OWNER_EVENT_TYPES),
  data: z.record(z.string(), z.unknown()),
  created_at: date,
  seq: num,
});

const pageRow = z.object({ top: num, events: z.union([z.array(eventRow), z.string().transform((text) => z.array(eventRow).parse(JSON.parse(text)))]) });

const textList = (values: readonly string[]) => `{${values.join(',')}}`;

/**
 * The owner event log (decision 0060). Writers insert events without a number inside their own
 * transaction; `sequence` gives every committed, unnumbered event the next numbers of
 * `owner_event_seq`, one sequencer at a time (a transaction-level advisory lock, tried, never
 * waited for). Sequencers run one after another and each commits before the next starts, so the
 * numbers any snapshot sees are a prefix of those given: a reader that asks for numbers after
 * the last it saw never misses an event that committed late with an earlier id. The same
 * statement queues the event's webhook deliveries for the owner's enabled subscriptions.
 */
export class DrizzleOwnerEventLog implements OwnerEventLog {
  constructor(private readonly database: Database) {}

  sequence(now: Date) {
    return dbCall(async () => {
      let total = 0;
      for (;;) {
        const numbered = await this.database.db.transaction(async (tx) => {
          const [lock] = await rowsOf(tx, sql`select pg_try_advisory_xact_lock(${SEQUENCER_LOCK}::bigint) as locked`);
          if (lock?.locked !== true) return 0;
          const [row] = await rowsOf(tx, sql`
            with waiting as (
              select id, recorded from owner_events where seq is null order by recorded limit ${SEQUENCE_BATCH}
            ), given as (
              select id, nextval('owner_event_seq') as seq from (select id from waiting order by recorded) w
            ), numbered as (
              update owner_events e set seq = given.seq from given where e.id = given.id
              returning e.id, e.owner_id, e.type
            ), queued as (
              insert into webhook_deliveries (id, webhook_id, event_id, next_attempt_at, created_at)
              select gen_random_uuid(), w.id, n.id, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
              from numbered n join webhooks w on w.owner_id = n.owner_id and w.enabled and n.type = any(w.events)
              where n.type <> 'webhook.test'
              on conflict do nothing
              returning 1
            )
            select (select count(*) from numbered) as numbered`);
          return num.parse(row?.numbered ?? 0);
        });
        total += numbered;
        if (numbered < SEQUENCE_BATCH) return total;
      }
    });
  }

  page(query: EventPageQuery) {
    return dbCall(async (): Promise<EventPage> => {
      // One statement, one snapshot: the page and the highest number the owner has in it.
      const [raw] = await rowsOf(this.database.db, sql`
        select
          (select coalesce(max(seq), 0) from owner_events where owner_id = ${query.ownerId}::uuid and seq is not null) as top,
          coalesce((
            select json_agg(p order by p.seq) from (
              select id, owner_id, type, data, created_at, seq from owner_events
              where owner_id = ${query.ownerId}::uuid and seq > ${query.afterSeq}::bigint and type = any(${textList(query.types)}::text[])
              order by seq
              limit ${query.limit}
            ) p
          ), '[]'::json) as events`);
      const row = pageRow.parse(raw);
      const events = row.events.map((event) => ({
        id: event.id,
        ownerId: event.owner_id,
        type: event.type,
        data: event.data,
        createdAt: event.created_at,
        seq: event.seq,
      }));
      const last = events.at(-1)?.seq ?? query.afterSeq;
      // A full page ends at its last event; a short one has seen everything numbered so far.
      const lastSeq = events.length === query.limit ? last : Math.max(last, row.top, query.afterSeq);
      return { events, lastSeq };
    });
  }

  prune(before: Date) {
    return dbCall(async () => {
      const rows = await rowsOf(this.database.db, sql`
        delete from owner_events where created_at < ${before.toISOString()}::timestamptz and seq is not null returning 1`);
      return rows.length;
    });
  }
}
