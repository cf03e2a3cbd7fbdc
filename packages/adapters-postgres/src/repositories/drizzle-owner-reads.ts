import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { OwnAdvertListQuery, OwnAdvertRecord, OwnerReads } from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from './db-call.js';
import { readAccount, titlesSubquery } from './owner-rows.js';
import { date, dateOrNull, lang, num, numOrNull, textArray } from './rows.js';
import { rowsOf } from './tx.js';

const ownRow = z.object({
  id: z.string(),
  title: z.string(),
  title_lang: lang,
  titles: textArray,
  price_minor: numOrNull,
  currency: z.string(),
  has_variants: z.boolean(),
  is_business: z.boolean(),
  category_id: z.string(),
  cover_photo_key: z.string().nullable(),
  views: num,
  favorites: num,
  created_at: date,
  last_free_bump_at: dateOrNull,
  bumped_at: dateOrNull,
  is_archived: z.boolean(),
});

export class DrizzleOwnerReads implements OwnerReads {
  constructor(private readonly database: Database) {}

  account(ownerId: string, now: Date) {
    return dbCall(() => readAccount(this.database.db, ownerId, now));
  }

  /**
   * All of the owner's adverts of a status (the use case filters title words and pages); one
   * owner's adverts are few enough, and the owner index serves the order.
   */
  listOwnAdverts(query: OwnAdvertListQuery) {
    return dbCall(async (): Promise<OwnAdvertRecord[]> => {
      const rows = await rowsOf(this.database.db, sql`
        select a.id,
          coalesce(tl.title, orig.title) as title,
          case when tl.title is null then a.original_lang else ${query.lang} end as title_lang,
          ${titlesSubquery} as titles,
          a.price_minor, a.currency, a.has_variants, a.contour = 'business' as is_business, a.category_id,
          a.cover_photo_key, a.views, a.favorites, a.created_at, a.last_free_bump_at, a.bumped_at,
          a.status = 'archived' as is_archived
        from adverts a
        ${query.categoryId ? sql`join categories c on c.id = a.category_id and ${query.categoryId}::uuid = any(c.path)` : sql``}
        left join advert_texts tl on tl.advert_id = a.id and tl.lang = ${query.lang}
        left join advert_texts orig on orig.advert_id = a.id and orig.is_original
        where a.seller_id = ${query.ownerId}::uuid and a.status = ${query.status}
          ${query.contour ? sql`and a.contour = ${query.contour}` : sql``}
        order by a.sort_at desc, a.id desc`);
      return rows.map((raw) => {
        const row = ownRow.parse(raw);
        return {
          id: row.id,
          title: { text: row.title, lang: row.title_lang },
          titles: row.titles,
          priceMinor: row.price_minor,
          currency: row.currency,
          hasVariants: row.has_variants,
          isBusiness: row.is_business,
          categoryId: row.category_id,
          photoKey: row.cover_photo_key,
          views: row.views,
          favorites: row.favorites,
          createdAt: row.created_at,
          lastFreeBumpAt: row.last_free_bump_at,
          lastBumpAt: row.bumped_at,
          isArchived: row.is_archived,
        };
      });
    });
  }
}
