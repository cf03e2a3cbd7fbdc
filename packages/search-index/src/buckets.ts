import type { Bitmap, BitmapLibrary } from './bitmaps.js';
import { grouping } from './groups.js';
import { STRETCH_BUCKETS } from './plan.js';
import { runAtOnce, sortInSlices } from './slices.js';

/** A bucket a visit reads: its docs, and whether every value it can hold is inside the range. */
export interface BucketVisit {
  readonly docs: Bitmap;
  readonly inside: boolean;
}

/** A stretch of consecutive buckets: the union of all of them, and those a range's visit reads, in its order. */
export interface StretchVisit {
  readonly docs: Bitmap;
  readonly buckets: readonly BucketVisit[];
}

/** A term of a range's count: `sign` × the matches in `docs` (all of them when `inside`, else those whose value is in the range). */
export interface CountTerm extends BucketVisit {
  readonly sign: 1 | -1;
}

/**
 * Docs cut by one numeric column (a price, a sort time) into buckets of about equal size: bucket b
 * holds the values in (bounds[b - 1], bounds[b]] (the first from -Infinity, the last to Infinity),
 * so every value of a bucket is below every value of the next, and equal values share a bucket.
 *
 * A sort by the column visits buckets in order and stops after the first that completes the page
 * (one intersection per bucket, not one membership test per doc); counting a range is a
 * cardinality per bucket inside it plus a check per doc of the buckets at its edges. Docs are
 * placed and removed as they change; a bucket that grows to twice its size is cut in two at its
 * median value, so a day of new and bumped adverts (all in the newest bucket) stays cheap to read.
 *
 * Consecutive buckets are grouped in stretches of about `stretchBuckets` (up to twice as many
 * before a stretch is cut in two), whose union is kept as well. Intersecting a bucket with a
 * search's matches reads the matches' containers once per bucket; a stretch reads them once for
 * all its buckets (at ten million adverts, against a million matches: 104 µs for a stretch of 16
 * price buckets against 169 µs for its buckets one by one, 166 against 414 for 32). A range's
 * count takes a stretch wholly inside at once (or a stretch mostly inside, less the buckets
 * outside), and a sort that finds a stretch's first bucket short of the page learns from one
 * count whether the rest of the stretch is worth reading bucket by bucket.
 */
export class OrderedBuckets {
  private bounds: number[];
  private docs: Bitmap[];
  /** Per bucket: the size at which it is next cut (doubled when its values cannot be cut). */
  private cutAt: number[];
  /** The first bucket of each stretch (the first is 0), ascending. */
  private starts: number[];
  /** Per stretch: the union of its buckets. */
  private stretches: Bitmap[];

  private constructor(
    private readonly lib: BitmapLibrary,
    private readonly value: (doc: number) => number,
    private readonly bucketDocs: number,
    private readonly stretchBuckets: number,
    bounds: number[],
    docs: Bitmap[],
    starts: number[],
    stretches: Bitmap[],
  ) {
    this.bounds = bounds;
    this.docs = docs;
    this.cutAt = docs.map(() => 2 * bucketDocs);
    this.starts = starts;
    this.stretches = stretches;
  }

  /** One bucket for every value: docs placed later are cut as they come. */
  static empty(lib: BitmapLibrary, value: (doc: number) => number, bucketDocs: number, stretchBuckets = STRETCH_BUCKETS): OrderedBuckets {
    return new OrderedBuckets(lib, value, bucketDocs, stretchBuckets, [Infinity], [lib.create()], [0], [lib.create()]);
  }

  /** Buckets of about `bucketDocs` docs each over `docs` (after a bulk load). */
  static cut(lib: BitmapLibrary, docs: Uint32Array, value: (doc: number) => number, bucketDocs: number, stretchBuckets = STRETCH_BUCKETS): OrderedBuckets {
    return runAtOnce(OrderedBuckets.cutting(lib, docs, value, bucketDocs, stretchBuckets));
  }

  /** `cut` as steps of a few milliseconds each (a build beside requests: `runInSlices`). */
  static *cutting(lib: BitmapLibrary, docs: Uint32Array, value: (doc: number) => number, bucketDocs: number, stretchBuckets = STRETCH_BUCKETS): Generator<void, OrderedBuckets, void> {
    const values = new Float64Array(docs.length);
    for (let i = 0; i < docs.length; i++) {
      values[i] = value(docs[i]!);
      if ((i & 65_535) === 65_535) yield;
    }
    yield* sortInSlices(values, 65_536);
    const bounds: number[] = [];
    for (let at = bucketDocs; at < values.length; at += bucketDocs) {
      const bound = values[at - 1]!;
      if (bounds.length === 0 || bound > bounds[bounds.length - 1]!) bounds.push(bound);
    }
    bounds.push(Infinity);
    return yield* OrderedBuckets.placing(lib, docs, value, bucketDocs, bounds, stretchBuckets);
  }

  /**
   * Buckets cut at `bounds` (ascending, the last Infinity: what `cuts` gave) over `docs`: a
   * snapshot's load places each doc by binary search instead of sorting the values again.
   */
  static *placing(
    lib: BitmapLibrary,
    docs: Uint32Array,
    value: (doc: number) => number,
    bucketDocs: number,
    bounds: readonly number[],
    stretchBuckets = STRETCH_BUCKETS,
  ): Generator<void, OrderedBuckets, void> {
    const members = yield* bucketMembers(docs, value, bounds);
    return yield* OrderedBuckets.fromMembers(lib, value, bucketDocs, bounds, members, stretchBuckets);
  }

  /** Buckets cut at `bounds` holding `members` (what `bucketMembers` gave, perhaps on another thread). */
  static *fromMembers(
    lib: BitmapLibrary,
    value: (doc: number) => number,
    bucketDocs: number,
    bounds: readonly number[],
    members: readonly Uint32Array[],
    stretchBuckets = STRETCH_BUCKETS,
  ): Generator<void, OrderedBuckets, void> {
    if (!(stretchBuckets >= 1)) throw new Error('a stretch holds at least one bucket');
    checkBounds(bounds);
    if (members.length !== bounds.length) throw new Error(`${members.length} buckets of docs for ${bounds.length} bounds`);
    const made: Bitmap[] = [];
    for (const list of members) {
      made.push(lib.of(list));
      // A step each: a bucket's containers, allocated while a collection marks, cost a marking step each (engine.ts, RESTORE_STEP).
      yield;
    }
    const starts: number[] = [];
    const stretches: Bitmap[] = [];
    for (let start = 0; start < made.length; start += stretchBuckets) {
      starts.push(start);
      stretches.push(lib.orMany(made.slice(start, start + stretchBuckets)));
      yield;
    }
    return new OrderedBuckets(lib, value, bucketDocs, stretchBuckets, bounds.slice(), made, starts, stretches);
  }

  /** Where the buckets are cut now (a copy): each bucket's upper bound, ascending, the last Infinity. */
  cuts(): number[] {
    return this.bounds.slice();
  }

  place(doc: number): void {
    const b = bucketOf(this.bounds, this.value(doc));
    const bucket = this.docs[b]!;
    bucket.add(doc);
    this.stretches[this.stretchOf(b)]!.add(doc);
    if (bucket.size >= this.cutAt[b]!) this.cutBucket(b);
  }

  remove(doc: number): void {
    const b = bucketOf(this.bounds, this.value(doc));
    this.docs[b]!.remove(doc);
    this.stretches[this.stretchOf(b)]!.remove(doc);
  }

  /**
   * The buckets that can hold values in [min, max], in the column's order (or its reverse), each
   * with whether all of its values are in the range.
   */
  *within(min: number, max: number, ascending = true): Generator<BucketVisit> {
    for (const stretch of this.stretchesWithin(min, max, ascending)) yield* stretch.buckets;
  }

  /** The stretches holding buckets that can hold values in [min, max], in the column's order (or its reverse). */
  *stretchesWithin(min: number, max: number, ascending = true): Generator<StretchVisit> {
    const n = this.starts.length;
    for (let i = 0; i < n; i++) {
      const k = ascending ? i : n - 1 - i;
      const buckets = this.bucketsOf(k, min, max);
      if (buckets.length === 0) continue;
      if (!ascending) buckets.reverse();
      yield { docs: this.stretches[k]!, buckets };
    }
  }

  /**
   * The terms whose signed sum counts the docs with values in [min, max]: a stretch wholly inside
   * at once; a stretch mostly inside (`complement`) at once less its buckets not wholly inside,
   * plus those of them that reach into the range doc by doc; any other stretch bucket by bucket.
   * Without `complement` every sign is 1: the terms hold every such doc once (a collection).
   */
  *covering(min: number, max: number, complement = true): Generator<CountTerm> {
    for (let k = 0; k < this.starts.length; k++) {
      const buckets = this.bucketsOf(k, min, max);
      if (buckets.length === 0) continue;
      const all = this.endOf(k) - this.starts[k]!;
      let inside = 0;
      for (const bucket of buckets) if (bucket.inside) inside++;
      if (inside === all) {
        yield { docs: this.stretches[k]!, inside: true, sign: 1 };
        continue;
      }
      // At once less the buckets not wholly inside: 1 + (all - inside) cardinalities against `inside`.
      if (complement && 1 + all - inside < inside) {
        yield { docs: this.stretches[k]!, inside: true, sign: 1 };
        for (let b = this.starts[k]!; b < this.endOf(k); b++) {
          const reach = this.reach(b, min, max);
          if (reach === 'inside') continue;
          yield { docs: this.docs[b]!, inside: true, sign: -1 };
          if (reach === 'edge') yield { docs: this.docs[b]!, inside: false, sign: 1 };
        }
        continue;
      }
      for (const bucket of buckets) yield { ...bucket, sign: 1 };
    }
  }

  /** How many buckets can hold values in [min, max] (what `within` visits at most). */
  span(min: number, max: number): number {
    if (this.bounds.length === 0) return 0;
    const first = bucketOf(this.bounds, min);
    // Bucket b holds (bounds[b - 1], bounds[b]]: the last that can hold max is the first whose bound reaches it.
    const last = bucketOf(this.bounds, max);
    return last - first + 1;
  }

  /** Every bitmap held: the buckets, then the stretches. */
  bitmaps(): readonly Bitmap[] {
    return [...this.docs, ...this.stretches];
  }

  /** Frees every bucket and stretch; the buckets must not be used after. */
  release(): void {
    for (const bitmap of this.bitmaps()) this.lib.release(bitmap);
    this.docs = [];
    this.bounds = [];
    this.cutAt = [];
    this.starts = [];
    this.stretches = [];
  }

  /** Where bucket b stands against [min, max]: every value it can hold inside, some (`edge`), or none. */
  private reach(b: number, min: number, max: number): 'inside' | 'edge' | 'outside' {
    const lo = b === 0 ? -Infinity : this.bounds[b - 1]!;
    const hi = this.bounds[b]!;
    if (hi < min || lo >= max) return 'outside';
    return lo >= min && hi <= max ? 'inside' : 'edge';
  }

  /** Stretch k's buckets that can hold values in [min, max], ascending. */
  private bucketsOf(k: number, min: number, max: number): BucketVisit[] {
    const out: BucketVisit[] = [];
    for (let b = this.starts[k]!; b < this.endOf(k); b++) {
      const reach = this.reach(b, min, max);
      if (reach !== 'outside') out.push({ docs: this.docs[b]!, inside: reach === 'inside' });
    }
    return out;
  }

  /** The bucket after stretch k's last. */
  private endOf(k: number): number {
    return k + 1 < this.starts.length ? this.starts[k + 1]! : this.bounds.length;
  }

  /** The stretch holding bucket b. */
  private stretchOf(b: number): number {
    const starts = this.starts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= b) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Cuts bucket b in two at its median value, or, when all its values are equal, waits to twice the size. */
  private cutBucket(b: number): void {
    const docs = this.docs[b]!.toUint32Array();
    const values = Float64Array.from(docs, this.value).sort();
    const highest = values[values.length - 1]!;
    // The largest value below the highest, at or under the median: the lower half's bound.
    let at = (values.length >> 1) - 1;
    while (at >= 0 && values[at]! === highest) at--;
    if (at < 0) {
      this.cutAt[b] = this.cutAt[b]! * 2;
      return;
    }
    const bound = values[at]!;
    const lower: number[] = [];
    const upper: number[] = [];
    for (const doc of docs) (this.value(doc) <= bound ? lower : upper).push(doc);
    this.lib.release(this.docs[b]!);
    this.bounds.splice(b, 0, bound);
    this.docs.splice(b, 1, this.lib.of(lower), this.lib.of(upper));
    this.cutAt.splice(b, 1, 2 * this.bucketDocs, 2 * this.bucketDocs);
    // The stretch holding b holds one more bucket; grown to twice its size, it is cut in two.
    const k = this.stretchOf(b);
    for (let j = k + 1; j < this.starts.length; j++) this.starts[j]!++;
    const start = this.starts[k]!;
    const end = this.endOf(k);
    if (end - start < 2 * this.stretchBuckets) return;
    const middle = start + this.stretchBuckets;
    this.lib.release(this.stretches[k]!);
    this.stretches.splice(k, 1, this.lib.orMany(this.docs.slice(start, middle)), this.lib.orMany(this.docs.slice(middle, end)));
    this.starts.splice(k + 1, 0, middle);
  }
}

function checkBounds(bounds: readonly number[]): void {
  if (bounds.length === 0 || bounds[bounds.length - 1] !== Infinity || bounds.some((bound, i) => i > 0 && !(bound > bounds[i - 1]!))) {
    throw new Error('bucket bounds must ascend and end with Infinity');
  }
}

/** `docs` by the bucket of `bounds` (ascending, the last Infinity) their value falls in: per bucket, its docs in `docs`' order. */
export function* bucketMembers(docs: Uint32Array, value: (doc: number) => number, bounds: readonly number[]): Generator<void, Uint32Array[], void> {
  checkBounds(bounds);
  const keys = new Uint32Array(docs.length);
  for (let i = 0; i < docs.length; i++) {
    keys[i] = bucketOf(bounds, value(docs[i]!));
    if ((i & 65_535) === 65_535) yield;
  }
  return yield* grouping(docs, keys, bounds.length);
}

/** The bucket of a value: the first whose upper bound is at least the value. */
function bucketOf(bounds: readonly number[], value: number): number {
  let lo = 0;
  let hi = bounds.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bounds[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

