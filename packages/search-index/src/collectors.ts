/**
 * Collectors: what a search keeps of the matches it visits. The page of a column order (the best
 * `limit` by a comparison) and the nearest page (by distance, then id).
 */

/**
 * The ordering key of a `TopK` whose `before` compares a numeric column first: a doc whose key is
 * strictly worse than the page's last is passed over on that one read, without a call of `before`
 * (most offers of a large collection). `descending`: a greater key comes first.
 */
export interface SortKey {
  readonly column: Float64Array;
  readonly descending: boolean;
}

/** The best `limit` docs by `before`, kept sorted; `offer` is cheap for docs that do not make it. */
export class TopK {
  readonly docs: number[] = [];
  /** The key of the page's last doc once the page is full. */
  private last = Number.NaN;
  constructor(
    private readonly limit: number,
    private readonly before: (a: number, b: number) => boolean,
    private readonly key: SortKey | null = null,
  ) {}
  offer(doc: number): void {
    const docs = this.docs;
    const key = this.key;
    if (docs.length === this.limit) {
      if (key) {
        const k = key.column[doc]!;
        if (key.descending ? k < this.last : k > this.last) return;
      }
      if (!this.before(doc, docs[docs.length - 1]!)) return;
    }
    let lo = 0;
    let hi = docs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.before(docs[mid]!, doc)) lo = mid + 1;
      else hi = mid;
    }
    docs.splice(lo, 0, doc);
    if (docs.length > this.limit) docs.pop();
    if (key && docs.length === this.limit) this.last = key.column[docs[docs.length - 1]!]!;
  }
  /** Offers each of `docs` (an indexed loop: no iterator). */
  offerAll(docs: ArrayLike<number>): void {
    for (let i = 0; i < docs.length; i++) this.offer(docs[i]!);
  }
  get full(): boolean {
    return this.docs.length === this.limit;
  }
}

/** The nearest page: docs by distance asc, then id asc, with the distances beside them. */
export class NearestPage {
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
