import { distanceKm, MIN_PREFIX_LENGTH, type AdvertSearchQuery } from '@marketplace/core';
import { searchTokens } from '../search-doc.js';
import type { Bitmap, BitmapLibrary } from './bitmaps.js';
import { cellDistances, cellKey, EARTH_RADIUS_KM, fineKey, gridCell } from './grid.js';
import { OrderedBuckets } from './buckets.js';
import {
  BUCKET_DOCS,
  chooseCellVisit,
  chooseNearest,
  chooseOrderPage,
  FINE_CELL_DOCS,
  FINE_CELL_MATCHES,
  NEAREST_COLLECT_LIMIT,
  ORDER_COLLECT_LIMIT,
} from './plan.js';

/** What the index keeps of one active advert (read from `adverts`, search_doc's lexemes as they are). */
export interface IndexedAdvert {
  /** UUID, lower case. */
  readonly id: string;
  readonly type: 'sell' | 'buy';
  readonly contour: 'private' | 'business';
  /** sort_at in microseconds since the epoch: the database's own precision, for exact ties. */
  readonly sortAtMicros: number;
  readonly priceMinor: number | null;
  readonly currency: string;
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** search_doc's lexemes: folded words and '#' filter tokens. */
  readonly lexemes: readonly string[];
}

export interface IndexAnswer {
  readonly total: number;
  readonly ids: string[];
}

export interface IndexStats {
  readonly adverts: number;
  /** What the index's own structures hold: typed arrays, bitmaps (CRoaring's size), term strings. */
  readonly bytes: number;
  readonly docSlots: number;
  readonly terms: number;
  readonly bitmaps: string;
  /** Doc ids of adverts removed or replaced since the build (a rebuild reclaims them). */
  readonly deadIds: number;
  /** The prefix-union cache: unions kept, their bytes, and lookups answered from it or not. */
  readonly prefixCache: { readonly entries: number; readonly bytes: number; readonly hits: number; readonly misses: number };
}

/** Type and contour come from columns (exact bitmaps); their tokens are not kept as terms. */
const COLUMN_TOKENS = new Set([
  searchTokens.advertType('sell'),
  searchTokens.advertType('buy'),
  searchTokens.contour('private'),
  searchTokens.contour('business'),
]);
/**
 * The unions of word prefixes that span several terms are kept (and maintained on changes), the
 * least recently used dropped past these bounds: a common word typed as a prefix of its forms
 * ("novo": novo, novog, novom…) is then one lookup instead of a union of large postings.
 */
const PREFIX_CACHE_SIZE = 4_096;
const PREFIX_CACHE_BYTES = 64 * 2 ** 20;

/** UUIDs as four 32-bit words (byte order = the database's uuid order = its text order). */
function parseUuid(id: string, into: Uint32Array, at: number): void {
  const hex = id.replace(/-/g, '');
  for (let w = 0; w < 4; w++) into[at + w] = Number.parseInt(hex.slice(w * 8, w * 8 + 8), 16) >>> 0;
}

/** Open addressing (linear probing, backward-shift deletion) from a UUID to its live doc id. */
class UuidTable {
  private slots: Int32Array;
  private size = 0;
  constructor(private readonly uuids: () => Uint32Array, capacity = 1024) {
    this.slots = new Int32Array(1 << Math.ceil(Math.log2(Math.max(16, capacity * 2)))).fill(-1);
  }
  private hash(words: Uint32Array, at: number): number {
    let h = Math.imul(words[at]! ^ words[at + 3]!, 0x9e3779b1) ^ Math.imul(words[at + 1]! ^ words[at + 2]!, 0x85ebca6b);
    h ^= h >>> 15;
    return h & (this.slots.length - 1);
  }
  private same(doc: number, words: Uint32Array, at: number): boolean {
    const u = this.uuids();
    const d = doc * 4;
    return u[d] === words[at] && u[d + 1] === words[at + 1] && u[d + 2] === words[at + 2] && u[d + 3] === words[at + 3];
  }
  get(words: Uint32Array, at: number): number {
    const mask = this.slots.length - 1;
    for (let i = this.hash(words, at); ; i = (i + 1) & mask) {
      const doc = this.slots[i]!;
      if (doc < 0) return -1;
      if (this.same(doc, words, at)) return doc;
    }
  }
  set(doc: number): void {
    if ((this.size + 1) * 2 > this.slots.length) this.grow();
    const mask = this.slots.length - 1;
    const u = this.uuids();
    for (let i = this.hash(u, doc * 4); ; i = (i + 1) & mask) {
      const at = this.slots[i]!;
      if (at < 0 || this.same(at, u, doc * 4)) {
        if (at < 0) this.size++;
        this.slots[i] = doc;
        return;
      }
    }
  }
  delete(doc: number): void {
    const mask = this.slots.length - 1;
    const u = this.uuids();
    let i = this.hash(u, doc * 4);
    while (this.slots[i] !== doc) {
      if (this.slots[i]! < 0) return;
      i = (i + 1) & mask;
    }
    this.slots[i] = -1;
    this.size--;
    // Backward shift: move later entries of the cluster into the hole when their home allows it.
    for (let j = (i + 1) & mask; this.slots[j]! >= 0; j = (j + 1) & mask) {
      const moved = this.slots[j]!;
      const home = this.hash(u, moved * 4);
      const between = i <= j ? home > i && home <= j : home > i || home <= j;
      if (!between) {
        this.slots[i] = moved;
        this.slots[j] = -1;
        i = j;
      }
    }
  }
  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2).fill(-1);
    this.size = 0;
    for (const doc of old) if (doc >= 0) this.set(doc);
  }
  bytes(): number {
    return this.slots.byteLength;
  }
}

/** The best `limit` docs by `before`, kept sorted; `offer` is cheap for docs that do not make it. */
class TopK {
  readonly docs: number[] = [];
  constructor(
    private readonly limit: number,
    private readonly before: (a: number, b: number) => boolean,
  ) {}
  offer(doc: number): void {
    const docs = this.docs;
    if (docs.length === this.limit && !this.before(doc, docs[docs.length - 1]!)) return;
    let lo = 0;
    let hi = docs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.before(docs[mid]!, doc)) lo = mid + 1;
      else hi = mid;
    }
    docs.splice(lo, 0, doc);
    if (docs.length > this.limit) docs.pop();
  }
  get full(): boolean {
    return this.docs.length === this.limit;
  }
}

interface PriceRange {
  readonly code: number;
  readonly min: number;
  readonly max: number;
}

/** The nearest page: docs by distance asc, then id asc, with the distances beside them. */
class NearestPage {
  readonly docs: number[] = [];
  private readonly distances: number[] = [];
  constructor(
    private readonly limit: number,
    private readonly compareIds: (a: number, b: number) => number,
  ) {}
  get full(): boolean {
    return this.docs.length === this.limit;
  }
  /** The k-th distance (Infinity until the page is full). */
  get worst(): number {
    return this.full ? this.distances[this.limit - 1]! : Infinity;
  }
  private before(d: number, doc: number, i: number): boolean {
    const other = this.distances[i]!;
    return d !== other ? d < other : this.compareIds(doc, this.docs[i]!) < 0;
  }
  offer(doc: number, d: number): void {
    const n = this.docs.length;
    if (n === this.limit && !this.before(d, doc, n - 1)) return;
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.before(d, doc, mid)) hi = mid;
      else lo = mid + 1;
    }
    this.docs.splice(lo, 0, doc);
    this.distances.splice(lo, 0, d);
    if (this.docs.length > this.limit) {
      this.docs.pop();
      this.distances.pop();
    }
  }
}

interface Circle {
  readonly lat: number;
  readonly lon: number;
  readonly radiusKm: number;
}

/**
 * The in-process search index: an inverted index over search_doc's lexemes with roaring bitmaps
 * as postings, filters as bitmaps, price, time and position as typed-array columns, and the docs
 * kept in newest and price order (docs/architecture/search.md).
 *
 * Doc ids are dense and never reused: a changed advert gets a new doc id and its old one dies
 * (leaves `alive` and every filter bitmap). Postings keep dead ids, which every search drops by
 * intersecting with the exact type bitmap; orders keep them until the next merge. Only whole
 * rebuilds reclaim them (see `deadShare`).
 */
export class SearchIndex {
  private capacity: number;
  private next = 0;
  private uuids: Uint32Array;
  private sortAt: Float64Array;
  private price: Float64Array;
  private currencyOf: Uint16Array;
  private lat: Float64Array;
  private lon: Float64Array;
  private readonly ids: UuidTable;
  private readonly alive: Bitmap;
  private readonly byType: Record<'sell' | 'buy', Bitmap>;
  private readonly byContour: Record<'private' | 'business', Bitmap>;
  private readonly located: Bitmap;
  private readonly currencies = new Map<string, number>();
  /** Per currency code: the docs priced in it. */
  private readonly priced: Bitmap[] = [];
  private readonly terms = new Map<string, Bitmap>();
  private sortedTerms: string[] = [];
  /** Prefix unions by prefix, least recently used first, with their size when made. */
  private readonly prefixCache = new Map<string, { readonly docs: Bitmap; readonly bytes: number }>();
  private prefixCacheBytes = 0;
  private prefixCacheHits = 0;
  private prefixCacheMisses = 0;
  private readonly cells = new Map<number, Bitmap>();
  /** Per cell of at least `fineCellDocs` docs: its docs in fine cells (of 0.01 degree). */
  private readonly fineCells = new Map<number, Map<number, Bitmap>>();
  /** Live docs by sort time (newest: the buckets from the last). */
  private newestBuckets: OrderedBuckets;
  /** Per currency code: its priced docs by price. */
  private priceBuckets: OrderedBuckets[] = [];
  private bulk: Map<string, number[]> | null = new Map();

  private readonly nearestCollectLimit: number;
  private readonly bucketDocs: number;
  private readonly orderCollectLimit: number;
  private readonly fineCellDocs: number;
  private readonly fineCellMatches: number;
  private readonly prefixCacheSize: number;

  constructor(
    private readonly lib: BitmapLibrary,
    expected = 1024,
    /** Tests: thresholds small enough that small data takes every path. */
    tuning: {
      readonly nearestCollectLimit?: number;
      readonly bucketDocs?: number;
      readonly orderCollectLimit?: number;
      readonly fineCellDocs?: number;
      readonly fineCellMatches?: number;
      readonly prefixCacheSize?: number;
    } = {},
  ) {
    this.nearestCollectLimit = tuning.nearestCollectLimit ?? NEAREST_COLLECT_LIMIT;
    this.bucketDocs = tuning.bucketDocs ?? BUCKET_DOCS;
    this.orderCollectLimit = tuning.orderCollectLimit ?? ORDER_COLLECT_LIMIT;
    this.fineCellDocs = tuning.fineCellDocs ?? FINE_CELL_DOCS;
    this.fineCellMatches = tuning.fineCellMatches ?? FINE_CELL_MATCHES;
    this.prefixCacheSize = tuning.prefixCacheSize ?? PREFIX_CACHE_SIZE;
    this.capacity = Math.max(16, expected);
    this.uuids = new Uint32Array(this.capacity * 4);
    this.sortAt = new Float64Array(this.capacity);
    this.price = new Float64Array(this.capacity);
    this.currencyOf = new Uint16Array(this.capacity);
    this.lat = new Float64Array(this.capacity);
    this.lon = new Float64Array(this.capacity);
    this.ids = new UuidTable(() => this.uuids, expected);
    this.alive = lib.create();
    this.byType = { sell: lib.create(), buy: lib.create() };
    this.byContour = { private: lib.create(), business: lib.create() };
    this.located = lib.create();
    this.newestBuckets = OrderedBuckets.empty(lib, this.sortAtOf, this.bucketDocs);
  }

  private readonly sortAtOf = (doc: number): number => this.sortAt[doc]!;
  private readonly priceOf = (doc: number): number => this.price[doc]!;

  get bitmapLibrary(): string {
    return this.lib.name;
  }

  /** Live adverts. */
  get size(): number {
    return this.alive.size;
  }

  /** Doc ids of removed or replaced adverts (cheap, unlike `stats()`). */
  get deadIds(): number {
    return this.next - this.alive.size;
  }

  /** The prefix-union cache's size and lookups (cheap, unlike `stats()`). */
  get prefixCacheStats(): IndexStats['prefixCache'] {
    return { entries: this.prefixCache.size, bytes: this.prefixCacheBytes, hits: this.prefixCacheHits, misses: this.prefixCacheMisses };
  }

  /** The share of doc ids that are dead: past a half, the owner rebuilds the index. */
  deadShare(): number {
    return this.next === 0 ? 0 : 1 - this.alive.size / this.next;
  }

  // ---- writing ------------------------------------------------------------------------------

  /** Bulk load: call `add` for every advert, then `finishBulk` once. */
  add(advert: IndexedAdvert): void {
    const doc = this.allocate(advert);
    for (const lexeme of advert.lexemes) {
      if (COLUMN_TOKENS.has(lexeme)) continue;
      if (this.bulk) {
        let list = this.bulk.get(lexeme);
        if (!list) this.bulk.set(lexeme, (list = []));
        list.push(doc);
        if (list.length >= 4096) this.flushTerm(lexeme, list);
      } else {
        let bitmap = this.terms.get(lexeme);
        if (!bitmap) {
          this.terms.set(lexeme, (bitmap = this.lib.create()));
          this.sortedTerms.splice(lowerBound(this.sortedTerms, lexeme), 0, lexeme);
        }
        bitmap.add(doc);
        for (let n = MIN_PREFIX_LENGTH; n <= lexeme.length; n++) this.prefixCache.get(lexeme.slice(0, n))?.docs.add(doc);
      }
    }
    if (!this.bulk) {
      this.newestBuckets.place(doc);
      if (!Number.isNaN(this.price[doc]!)) this.priceBuckets[this.currencyOf[doc]!]!.place(doc);
    }
  }

  finishBulk(): void {
    if (!this.bulk) return;
    for (const [term, list] of this.bulk) this.flushTerm(term, list);
    this.bulk = null;
    this.sortedTerms = [...this.terms.keys()].sort(compareStrings);
    this.cutOrders();
    for (const [key, cell] of this.cells) if (cell.size >= this.fineCellDocs) this.cutCell(key, cell);
  }

  /** The advert's current state: indexed anew when active, dropped when null (inactive or gone). */
  apply(id: string, advert: IndexedAdvert | null): void {
    const key = new Uint32Array(4);
    parseUuid(id, key, 0);
    const old = this.ids.get(key, 0);
    if (old >= 0) this.kill(old);
    if (advert) this.add(advert);
  }

  private flushTerm(term: string, list: number[]): void {
    let bitmap = this.terms.get(term);
    if (!bitmap) this.terms.set(term, (bitmap = this.lib.create()));
    bitmap.addMany(Uint32Array.from(list));
    list.length = 0;
  }

  private allocate(advert: IndexedAdvert): number {
    if (this.next === this.capacity) this.grow();
    const doc = this.next++;
    parseUuid(advert.id, this.uuids, doc * 4);
    this.sortAt[doc] = advert.sortAtMicros;
    this.price[doc] = advert.priceMinor ?? Number.NaN;
    let code = this.currencies.get(advert.currency);
    if (code === undefined) {
      code = this.currencies.size;
      this.currencies.set(advert.currency, code);
      this.priced.push(this.lib.create());
      this.priceBuckets.push(OrderedBuckets.empty(this.lib, this.priceOf, this.bucketDocs));
    }
    this.currencyOf[doc] = code;
    const located = advert.latitude !== null && advert.longitude !== null;
    this.lat[doc] = advert.latitude ?? Number.NaN;
    this.lon[doc] = advert.longitude ?? Number.NaN;
    this.ids.set(doc);
    this.alive.add(doc);
    this.byType[advert.type].add(doc);
    this.byContour[advert.contour].add(doc);
    if (advert.priceMinor !== null) this.priced[code]!.add(doc);
    if (located) {
      this.located.add(doc);
      const key = cellKey(advert.latitude!, advert.longitude!);
      let cell = this.cells.get(key);
      if (!cell) this.cells.set(key, (cell = this.lib.create()));
      cell.add(doc);
      const fine = this.fineCells.get(key);
      if (fine) {
        const at = fineKey(advert.latitude!, advert.longitude!);
        let docs = fine.get(at);
        if (!docs) fine.set(at, (docs = this.lib.create()));
        docs.add(doc);
      } else if (!this.bulk && cell.size >= this.fineCellDocs) {
        this.cutCell(key, cell);
      }
    }
    return doc;
  }

  /** Puts a crowded cell's docs into fine cells too (kept up to date from then on). */
  private cutCell(key: number, cell: Bitmap): void {
    const members = new Map<number, number[]>();
    for (const doc of cell.toUint32Array()) {
      const at = fineKey(this.lat[doc]!, this.lon[doc]!);
      let list = members.get(at);
      if (!list) members.set(at, (list = []));
      list.push(doc);
    }
    this.fineCells.set(key, new Map([...members].map(([at, list]) => [at, this.lib.of(list)])));
  }

  private kill(doc: number): void {
    this.ids.delete(doc);
    this.alive.remove(doc);
    this.byType.sell.remove(doc);
    this.byType.buy.remove(doc);
    this.byContour.private.remove(doc);
    this.byContour.business.remove(doc);
    this.newestBuckets.remove(doc);
    if (!Number.isNaN(this.price[doc]!)) {
      this.priced[this.currencyOf[doc]!]!.remove(doc);
      this.priceBuckets[this.currencyOf[doc]!]!.remove(doc);
    }
    if (this.located.has(doc)) {
      this.located.remove(doc);
      const key = cellKey(this.lat[doc]!, this.lon[doc]!);
      this.cells.get(key)?.remove(doc);
      this.fineCells.get(key)?.get(fineKey(this.lat[doc]!, this.lon[doc]!))?.remove(doc);
    }
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    const widen = <T extends Float64Array | Uint16Array | Uint32Array>(old: T, make: (n: number) => T, per = 1): T => {
      const next = make(capacity * per);
      next.set(old);
      return next;
    };
    this.uuids = widen(this.uuids, (n) => new Uint32Array(n), 4);
    this.sortAt = widen(this.sortAt, (n) => new Float64Array(n));
    this.price = widen(this.price, (n) => new Float64Array(n));
    this.currencyOf = widen(this.currencyOf, (n) => new Uint16Array(n));
    this.lat = widen(this.lat, (n) => new Float64Array(n));
    this.lon = widen(this.lon, (n) => new Float64Array(n));
    this.capacity = capacity;
  }


  /** Cuts the live docs by sort time and each currency's by price (after a bulk load). */
  private cutOrders(): void {
    this.newestBuckets.release();
    this.newestBuckets = OrderedBuckets.cut(this.lib, this.alive.toUint32Array(), this.sortAtOf, this.bucketDocs);
    for (const old of this.priceBuckets) old.release();
    this.priceBuckets = this.priced.map((docs) => OrderedBuckets.cut(this.lib, docs.toUint32Array(), this.priceOf, this.bucketDocs));
  }

  // ---- orders -------------------------------------------------------------------------------

  private compareUuid(a: number, b: number): number {
    const u = this.uuids;
    for (let w = 0; w < 4; w++) {
      const x = u[a * 4 + w]!;
      const y = u[b * 4 + w]!;
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  }

  /** newest: sort_at desc, id desc. */
  private readonly newestBefore = (a: number, b: number): boolean => {
    const x = this.sortAt[a]!;
    const y = this.sortAt[b]!;
    return x !== y ? x > y : this.compareUuid(a, b) > 0;
  };

  /** price_asc: price asc, id asc (price_desc is exactly its reverse). */
  private readonly priceBefore = (a: number, b: number): boolean => {
    const x = this.price[a]!;
    const y = this.price[b]!;
    return x !== y ? x < y : this.compareUuid(a, b) < 0;
  };

  private readonly priceAfter = (a: number, b: number): boolean => this.priceBefore(b, a);

  // ---- reading ------------------------------------------------------------------------------

  uuidOf(doc: number): string {
    const u = this.uuids;
    const hex = [0, 1, 2, 3].map((w) => u[doc * 4 + w]!.toString(16).padStart(8, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /**
   * The docs holding a word: the word itself (one letter) or every term it starts (prefix). A kept
   * union dropped to make room may be one this search is using (its other word): it is released
   * with the search's `temporaries`, after the answer.
   */
  private wordDocs(word: string, temporaries: Bitmap[]): Bitmap | null {
    if (word.length < MIN_PREFIX_LENGTH) return this.terms.get(word) ?? null;
    const cached = this.prefixCache.get(word);
    if (cached) {
      this.prefixCacheHits++;
      this.prefixCache.delete(word);
      this.prefixCache.set(word, cached);
      return cached.docs;
    }
    const from = lowerBound(this.sortedTerms, word);
    let to = from;
    while (to < this.sortedTerms.length && this.sortedTerms[to]!.startsWith(word)) to++;
    if (to === from) return null;
    if (to - from === 1) return this.terms.get(this.sortedTerms[from]!)!;
    this.prefixCacheMisses++;
    const docs = this.lib.orMany(this.sortedTerms.slice(from, to).map((t) => this.terms.get(t)!));
    const bytes = docs.getSerializationSizeInBytes('croaring');
    this.prefixCache.set(word, { docs, bytes });
    this.prefixCacheBytes += bytes;
    for (const [prefix, oldest] of this.prefixCache) {
      if (this.prefixCache.size <= this.prefixCacheSize && this.prefixCacheBytes <= PREFIX_CACHE_BYTES) break;
      if (prefix === word) break;
      this.prefixCache.delete(prefix);
      this.prefixCacheBytes -= oldest.bytes;
      temporaries.push(oldest.docs);
    }
    return docs;
  }

  search(q: AdvertSearchQuery): IndexAnswer {
    const temporaries: Bitmap[] = [];
    try {
      return this.answer(q, temporaries);
    } finally {
      for (const bitmap of temporaries) this.lib.release(bitmap);
    }
  }

  private answer(q: AdvertSearchQuery, temporaries: Bitmap[]): IndexAnswer {
    const none: IndexAnswer = { total: 0, ids: [] };
    const sets: Bitmap[] = [this.byType[q.advertType]];
    if (q.sellerType !== 'all') sets.push(this.byContour[q.sellerType]);
    for (const word of q.words ?? []) {
      const docs = this.wordDocs(word, temporaries);
      if (!docs) return none;
      sets.push(docs);
    }
    const exact = (token: string) => {
      const docs = this.terms.get(token);
      if (docs) sets.push(docs);
      return docs !== undefined;
    };
    if (q.categoryId && !exact(searchTokens.category(q.categoryId))) return none;
    if (q.city && !exact(searchTokens.city(q.city))) return none;
    const pricedSort = q.sort === 'price_asc' || q.sort === 'price_desc';
    const priced = q.priceMinMinor !== null || q.priceMaxMinor !== null || pricedSort;
    const code = this.currencies.get(q.currency);
    if (priced) {
      if (code === undefined) return none;
      sets.push(this.priced[code]!);
    }
    const point = q.point;
    if (point) sets.push(this.located);
    const matches = this.intersect(sets, temporaries);
    if (matches.size === 0) return none;

    const min = q.priceMinMinor ?? -Infinity;
    const max = q.priceMaxMinor ?? Infinity;
    const ranged = q.priceMinMinor !== null || q.priceMaxMinor !== null;
    const circle: Circle | null = point && q.radiusKm !== null ? { lat: point.latitude, lon: point.longitude, radiusKm: q.radiusKm } : null;
    const range: PriceRange | null = ranged ? { code: code!, min, max } : null;
    const inRange = (doc: number) => this.inPriceRange(range!, doc);
    const inCircle = (doc: number) => this.distance(point!, doc) <= circle!.radiusKm;
    const passes: (doc: number) => boolean =
      ranged && circle ? (d) => inRange(d) && inCircle(d) : ranged ? inRange : circle ? inCircle : () => true;

    const total = this.count(matches, passes, circle, range);
    if (total === 0) return { total, ids: [] };
    const limit = Math.min(q.limit, total);
    const collect = () => this.collect(matches, passes, circle, range);

    let docs: number[];
    switch (q.sort) {
      case 'newest':
      case 'price_asc':
      case 'price_desc': {
        // newest is the sort time descending; price_desc exactly the reverse of price_asc.
        const newest = q.sort === 'newest';
        const top = new TopK(limit, newest ? this.newestBefore : q.sort === 'price_asc' ? this.priceBefore : this.priceAfter);
        if (chooseOrderPage(total, this.orderCollectLimit) === 'collect') {
          for (const doc of collect()) top.offer(doc);
        } else {
          const buckets = newest ? this.newestBuckets.within(-Infinity, Infinity, false) : this.priceBuckets[code!]!.within(min, max, q.sort === 'price_asc');
          this.bucketPage(buckets, matches, passes, top);
        }
        docs = top.docs;
        break;
      }
      case 'nearest':
        docs = point ? this.nearest(point, matches, ranged ? inRange : null, circle ? circle.radiusKm : null, total, limit, collect) : this.byIdAsc(collect(), limit);
        break;
    }
    return { total, ids: docs.map((doc) => this.uuidOf(doc)) };
  }

  private intersect(sets: Bitmap[], temporaries: Bitmap[]): Bitmap {
    sets.sort((a, b) => a.size - b.size);
    if (sets.length === 1) return sets[0]!;
    const result = this.lib.and(sets[0]!, sets[1]!);
    temporaries.push(result);
    for (let i = 2; i < sets.length && result.size > 0; i++) result.andInPlace(sets[i]!);
    return result;
  }


  /** The first page of a sort: its buckets in order until one completes the page. */
  private bucketPage(buckets: Iterable<{ docs: Bitmap }>, matches: Bitmap, passes: (doc: number) => boolean, top: TopK): void {
    for (const { docs } of buckets) {
      for (const doc of this.both(docs, matches)) if (passes(doc)) top.offer(doc);
      // Every doc of a later bucket comes after all of this one's.
      if (top.full) return;
    }
  }

  /** The exact number of matches that pass the price range and the radius. */
  private count(matches: Bitmap, passes: (doc: number) => boolean, circle: Circle | null, range: PriceRange | null): number {
    if (!range && !circle) return matches.size;
    if (circle) {
      let n = 0;
      for (const { cell, inside } of this.cellsWithin(circle)) {
        if (inside && !range) n += cell.andCardinality(matches);
        else for (const doc of this.both(cell, matches)) if (inside ? this.inPriceRange(range!, doc) : passes(doc)) n++;
      }
      return n;
    }
    let n = 0;
    for (const { docs, inside } of this.priceBuckets[range!.code]!.within(range!.min, range!.max)) {
      if (inside) n += docs.andCardinality(matches);
      else for (const doc of this.both(docs, matches)) if (passes(doc)) n++;
    }
    return n;
  }

  private inPriceRange(range: PriceRange, doc: number): boolean {
    const price = this.price[doc]!;
    return price >= range.min && price <= range.max;
  }

  /** Every match that passes, in no particular order. */
  private collect(matches: Bitmap, passes: (doc: number) => boolean, circle: Circle | null, range: PriceRange | null): number[] {
    const out: number[] = [];
    if (circle) {
      for (const { cell, inside } of this.cellsWithin(circle)) {
        const docs = this.both(cell, matches);
        // Every doc of a cell inside the circle is within the radius: no distance to compute.
        if (inside && !range) for (const doc of docs) out.push(doc);
        else for (const doc of docs) if (inside ? this.inPriceRange(range!, doc) : passes(doc)) out.push(doc);
      }
      return out;
    }
    if (range) {
      for (const { docs } of this.priceBuckets[range.code]!.within(range.min, range.max)) for (const doc of this.both(docs, matches)) if (passes(doc)) out.push(doc);
      return out;
    }
    for (const doc of matches.toUint32Array()) if (passes(doc)) out.push(doc);
    return out;
  }


  /** The docs in both bitmaps (the intersection is freed at once). */
  private both(a: Bitmap, b: Bitmap): Uint32Array {
    const intersection = this.lib.and(a, b);
    try {
      return intersection.toUint32Array();
    } finally {
      this.lib.release(intersection);
    }
  }

  private byIdAsc(docs: number[], limit: number): number[] {
    const top = new TopK(limit, (a, b) => this.compareUuid(a, b) < 0);
    for (const doc of docs) top.offer(doc);
    return top.docs;
  }

  private distance(point: { latitude: number; longitude: number }, doc: number): number {
    return distanceKm(point, { latitude: this.lat[doc]!, longitude: this.lon[doc]! });
  }

  /** Grid cells that can hold a point within the circle; `inside`: every point of the cell is. */
  private *cellsWithin(circle: Circle): Iterable<{ cell: Bitmap; inside: boolean }> {
    const p = { latitude: circle.lat, longitude: circle.lon };
    const inside = (far: number) => far < circle.radiusKm * (1 - 1e-9);
    for (const [key, cell] of this.cells) {
      const { near, far } = cellDistances(gridCell(key, false), p);
      if (near > circle.radiusKm) continue;
      const fine = this.fineCells.get(key);
      if (inside(far) || !fine) {
        yield { cell, inside: inside(far) };
        continue;
      }
      // A crowded cell on the circle's edge: its fine cells, most of them wholly in or out.
      for (const [at, docs] of fine) {
        const bounds = cellDistances(gridCell(at, true), p);
        if (bounds.near <= circle.radiusKm) yield { cell: docs, inside: inside(bounds.far) };
      }
    }
  }

  /**
   * nearest: distance asc, id asc. Grid cells are visited from the nearest out until none can hold
   * a point nearer than the page's k-th; a crowded cell holding many matches is visited fine
   * cell by fine cell, in the same queue. Each candidate's distance is computed once; once the
   * page is full, a candidate whose latitude alone puts it beyond the k-th (the haversine distance
   * is at least R × |Δφ|) is passed over without it.
   */
  private nearest(
    point: { latitude: number; longitude: number },
    matches: Bitmap,
    inRange: ((doc: number) => boolean) | null,
    radiusKm: number | null,
    total: number,
    limit: number,
    collect: () => number[],
  ): number[] {
    const top = new NearestPage(limit, (a, b) => this.compareUuid(a, b));
    const kmPerDegree = (EARTH_RADIUS_KM * Math.PI) / 180;
    const offer = (doc: number) => {
      if (top.full && Math.abs(this.lat[doc]! - point.latitude) * kmPerDegree * (1 - 1e-9) > top.worst) return;
      if (inRange && !inRange(doc)) return;
      const d = this.distance(point, doc);
      if (radiusKm !== null && d > radiusKm) return;
      top.offer(doc, d);
    };
    if (chooseNearest(total, this.nearestCollectLimit) === 'collect') {
      for (const doc of collect()) top.offer(doc, this.distance(point, doc));
      return top.docs;
    }
    // Cells still to visit, the nearest last (popped first).
    const queue: { near: number; key: number; fine: boolean; docs: Bitmap }[] = [];
    const enqueue = (key: number, fine: boolean, docs: Bitmap) => {
      if (docs.size === 0) return;
      const near = cellDistances(gridCell(key, fine), point).near;
      if (radiusKm !== null && near > radiusKm) return;
      let lo = 0;
      let hi = queue.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (queue[mid]!.near > near) lo = mid + 1;
        else hi = mid;
      }
      queue.splice(lo, 0, { near, key, fine, docs });
    };
    for (const [key, docs] of this.cells) enqueue(key, false, docs);
    for (let cell = queue.pop(); cell; cell = queue.pop()) {
      if (top.full && cell.near > top.worst) break;
      const fine = cell.fine ? undefined : this.fineCells.get(cell.key);
      const plan = fine ? chooseCellVisit(cell.docs.andCardinality(matches), this.fineCellMatches) : 'whole';
      if (plan === 'fine') for (const [key, docs] of fine!) enqueue(key, true, docs);
      else if (plan === 'whole') for (const doc of this.both(cell.docs, matches)) offer(doc);
    }
    return top.docs;
  }

  /** Frees every bitmap of an index that was replaced (a rebuild); it must not be used after. */
  dispose(): void {
    const owned = [...this.terms.values(), ...[...this.prefixCache.values()].map((p) => p.docs), ...this.cells.values(), ...this.priced];
    for (const fine of this.fineCells.values()) owned.push(...fine.values());
    for (const buckets of [this.newestBuckets, ...this.priceBuckets]) owned.push(...buckets.bitmaps());
    owned.push(this.alive, this.located, this.byType.sell, this.byType.buy, this.byContour.private, this.byContour.business);
    for (const bitmap of owned) this.lib.release(bitmap);
    this.terms.clear();
    this.prefixCache.clear();
    this.prefixCacheBytes = 0;
    this.cells.clear();
    this.fineCells.clear();
  }

  /** Every word term with the number of docs holding it (dead ones included; for the benchmark). */
  *wordFrequencies(): Generator<[string, number]> {
    for (const [term, docs] of this.terms) if (!term.startsWith('#')) yield [term, docs.size];
  }

  stats(): IndexStats {
    const bitmapBytes = (b: Bitmap) => b.getSerializationSizeInBytes('croaring') + 48;
    let bytes = this.uuids.byteLength + this.sortAt.byteLength + this.price.byteLength + this.currencyOf.byteLength;
    bytes += this.lat.byteLength + this.lon.byteLength + this.ids.bytes();
    for (const buckets of [this.newestBuckets, ...this.priceBuckets]) for (const docs of buckets.bitmaps()) bytes += bitmapBytes(docs) + 8;
    for (const [term, docs] of this.terms) bytes += bitmapBytes(docs) + 2 * term.length + 64;
    for (const docs of [...[...this.prefixCache.values()].map((p) => p.docs), ...this.cells.values(), ...this.priced]) bytes += bitmapBytes(docs);
    for (const fine of this.fineCells.values()) for (const docs of fine.values()) bytes += bitmapBytes(docs);
    for (const docs of [this.alive, this.located, this.byType.sell, this.byType.buy, this.byContour.private, this.byContour.business]) bytes += bitmapBytes(docs);
    return {
      adverts: this.alive.size,
      bytes,
      docSlots: this.next,
      terms: this.terms.size,
      bitmaps: this.lib.name,
      deadIds: this.deadIds,
      prefixCache: this.prefixCacheStats,
    };
  }
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}


function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
