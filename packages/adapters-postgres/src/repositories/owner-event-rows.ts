import { sql } from 'drizzle-orm';
import type { NewOwnerEvent } from '@marketplace/core';
import type { Tx } from './tx.js';

/**
 * Writes an event of the owner's log inside the caller's transaction (after the owner's lock),
 * unnumbered: the sequencer numbers it once it has committed (drizzle-owner-event-log.ts).
 */
export async function insertOwnerEvent(tx: Tx, ownerId: string, event: NewOwnerEvent, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into owner_events (id, owner_id, type, data, created_at)
    values (gen_random_uuid(), ${ownerId}::uuid, ${event.type}, ${JSON.stringify(event.data)}::jsonb, ${now.toISOString()}::timestamptz)`);
}
