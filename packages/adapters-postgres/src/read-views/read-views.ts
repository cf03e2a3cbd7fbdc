import type { DocObserver, IndexedAdvert } from '@marketplace/search-index';
import { CategoryCounts } from './category-counts.js';
import { SellerAdverts } from './seller-adverts.js';

/**
 * What the public reads other than search take from the search index (docs/architecture/reads.md):
 * category counts and each seller's adverts. One set per index, built and changed with it.
 */
export class ReadViews implements DocObserver {
  readonly categories: CategoryCounts;
  readonly sellers: SellerAdverts;

  constructor(expected = 1024) {
    this.categories = new CategoryCounts(expected);
    this.sellers = new SellerAdverts(expected);
  }

  added(doc: number, advert: IndexedAdvert): void {
    this.categories.added(doc, advert);
    this.sellers.added(doc, advert);
  }

  removed(doc: number): void {
    this.categories.removed(doc);
    this.sellers.removed(doc);
  }
}
