import { ResultAsync } from 'neverthrow';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  type BumpKind,
  type OwnAdvertFilter,
  type OwnAdvertState,
  type OwnerAdverts,
  type OwnerWorkspace,
  type PriceChange,
  type PriceDropNotice,
  type Unavailable,
} from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from './db-call.js';
import { ownerTransaction } from './owner-transaction.js';
import { ownerEventInsert } from './owner-event-rows.js';
import { readAccount, titlesSubquery } from './owner-rows.js';
import { date, dateOrNull, numOrNull, textArray, uuidArray } from './rows.js';
import { pipeline, type Tx } from './tx.js';

const stateRow = z.object({
  id: z.string(),
  status: z.enum(['active', 'archived']),
  contour: z.enum(['private', 'business']),
  currency: z.string(),
  price_minor: numOrNull,
  has_variants: z.boolean(),
  discount_percent: numOrNull,
  discount_until: dateOrNull,
  discount_from_minor: numOrNull,
  created_at: date,
  last_free_bump_at: dateOrNull,
  bumped_at: dateOrNull,
  has_deal: z.boolean(),
  titles: textArray,
});

const iso = (at: Date) => at.toISOString();

/**
 * The owner's adverts inside one transaction. Writes whose answer the work does not need (price,
 * availability, bump, archive, restore, the event) are pipelined: sent at once, waited for by the
 * next read or by `settle` before the commit, so a request's statements share round trips.
 */
function workspaceOn(tx: Tx, ownerId: string): OwnerWorkspace & { settle(): ResultAsync<void, Unavailable>; drain(): Promise<void> } {
  const run = <T>(work: () => Promise<T>) => dbCall(work);
  const statements = pipeline(tx);
  const write = (statement: SQL) => run(async () => statements.write(statement));
  return {
    settle: () => run(() => statements.settle()),
    drain: () => statements.drain(),

    account: (now) =>
      run(async () => {
        await statements.settle();
        const account = await readAccount(tx, ownerId, now);
        if (!account) throw new Error(`owner ${ownerId} vanished inside its own transaction`);
        return account;
      }),

    adverts: (filter: OwnAdvertFilter) =>
      run(async (): Promise<OwnAdvertState[]> => {
        const rows = await statements.read(sql`
          select a.id, a.status, a.contour, a.currency, a.price_minor, a.has_variants, a.discount_percent,
            a.discount_until, a.discount_from_minor, a.created_at, a.last_free_bump_at, a.bumped_at,
            exists (select 1 from deals d where d.advert_id = a.id) as has_deal,
            ${titlesSubquery} as titles
          from adverts a
          ${filter.categoryId ? sql`join categories c on c.id = a.category_id and ${filter.categoryId}::uuid = any(c.path)` : sql``}
          where a.seller_id = ${ownerId}::uuid
            ${filter.ids ? sql`and a.id = any(${uuidArray(filter.ids)}::uuid[])` : sql``}
            ${filter.condition ? sql`and a.condition = ${filter.condition}` : sql``}
            ${filter.contour ? sql`and a.contour = ${filter.contour}` : sql``}
          order by a.id
          for update of a`);
        return rows.map((raw) => {
          const row = stateRow.parse(raw);
          return {
            id: row.id,
            status: row.status,
            contour: row.contour,
            currency: row.currency,
            priceMinor: row.price_minor,
            hasVariants: row.has_variants,
            discountPercent: row.discount_percent,
            discountUntil: row.discount_until,
            discountFromMinor: row.discount_from_minor,
            createdAt: row.created_at,
            lastFreeBumpAt: row.last_free_bump_at,
            lastBumpAt: row.bumped_at,
            hasDeal: row.has_deal,
            titles: row.titles,
          };
        });
      }),

    changePrice: (advertId: string, change: PriceChange, now: Date) =>
      write(sql`
        update adverts set price_minor = ${change.priceMinor}, discount_percent = ${change.discountPercent},
          discount_until = ${change.discountUntil ? iso(change.discountUntil) : null}::timestamptz,
          discount_from_minor = ${change.discountFromMinor},
          updated_at = ${iso(now)}::timestamptz
        where id = ${advertId}::uuid and seller_id = ${ownerId}::uuid`),

    setAvailability: (advertId: string, isAvailable: boolean, now: Date) =>
      write(sql`
        update advert_variants v set is_available = ${isAvailable} from adverts a
        where v.advert_id = a.id and a.id = ${advertId}::uuid and a.seller_id = ${ownerId}::uuid`).andThen(() =>
        write(sql`
          update adverts set in_stock = ${isAvailable}, updated_at = ${iso(now)}::timestamptz
          where id = ${advertId}::uuid and seller_id = ${ownerId}::uuid`),
      ),

    notifySavers: (notice: PriceDropNotice, now: Date) =>
      run(async () => {
        const rows = await statements.read(sql`
          insert into outbox (topic, payload, created_at)
          select 'advert.price_dropped',
            jsonb_build_object('user_id', f.user_id, 'advert_id', f.advert_id,
              'old_price_minor', ${notice.oldPriceMinor}::bigint, 'new_price_minor', ${notice.newPriceMinor}::bigint,
              'currency', ${notice.currency}::text, 'discount_percent', ${notice.discountPercent}::int),
            ${iso(now)}::timestamptz
          from favorites f join adverts a on a.id = f.advert_id and a.seller_id = ${ownerId}::uuid
          where f.advert_id = ${notice.advertId}::uuid
          returning id`);
        return rows.length;
      }),

    bump: (advertId: string, kind: BumpKind, now: Date) =>
      write(sql`
        insert into bumps (id, advert_id, user_id, kind, created_at)
        select gen_random_uuid(), a.id, a.seller_id, ${kind}, ${iso(now)}::timestamptz
        from adverts a where a.id = ${advertId}::uuid and a.seller_id = ${ownerId}::uuid`).andThen(() =>
        write(sql`
          update adverts set bumped_at = ${iso(now)}::timestamptz, sort_at = ${iso(now)}::timestamptz,
            last_free_bump_at = ${kind === 'free' ? sql`${iso(now)}::timestamptz` : sql`last_free_bump_at`},
            updated_at = ${iso(now)}::timestamptz
          where id = ${advertId}::uuid and seller_id = ${ownerId}::uuid`),
      ),

    archive: (advertId: string, reason: 'sold_elsewhere' | 'other' | null, now: Date) =>
      write(sql`
        update adverts set status = 'archived', archived_at = ${iso(now)}::timestamptz, archive_reason = ${reason},
          updated_at = ${iso(now)}::timestamptz
        where id = ${advertId}::uuid and seller_id = ${ownerId}::uuid`),

    restore: (advertId: string, now: Date) =>
      write(sql`
        update adverts set status = 'active', archived_at = null, archive_reason = null,
          updated_at = ${iso(now)}::timestamptz
        where id = ${advertId}::uuid and seller_id = ${ownerId}::uuid`),

    record: (event, now) => write(ownerEventInsert(ownerId, event, now)),
  };
}

/**
 * Owner operations in one transaction each, serialized per owner by a row lock on the owner's
 * `users` row: parallel bumps, restores, publishes and price changes of one owner queue behind
 * each other, so plan limits and quotas read inside the work stay true until it commits.
 */
export class DrizzleOwnerAdverts implements OwnerAdverts {
  constructor(private readonly database: Database) {}

  transact<T, E>(ownerId: string, work: (workspace: OwnerWorkspace) => ResultAsync<T, E>): ResultAsync<T, E | Unavailable> {
    return ownerTransaction(this.database, ownerId, (tx) => {
      const workspace = workspaceOn(tx, ownerId);
      const done = work(workspace).andThen((value) => workspace.settle().map(() => value));
      // Whichever way the work ends, no write it sent is still on its way when the transaction ends.
      return new ResultAsync(Promise.resolve(done).finally(() => workspace.drain()));
    });
  }
}
