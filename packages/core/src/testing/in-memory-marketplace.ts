import { okAsync } from 'neverthrow';
import {
  isInStock,
  isStartingPrice,
  lowestVariantPrice,
  type AdvertCardRecord,
  type AdvertRecord,
} from '../domain/advert.js';
import type { CategoryRecord } from '../domain/category-tree.js';
import { distanceKm } from '../domain/geo.js';
import type { Language } from '../domain/language.js';
import { foldText, indexWords, matchesAllWords } from '../domain/search-text.js';
import type { LocalizedText } from '../domain/text.js';
import type {
  AdvertCatalog,
  AdvertSearch,
  AdvertSearchQuery,
  CategoryCatalog,
  StorefrontCatalog,
} from '../ports/public-reads.js';
import { SEARCH_ORDER } from '../use-cases/search-adverts.js';
import {
  summarizeReviews,
  type AdvertFixture,
  type MarketplaceFixture,
  type SellerFixture,
} from './fixtures.js';

/**
 * In-memory implementations of the public-read ports over a fixture. They keep the same
 * contract as the database adapters (the shared contract tests prove it), for other teams' tests.
 */
export class InMemoryMarketplace implements AdvertSearch, AdvertCatalog, CategoryCatalog, StorefrontCatalog {
  private readonly data: MarketplaceFixture;

  constructor(fixture: Partial<MarketplaceFixture> = {}) {
    this.data = {
      categories: fixture.categories ?? [],
      sellers: fixture.sellers ?? [],
      adverts: fixture.adverts ?? [],
      reviews: fixture.reviews ?? [],
      deals: fixture.deals ?? [],
    };
  }

  search(query: AdvertSearchQuery) {
    const matches = this.data.adverts
      .filter((advert) => this.matches(advert, query))
      .map((advert) => this.card(advert, query.lang, query.point ? distanceKm(query.point, advert.location!) : null));
    const items = matches.sort(SEARCH_ORDER[query.sort]).slice(0, query.limit);
    return okAsync({ total: matches.length, items });
  }

  getAdvert(advertId: string, lang: Language) {
    const advert = this.data.adverts.find((a) => a.id === advertId);
    if (!advert) return okAsync(null);
    const seller = this.seller(advert.sellerId);
    const card = this.card(advert, lang, null);
    const record: AdvertRecord = {
      id: advert.id,
      status: advert.status,
      type: advert.type,
      title: card.title,
      description: this.text(advert, lang, 'description'),
      priceMinor: card.priceMinor,
      currency: advert.currency,
      priceFrom: card.priceFrom,
      isNegotiable: advert.isNegotiable,
      discountPercent: advert.discountPercent,
      discountUntil: advert.discountUntil,
      city: advert.city,
      location: advert.location,
      categoryId: advert.categoryId,
      categoryPath: card.categoryPath,
      specs: advert.specs,
      variants: advert.variants,
      // A business advert that states no receiving method is picked up (the storage default).
      receivingMethods: advert.contour === 'business' ? (advert.receivingMethods ?? ['pickup']) : null,
      photoKeys: advert.photoKeys,
      seller: card.seller,
      sellerReviews: summarizeReviews(this.data, seller.id, advert.contour),
      createdAt: advert.createdAt,
    };
    return okAsync(record);
  }

  listSubtree(query: { parentId: string | null; depth: number; lang: Language }) {
    if (query.parentId !== null && !this.data.categories.some((c) => c.id === query.parentId)) return okAsync(null);
    const records: CategoryRecord[] = [];
    const visit = (parentId: string | null, level: number): void => {
      if (level > query.depth) return;
      for (const category of this.data.categories.filter((c) => c.parentId === parentId)) {
        records.push({
          id: category.id,
          parentId: category.parentId,
          title: category.titles[query.lang],
          advertsCount: this.data.adverts.filter(
            (a) => a.status === 'active' && this.ancestors(a.categoryId).includes(category.id),
          ).length,
          isLeaf: !this.data.categories.some((c) => c.parentId === category.id),
          position: category.position,
        });
        visit(category.id, level + 1);
      }
    };
    visit(query.parentId, 1);
    return okAsync(records);
  }

  getStorefront(query: { sellerId: string; business: boolean | null; limit: number; lang: Language }) {
    const seller = this.data.sellers.find((s) => s.id === query.sellerId);
    if (!seller) return okAsync(null);
    const isBusiness = query.business ?? seller.business !== null;
    if (isBusiness && seller.business === null) return okAsync(null);
    const contour = isBusiness ? 'business' : 'private';
    const adverts = this.data.adverts
      .filter((a) => a.sellerId === seller.id && a.contour === contour && a.status === 'active')
      .map((a) => this.card(a, query.lang, null))
      .sort(SEARCH_ORDER.newest);
    const business = isBusiness ? seller.business : null;
    return okAsync({
      storefront: {
        seller: { id: seller.id, name: business ? business.name : seller.firstName, isBusiness },
        description:
          business?.description ? { text: business.description, lang: business.descriptionLang } : null,
        city: business ? business.city : null,
        reviews: summarizeReviews(this.data, seller.id, contour),
        advertsTotal: adverts.length,
      },
      adverts: adverts.slice(0, query.limit),
    });
  }

  private matches(advert: AdvertFixture, q: AdvertSearchQuery): boolean {
    if (advert.status !== 'active' || advert.type !== q.advertType) return false;
    if (q.sellerType !== 'all' && advert.contour !== q.sellerType) return false;
    if (q.categoryId !== null && !this.ancestors(advert.categoryId).includes(q.categoryId)) return false;
    if (q.city !== null && (advert.city === null || foldText(advert.city) !== foldText(q.city))) return false;
    if (q.point !== null) {
      if (advert.location === null) return false;
      if (q.radiusKm !== null && distanceKm(q.point, advert.location) > q.radiusKm) return false;
    }
    const priced = q.priceMinMinor !== null || q.priceMaxMinor !== null || q.sort === 'price_asc' || q.sort === 'price_desc';
    if (priced) {
      const price = this.price(advert);
      if (advert.currency !== q.currency || price === null) return false;
      if (q.priceMinMinor !== null && price < q.priceMinMinor) return false;
      if (q.priceMaxMinor !== null && price > q.priceMaxMinor) return false;
    }
    if (q.words !== null) {
      const texts = Object.values(advert.texts).flatMap((t) => (t ? [t.title, t.description] : []));
      if (!matchesAllWords(q.words, indexWords(texts))) return false;
    }
    return true;
  }

  private card(advert: AdvertFixture, lang: Language, distance: number | null): AdvertCardRecord {
    const seller = this.seller(advert.sellerId);
    const isBusiness = advert.contour === 'business';
    return {
      id: advert.id,
      title: this.text(advert, lang, 'title'),
      priceMinor: this.price(advert),
      currency: advert.currency,
      priceFrom: isStartingPrice(advert.variants),
      discountPercent: advert.discountPercent,
      discountUntil: advert.discountUntil,
      inStock: isInStock(advert.variants),
      city: advert.city,
      distanceKm: distance,
      categoryId: advert.categoryId,
      categoryPath: this.ancestors(advert.categoryId)
        .reverse()
        .map((id) => this.data.categories.find((c) => c.id === id)!.titles[lang]),
      photoKey: advert.photoKeys[0] ?? null,
      seller: {
        id: seller.id,
        name: isBusiness && seller.business ? seller.business.name : seller.firstName,
        isBusiness,
      },
      createdAt: advert.createdAt,
      sortAt: advert.bumpedAt && advert.bumpedAt > advert.createdAt ? advert.bumpedAt : advert.createdAt,
    };
  }

  private price(advert: AdvertFixture): number | null {
    return advert.variants.length > 0 ? lowestVariantPrice(advert.variants) : advert.priceMinor;
  }

  private text(advert: AdvertFixture, lang: Language, field: 'title' | 'description'): LocalizedText {
    const stored = advert.texts[lang];
    if (stored) return { text: stored[field], lang };
    const original = advert.texts[advert.originalLang];
    return { text: original ? original[field] : '', lang: advert.originalLang };
  }

  /** The category and its ancestors, the category first. */
  private ancestors(categoryId: string): string[] {
    const chain: string[] = [];
    let current = this.data.categories.find((c) => c.id === categoryId);
    while (current) {
      chain.push(current.id);
      const parentId: string | null = current.parentId;
      current = parentId === null ? undefined : this.data.categories.find((c) => c.id === parentId);
    }
    return chain;
  }

  private seller(sellerId: string): SellerFixture {
    const seller = this.data.sellers.find((s) => s.id === sellerId);
    if (!seller) throw new Error(`fixture has no seller ${sellerId}`);
    return seller;
  }
}
