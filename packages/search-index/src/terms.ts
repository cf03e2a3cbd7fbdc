import type { Bitmap, BitmapLibrary } from './bitmaps.js';
import { HEAVY_PREFIX_SPAN, MIN_PREFIX_LENGTH, planPrefix } from './plan.js';
import { runAtOnce } from './slices.js';
import { PackedTerms, PackedTermsBuilder, TermTable, sortTermsInSlices } from './packed-terms.js';

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
/**
 * The most docs a posting holds without a bitmap. 64 (16 before decision 0086): at ten million
 * adverts of real-world text 296,528 terms had bitmaps, 209,539 of them of 64 docs or fewer; each
 * bitmap is a native object with a weak handle, which every full collection processes in its
 * pause, and a wrapper a load makes on the main thread.
 */
export const SMALL_POSTING = 64;

/**
 * A pooled posting is `-1 - (offset * SMALL_POSTING + length - 1)`: a small integer (V8's Smi, no
 * object) while it stays within 31 bits, so runs start below MAX_POOLED_OFFSET; a run past it is a
 * bitmap instead (a pool of more than 33 million docs, about twice ten million adverts' 18 million).
 */
export const MAX_POOLED_OFFSET = Math.floor((2 ** 31 - 1) / SMALL_POSTING);

/** A run of `length` (2-SMALL_POSTING) docs at `offset` (below MAX_POOLED_OFFSET) of a pool, as a posting. */
export function pooled(offset: number, length: number): number {
  return -1 - (offset * SMALL_POSTING + (length - 1));
}

/** Where a pooled posting's run starts in its pool. */
function pooledOffset(posting: number): number {
  return Math.floor((-1 - posting) / SMALL_POSTING);
}

/** How many docs a pooled posting holds (2-SMALL_POSTING). */
function pooledLength(posting: number): number {
  return ((-1 - posting) % SMALL_POSTING) + 1;
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
 * Adds buffered by the bulk load before they are inverted into postings (`Building`): 256K pairs
 * of a term's number and a doc (2 MB), about 7,000 adverts of real-world text. A batch is
 * inverted in one piece, so it is small enough not to hold the event loop for long (a build beside
 * requests: 512K pairs took 40-50 ms); larger ones were no faster.
 */
const BATCH_ADDS = 1 << 18;

/**
 * The bulk load's dictionary. An add names its term by number (one map lookup) and appends the
 * pair to a batch: two sequential writes. A full batch is inverted at once: a counting sort by
 * term (stable, so each term's docs stay in increasing order), then each term of the batch gets
 * its docs in one piece (one native call for a bitmap's). Appending each doc to its term's posting
 * as it came touched a million postings at random: at a million adverts of real-world text
 * (1.1 million terms, 34 million adds) the adds cost about 16 s, the batches about 8 s.
 */
class Building {
  /** Each term's number: its index in `postings` (terms found lately asked first: `TermTable`). */
  readonly ids = new TermTable();
  /** Each term's posting so far, by number. */
  readonly postings: Posting[] = [];
  /** The batch: grown up to BATCH_ADDS (a small index never needs it all). */
  private terms = new Uint32Array(1);
  private docs = new Uint32Array(1);
  private length = 0;
  /** The inversion's second buffers (as long as the batch's), and its counts by digit. */
  private otherTerms = new Uint32Array(0);
  private otherDocs = new Uint32Array(0);
  private readonly digits = new Uint32Array(RADIX + 1);

  constructor(
    private readonly lib: BitmapLibrary,
    private readonly batchAdds: number,
  ) {}

  add(term: string, doc: number): void {
    const id = this.ids.add(term);
    if (id === this.postings.length) this.postings.push(EMPTY);
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
    for (let id = 0; id < this.postings.length; id++) yield [this.ids.term(id), this.postings[id]!];
  }

  /**
   * Every buffered add applied to the postings: the batch sorted by term (a radix sort, 12 bits
   * of the term's number a pass, stable, so each term's docs stay in increasing order), then each
   * term of the batch given its docs in one piece. Its cost is the batch's, whatever the number of
   * terms (a counting sort over every term cost a pass over four million counts a batch at ten
   * million adverts).
   */
  invert(): void {
    const n = this.length;
    if (n === 0) return;
    const count = this.postings.length;
    if (this.otherTerms.length < this.terms.length) {
      this.otherTerms = new Uint32Array(this.terms.length);
      this.otherDocs = new Uint32Array(this.terms.length);
    }
    let terms = this.terms;
    let docs = this.docs;
    let otherTerms = this.otherTerms;
    let otherDocs = this.otherDocs;
    const digits = this.digits;
    for (let shift = 0; shift === 0 || (shift < 32 && (count - 1) >>> shift > 0); shift += RADIX_BITS) {
      digits.fill(0);
      for (let i = 0; i < n; i++) digits[((terms[i]! >>> shift) & (RADIX - 1)) + 1]!++;
      for (let d = 0; d < RADIX; d++) digits[d + 1]! += digits[d]!;
      for (let i = 0; i < n; i++) {
        const at = digits[(terms[i]! >>> shift) & (RADIX - 1)]!++;
        otherTerms[at] = terms[i]!;
        otherDocs[at] = docs[i]!;
      }
      [terms, otherTerms] = [otherTerms, terms];
      [docs, otherDocs] = [otherDocs, docs];
    }
    // The sorted batch may be in either pair of buffers: both stay the batch's.
    this.terms = terms;
    this.docs = docs;
    this.otherTerms = otherTerms;
    this.otherDocs = otherDocs;
    for (let from = 0; from < n; ) {
      const t = terms[from]!;
      let to = from + 1;
      while (to < n && terms[to] === t) to++;
      this.postings[t] = this.append(this.postings[t]!, docs.subarray(from, to));
      from = to;
    }
    this.length = 0;
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

/** Docs of the bitmaps a dispose frees between two steps (a few milliseconds). */
export const FREE_STEP_DOCS = 2_000_000;

/** The inversion's radix sort: bits of a term's number a pass. */
const RADIX_BITS = 12;
const RADIX = 1 << RADIX_BITS;

/** A term of the bulk load with no doc yet (its first batch is being read). */
const EMPTY = -0.5;

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
 * The terms starting with a prefix: `[from, to)` of the packed terms and `[laterFrom, laterTo)`
 * of the later ones, both as indexes of the postings (the later ones' past the packed ones').
 */
interface TermRange {
  readonly from: number;
  readonly to: number;
  readonly laterFrom: number;
  readonly laterTo: number;
}

const NO_RANGE: TermRange = { from: 0, to: 0, laterFrom: 0, laterTo: 0 };

function spanOf(range: TermRange): number {
  return range.to - range.from + (range.laterTo - range.laterFrom);
}

/**
 * The terms of a dictionary at a moment, in sorted order, each with its posting of the moment
 * (`TermDictionary.capture`): read later, while the dictionary goes on changing.
 */
export class CapturedTerms {
  readonly length: number;
  /** Index into `postings` of each term in sorted order; null when no later term (the identity). */
  private order: Uint32Array | null = null;

  constructor(
    private readonly packed: PackedTerms,
    private readonly later: readonly string[],
    private readonly postings: readonly Posting[],
  ) {
    this.length = packed.length + later.length;
  }

  /** The `t`-th term in sorted order. */
  term(t: number): string {
    const at = this.at(t);
    return at < this.packed.length ? this.packed.term(at) : this.later[at - this.packed.length]!;
  }

  /** The posting of the `t`-th term in sorted order. */
  posting(t: number): Posting {
    return this.postings[this.at(t)]!;
  }

  /** The terms [from, to) in sorted order, each followed by '\n'. */
  text(from: number, to: number): string {
    if (this.later.length === 0) return this.packed.text(from, to);
    let text = '';
    for (let t = from; t < to; t++) text += `${this.term(t)}\n`;
    return text;
  }

  private at(t: number): number {
    if (this.later.length === 0) return t;
    if (!this.order) {
      // The later terms merged in: each goes before the first packed term above it.
      const order = new Uint32Array(this.length);
      const packed = this.packed.length;
      let k = 0;
      let p = 0;
      for (let j = 0; j < this.later.length; j++) {
        const before = this.packed.lowerBound(this.later[j]!);
        while (p < before) order[k++] = p++;
        order[k++] = packed + j;
      }
      while (p < packed) order[k++] = p++;
      this.order = order;
    }
    return this.order[t]!;
  }
}

/**
 * The term dictionary: every lexeme with its posting, and unions of prefixes kept. The terms of
 * the bulk load (or of a snapshot) are packed, sorted (`PackedTerms`: no string per term, decision
 * 0084); terms first seen after it are a sorted array of strings beside them (a few per new
 * advert), until the next build or load. A term is found by a binary search in each, a prefix is
 * a contiguous range of each found by two. Each term's posting is at its index in `postings`:
 * the packed terms' first, then the later ones'.
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
  /** The terms of the bulk load or the snapshot, sorted. */
  private packed: PackedTerms = PackedTerms.EMPTY;
  /** Terms first seen after them, sorted. */
  private later: string[] = [];
  /** Each term's posting: the packed terms' at their index, then the later ones' (at `packed.length` + theirs). */
  private postings: Posting[] = [];
  /** The small postings' docs after a build or a load, never changed (a posting that grows leaves it). */
  private pool: Uint32Array = new Uint32Array(0);
  /** Unions of heavy prefixes, kept for good. */
  private readonly heavy = new Map<string, Bitmap>();
  /** Unions of lighter prefixes by prefix, least recently used first, with their size when made. */
  private readonly cache = new Map<string, { readonly docs: Bitmap; readonly bytes: number }>();
  /**
   * The range of terms of prefixes looked up since the terms last changed (a new term shifts
   * them: emptied then): two binary searches over a million terms cost a search a few µs of
   * cache misses per word, a Map lookup one.
   */
  private readonly ranges = new Map<string, TermRange>();
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
    /** The bulk load's batch (tests take a few adds). */
    bulk: { readonly batchAdds?: number } = {},
  ) {
    this.building = new Building(lib, bulk.batchAdds ?? BATCH_ADDS);
  }

  get size(): number {
    return this.building?.ids.size ?? this.postings.length;
  }

  /** The index of `term` in `postings`, or -1. */
  private find(term: string): number {
    const at = this.packed.indexOf(term);
    if (at >= 0 || this.later.length === 0) return at;
    const later = lowerBound(this.later, term);
    return this.later[later] === term ? this.packed.length + later : -1;
  }

  /** Adds a doc to a term. Docs are added in increasing id order (ids are allocated in order). */
  add(term: string, doc: number): void {
    if (this.building) {
      this.building.add(term, doc);
      return;
    }
    this.changes++;
    const at = this.find(term);
    if (at < 0) {
      const later = lowerBound(this.later, term);
      this.later.splice(later, 0, ownString(term));
      this.postings.splice(this.packed.length + later, 0, doc);
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
      } else {
        const grown = this.added(posting, doc);
        if (grown !== posting) this.postings[at] = grown;
      }
    }
    if (term.charCodeAt(0) !== 35 /* # */) {
      for (let n = MIN_PREFIX_LENGTH; n <= term.length; n++) {
        const prefix = term.slice(0, n);
        const heavy = this.heavy.get(prefix);
        if (heavy) {
          const grown = this.added(heavy, doc);
          if (grown !== heavy) this.heavy.set(prefix, grown);
        }
        this.cache.get(prefix)?.docs.add(doc);
      }
    }
  }

  /**
   * `bitmap` with `doc` added: itself, or for a snapshot's view (read-only until its first
   * change, BitmapLibrary.view) the copy that takes its place.
   */
  private added(bitmap: Bitmap, doc: number): Bitmap {
    const writable = this.lib.writable(bitmap);
    writable.add(doc);
    return writable;
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
    const unsorted = building.ids.packed();
    const count = unsorted.length;
    const order = new Uint32Array(count);
    let pooledDocCount = 0;
    for (let id = 0; id < count; id++) {
      order[id] = id;
      const posting = building.postings[id]!;
      if (Array.isArray(posting)) pooledDocCount += posting.length;
      if ((id & 262_143) === 262_143) yield;
    }
    yield;
    yield* sortTermsInSlices(unsorted, order);
    // The terms packed again in order, and the lists (grown by push, with room for more) moved into one pool.
    const sorted = new PackedTermsBuilder(count, unsorted.chars.length);
    const pool = new Uint32Array(pooledDocCount);
    let poolAt = 0;
    const postings = new Array<Posting>(count);
    for (let t = 0; t < count; t++) {
      const id = order[t]!;
      sorted.pushFrom(unsorted, id);
      const posting = building.postings[id]!;
      if (Array.isArray(posting) && poolAt < MAX_POOLED_OFFSET) {
        pool.set(posting, poolAt);
        postings[t] = pooled(poolAt, posting.length);
        poolAt += posting.length;
      } else postings[t] = Array.isArray(posting) ? this.lib.of(posting) : posting;
      if ((t & 4_095) === 4_095) yield;
    }
    this.building = null;
    this.packed = sorted.finish();
    this.later = [];
    this.postings = postings;
    this.pool = pool;
    this.ranges.clear();
    yield* this.keepHeavy(0, count, 0);
  }

  /**
   * The dictionary as a snapshot kept it: the terms sorted and unique, each one's posting at the
   * same index (pooled ones in `pool`), and the heavy prefixes' unions. Takes them as they are.
   */
  restore(terms: PackedTerms, postings: Posting[], pool: Uint32Array, heavy: ReadonlyMap<string, Bitmap>): void {
    if (!this.building || this.building.ids.size > 0) throw new Error('a dictionary is restored once, before any term is added');
    if (terms.length !== postings.length) throw new Error('a posting for every term');
    this.building = null;
    this.packed = terms;
    this.later = [];
    this.postings = postings;
    this.pool = pool;
    this.ranges.clear();
    for (const [prefix, docs] of heavy) {
      this.heavy.set(prefix, docs);
      this.heavyBytes += docs.getSerializationSizeInBytes('croaring');
    }
  }

  /**
   * The packed terms [from, to) share their first `depth` characters. Visits the heavy prefixes
   * below, children first, and returns the union of the range (made only at depth >= 2: shorter
   * prefixes are never searched as prefixes). Yields after each union and every few thousand
   * terms. Run after a build, when every term is packed.
   */
  private *keepHeavy(from: number, to: number, depth: number): Generator<void, Bitmap | null, void> {
    const terms = this.packed;
    const unions: Bitmap[] = [];
    const small: number[] = [];
    const wanted = depth >= MIN_PREFIX_LENGTH;
    let i = from;
    // The term equal to the prefix itself sorts first.
    if (i < to && terms.termLength(i) === depth) {
      if (wanted) this.gather(this.postings[i]!, unions, small);
      i++;
    }
    let gathered = 0;
    while (i < to) {
      const code = terms.codeAt(i, depth);
      let j = i + 1;
      while (j < to && terms.codeAt(j, depth) === code) j++;
      const skip = depth === 0 && code === 35; // '#' filter tokens: never a prefix
      if (!skip && j - i >= this.heavySpan) {
        const child = yield* this.keepHeavy(i, j, depth + 1);
        if (child) {
          this.heavy.set(terms.term(i).slice(0, depth + 1), child);
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

  /** Gathers the postings of a range's terms. */
  private gatherRange(range: TermRange, unions: Bitmap[], small: number[]): void {
    for (let t = range.from; t < range.to; t++) this.gather(this.postings[t]!, unions, small);
    for (let t = range.laterFrom; t < range.laterTo; t++) this.gather(this.postings[t]!, unions, small);
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
    const range = kept ? NO_RANGE : this.range(prefix);
    const plan = planPrefix({ kept: kept !== undefined, span: spanOf(range) }, this.heavySpan);
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
        return this.docsOf(this.postings[range.to > range.from ? range.from : range.laterFrom]!, temporaries);
      case 'union': {
        const unions: Bitmap[] = [];
        const small: number[] = [];
        this.gatherRange(range, unions, small);
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
    const range = this.range(prefix);
    const plan = planPrefix({ kept: false, span: spanOf(range) }, this.heavySpan);
    return plan.kind === 'union' && plan.keep === 'cache' ? this.making(prefix, range) : null;
  }

  private *making(prefix: string, range: TermRange): Generator<void, void, void> {
    const changes = this.changes;
    const unions: Bitmap[] = [];
    const small: number[] = [];
    this.gatherRange(range, unions, small);
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

  /** The terms starting with `prefix`. */
  private range(prefix: string): TermRange {
    let range = this.ranges.get(prefix);
    if (range === undefined) {
      const from = this.packed.lowerBound(prefix);
      const laterFrom = lowerBound(this.later, prefix);
      const offset = this.packed.length;
      range = { from, to: this.packed.prefixEnd(prefix, from), laterFrom: offset + laterFrom, laterTo: offset + prefixEnd(this.later, prefix, laterFrom) };
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

  /** Every term in sorted order, as strings (after the bulk load; for tests and tools: a string per term). */
  terms(): string[] {
    const captured = this.capture();
    return Array.from({ length: captured.length }, (_, t) => captured.term(t));
  }

  /**
   * The terms and their postings of this moment in sorted order, read later (a snapshot's
   * writer): the packed terms as they are (never changed), the later terms and the postings copied.
   */
  capture(): CapturedTerms {
    return new CapturedTerms(this.packed, this.later.slice(), this.postings.slice());
  }

  posting(term: string): Posting | undefined {
    if (this.building) {
      this.building.invert();
      const id = this.building.ids.get(term);
      return id < 0 ? undefined : this.building.postings[id];
    }
    const at = this.find(term);
    return at < 0 ? undefined : this.postings[at];
  }

  /** The pool of the pooled postings (never changed once made: a capture may keep it). */
  postingPool(): Uint32Array {
    return this.pool;
  }

  /** Every term with the number of docs holding it (dead ones included). */
  *frequencies(): Generator<[string, number]> {
    if (this.building) for (const [term, posting] of this.building.entries()) yield [term, postingSize(posting)];
    else {
      const captured = this.capture();
      for (let t = 0; t < captured.length; t++) yield [captured.term(t), postingSize(captured.posting(t))];
    }
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
    // The packed terms (the bulk load's table while it runs: its hash and slots, about as much
    // again), the later terms as strings, and a slot in the postings array each.
    let bytes = this.building ? 2 * this.building.ids.packed().byteLength : this.packed.byteLength;
    for (const term of this.later) bytes += 2 * term.length + 32;
    let step = 0;
    for (const posting of this.allPostings()) {
      bytes += 8;
      if (typeof posting === 'object') bytes += Array.isArray(posting) ? 16 + 8 * posting.length : bitmapBytes(posting);
      if (stepping && (++step & 4_095) === 0) yield;
    }
    return bytes + this.heavyBytes + this.cacheBytes + this.pool.byteLength;
  }

  private allPostings(): readonly Posting[] {
    if (!this.building) return this.postings;
    this.building.invert();
    return this.building.postings;
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
    for (const posting of this.allPostings()) {
      if (typeof posting !== 'number' && !Array.isArray(posting)) free(posting);
      if ((++step & 4_095) === 0) yield;
    }
    // The unions are large (a heavy prefix's can hold most docs): a step after each large one.
    let docs = 0;
    for (const union of [...this.heavy.values(), ...[...this.cache.values()].map((kept) => kept.docs)]) {
      docs += union.size;
      free(union);
      if ((++step & 255) === 0 || docs >= FREE_STEP_DOCS) {
        docs = 0;
        yield;
      }
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
    this.packed = PackedTerms.EMPTY;
    this.later = [];
  }
}
