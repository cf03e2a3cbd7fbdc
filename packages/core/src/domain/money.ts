/**
 * ISO 4217 currencies with their minor-unit exponents. Prices are stored as integers in minor
 * units and never converted between currencies.
 */
const EXPONENTS: Readonly<Record<string, number>> = {
  AED: 2, ALL: 2, AMD: 2, AUD: 2, AZN: 2, BAM: 2, BGN: 2, BHD: 3, BRL: 2, BYN: 2, CAD: 2, CHF: 2,
  CLP: 0, CNY: 2, CZK: 2, DKK: 2, EGP: 2, EUR: 2, GBP: 2, GEL: 2, HKD: 2, HUF: 2, IDR: 2, ILS: 2,
  INR: 2, ISK: 0, JOD: 3, JPY: 0, KRW: 0, KWD: 3, KZT: 2, MAD: 2, MDL: 2, MKD: 2, MXN: 2, NOK: 2,
  NZD: 2, OMR: 3, PLN: 2, RON: 2, RSD: 2, RUB: 2, SAR: 2, SEK: 2, SGD: 2, THB: 2, TND: 3, TRY: 2,
  UAH: 2, USD: 2, UZS: 2, VND: 0, ZAR: 2,
};

export type CurrencyCode = string;

export const isCurrencyCode = (code: string): boolean => Object.hasOwn(EXPONENTS, code);

export const currencyExponent = (code: CurrencyCode): number => {
  const exponent = EXPONENTS[code];
  if (exponent === undefined) throw new Error(`unknown currency ${code}`);
  return exponent;
};

/**
 * Major units (what the API shows) to integer minor units, rounded half away from zero on the
 * decimal digits as written: 19.99 is 1999 and 67108864.725 EUR is 6710886473, which scaling the
 * binary float would get wrong.
 */
export function toMinorUnits(amount: number, currency: CurrencyCode): number {
  const exponent = currencyExponent(currency);
  const text = Math.abs(amount).toString();
  if (text.includes('e')) {
    // Only magnitudes below 1e-6 or above 1e21 print in exponent form; scaling is exact enough there.
    return Math.sign(amount) * Math.round(Math.abs(amount) * 10 ** exponent) || 0;
  }
  const [whole = '0', fraction = ''] = text.split('.');
  let minor = Number(whole + fraction.slice(0, exponent).padEnd(exponent, '0'));
  if ((fraction[exponent] ?? '0') >= '5') minor += 1;
  return amount < 0 ? -minor : minor;
}

export function fromMinorUnits(minor: number, currency: CurrencyCode): number {
  const exponent = currencyExponent(currency);
  return Number((minor / 10 ** exponent).toFixed(exponent));
}
