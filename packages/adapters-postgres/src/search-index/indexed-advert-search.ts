import { errAsync } from 'neverthrow';
import { unavailable, type AdvertSearch, type AdvertSearchPage, type AdvertSearchQuery } from '@marketplace/core';
import type { Database } from '../db.js';
import { loadAdvertCards } from '../repositories/advert-cards.js';
import { dbCall } from '../repositories/db-call.js';
import type { SearchIndexFeed } from './feed.js';

/**
 * Search answered by this process's index: which ids, in which order, and how many; the page's
 * cards come from the database by id in one prepared statement. Before the index has loaded,
 * searches answer `unavailable` (and /readyz says not ready).
 */
export class IndexedAdvertSearch implements AdvertSearch {
  constructor(
    private readonly database: Database,
    private readonly feed: SearchIndexFeed,
  ) {}

  search(q: AdvertSearchQuery) {
    const index = this.feed.index;
    if (!index) return errAsync(unavailable('the search index is still loading; retry later'));
    const answer = index.search(q);
    return dbCall(async (): Promise<AdvertSearchPage> => ({
      total: answer.total,
      items: await loadAdvertCards(this.database, answer.ids, q.lang, q.point),
    }));
  }
}
