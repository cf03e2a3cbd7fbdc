import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { OWNER_EVENT_TYPES } from '@marketplace/core';
import type { CommittedChatEvent, CommittedEvent } from '@marketplace/core/contracts';
import type { Database } from '../../src/index.js';

const eventRow = z.object({
  id: z.string(),
  owner_id: z.string(),
  type: z.enum(OWNER_EVENT_TYPES),
  data: z.unknown(),
  created_at: z.coerce.date(),
});

/** The committed owner events (of one owner, or all), in the order written, as the contracts compare them. */
export async function committedEvents(database: Database, ownerId?: string): Promise<CommittedChatEvent[]> {
  const rows = await database.query(sql`
    select id, owner_id, type, data, created_at from owner_events
    ${ownerId === undefined ? sql`` : sql`where owner_id = ${ownerId}::uuid`}
    order by recorded`);
  return rows.map((raw) => {
    const row = eventRow.parse(raw);
    const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
    return { id: row.id, ownerId: row.owner_id, type: row.type, data, at: row.created_at };
  });
}

/** One owner's committed events without their ids (the workspace's ids are drawn by the database). */
export const ownerEvents = async (database: Database, ownerId: string): Promise<CommittedEvent[]> =>
  (await committedEvents(database, ownerId)).map(({ type, data, at }) => ({ ownerId, type, data, at }));
