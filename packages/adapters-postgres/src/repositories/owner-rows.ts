import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isPlanName, startOfUtcMonth, type OwnerAccount } from '@marketplace/core';
import type { Db } from '../db.js';
import { rowsOf, type Tx } from './tx.js';
import { num } from './rows.js';

const accountRow = z.object({ plan: z.string().refine(isPlanName), active: num, paid: num });

/** The owner's plan, active adverts and paid bumps of the current UTC month. */
export async function readAccount(tx: Tx | Db, ownerId: string, now: Date): Promise<OwnerAccount | null> {
  const [raw] = await rowsOf(
    tx,
    sql`select u.plan,
          (select count(*) from adverts a where a.seller_id = u.id and a.status = 'active') as active,
          (select count(*) from bumps b where b.user_id = u.id and b.kind = 'paid'
             and b.created_at >= ${startOfUtcMonth(now).toISOString()}::timestamptz) as paid
        from users u where u.id = ${ownerId}::uuid`,
  );
  if (!raw) return null;
  const row = accountRow.parse(raw);
  return { userId: ownerId, plan: row.plan as OwnerAccount['plan'], activeAdverts: row.active, paidBumpsThisMonth: row.paid };
}

/** Titles of an advert in every stored language, as a correlated subquery. */
export const titlesSubquery = sql`(select coalesce(array_agg(t.title), '{}') from advert_texts t where t.advert_id = a.id)`;
