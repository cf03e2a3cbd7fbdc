import { tables } from '@marketplace/adapters-postgres';
import type { TestApp } from '../../support/test-app.js';

/** Rows the owner operations leave behind, read straight from the database. */

export interface PriceDropPayload {
  readonly user_id: string;
  readonly advert_id: string;
  readonly old_price_minor: number;
  readonly new_price_minor: number;
  readonly currency: string;
  readonly discount_percent: number | null;
}

/** Notifications waiting in the outbox, in the order they were written. */
export async function outbox(app: TestApp): Promise<{ id: number; topic: string; payload: PriceDropPayload }[]> {
  const rows = await app.services.database.db.select().from(tables.outbox);
  return rows
    .map((row) => ({ id: row.id, topic: row.topic, payload: row.payload as PriceDropPayload }))
    .sort((a, b) => a.id - b.id);
}

export async function bumps(app: TestApp, userId: string) {
  const rows = await app.services.database.db.select().from(tables.bumps);
  return rows.filter((row) => row.userId === userId);
}
