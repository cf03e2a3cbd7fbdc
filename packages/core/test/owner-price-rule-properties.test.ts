import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyExponent, fromMinorUnits, toMinorUnits } from '../src/index.js';
import { applyPriceRule, discountAfter, type PriceRule } from '../src/domain/price-rule.js';
import { DAY_MS } from '../src/domain/time.js';

/** Currencies with 0, 2 and 3 decimals. */
const currency = fc.constantFrom('JPY', 'EUR', 'KWD');
const now = new Date('2026-01-15T12:00:00Z');

/** n / d rounded half away from zero, exactly. */
const roundDiv = (n: bigint, d: bigint): bigint => (n < 0n ? -1n : 1n) * ((2n * (n < 0n ? -n : n) + d) / (2n * d));
/** A minor-unit amount as the number the API shows (`1234` EUR -> 12.34). */
const major = (minor: bigint, exponent: number): number => Number(minor) / 10 ** exponent;

/**
 * A decimal as a client writes it in JSON (up to `maxDigits` decimals, up to `maxMinor` minor
 * units), with its exact value in minor units rounded half away from zero.
 */
const written = (maxMinor: number, maxDigits: (exponent: number) => number = () => 6) =>
  fc
    .tuple(currency, fc.boolean(), fc.integer({ min: 0, max: maxMinor }), fc.nat(6), fc.nat(999_999))
    .map(([code, negative, minor, digits, fraction]) => {
      const exponent = currencyExponent(code);
      const places = Math.min(digits, maxDigits(exponent));
      const whole = Math.floor(minor / 10 ** exponent);
      const decimals = String(fraction).padStart(6, '0').slice(0, places);
      const text = `${negative ? '-' : ''}${whole}${places > 0 ? `.${decimals}` : ''}`;
      const scaled = (BigInt(whole) * 10n ** BigInt(places) + BigInt(decimals || '0')) * (negative ? -1n : 1n);
      return { code, exponent, text, amount: Number(text), exactMinor: roundDiv(scaled * 10n ** BigInt(exponent), 10n ** BigInt(places)) };
    });

const price = fc.integer({ min: 1, max: 1e12 });
const anyRule: fc.Arbitrary<PriceRule> = fc.oneof(
  fc.double({ min: -99.999, max: 1000, noNaN: true }).map((percent) => ({ kind: 'percent' as const, percent })),
  fc.double({ min: -1e12, max: 1e12, noNaN: true }).map((delta) => ({ kind: 'delta' as const, delta })),
  fc.double({ min: -1e12, max: 1e12, noNaN: true }).map((set) => ({ kind: 'set' as const, set })),
);
/** A percent with at most two decimals, as k hundredths. */
const hundredths = (min: number, max: number) => fc.integer({ min, max }).map((k) => ({ k, percent: k / 100 }));

describe('toMinorUnits', () => {
  it('rounds what the client wrote to the minor unit, half away from zero (up to 10^9 minor units)', () => {
    fc.assert(fc.property(written(1e9), ({ code, amount, exactMinor }) => BigInt(toMinorUnits(amount, code)) === exactMinor));
  });

  it('keeps an amount given to the currency\'s precision exactly, up to 10^15 minor units (10^12 KWD)', () => {
    fc.assert(
      fc.property(written(1e15, (exponent) => exponent), ({ code, amount, exactMinor }) => {
        const minor = toMinorUnits(amount, code);
        return BigInt(minor) === exactMinor && fromMinorUnits(minor, code) === amount;
      }),
    );
  });
});

describe('applyPriceRule', () => {
  it('accepts only whole minor units above zero, whatever the rule and price', () => {
    fc.assert(
      fc.property(anyRule, fc.option(price), currency, (rule, current, code) => {
        const outcome = applyPriceRule(rule, current, code);
        return outcome.ok ? Number.isSafeInteger(outcome.priceMinor) && outcome.priceMinor > 0 : outcome.code === 'invalid_price';
      }),
    );
  });

  it('refuses every relative change of an unpriced advert', () => {
    fc.assert(fc.property(anyRule, currency, (rule, code) => rule.kind === 'set' || !applyPriceRule(rule, null, code).ok));
  });

  it('reads a set back as the amount rounded to the minor unit, or refuses it when that is not above zero', () => {
    fc.assert(
      fc.property(written(1e9), fc.option(price), ({ code, exponent, amount, exactMinor }, current) => {
        const outcome = applyPriceRule({ kind: 'set', set: amount }, current, code);
        if (exactMinor <= 0n) return !outcome.ok;
        return outcome.ok && fromMinorUnits(outcome.priceMinor, code) === major(exactMinor, exponent);
      }),
    );
  });

  it('adds a delta in minor units, refusing a sum at or below zero', () => {
    fc.assert(
      fc.property(written(1e9), fc.integer({ min: 1, max: 1e9 }), ({ code, amount, exactMinor }, current) => {
        const outcome = applyPriceRule({ kind: 'delta', delta: amount }, current, code);
        const sum = BigInt(current) + exactMinor;
        return sum > 0n ? outcome.ok && BigInt(outcome.priceMinor) === sum : !outcome.ok;
      }),
    );
  });

  it('scales by a percent with two decimals exactly, rounding half away from zero', () => {
    fc.assert(
      fc.property(hundredths(-9_999, 100_000), fc.integer({ min: 1, max: 9e7 }), currency, ({ k, percent }, current, code) => {
        const exact = roundDiv(BigInt(current) * BigInt(10_000 + k), 10_000n);
        const outcome = applyPriceRule({ kind: 'percent', percent }, current, code);
        return exact > 0n ? outcome.ok && BigInt(outcome.priceMinor) === exact : !outcome.ok;
      }),
    );
  });

  it('never gives a lower price for a larger percent', () => {
    fc.assert(
      fc.property(fc.double({ min: -99.999, max: 1000, noNaN: true }), fc.double({ min: -99.999, max: 1000, noNaN: true }), price, (a, b, current) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lower = applyPriceRule({ kind: 'percent', percent: low }, current, 'EUR');
        const higher = applyPriceRule({ kind: 'percent', percent: high }, current, 'EUR');
        return !lower.ok || (higher.ok && higher.priceMinor >= lower.priceMinor);
      }),
    );
  });

  it('returns to the original price when +p% is undone by the matching cut of 100p/(100+p)%', () => {
    fc.assert(
      fc.property(hundredths(1, 100_000), fc.integer({ min: 1, max: 1e9 }), ({ percent }, current) => {
        const raised = applyPriceRule({ kind: 'percent', percent }, current, 'EUR');
        if (!raised.ok) return false;
        const back = applyPriceRule({ kind: 'percent', percent: (-100 * percent) / (100 + percent) }, raised.priceMinor, 'EUR');
        return back.ok && back.priceMinor === current;
      }),
    );
  });

  it('never ends above the original price after +p% then -p%', () => {
    fc.assert(
      fc.property(hundredths(1, 9_999), fc.integer({ min: 1, max: 1e9 }), ({ percent }, current) => {
        const raised = applyPriceRule({ kind: 'percent', percent }, current, 'EUR');
        const back = raised.ok ? applyPriceRule({ kind: 'percent', percent: -percent }, raised.priceMinor, 'EUR') : raised;
        return !back.ok || back.priceMinor <= current;
      }),
    );
  });
});

describe('discountAfter', () => {
  const in14Days = new Date(now.getTime() + 14 * DAY_MS);
  const past = fc.date({ min: new Date(now.getTime() - 400 * DAY_MS), max: now, noInvalidDate: true });
  /** No discount, or one that expired (at or before now): a drop is measured from the old price. */
  const over = fc.oneof(
    fc.constant({ discountPercent: null, discountUntil: null, discountFromMinor: null }),
    fc.record({ discountPercent: fc.integer({ min: 1, max: 99 }), discountUntil: past, discountFromMinor: fc.option(price) }),
  );
  /** Any state, live discounts included. */
  const current = fc.record({
    discountPercent: fc.option(fc.integer({ min: 1, max: 99 })),
    discountUntil: fc.option(fc.date({ noInvalidDate: true })),
    discountFromMinor: fc.option(price),
  });
  const percentOf = (from: number, to: number) => Number(roundDiv(100n * BigInt(from - to), BigInt(from)));

  it('shows a first drop as round(100 * (old - new) / old) for 14 days, or nothing when that rounds to 0', () => {
    fc.assert(
      fc.property(price, fc.oneof(fc.integer({ min: 1, max: 10 }), price), over, (oldMinor, cut, state) => {
        const newMinor = oldMinor - cut;
        fc.pre(newMinor >= 1);
        const percent = percentOf(oldMinor, newMinor);
        expect(discountAfter(oldMinor, newMinor, state, now)).toEqual(
          percent >= 1
            ? { discountPercent: percent, discountUntil: in14Days, discountFromMinor: oldMinor }
            : { discountPercent: null, discountUntil: null, discountFromMinor: null },
        );
      }),
    );
  });

  it('measures a further drop while the discount is live from the price before the first drop, for 14 more days', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1e12 }), fc.integer({ min: 1, max: 98 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 14 * DAY_MS }), (from, firstCut, rest, left) => {
        const oldMinor = Math.floor((from * (100 - firstCut)) / 100);
        const newMinor = Math.max(1, Math.min(oldMinor - 1, Math.floor(oldMinor * rest)));
        fc.pre(newMinor < oldMinor);
        const live = { discountPercent: percentOf(from, oldMinor), discountUntil: new Date(now.getTime() + left), discountFromMinor: from };
        expect(discountAfter(oldMinor, newMinor, live, now)).toEqual({
          discountPercent: percentOf(from, newMinor), discountUntil: in14Days, discountFromMinor: from,
        });
      }),
    );
  });

  it('keeps a 20% discount through a 0.1% cut, and clears it on the rise after', () => {
    const first = discountAfter(10_000, 8_000, { discountPercent: null, discountUntil: null, discountFromMinor: null }, now);
    expect(first).toEqual({ discountPercent: 20, discountUntil: in14Days, discountFromMinor: 10_000 });
    const later = new Date(now.getTime() + DAY_MS);
    const small = discountAfter(8_000, 7_992, first, later);
    expect(small).toEqual({ discountPercent: 20, discountUntil: new Date(later.getTime() + 14 * DAY_MS), discountFromMinor: 10_000 });
    expect(discountAfter(7_992, 7_993, small, later)).toEqual({ discountPercent: null, discountUntil: null, discountFromMinor: null });
  });

  it('takes a live discount with no recorded starting price to have started at the price its percent implies', () => {
    const legacy = { discountPercent: 20, discountUntil: in14Days, discountFromMinor: null };
    expect(discountAfter(8_000, 7_992, legacy, now)).toMatchObject({ discountPercent: 20, discountFromMinor: 10_000 });
  });

  it('clears the discount on every rise', () => {
    fc.assert(
      fc.property(price, price, current, (a, b, state) => {
        fc.pre(a !== b);
        expect(discountAfter(Math.min(a, b), Math.max(a, b), state, now)).toEqual({ discountPercent: null, discountUntil: null, discountFromMinor: null });
      }),
    );
  });

  it('keeps exactly the current discount when the price stays or there was none', () => {
    fc.assert(
      fc.property(price, current, (same, state) => {
        // A wider object (an advert's state) must not leak its other fields into the answer.
        const advert = { ...state, priceMinor: same, currency: 'EUR' };
        expect(discountAfter(same, same, advert, now)).toEqual(state);
        expect(discountAfter(null, same, advert, now)).toEqual(state);
      }),
    );
  });
});
