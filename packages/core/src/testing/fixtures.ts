import type { StoredAdvert, StoredAdvertText } from '../domain/advert.js';
import type { StoredCategory } from '../domain/category.js';
import type { Contour, ReviewsSummary, StoredBusiness, StoredDeal, StoredReview, StoredSeller } from '../domain/seller.js';

/**
 * The marketplace's stored facts as plain data: what the in-memory ports serve and what the
 * repository contract tests load into every implementation. The shapes are the domain's stored
 * records (the same ones publishing and the seed write); the fixture names stay for tests.
 */
export type CategoryFixture = StoredCategory;
export type BusinessFixture = StoredBusiness;
export type SellerFixture = StoredSeller;
export type AdvertTextFixture = StoredAdvertText;
export type AdvertFixture = StoredAdvert;
export type ReviewFixture = StoredReview;
export type DealFixture = StoredDeal;

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
