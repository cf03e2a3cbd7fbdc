/**
 * How one search reaches its first `limit` matches in the requested order: choose, then run
 * (STYLE.md). Pure functions of the counts the index knows exactly before it reads any match.
 *
 * - `walk`: step through the docs already kept in that order and test each for membership in the
 *   matches; expected steps = limit × order length / matches (the matches spread over the order).
 * - `collect`: read every match once (a bitmap's values come out in one native call) and keep the
 *   best `limit` of them.
 * - `rings` (nearest only): visit the spatial grid's cells from the nearest outwards until no cell
 *   can hold anything nearer than the current k-th match.
 */
export type TopKPlan = 'walk' | 'collect';
export type NearestPlan = 'rings' | 'collect';

/** One walk step (a membership test across the native boundary) against reading one match. */
export const WALK_STEP_COST = 8;
export const COLLECT_COST = 1;
/** Priced docs per price bucket (a currency's docs cut by price). */
export const PRICE_BUCKET_DOCS = 4_096;
/** Up to this many matches, a price sort reads them all and keeps the best; past it, price buckets. */
export const PRICE_COLLECT_LIMIT = 2_048;
/** Below this many matches, computing every distance beats visiting grid cells. */
export const NEAREST_COLLECT_LIMIT = 4_000;

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
