import { MIN_PREFIX_LENGTH, type AdvertSearchQuery } from '@marketplace/core';

/**
 * The planner: pure functions from a query and the facts the index knows exactly before it reads
 * any match (the sizes of the sets the query names, how many terms a prefix spans, the number of
 * matches) to a plan value; `execute.ts` only runs plans. Choose, then run (STYLE.md).
 *
 * A search is planned in two steps, the way a cost-based engine plans a join whose input size it
 * learns on the way:
 * 1. `planSearch(query, sizes)`: which sets to intersect, smallest first; how to count (a
 *    cardinality, or through the price buckets or the grid cells a range or a radius touches);
 *    which order to page by and with which buckets.
 * 2. `choosePage(page, total, buckets)`, once the exact total is known: `collect` (read every
 *    match once and keep the best `limit`), `buckets` (newest, price_asc, price_desc: visit the
 *    docs cut by sort time or price in order, one intersection per bucket, and stop after the
 *    first bucket that completes the page, or fall back to `collect` past `bucketBudget` visits)
 *    or `rings` (nearest: visit grid cells by a lower bound of their distance and stop when the
 *    next cell cannot beat the page's k-th; `chooseCellVisit` reads a crowded cell fine cell by
 *    fine cell).
 * A word is planned by `planWord`: the one-letter word is a term; a prefix is its kept union, the
 * one term it spans, or the union of its term range, kept by the index for good when the range
 * is long (`heavyPrefixSpan`) and in the least-recently-used cache otherwise.
 */

/** Docs per bucket of an order (the live docs by sort time, a currency's by price). */
export const BUCKET_DOCS = 4_096;
/**
 * Buckets per stretch of an order: consecutive buckets whose union is kept beside them, so that a
 * range's count and a sort crossing buckets with few matches read the matches once per stretch
 * instead of once per bucket (buckets.ts).
 */
export const STRETCH_BUCKETS = 16;
/** Up to this many matches, newest and the price sorts always read them all and keep the best. */
export const ORDER_COLLECT_LIMIT = 64;
/**
 * What visiting one bucket costs, in matches read at once (the intersection of a bucket with the
 * matches, against reading a match's sort value and offering it to the top-k): measured on the
 * realistic mix at a million adverts, through HTTP (decision 0078).
 */
export const BUCKET_VISIT_DOCS = 16;
/** Below this many matches, computing every distance beats visiting grid cells. */
export const NEAREST_COLLECT_LIMIT = 1_000;
/** Grid cells holding at least this many docs are cut into fine cells as well. */
export const FINE_CELL_DOCS = 4_096;
/** A cut cell is read fine cell by fine cell when it holds this many matches. */
export const FINE_CELL_MATCHES = 256;
/** Words shorter than this match whole words only: core's word rule (decision 0003). */
export { MIN_PREFIX_LENGTH };
/**
 * A prefix spanning at least this many terms has its union kept by the index from the build on
 * (and maintained on changes): a first use never pays for a long range (see terms.ts).
 */
export const HEAVY_PREFIX_SPAN = 256;

export interface PlanTuning {
  readonly nearestCollectLimit: number;
  readonly orderCollectLimit: number;
  readonly bucketVisitDocs: number;
  readonly fineCellMatches: number;
}

export const DEFAULT_TUNING: PlanTuning = {
  nearestCollectLimit: NEAREST_COLLECT_LIMIT,
  orderCollectLimit: ORDER_COLLECT_LIMIT,
  bucketVisitDocs: BUCKET_VISIT_DOCS,
  fineCellMatches: FINE_CELL_MATCHES,
};

/** A set of docs a query names: every match is in all of them. */
export type SetRef =
  | { readonly kind: 'type'; readonly type: 'sell' | 'buy' }
  | { readonly kind: 'contour'; readonly contour: 'private' | 'business' }
  | { readonly kind: 'word'; readonly word: string }
  | { readonly kind: 'category'; readonly categoryId: string }
  | { readonly kind: 'city'; readonly city: string }
  | { readonly kind: 'priced'; readonly currency: string }
  | { readonly kind: 'located' };

export interface Circle {
  readonly lat: number;
  readonly lon: number;
  readonly radiusKm: number;
}

export interface PriceRange {
  readonly min: number;
  readonly max: number;
}

/**
 * Where the matches that pass the range and the radius are read from: the intersection itself,
 * the grid cells that can hold a point within the radius (cells wholly inside count by
 * cardinality), or the price buckets of the range (buckets wholly inside count by cardinality).
 */
export type Scan = 'matches' | 'grid-cells' | 'price-buckets';

export type PagePlan =
  | {
      readonly kind: 'order';
      readonly order: 'newest' | 'price_asc' | 'price_desc';
      /** Up to this many matches, collect; past it, whichever costs less (`choosePage`). */
      readonly collectUpTo: number;
      /** The page's size. */
      readonly limit: number;
      /** One bucket visit's cost in matches read (`BUCKET_VISIT_DOCS`). */
      readonly bucketVisitDocs: number;
      /** newest: the time buckets from the latest; the price sorts: the currency's price buckets of the range. */
      readonly buckets: 'time' | 'price';
      readonly ascending: boolean;
    }
  | {
      readonly kind: 'nearest';
      /** Up to this many matches, every distance; else the grid rings. */
      readonly collectUpTo: number;
      /** A cut cell holding this many matches is read fine cell by fine cell. */
      readonly fineCellMatches: number;
    }
  /** nearest with no point: the port's order falls back to the id. */
  | { readonly kind: 'id' };

export type SearchPlan =
  | { readonly kind: 'empty' }
  | {
      readonly kind: 'run';
      /** Positions in the sets given to `planSearch` (`requiredSets(query)`, less any the index finds would change nothing), smallest first: intersected in this order. */
      readonly intersect: readonly number[];
      readonly price: PriceRange | null;
      readonly circle: Circle | null;
      readonly scan: Scan;
      readonly page: PagePlan;
      readonly limit: number;
    };

export type PageRun = 'collect' | 'buckets' | 'rings';
/** How a sort reads the rest of a stretch after its first bucket left the page short: not at all, its matches at once, or bucket by bucket. */
export type StretchPlan = 'skip' | 'whole' | 'buckets';
/** How `rings` reads one cut grid cell: its matches at once, its fine cells from the nearest out, or not at all. */
export type CellPlan = 'whole' | 'fine' | 'skip';
/**
 * How a prefix word is resolved: `kept` (a union the index keeps), `none` (no term starts with
 * it), `single` (it spans one term: that term's docs), `union` (the union of its range of the
 * sorted terms, then kept by the index for good or in the cache).
 */
export type PrefixPlan =
  | { readonly kind: 'kept' }
  | { readonly kind: 'none' }
  | { readonly kind: 'single' }
  | { readonly kind: 'union'; readonly keep: 'index' | 'cache' };

function isPriceSort(sort: AdvertSearchQuery['sort']): boolean {
  return sort === 'price_asc' || sort === 'price_desc';
}

/** The sets a query names, in the query's order. */
export function requiredSets(q: AdvertSearchQuery): SetRef[] {
  const sets: SetRef[] = [{ kind: 'type', type: q.advertType }];
  if (q.sellerType !== 'all') sets.push({ kind: 'contour', contour: q.sellerType });
  for (const word of q.words ?? []) sets.push({ kind: 'word', word });
  if (q.categoryId) sets.push({ kind: 'category', categoryId: q.categoryId });
  if (q.city) sets.push({ kind: 'city', city: q.city });
  if (q.priceMinMinor !== null || q.priceMaxMinor !== null || isPriceSort(q.sort)) sets.push({ kind: 'priced', currency: q.currency });
  if (q.point) sets.push({ kind: 'located' });
  return sets;
}

/**
 * The plan of a search, given the size of each of `requiredSets(q)` (null: the index has no such
 * set, so nothing matches).
 */
export function planSearch(q: AdvertSearchQuery, sizes: readonly (number | null)[], tuning: PlanTuning = DEFAULT_TUNING): SearchPlan {
  if (sizes.some((size) => size === null || size === 0)) return { kind: 'empty' };
  const intersect = sizes.map((_, i) => i).sort((a, b) => sizes[a]! - sizes[b]! || a - b);
  const ranged = q.priceMinMinor !== null || q.priceMaxMinor !== null;
  const price = ranged ? { min: q.priceMinMinor ?? -Infinity, max: q.priceMaxMinor ?? Infinity } : null;
  const circle = q.point && q.radiusKm !== null ? { lat: q.point.latitude, lon: q.point.longitude, radiusKm: q.radiusKm } : null;
  const scan: Scan = circle ? 'grid-cells' : price ? 'price-buckets' : 'matches';
  let page: PagePlan;
  if (q.sort === 'nearest') page = q.point ? { kind: 'nearest', collectUpTo: tuning.nearestCollectLimit, fineCellMatches: tuning.fineCellMatches } : { kind: 'id' };
  else page = { kind: 'order', order: q.sort, collectUpTo: tuning.orderCollectLimit, limit: q.limit, bucketVisitDocs: tuning.bucketVisitDocs, buckets: q.sort === 'newest' ? 'time' : 'price', ascending: q.sort === 'price_asc' };
  return { kind: 'run', intersect, price, circle, scan, page, limit: q.limit };
}

/**
 * How the page is read once the exact total is known. Few matches are read at once. Past that,
 * for an order, whichever costs less: reading every match (`total` reads of a sort value, cold in
 * memory, each offered to the top-k) or visiting buckets until the page is full; with the matches
 * spread over the order, that takes about `limit × buckets / total` visits (`buckets`: how many
 * the order has in the range), each costing `bucketVisitDocs` reads. A bucket of 4,096 docs holds
 * 20 of 5,000 matches in a million: one visit. nearest: few matches get every distance; many, the
 * grid rings.
 */
export function choosePage(page: PagePlan, total: number, buckets = 1): PageRun {
  if (page.kind === 'id') return 'collect';
  if (total <= page.collectUpTo) return 'collect';
  if (page.kind === 'nearest') return 'rings';
  const visits = Math.ceil((page.limit * buckets) / total);
  return visits * page.bucketVisitDocs < total ? 'buckets' : 'collect';
}

/**
 * How many buckets a page may visit before it reads every match instead: as many as cost what
 * reading them all does. Matches crowded at the far end of the order (only old adverts, only the
 * dearest) would cost one intersection per bucket; past the budget they are read at once, so a
 * page never costs more than about twice the cheaper way.
 */
export function bucketBudget(page: { readonly bucketVisitDocs: number }, total: number): number {
  if (page.bucketVisitDocs <= 0) return Infinity;
  return Math.max(1, Math.floor(total / page.bucketVisitDocs));
}

/**
 * The rest of a stretch once its first bucket left the page `missing` docs short, from the exact
 * number of matches in the rest (one cardinality of the stretch's union): none, skipped; else
 * the cheaper of reading them all at once and visiting its `buckets` left until the page is full
 * (about `missing × buckets / matches` visits of `bucketVisitDocs` each, as `choosePage` reckons).
 * Matches crowded at one end of an order (a word's adverts all cheap, sorted by price_desc) cross
 * stretches with none in one cardinality each.
 */
export function chooseStretchVisit(matches: number, missing: number, buckets: number, bucketVisitDocs: number): StretchPlan {
  if (matches === 0 || buckets === 0) return 'skip';
  const visits = Math.ceil((missing * buckets) / matches);
  return matches <= visits * bucketVisitDocs ? 'whole' : 'buckets';
}

/**
 * A cut cell holding many matches is read fine cell by fine cell: the page usually fills from the
 * few fine cells around the point, and the rest are never read. With few matches, one intersection
 * of the whole cell costs less than one per fine cell; with none, nothing is read. (The count is
 * exact, one native call: a word's matches crowd in the cities of its language, so a share of the
 * whole index says little about one cell.)
 */
export function chooseCellVisit(cellMatches: number, minMatches = FINE_CELL_MATCHES): CellPlan {
  return cellMatches === 0 ? 'skip' : cellMatches >= minMatches ? 'fine' : 'whole';
}

/** Whether a word matches whole words only (one letter) or as a prefix. */
export function isPrefixWord(word: string): boolean {
  return word.length >= MIN_PREFIX_LENGTH;
}

/**
 * A prefix from what the term dictionary knows: whether its union is kept, and how many terms it
 * spans (a binary search of the sorted terms).
 */
export function planPrefix(facts: { readonly kept: boolean; readonly span: number }, heavySpan = HEAVY_PREFIX_SPAN): PrefixPlan {
  if (facts.kept) return { kind: 'kept' };
  if (facts.span === 0) return { kind: 'none' };
  if (facts.span === 1) return { kind: 'single' };
  return { kind: 'union', keep: facts.span >= heavySpan ? 'index' : 'cache' };
}
