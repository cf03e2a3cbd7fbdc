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
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;
const MAX_WORD_LENGTH = 40;

/** Folds one text to its searchable form: lower case, Latin script, no diacritics. */
export function foldText(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) {
    out += CYRILLIC_TO_LATIN[char] ?? char;
  }
  out = out.normalize('NFD').replace(COMBINING_MARKS, '');
  let folded = '';
  for (const char of out) folded += LATIN_SPECIAL[char] ?? char;
  return folded;
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
