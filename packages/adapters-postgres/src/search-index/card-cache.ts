import type { Language } from '@marketplace/core';
import type { PlacedCard } from '../repositories/advert-cards.js';

/**
 * Search result cards by advert and language, kept by the process that serves the search: a
 * page whose cards are all here costs no database round trip (docs/decisions: card cache).
 *
 * Fresh as the index is: the change feed drops an advert's cards when it applies the advert's
 * change (every column a card shows records a change), and everything on a rebuild. A read that
 * raced a change is not kept: `put` takes the epoch from before the read, and any drop since
 * then makes it a no-op. Seller names and category titles are not written by the service once
 * seeded; an entry older than `ttlMs` is read again all the same, a bound on anything written
 * behind the service's back. Least recently used entries go first past `capacity`.
 */
export class CardCache {
  private readonly entries = new Map<string, { readonly value: PlacedCard; readonly at: number }>();
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

  get(id: string, lang: Language): PlacedCard | undefined {
    const key = `${id}|${lang}`;
    const entry = this.entries.get(key);
    if (!entry || this.now() - entry.at > this.ttlMs) {
      if (entry) this.entries.delete(key);
      this.misses++;
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    return entry.value;
  }

  put(epoch: number, lang: Language, value: PlacedCard): void {
    if (epoch !== this.epoch || this.capacity === 0) return;
    const key = `${value.card.id}|${lang}`;
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now() });
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
