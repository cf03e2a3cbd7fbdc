import type { Bitmap, BitmapLibrary } from './bitmaps.js';
import { grouping } from './groups.js';
import { runAtOnce, sortInSlices } from './slices.js';

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
 */
export class OrderedBuckets {
  private bounds: number[];
  private docs: Bitmap[];
  /** Per bucket: the size at which it is next cut (doubled when its values cannot be cut). */
  private cutAt: number[];

  private constructor(
    private readonly lib: BitmapLibrary,
    private readonly value: (doc: number) => number,
    private readonly bucketDocs: number,
    bounds: number[],
    docs: Bitmap[],
  ) {
    this.bounds = bounds;
    this.docs = docs;
    this.cutAt = docs.map(() => 2 * bucketDocs);
  }

  /** One bucket for every value: docs placed later are cut as they come. */
  static empty(lib: BitmapLibrary, value: (doc: number) => number, bucketDocs: number): OrderedBuckets {
    return new OrderedBuckets(lib, value, bucketDocs, [Infinity], [lib.create()]);
  }

  /** Buckets of about `bucketDocs` docs each over `docs` (after a bulk load). */
  static cut(lib: BitmapLibrary, docs: Uint32Array, value: (doc: number) => number, bucketDocs: number): OrderedBuckets {
    return runAtOnce(OrderedBuckets.cutting(lib, docs, value, bucketDocs));
  }

  /** `cut` as steps of a few milliseconds each (a build beside requests: `runInSlices`). */
  static *cutting(lib: BitmapLibrary, docs: Uint32Array, value: (doc: number) => number, bucketDocs: number): Generator<void, OrderedBuckets, void> {
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
    return yield* OrderedBuckets.placing(lib, docs, value, bucketDocs, bounds);
  }

  /**
   * Buckets cut at `bounds` (ascending, the last Infinity: what `cuts` gave) over `docs`: a
   * snapshot's load places each doc by binary search instead of sorting the values again.
   */
  static *placing(lib: BitmapLibrary, docs: Uint32Array, value: (doc: number) => number, bucketDocs: number, bounds: readonly number[]): Generator<void, OrderedBuckets, void> {
    if (bounds.length === 0 || bounds[bounds.length - 1] !== Infinity || bounds.some((bound, i) => i > 0 && !(bound > bounds[i - 1]!))) {
      throw new Error('bucket bounds must ascend and end with Infinity');
    }
    const keys = new Uint32Array(docs.length);
    for (let i = 0; i < docs.length; i++) {
      keys[i] = bucketOf(bounds, value(docs[i]!));
      if ((i & 65_535) === 65_535) yield;
    }
    const members = yield* grouping(docs, keys, bounds.length);
    const made: Bitmap[] = [];
    for (const list of members) {
      made.push(lib.of(list));
      if ((made.length & 15) === 0) yield;
    }
    return new OrderedBuckets(lib, value, bucketDocs, bounds.slice(), made);
  }

  /** Where the buckets are cut now (a copy): each bucket's upper bound, ascending, the last Infinity. */
  cuts(): number[] {
    return this.bounds.slice();
  }

  place(doc: number): void {
    const b = bucketOf(this.bounds, this.value(doc));
    const bucket = this.docs[b]!;
    bucket.add(doc);
    if (bucket.size >= this.cutAt[b]!) this.cutBucket(b);
  }

  remove(doc: number): void {
    this.docs[bucketOf(this.bounds, this.value(doc))]!.remove(doc);
  }

  /**
   * The buckets that can hold values in [min, max], in the column's order (or its reverse), each
   * with whether all of its values are in the range.
   */
  *within(min: number, max: number, ascending = true): Generator<{ docs: Bitmap; inside: boolean }> {
    const n = this.bounds.length;
    for (let i = 0; i < n; i++) {
      const b = ascending ? i : n - 1 - i;
      const lo = b === 0 ? -Infinity : this.bounds[b - 1]!;
      const hi = this.bounds[b]!;
      if (hi < min || lo >= max) continue;
      yield { docs: this.docs[b]!, inside: lo >= min && hi <= max };
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

  bitmaps(): readonly Bitmap[] {
    return this.docs;
  }

  /** Frees every bucket; the buckets must not be used after. */
  release(): void {
    for (const bitmap of this.docs) this.lib.release(bitmap);
    this.docs = [];
    this.bounds = [];
    this.cutAt = [];
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
  }
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

