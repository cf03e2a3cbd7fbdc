import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdvertCardRecord, AdvertSearchQuery } from '@marketplace/core';
import { A } from '@marketplace/core/contracts';
import type { TestDatabase } from '../src/testing/index.js';
import { PerAdvertCache } from '../src/search-index/per-advert-cache.js';
import type { PlacedCard } from '../src/repositories/advert-cards.js';
import { IndexedAdvertSearch, type SearchIndexFeed } from '../src/index.js';
import { ENGINES, seededFeed } from './support/seeded-feed.js';

/**
 * Search cards kept in memory show what the database holds once the feed has applied a write:
 * every column a card shows records a change, and a change drops the advert's cards.
 */

const placed = (id: string, title = 't'): PlacedCard => ({
  card: { id, title: { text: title, lang: 'en' } } as unknown as AdvertCardRecord,
  location: null,
});

describe('card cache', () => {
  it('keeps the most recently used cards up to its capacity', () => {
    const cache = new PerAdvertCache<PlacedCard>(2, 60_000);
    cache.put(cache.begin(), 'a', 'en', placed('a'));
    cache.put(cache.begin(), 'b', 'en', placed('b'));
    expect(cache.get('a', 'en')).toBeDefined();
    cache.put(cache.begin(), 'c', 'en', placed('c'));
    expect(cache.get('b', 'en')).toBeUndefined();
    expect(cache.get('a', 'en')).toBeDefined();
    expect(cache.get('c', 'en')).toBeDefined();
  });

  it('keeps a card used again for at least half its capacity of newer cards', () => {
    const cache = new PerAdvertCache<PlacedCard>(10, 60_000);
    const ids = Array.from({ length: 10 }, (_, i) => `a${i}`);
    for (const id of ids) cache.put(cache.begin(), id, 'en', placed(id));
    // The oldest, used again, then five newer cards: the five after it go instead.
    expect(cache.get('a0', 'en')).toBeDefined();
    for (let i = 10; i < 15; i++) cache.put(cache.begin(), `a${i}`, 'en', placed(`a${i}`));
    expect(cache.get('a0', 'en')).toBeDefined();
    expect(ids.slice(1, 6).map((id) => cache.get(id, 'en'))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(cache.size).toBe(10);
  });

  it('does not keep a card read before a drop (a read that raced a change)', () => {
    const cache = new PerAdvertCache<PlacedCard>(10, 60_000);
    const epoch = cache.begin();
    cache.drop(['a'], ['en']);
    cache.put(epoch, 'a', 'en', placed('a', 'stale'));
    expect(cache.get('a', 'en')).toBeUndefined();
    cache.put(cache.begin(), 'a', 'en', placed('a', 'fresh'));
    expect(cache.get('a', 'en')?.card.title.text).toBe('fresh');
  });

  it('drops every language of a changed advert, and reads again past its age', () => {
    let now = 0;
    const cache = new PerAdvertCache<PlacedCard>(10, 1_000, () => now);
    cache.put(cache.begin(), 'a', 'en', placed('a'));
    cache.put(cache.begin(), 'a', 'de', placed('a'));
    cache.put(cache.begin(), 'b', 'en', placed('b'));
    cache.drop(['a'], ['en', 'de']);
    expect(cache.get('a', 'en')).toBeUndefined();
    expect(cache.get('a', 'de')).toBeUndefined();
    now = 1_001;
    expect(cache.get('b', 'en')).toBeUndefined();
  });

  it('keeps nothing with capacity 0', () => {
    const cache = new PerAdvertCache<PlacedCard>(0, 60_000);
    cache.put(cache.begin(), 'a', 'en', placed('a'));
    expect(cache.size).toBe(0);
  });
});

const query: AdvertSearchQuery = {
  words: null, categoryId: null, city: null, point: null, radiusKm: null, currency: 'EUR', priceMinMinor: null,
  priceMaxMinor: null, sellerType: 'all', advertType: 'sell', sort: 'newest', limit: 100, lang: 'en',
};

describe.each(ENGINES)('search cards kept in memory on %s', (_name, open) => {
  let test: TestDatabase;
  let feed: SearchIndexFeed;
  let close: () => Promise<void>;
  let search: IndexedAdvertSearch;
  const card = async (id: string) => {
    const page = await search.search(query);
    return page._unsafeUnwrap().items.find((item) => item.id === id);
  };

  beforeAll(async () => {
    test = await open();
    ({ feed, close } = await seededFeed(test));
    search = new IndexedAdvertSearch(test.database, feed);
  });
  afterAll(() => close());

  it('answers a repeated page from memory', async () => {
    await card(A.cyrPhone.id);
    const hits = search.cards.hits;
    await card(A.cyrPhone.id);
    expect(search.cards.hits).toBeGreaterThan(hits);
  });

  it.each([
    ['in_stock', sql`in_stock = not in_stock`, (c: AdvertCardRecord) => c.inStock],
    ['discount_percent', sql`discount_percent = 33, discount_until = '2999-01-01'`, (c: AdvertCardRecord) => c.discountPercent],
    ['price_from', sql`price_from = not price_from`, (c: AdvertCardRecord) => c.priceFrom],
    ['cover_photo_key', sql`cover_photo_key = 'elsewhere/cover.webp'`, (c: AdvertCardRecord) => c.photoKey],
    ['price_minor', sql`price_minor = price_minor + 100`, (c: AdvertCardRecord) => c.priceMinor],
  ])('shows a change of %s once the feed has applied it', async (_column, set, read) => {
    const before = await card(A.cyrPhone.id);
    await test.database.query(sql`update adverts set ${set} where id = ${A.cyrPhone.id}::uuid`);
    await feed.catchUp();
    const after = await card(A.cyrPhone.id);
    expect(read(after!)).not.toEqual(read(before!));
  });
});
