import type { ResultAsync } from 'neverthrow';
import type { AdvertCardRecord, AdvertRecord, AdvertType } from '../domain/advert.js';
import type { CategoryRecord } from '../domain/category-tree.js';
import type { Unavailable } from '../domain/errors.js';
import type { GeoPoint } from '../domain/geo.js';
import type { Language } from '../domain/language.js';
import type { StorefrontRecord } from '../domain/seller.js';

export type SearchSort = 'newest' | 'price_asc' | 'price_desc' | 'nearest';
export type SellerType = 'all' | 'private' | 'business';

/**
 * One keyword set's search. Order contract (adapters must keep it, merging relies on it):
 * newest: sortAt desc, id desc; price_asc: price asc, id asc; price_desc: price desc, id desc;
 * nearest: distance asc, id asc. Price sorts rank only adverts priced in `currency`.
 */
export interface AdvertSearchQuery {
  /** Folded words; each must be a prefix of a word of the title or description. */
  readonly words: readonly string[] | null;
  readonly categoryId: string | null;
  readonly city: string | null;
  readonly point: GeoPoint | null;
  readonly radiusKm: number | null;
  readonly currency: string;
  readonly priceMinMinor: number | null;
  readonly priceMaxMinor: number | null;
  readonly sellerType: SellerType;
  readonly advertType: AdvertType;
  readonly sort: SearchSort;
  readonly limit: number;
  readonly lang: Language;
}

export interface AdvertSearchPage {
  readonly total: number;
  readonly items: AdvertCardRecord[];
}

export interface AdvertSearch {
  search(query: AdvertSearchQuery): ResultAsync<AdvertSearchPage, Unavailable>;
}

export interface AdvertCatalog {
  /** Active or archived advert, with texts in `lang` where stored, else the original. */
  getAdvert(advertId: string, lang: Language): ResultAsync<AdvertRecord | null, Unavailable>;
}

export interface CategorySubtreeQuery {
  readonly parentId: string | null;
  /** Levels below the starting point. */
  readonly depth: number;
  readonly lang: Language;
}

export interface CategoryCatalog {
  /** Null when `parentId` names no category; otherwise the categories down to `depth` levels. */
  listSubtree(query: CategorySubtreeQuery): ResultAsync<CategoryRecord[] | null, Unavailable>;
}

export interface StorefrontQuery {
  readonly sellerId: string;
  /** true: business storefront; false: private adverts; null: business if the seller has one. */
  readonly business: boolean | null;
  readonly limit: number;
  readonly lang: Language;
}

export interface StorefrontPage {
  readonly storefront: StorefrontRecord;
  /** Active adverts, newest first (same order as search `newest`). */
  readonly adverts: AdvertCardRecord[];
}

export interface StorefrontCatalog {
  /** Null when there is no such seller or no such contour for it. */
  getStorefront(query: StorefrontQuery): ResultAsync<StorefrontPage | null, Unavailable>;
}
