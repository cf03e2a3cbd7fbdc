import { sql, type SQL } from 'drizzle-orm';
import type { NewOwnerEvent } from '@marketplace/core';
import type { Tx } from './tx.js';

/**
 * The insert of an event of the owner's log, for the caller's transaction (after the owner's
 * lock), unnumbered: the sequencer numbers it once it has committed (drizzle-owner-event-log.ts).
 */
export function ownerEventInsert(ownerId: string, event: NewOwnerEvent, now: Date): SQL {
  return sql`
    insert into owner_events (id, owner_id, type, data, created_at)
    values (gen_random_uuid(), ${ownerId}::uuid, ${event.type}, ${JSON.stringify(event.data)}::jsonb, ${now.toISOString()}::timestamptz)`;
}

/** Writes an event of the owner's log inside the caller's transaction (`ownerEventInsert`). */
export async function insertOwnerEvent(tx: Tx, ownerId: string, event: NewOwnerEvent, now: Date): Promise<void> {
  await tx.execute(ownerEventInsert(ownerId, event, now));
}
