import { fromMinorUnits } from '../domain/money.js';
import { formatCategoryPath } from '../domain/category.js';
import { visibleDiscount, type AdvertCardRecord, type AdvertRecord } from '../domain/advert.js';
import type { CategoryNode } from '../domain/category-tree.js';
import type { ReviewsSummary, SellerRef } from '../domain/seller.js';
import type { Links } from '../domain/links.js';
import type { Advert, AdvertCard, CategoryNodeOutput } from '../schemas/public-reads.js';
import { extendPresented } from './extended.js';

/** Records to the spec's wire resources: money in major units, links tagged, derived fields. */

const price = (minor: number | null, currency: string): number | null =>
  minor === null ? null : fromMinorUnits(minor, currency);

export const presentSeller = (seller: SellerRef) => ({
  id: seller.id,
  name: seller.name,
  is_business: seller.isBusiness,
});

export const presentReviews = (reviews: ReviewsSummary) => ({
  count: reviews.count,
  deals_count: reviews.dealsCount,
  average: reviews.average === null ? null : Math.round(reviews.average * 10) / 10,
});

/**
 * Presented cards, kept by their record: a card record is not changed once made, and the card
 * cache hands the same record to every search and storefront while it keeps it, so its wire form
 * is made once per title and links and shared (frozen) until its discount ends. A record with a
 * distance is one search's: its card is the kept card of the record it was made from
 * (`withoutDistance`) with the distance added, or made whole when the port gives none.
 */
const presented = new WeakMap<
  AdvertCardRecord,
  { readonly title: string; readonly links: Links; readonly card: AdvertCard; readonly from: number; readonly until: number }
>();

export function presentCard(record: AdvertCardRecord, title: string, links: Links, now: Date): AdvertCard {
  if (record.distanceKm !== null) {
    const source = record.withoutDistance;
    if (source === undefined || source.distanceKm !== null) return makeCard(record, title, links, now);
    return extendPresented(presentCard(source, title, links, now), { distance_km: roundedKm(record.distanceKm) });
  }
  const at = now.getTime();
  const kept = presented.get(record);
  if (kept !== undefined && kept.title === title && kept.links === links && at >= kept.from && at < kept.until) return kept.card;
  const card = makeCard(record, title, links, now);
  Object.freeze(card.seller);
  // The instants that show the same card: before the end of a discount shown, from the end of
  // one that ended, any without a discount.
  const end = record.discountPercent !== null && record.discountUntil !== null ? record.discountUntil.getTime() : null;
  const from = end !== null && card.discount_percent === null ? end : Number.NEGATIVE_INFINITY;
  const until = end !== null && card.discount_percent !== null ? end : Number.POSITIVE_INFINITY;
  presented.set(record, { title, links, card: Object.freeze(card), from, until });
  return card;
}

function makeCard(record: AdvertCardRecord, title: string, links: Links, now: Date): AdvertCard {
  return {
    id: record.id,
    title,
    price: price(record.priceMinor, record.currency),
    currency: record.currency,
    price_from: record.priceFrom,
    discount_percent: visibleDiscount(record.discountPercent, record.discountUntil, now),
    in_stock: record.inStock,
    city: record.city,
    category_id: record.categoryId,
    category: formatCategoryPath(record.categoryPath),
    image_url: record.photoKey === null ? null : links.photo(record.photoKey),
    seller: presentSeller(record.seller),
    created_at: record.createdAt.toISOString(),
    url: links.advert(record.id),
    // Last, as on a card extended from a kept one (presentCard).
    ...(record.distanceKm === null ? {} : { distance_km: roundedKm(record.distanceKm) }),
  };
}

const roundedKm = (km: number): number => Math.round(km * 10) / 10;

export function presentAdvert(
  record: AdvertRecord,
  texts: { title: string; description: string },
  links: Links,
  now: Date,
): Advert {
  return {
    id: record.id,
    status: record.status,
    type: record.type,
    title: texts.title,
    description: texts.description,
    price: price(record.priceMinor, record.currency),
    currency: record.currency,
    price_from: record.priceFrom,
    is_negotiable: record.isNegotiable,
    discount_percent: visibleDiscount(record.discountPercent, record.discountUntil, now),
    city: record.city,
    category_id: record.categoryId,
    category: formatCategoryPath(record.categoryPath),
    specs: record.specs.map((spec) => ({ name: spec.name, value: spec.value })),
    ...(record.variants.length === 0
      ? {}
      : {
          variants: record.variants.map((variant) => ({
            title: variant.title,
            price: price(variant.priceMinor, record.currency),
            is_available: variant.isAvailable,
          })),
        }),
    ...(record.seller.isBusiness && record.receivingMethods !== null
      ? { receiving_methods: [...record.receivingMethods] }
      : {}),
    photos: record.photoKeys.map((key) => links.photo(key)),
    seller: presentSeller(record.seller),
    seller_reviews: presentReviews(record.sellerReviews),
    storefront_url: record.seller.isBusiness ? links.storefront(record.seller.id, true) : null,
    created_at: record.createdAt.toISOString(),
    url: links.advert(record.id),
  };
}

export function presentCategoryNode(node: CategoryNode): CategoryNodeOutput {
  return {
    id: node.id,
    title: node.title,
    adverts_count: node.advertsCount,
    is_leaf: node.isLeaf,
    ...(node.children === null ? {} : { children: node.children.map(presentCategoryNode) }),
  };
}

