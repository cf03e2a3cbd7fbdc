/**
 * How one search reaches its first `limit` matches in the requested order: choose, then run
 * (STYLE.md). Pure functions of the counts the index knows exactly before it reads any match.
 *
 * - `collect`: read every match once (a bitmap's values come out in one native call) and keep the
 *   best `limit` of them.
 * - `buckets` (newest, price_asc, price_desc): visit the docs cut by sort time or price in order,
 *   one intersection per bucket, until a bucket completes the page (buckets.ts).
 * - `rings` (nearest): visit the spatial grid's cells from the nearest outwards until no cell
 *   can hold anything nearer than the current k-th match. A crowded cell (a city) is also cut into
 *   fine cells; one holding many matches is visited fine cell by fine cell in the same order, so
 *   the page comes from the blocks around the point, not from every match in the city.
 */
export type OrderPlan = 'buckets' | 'collect';
export type NearestPlan = 'rings' | 'collect';
/** How `rings` reads one cut grid cell: its matches at once, its fine cells from the nearest out, or not at all. */
export type CellPlan = 'whole' | 'fine' | 'skip';

/** Docs per bucket of an order (the live docs by sort time, a currency's by price). */
export const BUCKET_DOCS = 4_096;
/** Up to this many matches, newest and the price sorts read them all and keep the best; past it, buckets. */
export const ORDER_COLLECT_LIMIT = 2_048;
/** Below this many matches, computing every distance beats visiting grid cells. */
export const NEAREST_COLLECT_LIMIT = 1_000;
/** Grid cells holding at least this many docs are cut into fine cells as well. */
export const FINE_CELL_DOCS = 4_096;
/** A cut cell is read fine cell by fine cell when it holds this many matches. */
export const FINE_CELL_MATCHES = 256;

/**
 * Few matches are read at once. Past that, the buckets: with matches spread over the order, the
 * first bucket or two complete the page (a bucket of 4,096 docs holds 20 of 5,000 matches in a
 * million); matches crowded at the far end (only old adverts, only the dearest) cost one
 * intersection per bucket, a few hundred native calls at a million.
 */
export function chooseOrderPage(matches: number, collectLimit = ORDER_COLLECT_LIMIT): OrderPlan {
  return matches <= collectLimit ? 'collect' : 'buckets';
}

export function chooseNearest(matches: number, collectLimit = NEAREST_COLLECT_LIMIT): NearestPlan {
  return matches <= collectLimit ? 'collect' : 'rings';
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
