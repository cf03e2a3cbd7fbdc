import { okAsync, type ResultAsync } from 'neverthrow';
import type { AdvertCatalog, AdvertRecord, Language, Unavailable } from '@marketplace/core';
import type { SearchIndexFeed } from '../search-index/feed.js';
import { followingFeed, type PerAdvertCache } from '../search-index/per-advert-cache.js';

export interface KeptAdvertCatalogOptions {
  /** Whole adverts kept in memory (advert × language); 0 reads every one from the database. */
  readonly size: number;
  /** The longest a kept advert is shown without being read again. */
  readonly ttlMs?: number;
}

/**
 * get_advert from memory where it can be (docs/decisions/0070): whole adverts by language, kept
 * as the search cards are and dropped by the same change feed (every column an advert answer
 * shows, its photos and its variants record a change: migration 0013). A write's own process
 * applies the feed before it answers, so it sees its change at once; other processes within
 * their feed's poll. Until the index has loaded nothing follows the feed, so every advert is read
 * from `source` then, and the first load drops whatever was kept. An advert that is not found is
 * not kept (any id can be asked).
 */
export class KeptAdvertCatalog implements AdvertCatalog {
  readonly adverts: PerAdvertCache<AdvertRecord>;

  constructor(
    private readonly source: AdvertCatalog,
    private readonly feed: SearchIndexFeed,
    options: KeptAdvertCatalogOptions,
  ) {
    this.adverts = followingFeed<AdvertRecord>(feed, options.size, options.ttlMs);
  }

  getAdvert(advertId: string, lang: Language): ResultAsync<AdvertRecord | null, Unavailable> {
    if (!this.feed.index) return this.source.getAdvert(advertId, lang);
    const kept = this.adverts.get(advertId, lang);
    if (kept) return okAsync(kept);
    const epoch = this.adverts.begin();
    return this.source.getAdvert(advertId, lang).map((record) => {
      if (record) this.adverts.put(epoch, advertId, lang, record);
      return record;
    });
  }
}
