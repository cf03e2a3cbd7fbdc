import type { GeoPoint } from './geo.js';
import type { Language } from './language.js';
import type { Contour, ReviewsSummary, SellerRef } from './seller.js';
import type { LocalizedText } from './text.js';

export type AdvertStatus = 'active' | 'archived';
export type AdvertType = 'sell' | 'buy';
export type Condition = 'new' | 'used';
export type ReceivingMethod = 'pickup' | 'delivery' | 'online';

/** A price drop is shown as a public discount for this long. */
export const DISCOUNT_VISIBLE_DAYS = 14;

/** What a port returns for one advert card: stored facts, before localization and links. */
export interface AdvertCardRecord {
  readonly id: string;
  readonly title: LocalizedText;
  readonly priceMinor: number | null;
  readonly currency: string;
  readonly priceFrom: boolean;
  readonly discountPercent: number | null;
  readonly discountUntil: Date | null;
  readonly inStock: boolean;
  readonly city: string | null;
  /** Set only when the search had a point. */
  readonly distanceKm: number | null;
  /**
   * With a distance: the record this one was made from, without one, when the port hands that
   * record out again (a card cache's). The card of that record is then presented once and kept,
   * and each search's distance added to it. Optional: without it the card is made whole.
   */
  readonly withoutDistance?: AdvertCardRecord;
  readonly categoryId: string;
  /** Localized category titles, root first. */
  readonly categoryPath: readonly string[];
  readonly photoKey: string | null;
  readonly seller: SellerRef;
  readonly createdAt: Date;
  /** Position in the `newest` order: the later of creation and the last bump. */
  readonly sortAt: Date;
}

export interface Spec {
  readonly name: string;
  readonly value: string;
}

export interface VariantRecord {
  readonly title: string;
  readonly priceMinor: number | null;
  readonly isAvailable: boolean;
}

export interface AdvertRecord {
  readonly id: string;
  readonly status: AdvertStatus;
  readonly type: AdvertType;
  readonly title: LocalizedText;
  readonly description: LocalizedText;
  readonly priceMinor: number | null;
  readonly currency: string;
  readonly priceFrom: boolean;
  readonly isNegotiable: boolean;
  readonly discountPercent: number | null;
  readonly discountUntil: Date | null;
  readonly city: string | null;
  readonly location: GeoPoint | null;
  readonly categoryId: string;
  readonly categoryPath: readonly string[];
  readonly specs: readonly Spec[];
  readonly variants: readonly VariantRecord[];
  readonly receivingMethods: readonly ReceivingMethod[] | null;
  readonly photoKeys: readonly string[];
  readonly seller: SellerRef;
  readonly sellerReviews: ReviewsSummary;
  readonly createdAt: Date;
}

export interface StoredAdvertText {
  readonly title: string;
  readonly description: string;
}

/**
 * An advert's stored facts, before any derived column (search document, shown price, stock):
 * what publishing a draft writes, and what a seed loads.
 */
export interface StoredAdvert {
  readonly id: string;
  readonly sellerId: string;
  readonly contour: Contour;
  readonly status: AdvertStatus;
  readonly type: AdvertType;
  readonly categoryId: string;
  readonly condition: Condition | null;
  readonly originalLang: Language;
  /** The original under `originalLang`, plus stored translations. */
  readonly texts: Readonly<Partial<Record<Language, StoredAdvertText>>>;
  readonly priceMinor: number | null;
  readonly currency: string;
  readonly isNegotiable: boolean;
  readonly discountPercent: number | null;
  readonly discountUntil: Date | null;
  readonly city: string | null;
  readonly location: GeoPoint | null;
  readonly specs: readonly Spec[];
  readonly variants: readonly VariantRecord[];
  readonly receivingMethods: readonly ReceivingMethod[] | null;
  readonly photoKeys: readonly string[];
  readonly createdAt: Date;
  readonly bumpedAt: Date | null;
}

/** The discount is public only while it is recent. */
export const visibleDiscount = (
  percent: number | null,
  until: Date | null,
  now: Date,
): number | null => (percent !== null && until !== null && until > now ? percent : null);

/** A price drop from `oldMinor` to `newMinor` as a whole percent. */
export const dropPercent = (oldMinor: number, newMinor: number): number =>
  Math.round((100 * (oldMinor - newMinor)) / oldMinor);

/** Out of stock only when there are configurations and none is available. */
export const isInStock = (variants: readonly Pick<VariantRecord, 'isAvailable'>[]): boolean =>
  variants.length === 0 || variants.some((variant) => variant.isAvailable);

/** The advert price of an advert with configurations is the lowest configuration price. */
export function lowestVariantPrice(variants: readonly VariantRecord[]): number | null {
  const prices = variants.map((v) => v.priceMinor).filter((p): p is number => p !== null);
  return prices.length === 0 ? null : Math.min(...prices);
}

/** A starting price: configurations that cost more than the shown (lowest) price. */
export function isStartingPrice(variants: readonly VariantRecord[]): boolean {
  const prices = variants.map((v) => v.priceMinor).filter((p): p is number => p !== null);
  return prices.length > 1 && Math.max(...prices) > Math.min(...prices);
}
