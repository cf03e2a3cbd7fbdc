import { CYRILLIC_TO_LATIN } from './serbian-script.js';

/**
 * Search words are compared after case folding, Cyrillic-to-Latin transliteration (the one table,
 * serbian-script.ts) and diacritic folding. The same function runs when a text is indexed and when
 * a query is read, so both sides always agree; a Serbian Cyrillic title is found by a Serbian
 * Latin word and vice versa.
 */

/** Latin letters that Unicode decomposition does not reduce to a base letter. */
const LATIN_SPECIAL: Readonly<Record<string, string>> = {
  đ: 'dj', ß: 'ss', ł: 'l', æ: 'ae', œ: 'oe', ø: 'o', ı: 'i', þ: 'th', ð: 'd',
};

const COMBINING_MARKS = /\p{M}+/gu;
const NON_ASCII = /[^\p{ASCII}]/u;
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;
const MAX_WORD_LENGTH = 40;

/** One character (a code point) folded: transliterated, decomposed without its marks, special letters spelled out. */
function foldCharacter(char: string): string {
  const latin = CYRILLIC_TO_LATIN[char] ?? char;
  let folded = '';
  for (const c of latin.normalize('NFD').replace(COMBINING_MARKS, '')) folded += LATIN_SPECIAL[c] ?? c;
  return folded;
}

/**
 * Each non-ASCII character of the Basic Multilingual Plane folded, made at its first use: folding
 * is per character (decomposition is, and every mark it gives is dropped), and a text repeats a
 * few dozen of them, so normalizing the whole text each time (the old way) made it again and again.
 */
const FOLDED: (string | undefined)[] = [];

/** Folds one text to its searchable form: lower case, Latin script, no diacritics. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // ASCII has nothing to transliterate or strip: most words of Latin-script text.
  if (!NON_ASCII.test(lower)) return lower;
  let out = '';
  let ascii = 0;
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    if (code < 0x80) continue;
    if (ascii < i) out += lower.slice(ascii, i);
    const next = lower.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      // A character beyond the plane: two code units, folded as one (not kept).
      out += foldCharacter(lower.slice(i, i + 2));
      i++;
    } else out += FOLDED[code] ??= foldCharacter(lower[i]!);
    ascii = i + 1;
  }
  return out + lower.slice(ascii);
}

/** Splits a text into folded search words, in order, without duplicates removed. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(WORD_SEPARATORS)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** The distinct folded words of several texts: what an advert is indexed under. */
export function indexWords(texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) for (const word of searchWords(text)) words.add(word);
  return [...words];
}

/**
 * A query word of at least this many letters (folded) matches every word it starts; a shorter one
 * (one letter: "a", "u", "и") only the same word, or it would match nearly every advert. Public
 * search (the index), `my_adverts` with `query`, the selectors of update_adverts and bump_adverts
 * and the in-memory fakes all follow this rule (decision 0046).
 */
export const MIN_PREFIX_LENGTH = 2;

/** True when a folded query word matches a folded indexed word: as a prefix, or whole if short. */
export function wordMatches(queryWord: string, indexedWord: string): boolean {
  return queryWord.length < MIN_PREFIX_LENGTH ? indexedWord === queryWord : indexedWord.startsWith(queryWord);
}

/** True when every query word matches some indexed word (`wordMatches`). */
export function matchesAllWords(queryWords: readonly string[], indexed: readonly string[]): boolean {
  return queryWords.every((q) => indexed.some((word) => wordMatches(q, word)));
}
