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
}

/**
 * A drop becomes a public discount for 14 days; a rise clears it; an unchanged price keeps it.
 * (design brief: discount_percent = round(100 * (old - new) / old))
 */
export function discountAfter(oldMinor: number | null, newMinor: number, current: DiscountState, now: Date): DiscountState {
  if (oldMinor === null || newMinor === oldMinor) {
    // Only the two discount fields: callers spread the answer into a price change.
    return { discountPercent: current.discountPercent, discountUntil: current.discountUntil };
  }
  const percent = newMinor > oldMinor ? 0 : dropPercent(oldMinor, newMinor);
  // A rise, or a drop too small to show as a whole percent, leaves no public discount.
  if (percent < 1) return { discountPercent: null, discountUntil: null };
  return { discountPercent: percent, discountUntil: addMs(now, DISCOUNT_VISIBLE_DAYS * DAY_MS) };
}
