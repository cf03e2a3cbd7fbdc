import type { AdvertSearchQuery } from '@marketplace/core';
import type { Bitmap, BitmapLibrary } from './bitmaps.js';
import { OrderedBuckets } from './buckets.js';
import { DocColumns, type FrozenColumns, FLAG_BUSINESS, FLAG_BUY, parseUuid, UuidTable } from './columns.js';
import { searchTokens, type IndexedAdvert } from './document.js';
import { execute, type IndexView } from './execute.js';
import { cellKey, fineKey } from './grid.js';
import { fineCellsOf, layingOut, type Layout, type LayoutInput } from './layout.js';
import { BUCKET_DOCS, BUCKET_VISIT_DOCS, FINE_CELL_DOCS, FINE_CELL_MATCHES, HEAVY_PREFIX_SPAN, isPrefixWord, NEAREST_COLLECT_LIMIT, ORDER_COLLECT_LIMIT, planSearch, requiredSets, STRETCH_BUCKETS, type PlanTuning, type SetRef } from './plan.js';
import { runAtOnce } from './slices.js';
import { FREE_STEP_DOCS, TermDictionary, type CapturedTerms, type Posting } from './terms.js';
import type { PackedTerms } from './packed-terms.js';

export interface IndexAnswer {
  readonly total: number;
  readonly ids: string[];
}

export interface IndexStats {
  readonly adverts: number;
  /** What the index's own structures hold: typed arrays, bitmaps (CRoaring's size), terms (estimated). */
  readonly bytes: number;
  readonly docSlots: number;
  readonly terms: number;
  /** Prefix unions kept for good (heavy prefixes) and in the cache. */
  readonly prefixUnions: { readonly heavy: number; readonly cached: number };
  readonly bitmaps: string;
  readonly deadIds: number;
  /** The kept prefix unions (heavy and cached): how many, their bytes, lookups answered by one or not. */
  readonly prefixCache: { readonly entries: number; readonly bytes: number; readonly hits: number; readonly misses: number };
}

/** Tests: thresholds small enough that small data takes every path. */
export interface IndexTuning {
  readonly nearestCollectLimit?: number;
  readonly bucketDocs?: number;
  readonly stretchBuckets?: number;
  readonly orderCollectLimit?: number;
  readonly bucketVisitDocs?: number;
  readonly fineCellDocs?: number;
  readonly fineCellMatches?: number;
  readonly prefixCacheSize?: number;
  readonly heavyPrefixSpan?: number;
  /** The longest slice of prefix unions made at once beside requests (`prepare`), in ms. */
  readonly prepareSliceMs?: number;
}

/** The longest a search's first use of a prefix holds the event loop at once while its union is made. */
const PREPARE_SLICE_MS = 1;

/** Type and contour come from columns (exact bitmaps); their tokens are not kept as terms. */
const COLUMN_TOKENS = new Set([
  searchTokens.advertType('sell'),
  searchTokens.advertType('buy'),
  searchTokens.contour('private'),
  searchTokens.contour('business'),
]);

/**
 * What a snapshot holds of an index at one moment (`SearchIndex.capture`). Doc ids below `docs`
 * are final: their columns never change and postings only ever gain ids at or above it, so the
 * postings can be read later, while the index goes on changing, and cut at `docs` on load.
 */
export interface IndexCapture {
  readonly docs: number;
  readonly columns: FrozenColumns;
  /** A copy of the live docs at the moment (owned by the capture: release it when written). */
  readonly alive: Bitmap;
  readonly currencies: readonly string[];
  /**
   * The terms at the moment, sorted (terms made later hold only later docs), each with its
   * posting: read later, it may hold docs at or above `docs` (a posting only ever gains docs; one
   * replaced by a larger form keeps its docs of the moment).
   */
  readonly terms: CapturedTerms;
  /** The docs of the pooled postings (`pooledDocs`); never changed, so it is kept as it is. */
  readonly pool: Uint32Array;
  /** The heavy prefixes' unions: like postings, they only gain docs (cut at `docs` on load). */
  readonly heavy: readonly (readonly [string, Bitmap])[];
  /** The ordered buckets' bounds: of the newest order, and of each currency's price order by its code. */
  readonly bounds: IndexBounds;
  /** Whether the index was disposed (a rebuild replaced it): the capture must not be read then. */
  readonly disposed: () => boolean;
  /** Frees the capture's copy of the live docs (once). */
  release(): void;
}

/** Where the ordered buckets are cut: each array ascending, its last bound Infinity. */
export interface IndexBounds {
  readonly newest: readonly number[];
  readonly price: readonly (readonly number[])[];
}

/**
 * What a snapshot gives back to make an index: the columns up to `docs`, the live docs, the terms
 * sorted with their postings (cut at `docs`, none empty), the heavy prefixes' unions and the
 * ordered buckets' bounds.
 */
export interface IndexRestore {
  readonly docs: number;
  /**
   * The index takes these arrays as its columns, not a copy (the caller uses them no more): of
   * one capacity, at least `docs`; room past `docs` (`RESTORE_ROOM`) spares a copy at the first
   * docs the feed adds.
   */
  readonly columns: FrozenColumns;
  readonly alive: Bitmap;
  readonly currencies: readonly string[];
  /** The terms, sorted, packed; each one's posting at its index in `postings`. */
  readonly terms: PackedTerms;
  readonly postings: Posting[];
  /** The docs of the pooled postings among `postings`. */
  readonly pool: Uint32Array;
  readonly heavy: ReadonlyMap<string, Bitmap>;
  readonly bounds: IndexBounds;
  /** Which live docs go where, made already (on another thread, from `SearchIndex.layoutInput`); absent: made in the restore's steps. */
  readonly layout?: Layout | null;
}

/** Doc ids a restored index has room for past the snapshot's, before its columns grow. */
export const RESTORE_ROOM = 1024;

/**
 * Docs one step of a restore adds to a bitmap: a few milliseconds, fewer containers allocated.
 * While a collection's marking runs, V8 answers every allocation the bitmaps' library reports
 * with a marking step of up to several milliseconds, so a native call's time grows with the
 * containers it allocates (256K docs a call held the loop up to 60 ms during a load).
 */
const RESTORE_STEP = 1 << 16;

/** `target` given `values` in steps of RESTORE_STEP (one native call each), a step at least. */
function* addInSteps(target: Bitmap, values: Uint32Array): Generator<void, void, void> {
  for (let at = 0; at < values.length; at += RESTORE_STEP) {
    target.addMany(values.subarray(at, at + RESTORE_STEP));
    yield;
  }
  if (values.length === 0) yield;
}

/**
 * Told of every doc the index adds and kills, in the index's own order (bulk load, changes): the
 * read views beside the index (category counts, seller adverts) follow it through this, nothing else.
 */
export interface DocObserver {
  added(doc: number, advert: IndexedAdvert): void;
  removed(doc: number): void;
}

/**
 * The in-process search index: the term dictionary (postings and kept prefix unions), the exact
 * filter bitmaps, the per-doc columns, the ordered buckets and the spatial grid, written by `add`
 * (bulk) and `apply` (a change), read by `search` through the planner (plan.ts) and the executor
 * (execute.ts). docs/architecture/search.md.
 *
 * Doc ids are dense and never reused: a changed advert gets a new doc id and its old one dies
 * (leaves every exact filter bitmap). Postings keep dead ids, which every search drops by
 * intersecting with the exact type bitmap. Only whole rebuilds reclaim them (see `deadShare`).
 */
export class SearchIndex implements IndexView {
  private next = 0;
  readonly columns: DocColumns;
  private readonly ids: UuidTable;
  private readonly alive: Bitmap;
  private readonly byType: Record<'sell' | 'buy', Bitmap>;
  private readonly byContour: Record<'private' | 'business', Bitmap>;
  private readonly located: Bitmap;
  private readonly currencies = new Map<string, number>();
  /** Per currency code: the docs priced in it. */
  private readonly priced: Bitmap[] = [];
  private readonly terms: TermDictionary;
  readonly cells = new Map<number, Bitmap>();
  readonly fineCells = new Map<number, Map<number, Bitmap>>();
  newestBuckets: OrderedBuckets;
  readonly intersections: { readonly matches: Bitmap; readonly both: Bitmap };
  private priceBucketsOf: OrderedBuckets[] = [];
  private bulk = true;
  private disposed = false;
  /** Prefix unions being made beside requests (`prepare`), by prefix: a second search waits for the same one. */
  private readonly preparations = new Map<string, Promise<void>>();
  /** The preparations' steps, first come first served, and whether a slice of them is due. */
  private readonly queued: { readonly steps: Generator<void, void, void>; readonly done: () => void }[] = [];
  private sliceScheduled = false;
  private readonly prepareSliceMs: number;

  private readonly bucketDocs: number;
  private readonly stretchBuckets: number;
  private readonly fineCellDocs: number;
  private readonly plan: PlanTuning;

  constructor(
    readonly lib: BitmapLibrary,
    expected = 1024,
    tuning: IndexTuning = {},
    private readonly observer: DocObserver | null = null,
  ) {
    this.bucketDocs = tuning.bucketDocs ?? BUCKET_DOCS;
    this.stretchBuckets = tuning.stretchBuckets ?? STRETCH_BUCKETS;
    this.fineCellDocs = tuning.fineCellDocs ?? FINE_CELL_DOCS;
    this.prepareSliceMs = tuning.prepareSliceMs ?? PREPARE_SLICE_MS;
    this.plan = {
      nearestCollectLimit: tuning.nearestCollectLimit ?? NEAREST_COLLECT_LIMIT,
      orderCollectLimit: tuning.orderCollectLimit ?? ORDER_COLLECT_LIMIT,
      bucketVisitDocs: tuning.bucketVisitDocs ?? BUCKET_VISIT_DOCS,
      fineCellMatches: tuning.fineCellMatches ?? FINE_CELL_MATCHES,
    };
    this.terms = new TermDictionary(lib, tuning.prefixCacheSize, tuning.heavyPrefixSpan ?? HEAVY_PREFIX_SPAN);
    this.columns = new DocColumns(expected);
    this.ids = new UuidTable(() => this.columns.uuids, expected);
    this.alive = lib.create();
    this.byType = { sell: lib.create(), buy: lib.create() };
    this.byContour = { private: lib.create(), business: lib.create() };
    this.located = lib.create();
    this.intersections = { matches: lib.create(), both: lib.create() };
    this.newestBuckets = OrderedBuckets.empty(lib, this.sortAtOf, this.bucketDocs, this.stretchBuckets);
  }

  /** The newest order (sort_at desc, id desc) as a comparator of live docs (the read views' storefront order). */
  readonly compareNewest = (a: number, b: number): number => {
    if (a === b) return 0;
    const x = this.columns.sortAt[a]!;
    const y = this.columns.sortAt[b]!;
    if (x !== y) return x > y ? -1 : 1;
    return this.columns.compareUuid(a, b) > 0 ? -1 : 1;
  };

  private readonly sortAtOf = (doc: number): number => this.columns.sortAt[doc]!;
  private readonly priceOf = (doc: number): number => this.columns.price[doc]!;

  priceBuckets(code: number): OrderedBuckets {
    return this.priceBucketsOf[code]!;
  }

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

  /** The kept prefix unions and their lookups (cheap, unlike `stats()`). */
  get prefixCacheStats(): IndexStats['prefixCache'] {
    return this.terms.unionStats();
  }

  /** The share of doc ids that are dead: past a half, the owner rebuilds the index. */
  deadShare(): number {
    return this.next === 0 ? 0 : 1 - this.alive.size / this.next;
  }

  // ---- writing ------------------------------------------------------------------------------

  /** Bulk load: call `add` for every advert, then `finishBulk` once. */
  add(advert: IndexedAdvert): void {
    const doc = this.allocate(advert);
    this.observer?.added(doc, advert);
    for (const lexeme of advert.lexemes) if (!COLUMN_TOKENS.has(lexeme)) this.terms.add(lexeme, doc);
    if (!this.bulk) {
      this.newestBuckets.place(doc);
      if (this.columns.priced(doc)) this.priceBucketsOf[this.columns.currencyOf[doc]!]!.place(doc);
    }
  }

  /** After the bulk load: sorts the terms, keeps the heavy prefixes' unions, cuts the orders and the crowded cells. */
  finishBulk(): void {
    runAtOnce(this.finishing());
  }

  /**
   * `finishBulk` as steps of a few milliseconds each (`runInSlices`): a build beside searches
   * yields between them. The index is not searched until the last step has run.
   */
  *finishing(): Generator<void, void, void> {
    if (!this.bulk) return;
    this.bulk = false;
    yield* this.terms.finishing();
    yield* this.cutOrders();
    yield* this.cutCrowdedCells();
  }

  private *cutCrowdedCells(): Generator<void, void, void> {
    for (const [key, cell] of this.cells) {
      if (cell.size < this.fineCellDocs) continue;
      yield* this.cuttingCell(key, cell);
      yield;
    }
  }

  /** The advert's current state: indexed anew when active, dropped when null (inactive or gone). */
  apply(id: string, advert: IndexedAdvert | null): void {
    const key = new Uint32Array(4);
    parseUuid(id, key, 0);
    const old = this.ids.get(key, 0);
    if (old >= 0) this.kill(old);
    if (advert) this.add(advert);
  }

  private currencyCode(currency: string): number {
    let code = this.currencies.get(currency);
    if (code === undefined) {
      code = this.currencies.size;
      this.currencies.set(currency, code);
      this.priced.push(this.lib.create());
      this.priceBucketsOf.push(OrderedBuckets.empty(this.lib, this.priceOf, this.bucketDocs, this.stretchBuckets));
    }
    return code;
  }

  private allocate(advert: IndexedAdvert): number {
    const c = this.columns;
    c.ensure(this.next + 1);
    const doc = this.next++;
    parseUuid(advert.id, c.uuids, doc * 4);
    c.sortAt[doc] = advert.sortAtMicros;
    c.price[doc] = advert.priceMinor ?? Number.NaN;
    c.currencyOf[doc] = this.currencyCode(advert.currency);
    const located = advert.latitude !== null && advert.longitude !== null;
    c.lat[doc] = located ? advert.latitude! : Number.NaN;
    c.lon[doc] = located ? advert.longitude! : Number.NaN;
    c.flags[doc] = (advert.type === 'buy' ? FLAG_BUY : 0) | (advert.contour === 'business' ? FLAG_BUSINESS : 0);
    this.register(doc);
    return doc;
  }

  /** Puts a doc whose columns are written into the UUID table and every exact filter. */
  private register(doc: number): void {
    const c = this.columns;
    this.ids.set(doc);
    this.alive.add(doc);
    this.byType[c.flags[doc]! & FLAG_BUY ? 'buy' : 'sell'].add(doc);
    this.byContour[c.flags[doc]! & FLAG_BUSINESS ? 'business' : 'private'].add(doc);
    if (c.priced(doc)) this.priced[c.currencyOf[doc]!]!.add(doc);
    if (c.located(doc)) {
      const lat = c.lat[doc]!;
      const lon = c.lon[doc]!;
      this.located.add(doc);
      const key = cellKey(lat, lon);
      let cell = this.cells.get(key);
      if (!cell) this.cells.set(key, (cell = this.lib.create()));
      cell.add(doc);
      const fine = this.fineCells.get(key);
      if (fine) {
        const at = fineKey(lat, lon);
        let docs = fine.get(at);
        if (!docs) fine.set(at, (docs = this.lib.create()));
        docs.add(doc);
      } else if (!this.bulk && cell.size >= this.fineCellDocs) {
        this.cutCell(key, cell);
      }
    }
  }

  /** Puts a crowded cell's docs into fine cells too (kept up to date from then on). */
  private cutCell(key: number, cell: Bitmap): void {
    runAtOnce(this.cuttingCell(key, cell));
  }

  /** `cutCell` in steps (a build's last: a crowded cell holds up to a hundred thousand docs). */
  private *cuttingCell(key: number, cell: Bitmap): Generator<void, void, void> {
    const fine = new Map<number, Bitmap>();
    for (const { key: at, docs } of yield* fineCellsOf(this.columns, cell.toUint32Array())) {
      fine.set(at, this.lib.of(docs));
      if ((fine.size & 63) === 0) yield;
    }
    this.fineCells.set(key, fine);
  }

  private kill(doc: number): void {
    this.observer?.removed(doc);
    const c = this.columns;
    this.ids.delete(doc);
    this.alive.remove(doc);
    this.byType.sell.remove(doc);
    this.byType.buy.remove(doc);
    this.byContour.private.remove(doc);
    this.byContour.business.remove(doc);
    this.newestBuckets.remove(doc);
    if (c.priced(doc)) {
      this.priced[c.currencyOf[doc]!]!.remove(doc);
      this.priceBucketsOf[c.currencyOf[doc]!]!.remove(doc);
    }
    if (this.located.has(doc)) {
      this.located.remove(doc);
      const key = cellKey(c.lat[doc]!, c.lon[doc]!);
      this.cells.get(key)?.remove(doc);
      this.fineCells.get(key)?.get(fineKey(c.lat[doc]!, c.lon[doc]!))?.remove(doc);
    }
  }

  /** Cuts the live docs by sort time and each currency's by price (after a bulk load). */
  private *cutOrders(): Generator<void, void, void> {
    this.newestBuckets.release();
    this.newestBuckets = yield* OrderedBuckets.cutting(this.lib, this.alive.toUint32Array(), this.sortAtOf, this.bucketDocs, this.stretchBuckets);
    yield;
    for (const old of this.priceBucketsOf) old.release();
    this.priceBucketsOf = [];
    for (const docs of this.priced) {
      this.priceBucketsOf.push(yield* OrderedBuckets.cutting(this.lib, docs.toUint32Array(), this.priceOf, this.bucketDocs, this.stretchBuckets));
      yield;
    }
  }

  // ---- snapshots ----------------------------------------------------------------------------

  /**
   * What a snapshot of this moment needs; cheap (one bitmap copy, one array of the terms), so it
   * can be taken between two changes. The snapshot reads the rest later (snapshot.ts).
   */
  capture(): IndexCapture {
    if (this.bulk) throw new Error('a snapshot is taken of a loaded index (after finishBulk)');
    // A copy made through the library, which owns (and releases) every bitmap it makes.
    const alive = this.lib.orMany([this.alive]);
    let released = false;
    return {
      docs: this.next,
      columns: this.columns.frozen(),
      alive,
      currencies: [...this.currencies.keys()],
      terms: this.terms.capture(),
      pool: this.terms.postingPool(),
      heavy: this.terms.heavyUnions(),
      bounds: { newest: this.newestBuckets.cuts(), price: this.priceBucketsOf.map((buckets) => buckets.cuts()) },
      disposed: () => this.disposed,
      release: () => {
        if (!released) this.lib.release(alive);
        released = true;
      },
    };
  }

  /**
   * An index from a snapshot's parts: the columns, live docs and postings as they were; the filters
   * and the grid made again from the columns; the ordered buckets cut where the snapshot says; the
   * heavy prefixes' unions as the snapshot keeps them.
   */
  static restore(lib: BitmapLibrary, parts: IndexRestore, tuning: IndexTuning = {}, observer: DocObserver | null = null): SearchIndex {
    return runAtOnce(SearchIndex.restoring(lib, parts, tuning, observer));
  }

  /**
   * What `layingOut` needs of a snapshot's parts to lay out an index restored with `tuning`: a
   * caller making the layout on another thread passes it the same (`IndexRestore.layout`).
   */
  static layoutInput(parts: Pick<IndexRestore, 'docs' | 'columns' | 'currencies' | 'bounds'>, alive: Uint32Array, tuning: IndexTuning = {}): LayoutInput {
    return {
      columns: parts.columns,
      alive,
      currencies: parts.currencies.length,
      bounds: parts.bounds,
      fineCellDocs: tuning.fineCellDocs ?? FINE_CELL_DOCS,
      uuidSlots: UuidTable.slotsFor(parts.docs + RESTORE_ROOM, alive.length),
    };
  }

  /** `restore` as steps of a few milliseconds each (`runInSlices`): a snapshot's load beside requests. */
  static *restoring(lib: BitmapLibrary, parts: IndexRestore, tuning: IndexTuning = {}, observer: DocObserver | null = null): Generator<void, SearchIndex, void> {
    // The observer is told of the changes that follow, not of the restored docs: its own state
    // comes back from the snapshot too (its `extra` sections).
    const index = new SearchIndex(lib, 16, tuning, observer);
    index.columns.adopt(parts.columns, parts.docs);
    index.next = parts.docs;
    for (const currency of parts.currencies) index.currencyCode(currency);
    if (parts.bounds.price.length !== parts.currencies.length) throw new Error('snapshot: price bounds for every currency');
    const alive = parts.alive.toUint32Array();
    if (alive.length > 0 && alive[alive.length - 1]! >= parts.docs) throw new Error(`snapshot: live doc ${alive[alive.length - 1]} past its ${parts.docs} docs`);
    yield;
    // Which docs go where: made on another thread by the caller, or here in steps.
    const input = SearchIndex.layoutInput(parts, alive, tuning);
    const layout = parts.layout ?? (yield* layingOut(input));
    if (layout.uuidSlots.length !== input.uuidSlots) throw new Error(`snapshot: a layout of ${layout.uuidSlots.length} uuid slots, expected ${input.uuidSlots}`);
    // The bitmaps, a native call a step.
    yield* addInSteps(index.alive, alive);
    index.ids.adopt(layout.uuidSlots, alive.length);
    yield* addInSteps(index.byType.sell, layout.sell);
    yield* addInSteps(index.byType.buy, layout.buy);
    yield* addInSteps(index.byContour.private, layout.private);
    yield* addInSteps(index.byContour.business, layout.business);
    yield* addInSteps(index.located, layout.located);
    for (let code = 0; code < layout.priced.length; code++) yield* addInSteps(index.priced[code]!, layout.priced[code]!);
    // A step after each cell (a city's cell at ten million adverts holds hundreds of thousands of docs).
    for (const { key, docs } of layout.cells) {
      const cell = lib.create();
      index.cells.set(key, cell);
      yield* addInSteps(cell, docs);
    }
    for (const crowded of layout.fineCells) {
      const fine = new Map<number, Bitmap>();
      index.fineCells.set(crowded.key, fine);
      for (const { key, docs } of crowded.cells) {
        const cell = lib.create();
        fine.set(key, cell);
        yield* addInSteps(cell, docs);
      }
    }
    index.bulk = false;
    index.newestBuckets.release();
    index.newestBuckets = yield* OrderedBuckets.fromMembers(lib, index.sortAtOf, index.bucketDocs, parts.bounds.newest, layout.newest, index.stretchBuckets);
    index.priceBucketsOf.forEach((old) => old.release());
    index.priceBucketsOf = [];
    for (let code = 0; code < parts.currencies.length; code++) {
      index.priceBucketsOf.push(yield* OrderedBuckets.fromMembers(lib, index.priceOf, index.bucketDocs, parts.bounds.price[code]!, layout.price[code]!, index.stretchBuckets));
    }
    index.terms.restore(parts.terms, parts.postings, parts.pool, parts.heavy);
    return index;
  }

  // ---- reading ------------------------------------------------------------------------------

  uuidOf(doc: number): string {
    return this.columns.uuidOf(doc);
  }

  /** The docs of a set the query names (null: none), made bitmaps kept in `temporaries`. */
  private resolve(set: SetRef, temporaries: Bitmap[]): Bitmap | null {
    switch (set.kind) {
      case 'type':
        return this.byType[set.type];
      case 'contour':
        return this.byContour[set.contour];
      case 'word':
        return isPrefixWord(set.word) ? this.terms.prefix(set.word, temporaries) : this.terms.docs(set.word, temporaries);
      case 'category':
        return this.terms.docs(searchTokens.category(set.categoryId), temporaries);
      case 'city':
        return this.terms.docs(searchTokens.city(set.city), temporaries);
      case 'priced': {
        const code = this.currencies.get(set.currency);
        return code === undefined ? null : this.priced[code]!;
      }
      case 'located':
        return this.located;
    }
  }

  /**
   * Makes, beside requests, the prefix unions `search(q)` would make on first use (a light
   * prefix's union, up to a few milliseconds of native work), or null when it would make none
   * (the usual case: a promise only when there is work). Preparations wait in one queue, first
   * come first served, and the queue gets one slice of `prepareSliceMs` per turn of the event
   * loop (from the next one): the requests a turn reads are answered first (a warm search, /healthz),
   * however many first uses wait. `search(q)` after it finds the unions kept; one evicted or
   * dropped meanwhile (a change of the terms) is made at once by the search, as before. Never
   * rejects: a step that throws leaves the union to the search, which reports what fails.
   */
  prepare(q: AdvertSearchQuery): Promise<void> | null {
    if (this.bulk || this.disposed || !q.words) return null;
    let waits: Promise<void>[] | null = null;
    for (const word of q.words) {
      if (!isPrefixWord(word)) continue;
      let pending = this.preparations.get(word);
      if (!pending) {
        const steps = this.terms.preparing(word);
        if (!steps) continue;
        pending = new Promise<void>((done) => this.queued.push({ steps, done })).finally(() => this.preparations.delete(word));
        this.preparations.set(word, pending);
        this.scheduleSlice();
      }
      (waits ??= []).push(pending);
    }
    if (!waits) return null;
    return waits.length === 1 ? waits[0]! : Promise.all(waits).then(() => undefined);
  }

  private scheduleSlice(): void {
    if (this.sliceScheduled) return;
    this.sliceScheduled = true;
    setImmediate(() => this.runSlice());
  }

  /** One slice of the queued preparations: steps of the first until it ends, then of the next, until the slice's time is up. */
  private runSlice(): void {
    this.sliceScheduled = false;
    const started = performance.now();
    while (this.queued.length > 0) {
      const first = this.queued[0]!;
      let ended = true;
      try {
        if (this.disposed) first.steps.return();
        else ended = first.steps.next().done === true;
      } catch {
        first.steps.return();
      }
      if (ended) {
        this.queued.shift();
        first.done();
        // One ended a turn: its search is answered as the turn ends, and the requests of the next
        // turn (a warm search, /healthz) go before the next one's (a few milliseconds each at ten
        // million adverts; ended together, they held the loop in one turn).
        break;
      }
      if (performance.now() - started > this.prepareSliceMs) break;
    }
    if (this.queued.length > 0) this.scheduleSlice();
  }

  search(q: AdvertSearchQuery): IndexAnswer {
    const temporaries: Bitmap[] = [];
    try {
      const required = requiredSets(q);
      const sets: Bitmap[] = [];
      // When every live doc has a place (the usual case), the located set is the live docs, which
      // the type set already is within: intersecting it would change nothing.
      const everyDocLocated = this.located.size === this.alive.size;
      for (const set of required) {
        if (set.kind === 'located' && everyDocLocated) continue;
        const docs = this.resolve(set, temporaries);
        // A set the index does not have: nothing matches (and the rest need not be resolved).
        if (!docs) return { total: 0, ids: [] };
        sets.push(docs);
      }
      const plan = planSearch(q, sets.map((s) => s.size), this.plan);
      const answer = execute(this, plan, { sets, currency: this.currencies.get(q.currency) ?? null, point: q.point });
      return { total: answer.total, ids: answer.docs.map((doc) => this.columns.uuidOf(doc)) };
    } finally {
      for (const bitmap of temporaries) this.lib.release(bitmap);
    }
  }

  /** Frees every bitmap of an index that was replaced (a rebuild); it must not be used after. */
  dispose(): void {
    this.disposed = true;
    if (this.lib.releases) for (const bitmap of this.ownBitmaps()) this.lib.release(bitmap);
    this.terms.dispose();
    this.cells.clear();
    this.fineCells.clear();
  }

  /**
   * `dispose` in steps beside requests (`runInSlices`), each bitmap's memory freed whichever the
   * library (`BitmapLibrary.free`): what a rebuild's hand-over does with the index it replaced. It
   * is disposed from the first step on: a snapshot being written of it stops, a prefix being
   * prepared on it is left.
   */
  *disposing(): Generator<void, void, void> {
    this.disposed = true;
    let step = 0;
    let docs = 0;
    // A step after 256 bitmaps, or after a few million docs' worth (the filters hold most docs).
    for (const bitmap of this.ownBitmaps()) {
      docs += bitmap.size;
      this.lib.free(bitmap);
      if ((++step & 255) === 0 || docs >= FREE_STEP_DOCS) {
        docs = 0;
        yield;
      }
    }
    yield* this.terms.disposing();
    this.cells.clear();
    this.fineCells.clear();
  }

  /** The bitmaps the index holds besides its terms' postings and prefix unions. */
  private ownBitmaps(): Bitmap[] {
    const owned = [...this.cells.values(), ...this.priced];
    for (const fine of this.fineCells.values()) owned.push(...fine.values());
    for (const buckets of [this.newestBuckets, ...this.priceBucketsOf]) owned.push(...buckets.bitmaps());
    owned.push(this.intersections.matches, this.intersections.both);
    owned.push(this.alive, this.located, this.byType.sell, this.byType.buy, this.byContour.private, this.byContour.business);
    return owned;
  }

  /** Every word term with the number of docs holding it (dead ones included; for the benchmark). */
  *wordFrequencies(): Generator<[string, number]> {
    for (const [term, n] of this.terms.frequencies()) if (!term.startsWith('#')) yield [term, n];
  }

  /** How many docs (dead ones included) hold a lexeme: a word or a filter token. */
  termCount(lexeme: string): number {
    return this.terms.count(lexeme);
  }

  stats(): IndexStats {
    return runAtOnce(this.measuring());
  }

  /**
   * `stats` in steps of a few milliseconds, for a caller measuring beside requests (a walk over
   * every bitmap: about half a second at ten million adverts). In steps only with bitmaps a change
   * never frees (native: a replaced one is left to the collector); WebAssembly's could be freed
   * under the walk by a change between two steps, so there it runs at once.
   */
  *measuring(): Generator<void, IndexStats, void> {
    const stepping = !this.lib.releases;
    const bitmapBytes = (b: Bitmap) => b.getSerializationSizeInBytes('croaring') + 48;
    let bytes = this.columns.bytes() + this.ids.bytes();
    let step = 0;
    const measure = function* (docs: Bitmap, more = 0): Generator<void, void, void> {
      bytes += bitmapBytes(docs) + more;
      if (stepping && (++step & 255) === 0) yield;
    };
    for (const buckets of [this.newestBuckets, ...this.priceBucketsOf]) for (const docs of buckets.bitmaps()) yield* measure(docs, 8);
    bytes += yield* this.terms.measuring(bitmapBytes, stepping);
    for (const docs of [...this.cells.values(), ...this.priced]) yield* measure(docs);
    for (const fine of [...this.fineCells.values()]) for (const docs of [...fine.values()]) yield* measure(docs);
    for (const docs of [this.alive, this.located, this.byType.sell, this.byType.buy, this.byContour.private, this.byContour.business]) bytes += bitmapBytes(docs);
    return { adverts: this.alive.size, bytes, docSlots: this.next, terms: this.terms.size, prefixUnions: this.terms.keptUnions(), bitmaps: this.lib.name, deadIds: this.deadIds, prefixCache: this.prefixCacheStats };
  }
}
