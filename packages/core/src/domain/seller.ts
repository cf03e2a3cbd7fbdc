import type { Language } from './language.js';
import type { LocalizedText } from './text.js';

/** A seller as buyers see it in one contour: the business storefront or the private adverts. */
export interface SellerRef {
  readonly id: string;
  /** Storefront name for the business contour, first name for the private one. */
  readonly name: string;
  readonly isBusiness: boolean;
}

export interface ReviewsSummary {
  readonly count: number;
  readonly dealsCount: number;
  /** 1-5, null until reviews exist. */
  readonly average: number | null;
}

export type Contour = 'private' | 'business';
export const CONTOURS: readonly Contour[] = ['private', 'business'];

export interface StorefrontRecord {
  readonly seller: SellerRef;
  readonly description: LocalizedText | null;
  readonly city: string | null;
  readonly reviews: ReviewsSummary;
  readonly advertsTotal: number;
}

/** A seller's stored facts: the first name, and the business when they have one. */
export interface StoredSeller {
  readonly id: string;
  readonly firstName: string;
  readonly business: StoredBusiness | null;
}

export interface StoredBusiness {
  readonly name: string;
  readonly description: string | null;
  readonly descriptionLang: Language | null;
  readonly city: string | null;
}

/** A review of a seller in one contour. */
export interface StoredReview {
  readonly sellerId: string;
  readonly contour: Contour;
  readonly rating: number;
}

/** A deal closed through the marketplace on one of a seller's adverts. */
export interface StoredDeal {
  readonly sellerId: string;
  readonly contour: Contour;
  readonly advertId: string;
}
