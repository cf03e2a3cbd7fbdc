import { LANGUAGES, type Language } from '@marketplace/core';
import type { SearchIndexFeed } from './feed.js';

/**
 * Values read from the database by advert and language, kept by the process that serves them:
 * search result cards (decision 0041) and whole adverts for get_advert (decision 0070). A read
 * whose value is here costs no database round trip.
 *
 * Fresh as the index is: the change feed drops an advert's values when it applies the advert's
 * change (every column they show records a change), and everything on a rebuild. A read that
 * raced a change is not kept: `put` takes the epoch from before the read, and any drop since
 * then makes it a no-op. Seller names, reviews and category titles are not written by the
 * service once seeded; an entry older than `ttlMs` is read again all the same, a bound on
 * anything written behind the service's back. Least recently used entries go first past
 * `capacity`, nearly: a hit on an entry put or moved within the last `capacity / 2` puts and
 * moves leaves it in place (a Map's delete and set per hit were a tenth of a search's card
 * reads), so a used entry stays for at least that many more. Values are shared by every reader:
 * never change one.
 */
export class PerAdvertCache<V> {
  private readonly entries = new Map<string, { readonly value: V; readonly at: number; used: number }>();
  /** Entries put or moved to the end so far: an entry's `used` is its place in that count. */
  private moves = 0;
  private epoch = 0;
  hits = 0;
  misses = 0;

  constructor(
    readonly capacity: number,
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The epoch to pass to `put` for a read that starts now. */
  begin(): number {
    return this.epoch;
  }

  get(id: string, lang: Language): V | undefined {
    const key = `${id}|${lang}`;
    const entry = this.entries.get(key);
    if (!entry || this.now() - entry.at > this.ttlMs) {
      if (entry) this.entries.delete(key);
      this.misses++;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    if (this.moves - entry.used >= this.capacity >> 1) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      entry.used = ++this.moves;
    }
    this.hits++;
    return entry.value;
  }

  put(epoch: number, id: string, lang: Language, value: V): void {
    if (epoch !== this.epoch || this.capacity === 0) return;
    const key = `${id}|${lang}`;
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now(), used: ++this.moves });
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Drops every language's card of these adverts. */
  drop(ids: Iterable<string>, languages: readonly Language[]): void {
    this.epoch++;
    for (const id of ids) for (const lang of languages) this.entries.delete(`${id}|${lang}`);
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** How long a kept value is shown at most without being read again, unless told otherwise. */
export const DEFAULT_KEPT_TTL_MS = 60_000;

/** A cache the change feed keeps fresh: a changed advert's values dropped, all of them on a rebuild. */
export function followingFeed<V>(feed: Pick<SearchIndexFeed, 'onChange'>, capacity: number, ttlMs = DEFAULT_KEPT_TTL_MS): PerAdvertCache<V> {
  const cache = new PerAdvertCache<V>(capacity, ttlMs);
  feed.onChange((changed) => (changed === 'all' ? cache.clear() : cache.drop(changed, LANGUAGES)));
  return cache;
}
