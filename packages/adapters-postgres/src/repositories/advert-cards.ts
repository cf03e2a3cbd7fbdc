import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { distanceKm, type AdvertCardRecord, type GeoPoint, type Language } from '@marketplace/core';
import type { Database } from '../db.js';
import { date, dateOrNull, lang, numOrNull, textArray, uuidArray } from './rows.js';

const cardRow = z.object({
  id: z.string(),
  title: z.string(),
  title_lang: lang,
  price_minor: numOrNull,
  currency: z.string(),
  price_from: z.boolean(),
  discount_percent: numOrNull,
  discount_until: dateOrNull,
  in_stock: z.boolean(),
  city: z.string().nullable(),
  latitude: numOrNull,
  longitude: numOrNull,
  category_id: z.string(),
  category_path: textArray,
  cover_photo_key: z.string().nullable(),
  seller_id: z.string(),
  seller_name: z.string(),
  is_business: z.boolean(),
  created_at: date,
  sort_at: date,
});

/** The card's columns of `adverts a` (joined as `cardJoins` does), in the requested language. */
export const cardColumns = (language: Language): SQL => sql`a.id,
      coalesce(tl.title, orig.title) as title,
      case when tl.title is null then a.original_lang else ${language} end as title_lang,
      a.price_minor, a.currency, a.price_from, a.discount_percent, a.discount_until, a.in_stock,
      a.city, a.latitude, a.longitude, a.category_id, a.cover_photo_key, a.seller_id,
      a.contour = 'business' as is_business,
      coalesce(b.name, u.first_name) as seller_name,
      a.created_at, a.sort_at,
      (select array_agg(ct.title order by p.ord)
         from unnest(c.path) with ordinality p(id, ord)
         -- One primary-key probe per level (a join let the planner scan every title per card).
         cross join lateral (select t.title from category_titles t where t.category_id = p.id and t.lang = ${language} limit 1) ct) as category_path`;

/** What the card reads besides the advert: category, seller, and the texts in the language and as written. */
export const cardJoins = (language: Language): SQL => sql`
    join categories c on c.id = a.category_id
    join users u on u.id = a.seller_id
    left join businesses b on b.user_id = a.seller_id and a.contour = 'business'
    left join advert_texts tl on tl.advert_id = a.id and tl.lang = ${language}
    left join advert_texts orig on orig.advert_id = a.id and orig.is_original`;

/** A card from a row of `cardColumns`. */
export function cardFromRow(raw: unknown, point: GeoPoint | null): AdvertCardRecord {
  return withDistance(placedCardFromRow(raw), point);
}

/** A card and its place, the distance left out (it depends on the searcher's point). */
export interface PlacedCard {
  readonly card: AdvertCardRecord;
  readonly location: GeoPoint | null;
}

/**
 * The card with its distance from `point` (null without a point or a place). A kept card has none:
 * without a distance it is itself (cards are not changed once made), the same object from one
 * search to the next; with one it names that kept card (`withoutDistance`), whose presented card
 * core keeps.
 */
export function withDistance({ card, location }: PlacedCard, point: GeoPoint | null): AdvertCardRecord {
  if (!point || !location) return card.distanceKm === null ? card : { ...card, distanceKm: null };
  return { ...card, distanceKm: distanceKm(point, location), withoutDistance: card };
}

function placedCardFromRow(raw: unknown): PlacedCard {
  const row = cardRow.parse(raw);
  const location =
    row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null;
  const card: AdvertCardRecord = {
    id: row.id,
    title: { text: row.title, lang: row.title_lang },
    priceMinor: row.price_minor,
    currency: row.currency,
    priceFrom: row.price_from,
    discountPercent: row.discount_percent,
    discountUntil: row.discount_until,
    inStock: row.in_stock,
    city: row.city,
    distanceKm: null,
    categoryId: row.category_id,
    categoryPath: row.category_path,
    photoKey: row.cover_photo_key,
    seller: { id: row.seller_id, name: row.seller_name, isBusiness: row.is_business },
    createdAt: row.created_at,
    sortAt: row.sort_at,
  };
  return { card, location };
}

/**
 * The card projection of adverts by id, in the requested language where a text is stored
 * (otherwise the original, marked with its language so the use case can translate it).
 */
export async function loadAdvertCards(
  database: Database,
  ids: readonly string[],
  language: Language,
  point: GeoPoint | null,
): Promise<AdvertCardRecord[]> {
  const byId = await readPlacedCards(database, ids, language);
  return ids.flatMap((id) => {
    const placed = byId.get(id);
    return placed ? [withDistance(placed, point)] : [];
  });
}

/** The cards of these adverts that exist, by id: one prepared statement. */
export async function readPlacedCards(database: Database, ids: readonly string[], language: Language): Promise<Map<string, PlacedCard>> {
  if (ids.length === 0) return new Map();
  const rows = await database.queryPrepared(sql`
    select ${cardColumns(language)}
    from adverts a ${cardJoins(language)}
    where a.id = any(${uuidArray(ids)}::uuid[])`);
  return new Map(rows.map((raw) => {
    const placed = placedCardFromRow(raw);
    return [placed.card.id, placed] as const;
  }));
}
