import type {
  AdvertStatus,
  AdvertType,
  Condition,
  ReceivingMethod,
  Spec,
  VariantRecord,
} from '../domain/advert.js';
import type { CategoryKind } from '../domain/category.js';
import type { GeoPoint } from '../domain/geo.js';
import type { Language } from '../domain/language.js';
import type { Contour, ReviewsSummary } from '../domain/seller.js';

/**
 * The marketplace's stored facts as plain data: what the in-memory ports serve and what the
 * repository contract tests load into every implementation.
 */
export interface CategoryFixture {
  readonly id: string;
  readonly parentId: string | null;
  readonly position: number;
  readonly kind: CategoryKind;
  readonly titles: Readonly<Record<Language, string>>;
}

export interface BusinessFixture {
  readonly name: string;
  readonly description: string | null;
  readonly descriptionLang: Language | null;
  readonly city: string | null;
}

export interface SellerFixture {
  readonly id: string;
  readonly firstName: string;
  readonly business: BusinessFixture | null;
}

export interface AdvertTextFixture {
  readonly title: string;
  readonly description: string;
}

export interface AdvertFixture {
  readonly id: string;
  readonly sellerId: string;
  readonly contour: Contour;
  readonly status: AdvertStatus;
  readonly type: AdvertType;
  readonly categoryId: string;
  readonly condition: Condition | null;
  readonly originalLang: Language;
  /** The original under `originalLang`, plus stored translations. */
  readonly texts: Readonly<Partial<Record<Language, AdvertTextFixture>>>;
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

export interface ReviewFixture {
  readonly sellerId: string;
  readonly contour: Contour;
  readonly rating: number;
}

export interface DealFixture {
  readonly sellerId: string;
  readonly contour: Contour;
  readonly advertId: string;
}

export interface MarketplaceFixture {
  readonly categories: readonly CategoryFixture[];
  readonly sellers: readonly SellerFixture[];
  readonly adverts: readonly AdvertFixture[];
  readonly reviews: readonly ReviewFixture[];
  readonly deals: readonly DealFixture[];
}

export function summarizeReviews(
  fixture: Pick<MarketplaceFixture, 'reviews' | 'deals'>,
  sellerId: string,
  contour: Contour,
): ReviewsSummary {
  const ratings = fixture.reviews.filter((r) => r.sellerId === sellerId && r.contour === contour).map((r) => r.rating);
  return {
    count: ratings.length,
    dealsCount: fixture.deals.filter((d) => d.sellerId === sellerId && d.contour === contour).length,
    average: ratings.length === 0 ? null : ratings.reduce((sum, r) => sum + r, 0) / ratings.length,
  };
}
