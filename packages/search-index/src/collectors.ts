/**
 * Collectors: what a search keeps of the matches it visits. The page of a column order (the best
 * `limit` by a comparison) and the nearest page (by distance, then id).
 */

/** The best `limit` docs by `before`, kept sorted; `offer` is cheap for docs that do not make it. */
export class TopK {
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
