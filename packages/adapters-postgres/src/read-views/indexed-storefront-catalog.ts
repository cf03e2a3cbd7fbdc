import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { StorefrontCatalog, StorefrontPage, StorefrontQuery, Unavailable } from '@marketplace/core';
import type { Database } from '../db.js';
import { withDistance } from '../repositories/advert-cards.js';
import { dbCall } from '../repositories/db-call.js';
import { reviewsColumns, reviewsRow, toReviewsSummary } from '../repositories/reviews.js';
import { lang } from '../repositories/rows.js';
import type { SearchIndexFeed } from '../search-index/feed.js';
import { DEFAULT_KEPT_TTL_MS } from '../search-index/per-advert-cache.js';
import type { IndexedAdvertSearch } from '../search-index/indexed-advert-search.js';

const sellerRow = reviewsRow.extend({
  first_name: z.string(),
  business_name: z.string().nullable(),
  description: z.string().nullable(),
  description_lang: lang.nullable(),
  city: z.string().nullable(),
  is_business: z.boolean(),
});

type SellerRow = z.infer<typeof sellerRow>;

/** Sellers' profiles kept per process: enough for the storefronts asked within a minute. */
const KEPT_SELLERS = 10_000;

/**
 * A storefront from the search index and the card cache (docs/architecture/reads.md): the seller's
 * profile and the reviews of the storefront's contour in one statement, kept for a minute (the
 * service writes neither once seeded: the bound cards have on seller names, decision 0041);
 * which adverts, in the newest order, and how many from the index's seller adverts; their cards
 * as a search page takes them (kept ones from memory, the rest in one statement). While the index
 * has not loaded, `fallback` (the database) answers.
 */
export class IndexedStorefrontCatalog implements StorefrontCatalog {
  private readonly sellers = new LRUCache<string, SellerRow>({ max: KEPT_SELLERS, ttl: DEFAULT_KEPT_TTL_MS });

  constructor(
    private readonly database: Database,
    private readonly feed: SearchIndexFeed,
    private readonly search: IndexedAdvertSearch,
    private readonly fallback: StorefrontCatalog,
  ) {}

  getStorefront(query: StorefrontQuery): ResultAsync<StorefrontPage | null, Unavailable> {
    if (!this.feed.views) return this.fallback.getStorefront(query);
    return dbCall(async (): Promise<StorefrontPage | null> => {
      const seller = await this.seller(query);
      if (!seller) return null;
      const isBusiness = seller.is_business;
      if (isBusiness && seller.business_name === null) return null;
      const contour = isBusiness ? 'business' : 'private';
      // The index and its views as they are now (a rebuild swaps both together; once loaded, never unloaded).
      const index = this.feed.index!;
      const views = this.feed.views!;
      const docs = views.sellers.first(query.sellerId, contour, query.limit, index.compareNewest);
      const advertsTotal = views.sellers.total(query.sellerId, contour);
      const cards = await this.search.pageCards(docs.map((doc) => index.uuidOf(doc)), query.lang);
      return {
        storefront: {
          seller: { id: query.sellerId, name: isBusiness ? seller.business_name! : seller.first_name, isBusiness },
          description: isBusiness && seller.description ? { text: seller.description, lang: seller.description_lang } : null,
          city: isBusiness ? seller.city : null,
          reviews: toReviewsSummary(seller),
          advertsTotal,
        },
        adverts: cards.map((card) => withDistance(card, null)),
      };
    });
  }

  /**
   * The seller's profile and the reviews of the storefront's contour (business unless asked
   * otherwise when the seller has a business), kept a minute; a seller not found is not kept.
   */
  private async seller(query: StorefrontQuery): Promise<SellerRow | null> {
    const key = `${query.sellerId}|${String(query.business)}`;
    const kept = this.sellers.get(key);
    if (kept) return kept;
    const [raw] = await this.database.queryPrepared(sql`
        with s as (
          select u.id, u.first_name, b.name as business_name, b.description, b.description_lang, b.city,
            coalesce(${query.business}::boolean, b.user_id is not null) as is_business
          from users u left join businesses b on b.user_id = u.id
          where u.id = ${query.sellerId}::uuid)
        select s.first_name, s.business_name, s.description, s.description_lang, s.city, s.is_business,
          ${reviewsColumns(sql`s.id`, sql`(case when s.is_business then 'business' else 'private' end)`)}
        from s`);
    if (!raw) return null;
    const seller = sellerRow.parse(raw);
    this.sellers.set(key, seller);
    return seller;
  }
}
