import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyExponent, fromMinorUnits, isCurrencyCode, toMinorUnits } from '../src/index.js';

describe('money', () => {
  it('knows the currencies of the service and their minor units', () => {
    for (const code of ['EUR', 'RSD', 'MDL', 'RON', 'HUF', 'BGN', 'UAH']) expect(isCurrencyCode(code)).toBe(true);
    expect(isCurrencyCode('XXX')).toBe(false);
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyExponent('KWD')).toBe(3);
  });

  it('converts to minor units without binary noise, rounding half away from zero', () => {
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(0.005, 'EUR')).toBe(1);
    expect(toMinorUnits(-0.005, 'EUR')).toBe(-1);
    expect(toMinorUnits(1.5, 'JPY')).toBe(2);
    expect(fromMinorUnits(1999, 'EUR')).toBe(19.99);
    expect(fromMinorUnits(12345, 'KWD')).toBe(12.345);
  });

  it('round-trips every amount with at most the currency\'s decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.constantFrom('EUR', 'HUF', 'JPY', 'KWD'), (minor, currency) => {
        expect(toMinorUnits(fromMinorUnits(minor, currency), currency)).toBe(minor);
      }),
    );
  });
});

describe('toMinorUnits on large amounts', () => {
  it('rounds the decimal digits as written, not the binary float', () => {
    expect(toMinorUnits(67108864.725, 'EUR')).toBe(6710886473);
    expect(toMinorUnits(999999999.995, 'EUR')).toBe(100000000000);
    expect(toMinorUnits(123456789012.5, 'HUF')).toBe(12345678901250);
    expect(toMinorUnits(1e-7, 'EUR')).toBe(0);
  });
});
