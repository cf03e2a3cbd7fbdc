import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AdvertCatalog, AdvertRecord, Language, ReceivingMethod } from '@marketplace/core';
import type { Database } from '../db.js';
import { cardColumns, cardFromRow, cardJoins } from './advert-cards.js';
import { dbCall } from './db-call.js';
import { date, dateOrNull, lang, num, numOrNull } from './rows.js';
import { reviewsColumns, reviewsRow, toReviewsSummary } from './reviews.js';

const advertRow = reviewsRow.extend({
  status: z.enum(['active', 'archived']),
  type: z.enum(['sell', 'buy']),
  contour: z.enum(['private', 'business']),
  is_negotiable: z.boolean(),
  latitude: numOrNull,
  longitude: numOrNull,
  specs: z.array(z.object({ name: z.string(), value: z.string() })),
  receiving_methods: z.union([z.null(), z.array(z.enum(['pickup', 'delivery', 'online']))]),
  description: z.string(),
  description_lang: lang,
  photos: z.union([z.null(), z.array(z.string())]),
  variants: z.union([
    z.null(),
    z.array(z.object({ title: z.string(), price_minor: numOrNull, is_available: z.boolean() })),
  ]),
  created_at: date,
  discount_until: dateOrNull,
  views: num,
});

/**
 * get_advert's one statement: the card's columns, the rest of the advert, and the seller's
 * reviews. Exported for `pnpm bench`, which runs it through pgbench as get_advert's ceiling.
 */
export const advertStatement = (advertId: string, language: Language): SQL => sql`
        select ${cardColumns(language)},
          a.status, a.type, a.contour, a.is_negotiable, a.specs, a.receiving_methods, a.views,
          coalesce(tl.description, orig.description) as description,
          case when tl.description is null then a.original_lang else ${language} end as description_lang,
          (select array_agg(p.storage_key order by ap.position)
             from advert_photos ap join photos p on p.id = ap.photo_id where ap.advert_id = a.id) as photos,
          (select json_agg(json_build_object('title', v.title, 'price_minor', v.price_minor,
                  'is_available', v.is_available) order by v.position)
             from advert_variants v where v.advert_id = a.id) as variants,
          ${reviewsColumns(sql`a.seller_id`, sql`a.contour`)}
        from adverts a ${cardJoins(language)}
        where a.id = ${advertId}::uuid`;

export class DrizzleAdvertCatalog implements AdvertCatalog {
  constructor(private readonly database: Database) {}

  getAdvert(advertId: string, language: Language) {
    return dbCall(async (): Promise<AdvertRecord | null> => {
      const [raw] = await this.database.queryPrepared(advertStatement(advertId, language));
      if (!raw) return null;
      const card = cardFromRow(raw, null);
      const row = advertRow.parse(raw);
      const reviews = toReviewsSummary(row);
      return {
        id: card.id,
        status: row.status,
        type: row.type,
        title: card.title,
        description: { text: row.description, lang: row.description_lang },
        priceMinor: card.priceMinor,
        currency: card.currency,
        priceFrom: card.priceFrom,
        isNegotiable: row.is_negotiable,
        discountPercent: card.discountPercent,
        discountUntil: card.discountUntil,
        city: card.city,
        location:
          row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
        categoryId: card.categoryId,
        categoryPath: card.categoryPath,
        specs: row.specs,
        variants: (row.variants ?? []).map((v) => ({ title: v.title, priceMinor: v.price_minor, isAvailable: v.is_available })),
        receivingMethods: row.contour === 'business' ? ((row.receiving_methods ?? []) as ReceivingMethod[]) : null,
        photoKeys: row.photos ?? [],
        seller: card.seller,
        sellerReviews: reviews,
        createdAt: row.created_at,
      };
    });
  }
}
