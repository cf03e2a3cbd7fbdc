import { errAsync, ResultAsync } from 'neverthrow';
import { unavailable, type AdvertSearch, type Unavailable, type AdvertSearchPage, type AdvertSearchQuery, type Language } from '@marketplace/core';
import type { Database } from '../db.js';
import { readPlacedCards, withDistance, type PlacedCard } from '../repositories/advert-cards.js';
import { dbCall } from '../repositories/db-call.js';
import { followingFeed, type PerAdvertCache } from './per-advert-cache.js';
import type { SearchIndexFeed } from './feed.js';

export interface IndexedAdvertSearchOptions {
  /** Cards kept in memory (advert × language); 0 reads every page's cards from the database. */
  readonly cardCacheSize?: number;
  /** The longest a kept card is shown without being read again. */
  readonly cardTtlMs?: number;
}

export const DEFAULT_CARD_CACHE_SIZE = 50_000;
const LOADING = 'the search index is still loading; retry later';

/**
 * Search answered by this process's index: which ids, in which order, and how many. The page's
 * cards come from the card cache, and those it lacks from the database by id in one prepared
 * statement. Before the index has loaded, searches answer `unavailable` (and /readyz says not
 * ready).
 */
export class IndexedAdvertSearch implements AdvertSearch {
  readonly cards: PerAdvertCache<PlacedCard>;

  constructor(
    private readonly database: Database,
    private readonly feed: SearchIndexFeed,
    options: IndexedAdvertSearchOptions = {},
  ) {
    this.cards = followingFeed<PlacedCard>(feed, options.cardCacheSize ?? DEFAULT_CARD_CACHE_SIZE, options.cardTtlMs);
  }

  search(q: AdvertSearchQuery): ResultAsync<AdvertSearchPage, Unavailable> {
    const index = this.feed.index;
    if (!index) return errAsync(unavailable(LOADING));
    // A prefix used for the first time: its union is made beside other requests first.
    const preparing = index.prepare(q);
    return preparing ? ResultAsync.fromSafePromise(preparing).andThen(() => this.answer(q)) : this.answer(q);
  }

  /** The page of `q` from the index in use now (a rebuild may have replaced it while a prefix was prepared). */
  private answer(q: AdvertSearchQuery): ResultAsync<AdvertSearchPage, Unavailable> {
    const index = this.feed.index;
    if (!index) return errAsync(unavailable(LOADING));
    const answer = index.search(q);
    return dbCall(async (): Promise<AdvertSearchPage> => {
      const placed = await this.pageCards(answer.ids, q.lang);
      return { total: answer.total, items: placed.map((card) => withDistance(card, q.point)) };
    });
  }

  /**
   * The cards of these adverts in this order: kept ones from the card cache, the others from the
   * database in one statement (and kept). Storefronts take their cards from here too.
   */
  async pageCards(ids: readonly string[], lang: Language): Promise<PlacedCard[]> {
    const found = new Map<string, PlacedCard>();
    const missing: string[] = [];
    for (const id of ids) {
      const card = this.cards.get(id, lang);
      if (card) found.set(id, card);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const epoch = this.cards.begin();
      for (const [id, card] of await readPlacedCards(this.database, missing, lang)) {
        found.set(id, card);
        this.cards.put(epoch, id, lang, card);
      }
    }
    // An id the index still had but the database no longer has (a change not yet applied) is left out.
    return ids.flatMap((id) => {
      const card = found.get(id);
      return card ? [card] : [];
    });
  }
}
