import { dropPercent, DISCOUNT_VISIBLE_DAYS } from './advert.js';
import { toMinorUnits } from './money.js';
import { addMs, DAY_MS } from './time.js';

/** Exactly one of these changes the price or the stock (spec: Rule). */
export type PriceRule =
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'delta'; readonly delta: number }
  | { readonly kind: 'set'; readonly set: number };

export type PriceOutcome =
  | { readonly ok: true; readonly priceMinor: number }
  | { readonly ok: false; readonly code: 'invalid_price' };

/**
 * The new price in minor units, rounded to the currency's minor unit (half away from zero).
 * A result at or below zero, or a relative change of an advert without a price, is refused.
 */
export function applyPriceRule(rule: PriceRule, priceMinor: number | null, currency: string): PriceOutcome {
  let next: number;
  if (rule.kind === 'set') {
    next = toMinorUnits(rule.set, currency);
  } else if (priceMinor === null) {
    return { ok: false, code: 'invalid_price' };
  } else if (rule.kind === 'delta') {
    next = priceMinor + toMinorUnits(rule.delta, currency);
  } else {
    const scaled = (priceMinor * (100 + rule.percent)) / 100;
    const corrected = Math.round(scaled * 1e6) / 1e6;
    next = Math.sign(corrected) * Math.round(Math.abs(corrected));
  }
  if (!Number.isSafeInteger(next) || next <= 0) return { ok: false, code: 'invalid_price' };
  return { ok: true, priceMinor: next };
}

export interface DiscountState {
  readonly discountPercent: number | null;
  readonly discountUntil: Date | null;
  /** The price before the first drop of the live discount (null: none, or not recorded). */
  readonly discountFromMinor: number | null;
}

const NO_DISCOUNT: DiscountState = { discountPercent: null, discountUntil: null, discountFromMinor: null };

/**
 * The public discount after a price change (design brief: discount_percent = round(100 * (old -
 * new) / old), visible for 14 days; a later rise clears it), decision 0006:
 * - a drop opens a discount from the price before it, visible for 14 days; a drop too small to
 *   show as a whole percent opens none;
 * - a further drop while the discount is live keeps the price before the first drop as `old`, so
 *   the discount shown is the whole way down, and is visible for 14 days from the latest drop (a
 *   0.1 % cut after a 20 % drop shows 20 %, not nothing);
 * - a rise clears it; an unchanged price keeps it; past `discountUntil` it has expired and the next
 *   drop opens a new one.
 * A live discount with no recorded price before it (written before issue 27) is taken to have
 * started at the price its percent implies.
 */
export function discountAfter(oldMinor: number | null, newMinor: number, current: DiscountState, now: Date): DiscountState {
  if (oldMinor === null || newMinor === oldMinor) {
    // Only the discount fields: callers spread the answer into a price change.
    return { discountPercent: current.discountPercent, discountUntil: current.discountUntil, discountFromMinor: current.discountFromMinor };
  }
  if (newMinor > oldMinor) return NO_DISCOUNT;
  const live = current.discountPercent !== null && current.discountUntil !== null && current.discountUntil > now;
  const from = live ? (current.discountFromMinor ?? Math.round((oldMinor * 100) / (100 - current.discountPercent!))) : oldMinor;
  const percent = dropPercent(from, newMinor);
  if (percent < 1) return NO_DISCOUNT;
  return { discountPercent: percent, discountUntil: addMs(now, DISCOUNT_VISIBLE_DAYS * DAY_MS), discountFromMinor: from };
}
