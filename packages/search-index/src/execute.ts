import { distancesFrom } from '@marketplace/core';
import type { Bitmap, BitmapLibrary } from './bitmaps.js';
import type { OrderedBuckets, StretchVisit } from './buckets.js';
import { NearestPage, TopK, type SortKey } from './collectors.js';
import type { DocColumns } from './columns.js';
import { cellDistances, EARTH_RADIUS_KM, gridCell } from './grid.js';
import { bucketBudget, chooseCellVisit, choosePage, chooseStretchVisit, type Circle, type PriceRange, type SearchPlan } from './plan.js';

/** What the executor reads of the index. */
export interface IndexView {
  readonly lib: BitmapLibrary;
  readonly columns: DocColumns;
  readonly cells: ReadonlyMap<number, Bitmap>;
  /** Per cell of many docs: its docs in fine cells (of 0.01 degree). */
  readonly fineCells: ReadonlyMap<number, ReadonlyMap<number, Bitmap>>;
  /** Live docs by sort time. */
  readonly newestBuckets: OrderedBuckets;
  /** A currency's priced docs by price. */
  priceBuckets(currency: number): OrderedBuckets;
  /**
   * The two bitmaps a search's intersections are made in (`andInto`), kept by the index under the
   * scratch buffer's rule: a new native bitmap per intersection costs its wrapper, its
   * external-memory accounting and its finalizer, more than a small intersection itself (about 5
   * against 3 µs for a few hundred docs). `matches` holds the search's intersection while it
   * runs; `both` one bucket's or cell's share of it, read out at once.
   */
  readonly intersections: { readonly matches: Bitmap; readonly both: Bitmap };
}

export interface Point {
  readonly latitude: number;
  readonly longitude: number;
}

/** What a plan runs on: the sets of `requiredSets` resolved to bitmaps, the currency code, the point. */
export interface PlanInputs {
  readonly sets: readonly Bitmap[];
  readonly currency: number | null;
  readonly point: Point | null;
}

export interface IndexAnswer {
  readonly total: number;
  /** Doc ids of the page, in the query's order. */
  readonly docs: readonly number[];
}

const NONE: IndexAnswer = { total: 0, docs: [] };

/**
 * The buffer a search reads the docs of a bitmap into: a new typed array per intersection costs
 * more than the intersection itself for small ones (an ArrayBuffer's allocation and collection).
 * Searches run one at a time on their thread, and every reader consumes the docs before the next.
 */
let scratch = new Uint32Array(1 << 16);

function readDocs(bitmap: Bitmap): Uint32Array {
  const size = bitmap.size;
  if (size > scratch.length) scratch = new Uint32Array(Math.max(size, 2 * scratch.length));
  return bitmap.toUint32Array(scratch);
}

/**
 * Runs a search plan: intersects the sets in the plan's order, counts the matches that pass the
 * range and the radius through the plan's scan, then reads the page the way `choosePage` says.
 * It makes no bitmap: its intersections are made in the index's `intersections`.
 */
export function execute(view: IndexView, plan: SearchPlan, inputs: PlanInputs): IndexAnswer {
  if (plan.kind === 'empty') return NONE;
  const matches = intersect(view, plan.intersect.map((i) => inputs.sets[i]!));
  if (matches.size === 0) return NONE;
  const run = new Run(view, matches, plan.price, plan.circle, inputs);
  const total = run.count(plan.scan);
  if (total === 0) return { total, docs: [] };
  const limit = Math.min(plan.limit, total);
  const page = plan.page;
  const c = view.columns;
  switch (page.kind) {
    case 'order': {
      const { before, key } = columnOrder(c, page.order);
      const min = plan.price?.min ?? -Infinity;
      const max = plan.price?.max ?? Infinity;
      // newest reads every time bucket from the latest (the range is checked doc by doc); a price sort the range's price buckets.
      const [order, from, to, ascending] = page.buckets === 'time' ? [view.newestBuckets, -Infinity, Infinity, false] : [view.priceBuckets(inputs.currency!), min, max, page.ascending];
      if (choosePage(page, total, order.span(from, to)) === 'buckets') {
        const top = new TopK(limit, before, key);
        if (run.bucketPage(order.stretchesWithin(from, to, ascending), top, limit, page.bucketVisitDocs, bucketBudget(page, total))) return { total, docs: top.docs };
      }
      const top = new TopK(limit, before, key);
      top.offerAll(run.collect(plan.scan));
      return { total, docs: top.docs };
    }
    case 'nearest':
      return { total, docs: run.nearest(inputs.point!, choosePage(page, total) === 'collect', limit, page.fineCellMatches, plan.scan) };
    case 'id': {
      const top = new TopK(limit, (a, b) => c.compareUuid(a, b) < 0);
      top.offerAll(run.collect(plan.scan));
      return { total, docs: top.docs };
    }
  }
}

function intersect(view: IndexView, sets: readonly Bitmap[]): Bitmap {
  if (sets.length === 1) return sets[0]!;
  const result = view.lib.andInto(view.intersections.matches, sets[0]!, sets[1]!);
  for (let i = 2; i < sets.length && result.size > 0; i++) result.andInPlace(sets[i]!);
  return result;
}

/** A column order's comparison and its sort key; price_desc is exactly the reverse of price_asc. */
function columnOrder(c: DocColumns, order: 'newest' | 'price_asc' | 'price_desc'): { before: (a: number, b: number) => boolean; key: SortKey } {
  if (order === 'newest') return { before: newestBefore(c), key: { column: c.sortAt, descending: true } };
  if (order === 'price_asc') return { before: priceBefore(c), key: { column: c.price, descending: false } };
  return { before: priceAfter(c), key: { column: c.price, descending: true } };
}

/** newest: sort_at desc, id desc. */
function newestBefore(c: DocColumns): (a: number, b: number) => boolean {
  const sortAt = c.sortAt;
  return (a, b) => {
    const x = sortAt[a]!;
    const y = sortAt[b]!;
    return x !== y ? x > y : c.compareUuid(a, b) > 0;
  };
}

/** price_asc: price asc, id asc (price_desc is exactly its reverse). */
function priceBefore(c: DocColumns): (a: number, b: number) => boolean {
  const price = c.price;
  return (a, b) => {
    const x = price[a]!;
    const y = price[b]!;
    return x !== y ? x < y : c.compareUuid(a, b) < 0;
  };
}

function priceAfter(c: DocColumns): (a: number, b: number) => boolean {
  const before = priceBefore(c);
  return (a, b) => before(b, a);
}

/** One search's matches, with the range and the radius they must pass. */
class Run {
  private readonly c: DocColumns;
  private readonly passes: (doc: number) => boolean;
  /** A doc's distance from the query's point (NaN without one). */
  private readonly distance: (doc: number) => number;

  constructor(
    private readonly view: IndexView,
    private readonly matches: Bitmap,
    private readonly range: PriceRange | null,
    private readonly circle: Circle | null,
    private readonly inputs: PlanInputs,
  ) {
    this.c = view.columns;
    const distance = inputs.point ? distancesFrom(inputs.point) : null;
    const { lat, lon } = this.c;
    this.distance = distance ? (doc) => distance(lat[doc]!, lon[doc]!) : () => NaN;
    const inCircle = (doc: number) => this.distance(doc) <= circle!.radiusKm;
    const inRange = (doc: number) => this.inRange(doc);
    this.passes = range && circle ? (d) => inRange(d) && inCircle(d) : range ? inRange : circle ? inCircle : () => true;
  }

  inRange(doc: number): boolean {
    const price = this.c.price[doc]!;
    return price >= this.range!.min && price <= this.range!.max;
  }

  /** The docs in both bitmaps, valid until the next call (read into the scratch buffer). */
  private both(a: Bitmap, b: Bitmap): Uint32Array {
    return readDocs(this.view.lib.andInto(this.view.intersections.both, a, b));
  }

  /** The exact number of matches that pass the price range and the radius. */
  count(scan: 'matches' | 'grid-cells' | 'price-buckets'): number {
    const matches = this.matches;
    let n = 0;
    switch (scan) {
      case 'matches':
        return matches.size;
      case 'grid-cells':
        for (const { cell, inside } of this.cellsWithin(this.circle!)) {
          if (inside && !this.range) n += cell.andCardinality(matches);
          else for (const doc of this.both(cell, matches)) if (inside ? this.inRange(doc) : this.passes(doc)) n++;
        }
        return n;
      case 'price-buckets':
        for (const { docs, inside, sign } of this.view.priceBuckets(this.inputs.currency!).covering(this.range!.min, this.range!.max)) {
          if (inside) n += sign * docs.andCardinality(matches);
          else for (const doc of this.both(docs, matches)) if (this.passes(doc)) n += sign;
        }
        return n;
    }
  }

  /** Every match that passes, in no particular order (valid until the next `both` or `collect`). */
  collect(scan: 'matches' | 'grid-cells' | 'price-buckets'): ArrayLike<number> & Iterable<number> {
    if (scan === 'matches') return readDocs(this.matches);
    const out: number[] = [];
    switch (scan) {
      case 'grid-cells':
        for (const { cell, inside } of this.cellsWithin(this.circle!)) {
          const docs = this.both(cell, this.matches);
          // Every doc of a cell inside the circle is within the radius: no distance to compute.
          if (inside && !this.range) for (const doc of docs) out.push(doc);
          else for (const doc of docs) if (inside ? this.inRange(doc) : this.passes(doc)) out.push(doc);
        }
        return out;
      case 'price-buckets':
        for (const { docs } of this.view.priceBuckets(this.inputs.currency!).covering(this.range!.min, this.range!.max, false)) {
          for (const doc of this.both(docs, this.matches)) if (this.passes(doc)) out.push(doc);
        }
        return out;
    }
  }

  /**
   * The first page of a sort: its buckets in order until one completes the page (true), or false
   * after `budget` visits that did not (the page is then read from every match). When a
   * stretch's first bucket leaves the page short, one cardinality of the stretch's union says how
   * many matches the rest of it holds, and `chooseStretchVisit` whether to pass over them, read
   * them at once (less the first bucket's, already offered) or go on bucket by bucket.
   */
  bucketPage(stretches: Iterable<StretchVisit>, top: TopK, limit: number, bucketVisitDocs: number, budget: number): boolean {
    let visits = 0;
    for (const stretch of stretches) {
      const buckets = stretch.buckets;
      for (let i = 0; i < buckets.length; i++) {
        if (visits++ === budget) return false;
        const docs = this.both(buckets[i]!.docs, this.matches);
        const read = docs.length;
        for (const doc of docs) if (this.passes(doc)) top.offer(doc);
        // Every doc of a later bucket comes after all of this one's.
        if (top.full) return true;
        if (i > 0 || buckets.length === 1) continue;
        if (visits++ === budget) return false;
        const rest = stretch.docs.andCardinality(this.matches) - read;
        const plan = chooseStretchVisit(rest, limit - top.docs.length, buckets.length - 1, bucketVisitDocs);
        if (plan === 'buckets') continue;
        if (plan === 'whole') {
          const first = buckets[0]!.docs;
          for (const doc of this.both(stretch.docs, this.matches)) if (!first.has(doc) && this.passes(doc)) top.offer(doc);
          if (top.full) return true;
        }
        break;
      }
    }
    return true;
  }

  /** Grid cells that can hold a point within the circle; `inside`: every point of the cell is. */
  private *cellsWithin(circle: Circle): Iterable<{ cell: Bitmap; inside: boolean }> {
    const p = { latitude: circle.lat, longitude: circle.lon };
    const inside = (far: number) => far < circle.radiusKm * (1 - 1e-9);
    for (const [key, cell] of this.view.cells) {
      const { near, far } = cellDistances(gridCell(key, false), p);
      if (near > circle.radiusKm) continue;
      const fine = this.view.fineCells.get(key);
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
  nearest(point: Point, collect: boolean, limit: number, fineCellMatches: number, scan: 'matches' | 'grid-cells' | 'price-buckets'): number[] {
    const c = this.c;
    const top = new NearestPage(limit, (a, b) => c.compareUuid(a, b));
    if (collect) {
      for (const doc of this.collect(scan)) top.offer(doc, this.distance(doc));
      return top.docs;
    }
    const radiusKm = this.circle ? this.circle.radiusKm : null;
    const ranged = this.range !== null;
    const kmPerDegree = (EARTH_RADIUS_KM * Math.PI) / 180;
    const offer = (doc: number) => {
      if (top.full && Math.abs(c.lat[doc]! - point.latitude) * kmPerDegree * (1 - 1e-9) > top.worst) return;
      if (ranged && !this.inRange(doc)) return;
      const d = this.distance(doc);
      if (radiusKm !== null && d > radiusKm) return;
      top.offer(doc, d);
    };
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
    for (const [key, docs] of this.view.cells) enqueue(key, false, docs);
    for (let cell = queue.pop(); cell; cell = queue.pop()) {
      if (top.full && cell.near > top.worst) break;
      const fine = cell.fine ? undefined : this.view.fineCells.get(cell.key);
      const visit = fine ? chooseCellVisit(cell.docs.andCardinality(this.matches), fineCellMatches) : 'whole';
      if (visit === 'fine') for (const [key, docs] of fine!) enqueue(key, true, docs);
      else if (visit === 'whole') for (const doc of this.both(cell.docs, this.matches)) offer(doc);
    }
    return top.docs;
  }
}
