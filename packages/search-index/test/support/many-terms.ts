import fc from 'fast-check';

/**
 * Text of many distinct terms that crowd under a few short prefixes, the shape of a real-world
 * vocabulary in small: words built from a few starts and common syllables (so `ka`, `kar`, `ne`
 * span tens to hundreds of terms), inflected endings, model codes with digits and one-letter
 * words. Used where the engine must be right for prefixes spanning many terms (kept unions, their
 * maintenance) without a dictionary on disk.
 */
const STARTS = ['ka', 'ne', 'po', 'pr', 'st', 'mo', 'sa', 'ta', 'ba', 'zi'];
const SYLLABLES = ['r', 'ra', 'ro', 'va', 'no', 'li', 'ki', 'st', 'ta', 'me', 'do', 'ni', 'sk', 'vo', 'pa'];
const ENDINGS = ['', 'a', 'e', 'i', 'u', 'om', 'og', 'ima', 'ama', 'ski', 'ova'];

const word = fc
  .tuple(fc.constantFrom(...STARTS), fc.array(fc.constantFrom(...SYLLABLES), { minLength: 0, maxLength: 3 }), fc.constantFrom(...ENDINGS))
  .map(([start, middle, end]) => start + middle.join('') + end);
const code = fc.tuple(fc.constantFrom('sm', 'i5', 'rtx', 'a5'), fc.integer({ min: 0, max: 999 })).map(([p, n]) => `${p}${n}`);

export const manyTermsText = fc
  .array(fc.oneof({ weight: 8, arbitrary: word }, { weight: 1, arbitrary: code }, { weight: 1, arbitrary: fc.constantFrom('a', 'i', 'k') }), { minLength: 0, maxLength: 8 })
  .map((words) => words.join(' '));

/** Prefixes to search: the starts, their three-letter extensions, a few longer ones and misses. */
export const shortPrefixes = [
  ...STARTS,
  ...STARTS.flatMap((s) => ['r', 'v', 'n', 's'].map((c) => s + c)),
  'kar', 'karo', 'nest', 'sm1', 'i5', 'rt', 'zz', 'qq', 'a', 'k',
];
