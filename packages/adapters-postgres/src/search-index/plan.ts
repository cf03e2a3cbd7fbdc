/**
 * How one search reaches its first `limit` matches in the requested order: choose, then run
 * (STYLE.md). Pure functions of the counts the index knows exactly before it reads any match.
 *
 * - `walk`: step through the docs already kept in that order and test each for membership in the
 *   matches; expected steps = limit × order length / matches (the matches spread over the order).
 * - `collect`: read every match once (a bitmap's values come out in one native call) and keep the
 *   best `limit` of them.
 * - `rings` (nearest only): visit the spatial grid's cells from the nearest outwards until no cell
 *   can hold anything nearer than the current k-th match. A crowded cell (a city) is also cut into
 *   fine cells; one holding many matches is visited fine cell by fine cell in the same order, so
 *   the page comes from the blocks around the point, not from every match in the city.
 */
export type TopKPlan = 'walk' | 'collect';
export type NearestPlan = 'rings' | 'collect';
/** How `rings` reads one cut grid cell: its matches at once, its fine cells from the nearest out, or not at all. */
export type CellPlan = 'whole' | 'fine' | 'skip';

/** One walk step (a membership test across the native boundary) against reading one match. */
export const WALK_STEP_COST = 8;
export const COLLECT_COST = 1;
/** Priced docs per price bucket (a currency's docs cut by price). */
export const PRICE_BUCKET_DOCS = 4_096;
/** Up to this many matches, a price sort reads them all and keeps the best; past it, price buckets. */
export const PRICE_COLLECT_LIMIT = 2_048;
/** Below this many matches, computing every distance beats visiting grid cells. */
export const NEAREST_COLLECT_LIMIT = 4_000;
/** Grid cells holding at least this many docs are cut into fine cells as well. */
export const FINE_CELL_DOCS = 4_096;
/** A cut cell is read fine cell by fine cell when it holds this many matches. */
export const FINE_CELL_MATCHES = 256;

export interface TopKInput {
  /** Exact number of matches (all filters applied). */
  readonly matches: number;
  /** Docs in the order being walked (the walk visits a prefix of them). */
  readonly orderLength: number;
  readonly limit: number;
}

export function expectedWalkSteps({ matches, orderLength, limit }: TopKInput): number {
  if (matches <= 0) return 0;
  return Math.min(orderLength, Math.ceil((Math.min(limit, matches) * orderLength) / matches));
}

export function chooseTopK(input: TopKInput): TopKPlan {
  if (input.matches === 0) return 'collect';
  return expectedWalkSteps(input) * WALK_STEP_COST < input.matches * COLLECT_COST ? 'walk' : 'collect';
}

/**
 * A walk that has not found `limit` matches after this many steps gives up and collects: matches
 * can cluster at the far end of an order (old adverts only, the most expensive ones), and the
 * collect bound then caps the cost at about what collecting costs in the first place.
 */
export function walkBudget(input: TopKInput): number {
  return Math.max(4 * expectedWalkSteps(input), 256, Math.ceil((input.matches * COLLECT_COST) / WALK_STEP_COST));
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
