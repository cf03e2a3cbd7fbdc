import type { Bitmap, BitmapLibrary } from './bitmaps.js';
import { HEAVY_PREFIX_SPAN, MIN_PREFIX_LENGTH, planPrefix } from './plan.js';
import { runAtOnce, sortStringsInSlices } from './slices.js';

/**
 * A term's docs. Real-world text has a long tail: most of a million adverts' terms (typos, model
 * codes, rare inflections) are held by one to a few docs, and a native bitmap costs a few hundred
 * bytes and a call across the native boundary per term. So a term of one doc is that doc id (a
 * number >= 0); a term of up to `SMALL_POSTING` docs a run of the dictionary's pool after a build
 * or a load (a negative number, `pooled`: a third of a million terms at a million adverts, each a
 * JavaScript array before, which the garbage collector copied and marked) or a plain ascending
 * list once it gained a doc (doc ids only grow); only larger terms are bitmaps. A union of a
 * prefix's range then gathers the small ones into one array and passes one bitmap for them to
 * the library.
 */
export type Posting = number | number[] | Bitmap;
export const SMALL_POSTING = 16;

/** A run of `length` (2-16) docs at `offset` of a pool, as a posting. */
export function pooled(offset: number, length: number): number {
  return -1 - (offset * 16 + (length - 1));
}

/** Where a pooled posting's run starts in its pool. */
function pooledOffset(posting: number): number {
  return Math.floor((-1 - posting) / 16);
}

/** How many docs a pooled posting holds (2-16). */
function pooledLength(posting: number): number {
  return ((-1 - posting) % 16) + 1;
}

/** The docs of a pooled posting (a view of the pool). */
export function pooledDocs(pool: Uint32Array, posting: number): Uint32Array {
  const offset = pooledOffset(posting);
  return pool.subarray(offset, offset + pooledLength(posting));
}

/** The least recently used unions of lighter prefixes are dropped past these bounds. */
const PREFIX_CACHE_SIZE = 4_096;
const PREFIX_CACHE_BYTES = 64 * 2 ** 20;
/** Prefixes whose term range is kept at most (all dropped past it, and whenever a term is added). */
const RANGE_CACHE_SIZE = 65_536;
const NO_RANGE = { from: 0, to: 0 } as const;
/** Steps of work made beside requests: bitmaps per native union, docs per native add. */
const UNION_STEP_BITMAPS = 64;
const UNION_STEP_DOCS = 65_536;

export function postingSize(posting: Posting): number {
  if (typeof posting === 'number') return posting >= 0 ? 1 : pooledLength(posting);
  return Array.isArray(posting) ? posting.length : posting.size;
}

/**
 * A copy of a string that holds nothing else. V8 makes a substring of 13 characters or more (what
 * `split` gives for a long word of a search document) a view into its parent: kept as a key, it
 * would keep the whole document's text alive. At a million adverts of real-world text that was
 * 74 MB of the heap (a term dictionary of 221 MB instead of 295).
 */
function ownString(value: string): string {
  return value.length < 13 ? value : (' ' + value).slice(1);
}

/**
 * Adds buffered by the bulk load before they are inverted into postings (`Building`): 512K pairs
 * of a term's number and a doc (4 MB), about 14,000 adverts of real-world text. A batch is
 * inverted in one piece, so it is small enough not to hold the event loop for long (a build beside
 * requests); 2M pairs were no faster.
 */
const BATCH_ADDS = 1 << 19;

/**
 * The bulk load's dictionary. An add names its term by number (one map lookup) and appends the
 * pair to a batch: two sequential writes. A full batch is inverted at once: a counting sort by
 * term (stable, so each term's docs stay in increasing order), then each term of the batch gets
 * its docs in one piece (one native call for a bitmap's). Appending each doc to its term's posting
 * as it came touched a million postings at random: at a million adverts of real-world text
 * (1.1 million terms, 34 million adds) the adds cost about 16 s, the batches about 8 s.
 */
class Building {
  /** Each term's number: its index in `postings`. */
  readonly ids = new Map<string, number>();
  /**
   * The numbers of the batch's most frequent terms (HOT_TERMS of the first batch), asked first: a
   * map of a million terms spans more memory pages than the processor keeps translations for, so
   * a lookup in it costs misses even for a term asked a moment ago; a few thousand terms make most
   * of real-world text (at a million adverts the 16,384 most frequent, 92% of the adds).
   */
  private hot: Map<string, number> | null = null;
  /** Each term's posting so far, by number. */
  readonly postings: Posting[] = [];
  /** The batch: grown up to BATCH_ADDS (a small index never needs it all). */
  private terms = new Uint32Array(1);
  private docs = new Uint32Array(1);
  private length = 0;
  /** The inversion's counts and its sorted docs, kept from one batch to the next. */
  private ends = new Uint32Array(0);
  private sorted = new Uint32Array(0);

  constructor(
    private readonly lib: BitmapLibrary,
    private readonly batchAdds: number,
    private readonly hotTerms: number,
  ) {}

  add(term: string, doc: number): void {
    let id = this.hot?.get(term) ?? this.ids.get(term);
    if (id === undefined) {
      id = this.postings.length;
      this.ids.set(ownString(term), id);
      this.postings.push(EMPTY);
    }
    if (this.length === this.terms.length) {
      if (this.length >= this.batchAdds) this.invert();
      else this.grow();
    }
    this.terms[this.length] = id;
    this.docs[this.length] = doc;
    this.length++;
  }

  private grow(): void {
    const size = Math.min(this.batchAdds, this.terms.length * 2);
    const terms = new Uint32Array(size);
    const docs = new Uint32Array(size);
    terms.set(this.terms);
    docs.set(this.docs);
    this.terms = terms;
    this.docs = docs;
  }

  /** Every term with its posting, every buffered add applied. */
  *entries(): Generator<[string, Posting]> {
    this.invert();
    for (const [term, id] of this.ids) yield [term, this.postings[id]!];
  }

  /** Every buffered add applied to the postings. */
  invert(): void {
    const n = this.length;
    if (n === 0) return;
    const count = this.postings.length;
    if (this.ends.length < count + 1) this.ends = new Uint32Array(Math.max(count + 1, 2 * this.ends.length));
    const ends = this.ends.fill(0, 0, count + 1);
    for (let i = 0; i < n; i++) ends[this.terms[i]! + 1]!++;
    if (!this.hot) this.hot = this.mostFrequent(ends, count);
    for (let t = 0; t < count; t++) ends[t + 1]! += ends[t]!;
    if (this.sorted.length < n) this.sorted = new Uint32Array(this.terms.length);
    const sorted = this.sorted;
    for (let i = 0; i < n; i++) sorted[ends[this.terms[i]!]!++] = this.docs[i]!;
    // `ends[t]` is now where term t's docs end (and t+1's start).
    let from = 0;
    for (let t = 0; t < count; t++) {
      const to = ends[t]!;
      if (to > from) this.postings[t] = this.append(this.postings[t]!, sorted.subarray(from, to));
      from = to;
    }
    this.length = 0;
  }

  /** The `hotTerms` terms with the most adds in the batch counted in `counts` (term t's at t + 1). */
  private mostFrequent(counts: Uint32Array, count: number): Map<string, number> {
    const hot = new Map<string, number>();
    if (count <= this.hotTerms || this.hotTerms === 0) return hot;
    const threshold = counts.slice(1, count + 1).sort()[count - this.hotTerms]!;
    for (const [term, t] of this.ids) {
      if (counts[t + 1]! < threshold) continue;
      hot.set(term, t);
      if (hot.size === this.hotTerms) break;
    }
    return hot;
  }

  private append(posting: Posting, docs: Uint32Array): Posting {
    if (typeof posting !== 'number' && !Array.isArray(posting)) {
      posting.addMany(docs);
      return posting;
    }
    const had = posting === EMPTY ? 0 : postingSize(posting);
    if (had + docs.length === 1) return docs[0]!;
    if (had + docs.length <= SMALL_POSTING) {
      const list = posting === EMPTY ? [] : typeof posting === 'number' ? [posting] : posting;
      for (let i = 0; i < docs.length; i++) list.push(docs[i]!);
      return list;
    }
    if (posting === EMPTY) return this.lib.of(docs);
    const bitmap = this.lib.of(typeof posting === 'number' ? [posting] : posting);
    bitmap.addMany(docs);
    return bitmap;
  }
}

/** How many of the first batch's most frequent terms the bulk load asks for first. */
const HOT_TERMS = 16_384;

/** A term of the bulk load with no doc yet (its first batch is being read). */
const EMPTY = -0.5;

export function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index past the terms starting with `prefix`. */
function prefixEnd(sorted: readonly string[], prefix: string, from: number): number {
  let lo = from;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.startsWith(prefix) || sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The term dictionary: every lexeme with its posting, kept as two parallel arrays in term order
 * (a term is found by a binary search, a prefix is a contiguous range found by two), and unions
 * of prefixes kept:
 * - **heavy prefixes** (spanning at least `heavySpan` terms: the two- and three-letter starts of
 *   a large vocabulary, `ne` spans 53,653 terms at 1.2M) are made once after the bulk load,
 *   bottom-up (a prefix's union from its heavy children's unions and its other terms), kept for
 *   good and maintained on every change: a first use is one lookup, never a long union on the
 *   event loop, and they are never evicted;
 * - **lighter prefixes** are made on first use (a range of fewer than `heavySpan` terms, most of
 *   them small postings) and kept in a least-recently-used cache, also maintained on changes.
 *
 * No hash map after the bulk load: a map of a million string keys costs about 0.8 s to fill (each
 * key hashed, the table grown) and 40-50 bytes a term, which a snapshot's load would pay at every
 * start; a lookup by binary search costs about 21 comparisons at a million terms, a handful per
 * search and per lexeme of a changed advert (decision 0073).
 */
export class TermDictionary {
  /** During the bulk load only: each term's posting (the terms are sorted once, at its end). */
  private building: Building | null;
  /** The terms in sorted order (after the bulk load), and each one's posting at the same index. */
  private sorted: string[] = [];
  private postings: Posting[] = [];
  /** The small postings' docs after a build or a load, never changed (a posting that grows leaves it). */
  private pool: Uint32Array = new Uint32Array(0);
  /** Unions of heavy prefixes, kept for good. */
  private readonly heavy = new Map<string, Bitmap>();
  /** Unions of lighter prefixes by prefix, least recently used first, with their size when made. */
  private readonly cache = new Map<string, { readonly docs: Bitmap; readonly bytes: number }>();
  /**
   * The range of terms of prefixes looked up since the terms last changed (a new term shifts
   * them: emptied then): two binary searches over a million strings cost a search a few µs of
   * cache misses per word, a Map lookup one.
   */
  private readonly ranges = new Map<string, { readonly from: number; readonly to: number }>();
  private cacheBytes = 0;
  private heavyBytes = 0;
  /** Docs added to terms since the build: a union made in steps is kept only if none came meanwhile. */
  private changes = 0;
  /** Unions kept by `preparing` and not looked up since: their lookup is the miss already counted. */
  private readonly prepared = new Set<string>();
  /** Prefix lookups answered by a kept union, and those that made one (metrics). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly lib: BitmapLibrary,
    private readonly cacheSize = PREFIX_CACHE_SIZE,
    private readonly heavySpan = HEAVY_PREFIX_SPAN,
    /** The bulk load's batch and its hot terms (tests take a few). */
    bulk: { readonly batchAdds?: number; readonly hotTerms?: number } = {},
  ) {
    this.building = new Building(lib, bulk.batchAdds ?? BATCH_ADDS, bulk.hotTerms ?? HOT_TERMS);
  }

  get size(): number {
    return this.building?.ids.size ?? this.sorted.length;
  }

  /** The index of `term` in the sorted terms, or -1. */
  private find(term: string): number {
    const at = lowerBound(this.sorted, term);
    return this.sorted[at] === term ? at : -1;
  }

  /** Adds a doc to a term. Docs are added in increasing id order (ids are allocated in order). */
  add(term: string, doc: number): void {
    if (this.building) {
      this.building.add(term, doc);
      return;
    }
    this.changes++;
    const at = lowerBound(this.sorted, term);
    if (this.sorted[at] !== term) {
      this.sorted.splice(at, 0, ownString(term));
      this.postings.splice(at, 0, doc);
      this.ranges.clear();
    } else {
      const posting = this.postings[at]!;
      if (typeof posting === 'number' && posting >= 0) this.postings[at] = [posting, doc];
      else if (typeof posting === 'number') {
        const list = [...pooledDocs(this.pool, posting), doc];
        this.postings[at] = list.length > SMALL_POSTING ? this.lib.of(list) : list;
      } else if (Array.isArray(posting)) {
        posting.push(doc);
        if (posting.length > SMALL_POSTING) this.postings[at] = this.lib.of(posting);
      } else posting.add(doc);
    }
    if (term.charCodeAt(0) !== 35 /* # */) {
      for (let n = MIN_PREFIX_LENGTH; n <= term.length; n++) {
        const prefix = term.slice(0, n);
        this.heavy.get(prefix)?.add(doc);
        this.cache.get(prefix)?.docs.add(doc);
      }
    }
  }

  /**
   * After the bulk load: sorts the terms and makes the heavy prefixes' unions.
   */
  finishBulk(): void {
    runAtOnce(this.finishing());
  }

  /**
   * `finishBulk` as steps of a few milliseconds each: a build beside searches (a rebuild, a
   * process of a cluster) yields between them (`runInSlices`). The dictionary is not used until
   * the last step has run.
   */
  *finishing(): Generator<void, void, void> {
    const building = this.building;
    if (!building) return;
    building.invert();
    yield;
    let step = 0;
    const sorted: string[] = [];
    let pooledDocCount = 0;
    for (const [term, id] of building.ids) {
      sorted.push(term);
      const posting = building.postings[id]!;
      if (Array.isArray(posting)) pooledDocCount += posting.length;
      if ((++step & 16_383) === 0) yield;
    }
    yield* sortStringsInSlices(sorted);
    // The lists (grown by push, with room for more) move into one pool.
    const pool = new Uint32Array(pooledDocCount);
    let poolAt = 0;
    const postings = new Array<Posting>(sorted.length);
    for (let t = 0; t < sorted.length; t++) {
      const posting = building.postings[building.ids.get(sorted[t]!)!]!;
      if (Array.isArray(posting)) {
        pool.set(posting, poolAt);
        postings[t] = pooled(poolAt, posting.length);
        poolAt += posting.length;
      } else postings[t] = posting;
      if ((t & 16_383) === 16_383) yield;
    }
    this.building = null;
    this.sorted = sorted;
    this.postings = postings;
    this.pool = pool;
    this.ranges.clear();
    yield* this.keepHeavy(0, sorted.length, 0);
  }

  /**
   * The dictionary as a snapshot kept it: the terms sorted and unique, each one's posting at the
   * same index (pooled ones in `pool`), and the heavy prefixes' unions. Takes them as they are.
   */
  restore(sorted: string[], postings: Posting[], pool: Uint32Array, heavy: ReadonlyMap<string, Bitmap>): void {
    if (!this.building || this.building.ids.size > 0) throw new Error('a dictionary is restored once, before any term is added');
    if (sorted.length !== postings.length) throw new Error('a posting for every term');
    this.building = null;
    this.sorted = sorted;
    this.postings = postings;
    this.pool = pool;
    this.ranges.clear();
    for (const [prefix, docs] of heavy) {
      this.heavy.set(prefix, docs);
      this.heavyBytes += docs.getSerializationSizeInBytes('croaring');
    }
  }

  /**
   * The terms [from, to) share their first `depth` characters. Visits the heavy prefixes below,
   * children first, and returns the union of the range (made only at depth >= 2: shorter prefixes
   * are never searched as prefixes). Yields after each union and every few thousand terms.
   */
  private *keepHeavy(from: number, to: number, depth: number): Generator<void, Bitmap | null, void> {
    const unions: Bitmap[] = [];
    const small: number[] = [];
    const wanted = depth >= MIN_PREFIX_LENGTH;
    let i = from;
    // The term equal to the prefix itself sorts first.
    if (i < to && this.sorted[i]!.length === depth) {
      if (wanted) this.gather(this.postings[i]!, unions, small);
      i++;
    }
    let gathered = 0;
    while (i < to) {
      const code = this.sorted[i]!.charCodeAt(depth);
      let j = i + 1;
      while (j < to && this.sorted[j]!.charCodeAt(depth) === code) j++;
      const skip = depth === 0 && code === 35; // '#' filter tokens: never a prefix
      if (!skip && j - i >= this.heavySpan) {
        const child = yield* this.keepHeavy(i, j, depth + 1);
        if (child) {
          this.heavy.set(this.sorted[i]!.slice(0, depth + 1), child);
          this.heavyBytes += child.getSerializationSizeInBytes('croaring');
          if (wanted) unions.push(child);
        }
        yield;
      } else if (wanted) {
        for (let t = i; t < j; t++) this.gather(this.postings[t]!, unions, small);
        gathered += j - i;
        if (gathered >= 4_096) {
          gathered = 0;
          yield;
        }
      }
      i = j;
    }
    return wanted ? yield* this.unioning(unions, small) : null;
  }

  private gather(posting: Posting, unions: Bitmap[], small: number[]): void {
    if (typeof posting === 'number') {
      if (posting >= 0) small.push(posting);
      else {
        // Read in place: a view per term would be an allocation per term of a prefix's range.
        const from = pooledOffset(posting);
        const to = from + pooledLength(posting);
        for (let at = from; at < to; at++) small.push(this.pool[at]!);
      }
    }
    else if (Array.isArray(posting)) for (const doc of posting) small.push(doc);
    else unions.push(posting);
  }

  /** A new bitmap: the union of `bitmaps` and `small`. */
  private union(bitmaps: readonly Bitmap[], small: readonly number[]): Bitmap {
    return runAtOnce(this.unioning(bitmaps, small));
  }

  /**
   * `union` in steps: a heavy prefix's range holds up to hundreds of unions and a million small
   * postings' docs, tens of milliseconds in one native call; a build beside requests (a rebuild,
   * a cluster's process) yields between parts of it.
   */
  private *unioning(bitmaps: readonly Bitmap[], small: readonly number[]): Generator<void, Bitmap, void> {
    const docs = bitmaps.length === 0 ? this.lib.create() : this.lib.orMany(bitmaps.slice(0, UNION_STEP_BITMAPS));
    let made = false;
    try {
      for (let at = UNION_STEP_BITMAPS; at < bitmaps.length; at += UNION_STEP_BITMAPS) {
        yield;
        const part = this.lib.orMany(bitmaps.slice(at, at + UNION_STEP_BITMAPS));
        docs.orInPlace(part);
        this.lib.release(part);
      }
      for (let at = 0; at < small.length; at += UNION_STEP_DOCS) {
        if (at > 0 || bitmaps.length > 0) yield;
        const part = new Uint32Array(Math.min(UNION_STEP_DOCS, small.length - at));
        for (let k = 0; k < part.length; k++) part[k] = small[at + k]!;
        docs.addMany(part);
      }
      made = true;
      return docs;
    } finally {
      // Steps left unfinished (`return()` on a disposed index's preparation): the partial union is nobody's.
      if (!made) this.lib.release(docs);
    }
  }

  /** The docs of one term: the index's own bitmap, or a temporary one (released after the search) for a small posting. */
  docs(term: string, temporaries: Bitmap[]): Bitmap | null {
    const posting = this.posting(term);
    return posting === undefined ? null : this.docsOf(posting, temporaries);
  }

  private docsOf(posting: Posting, temporaries: Bitmap[]): Bitmap {
    if (typeof posting === 'number' || Array.isArray(posting)) {
      const docs = this.lib.of(typeof posting !== 'number' ? posting : posting >= 0 ? [posting] : pooledDocs(this.pool, posting));
      temporaries.push(docs);
      return docs;
    }
    return posting;
  }

  /** How many docs hold the term (0 when none does). */
  count(term: string): number {
    const posting = this.posting(term);
    return posting === undefined ? 0 : postingSize(posting);
  }

  /**
   * The docs holding a term that starts with `prefix`. A kept union dropped from the cache to make
   * room may be one this search is using (its other word): it is released with the search's
   * `temporaries`, after the answer.
   */
  prefix(prefix: string, temporaries: Bitmap[]): Bitmap | null {
    const kept = this.heavy.get(prefix) ?? this.cache.get(prefix)?.docs;
    const { from, to } = kept ? NO_RANGE : this.range(prefix);
    const plan = planPrefix({ kept: kept !== undefined, span: to - from }, this.heavySpan);
    switch (plan.kind) {
      case 'kept': {
        // (A Set's lookup only while a prepared union waits for its first: the usual lookup skips it.)
        if (this.prepared.size === 0 || !this.prepared.delete(prefix)) this.hits++;
        const cached = this.cache.get(prefix);
        if (cached) {
          // Most recently used last: Map keeps insertion order.
          this.cache.delete(prefix);
          this.cache.set(prefix, cached);
        }
        return kept!;
      }
      case 'none':
        return null;
      case 'single':
        return this.docsOf(this.postings[from]!, temporaries);
      case 'union': {
        const unions: Bitmap[] = [];
        const small: number[] = [];
        for (let t = from; t < to; t++) this.gather(this.postings[t]!, unions, small);
        const docs = this.union(unions, small);
        this.misses++;
        if (plan.keep === 'index') {
          this.heavy.set(prefix, docs);
          this.heavyBytes += docs.getSerializationSizeInBytes('croaring');
        }
        else this.remember(prefix, docs, temporaries);
        return docs;
      }
    }
  }

  /**
   * The steps that make `prefix`'s union and keep it in the cache as its first lookup would, or
   * null when a lookup makes no union of a light prefix (the union is kept, no term or one term
   * starts with it, or the prefix is heavy). A search runs them beside requests first
   * (`SearchIndex.prepare`): a first use then leaves the event loop to other requests between
   * steps, and its lookup finds the union kept. When terms change meanwhile the union is dropped
   * (its range or postings may have moved) and the lookup makes it again.
   */
  preparing(prefix: string): Generator<void, void, void> | null {
    if (this.building || this.heavy.has(prefix) || this.cache.has(prefix)) return null;
    const { from, to } = this.range(prefix);
    const plan = planPrefix({ kept: false, span: to - from }, this.heavySpan);
    return plan.kind === 'union' && plan.keep === 'cache' ? this.making(prefix, from, to) : null;
  }

  private *making(prefix: string, from: number, to: number): Generator<void, void, void> {
    const changes = this.changes;
    const unions: Bitmap[] = [];
    const small: number[] = [];
    for (let t = from; t < to; t++) this.gather(this.postings[t]!, unions, small);
    yield;
    if (this.changes !== changes) return;
    const docs = yield* this.unioning(unions, small);
    if (this.changes !== changes || this.cache.has(prefix) || this.postings.length === 0) {
      this.lib.release(docs);
      return;
    }
    this.misses++;
    this.prepared.add(prefix);
    const evicted: Bitmap[] = [];
    this.remember(prefix, docs, evicted);
    // No search is running between steps: an evicted union is nobody's now.
    for (const bitmap of evicted) this.lib.release(bitmap);
  }

  /** The terms starting with `prefix`: `sorted[from, to)`. */
  private range(prefix: string): { readonly from: number; readonly to: number } {
    let range = this.ranges.get(prefix);
    if (range === undefined) {
      const from = lowerBound(this.sorted, prefix);
      range = { from, to: prefixEnd(this.sorted, prefix, from) };
      if (this.ranges.size >= RANGE_CACHE_SIZE) this.ranges.clear();
      this.ranges.set(prefix, range);
    }
    return range;
  }

  private remember(prefix: string, docs: Bitmap, temporaries: Bitmap[]): void {
    const bytes = docs.getSerializationSizeInBytes('croaring');
    this.cache.set(prefix, { docs, bytes });
    this.cacheBytes += bytes;
    for (const [key, oldest] of this.cache) {
      if (this.cache.size <= this.cacheSize && this.cacheBytes <= PREFIX_CACHE_BYTES) break;
      if (key === prefix) break;
      this.cache.delete(key);
      this.prepared.delete(key);
      this.cacheBytes -= oldest.bytes;
      temporaries.push(oldest.docs);
    }
  }

  /** Every term in sorted order (after the bulk load). */
  terms(): readonly string[] {
    return this.sorted;
  }

  posting(term: string): Posting | undefined {
    if (this.building) {
      this.building.invert();
      const id = this.building.ids.get(term);
      return id === undefined ? undefined : this.building.postings[id];
    }
    const at = this.find(term);
    return at < 0 ? undefined : this.postings[at];
  }

  /** Every term's posting, at the index of the term in `terms()` (after the bulk load). */
  postingList(): readonly Posting[] {
    return this.postings;
  }

  /** The pool of the pooled postings (never changed once made: a capture may keep it). */
  postingPool(): Uint32Array {
    return this.pool;
  }

  /** Every term with the number of docs holding it (dead ones included). */
  *frequencies(): Generator<[string, number]> {
    if (this.building) for (const [term, posting] of this.building.entries()) yield [term, postingSize(posting)];
    else for (let t = 0; t < this.sorted.length; t++) yield [this.sorted[t]!, postingSize(this.postings[t]!)];
  }

  /** The heavy prefixes with their unions (the index's own bitmaps: a snapshot serializes them). */
  heavyUnions(): [string, Bitmap][] {
    return [...this.heavy];
  }

  /** Kept unions: heavy prefixes and cached ones. */
  keptUnions(): { readonly heavy: number; readonly cached: number } {
    return { heavy: this.heavy.size, cached: this.cache.size };
  }

  /**
   * The kept prefix unions (heavy ones and the cache, at their size when made) and the lookups
   * answered by one or that made one. Cheap: no bitmap is measured.
   */
  unionStats(): { readonly entries: number; readonly bytes: number; readonly hits: number; readonly misses: number } {
    return { entries: this.heavy.size + this.cache.size, bytes: this.heavyBytes + this.cacheBytes, hits: this.hits, misses: this.misses };
  }

  /**
   * Bytes held: bitmaps at CRoaring's size, small postings and term strings at an estimate of the
   * JavaScript heap, the kept unions at their size when made. Yields every few thousand terms when
   * `stepping` (a caller walking it beside requests: several million terms at ten million adverts).
   */
  *measuring(bitmapBytes: (bitmap: Bitmap) => number, stepping: boolean): Generator<void, number, void> {
    let bytes = 0;
    let step = 0;
    for (const [term, posting] of this.entries()) {
      // The string, and its slot in the sorted array and in the postings array (a map's entry after a build).
      bytes += 2 * term.length + 32;
      if (typeof posting === 'object') bytes += Array.isArray(posting) ? 16 + 8 * posting.length : bitmapBytes(posting);
      if (stepping && (++step & 4_095) === 0) yield;
    }
    return bytes + this.heavyBytes + this.cacheBytes + this.pool.byteLength;
  }

  private *entries(): Generator<[string, Posting]> {
    if (this.building) yield* this.building.entries();
    else for (let t = 0; t < this.sorted.length; t++) yield [this.sorted[t]!, this.postings[t]!];
  }

  /** Releases every bitmap; the dictionary must not be used after. */
  dispose(): void {
    if (this.lib.releases) runAtOnce(this.freeing((bitmap) => this.lib.release(bitmap)));
    this.drop();
  }

  /** `dispose` in steps, every bitmap freed (`BitmapLibrary.free`) whichever the library. */
  *disposing(): Generator<void, void, void> {
    yield* this.freeing((bitmap) => this.lib.free(bitmap));
    this.drop();
  }

  private *freeing(free: (bitmap: Bitmap) => void): Generator<void, void, void> {
    let step = 0;
    for (const [, posting] of this.entries()) {
      if (typeof posting !== 'number' && !Array.isArray(posting)) free(posting);
      if ((++step & 4_095) === 0) yield;
    }
    for (const docs of [...this.heavy.values(), ...[...this.cache.values()].map((kept) => kept.docs)]) {
      free(docs);
      if ((++step & 255) === 0) yield;
    }
  }

  private drop(): void {
    this.building = null;
    this.postings = [];
    this.pool = new Uint32Array(0);
    this.heavy.clear();
    this.cache.clear();
    this.cacheBytes = 0;
    this.heavyBytes = 0;
    this.sorted = [];
  }
}
