/**
 * Search words match as prefixes after case folding, diacritic folding and Cyrillic-to-Latin
 * transliteration (Serbian rules, extended to the other Cyrillic alphabets of the service's
 * languages). The same function runs when a text is indexed and when a query is read, so both
 * sides always agree; a Serbian Cyrillic title is found by a Serbian Latin word and vice versa.
 */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'dj', е: 'e', ж: 'z', з: 'z', и: 'i', ј: 'j',
  к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't',
  ћ: 'c', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'c', џ: 'dz', ш: 's',
  // Russian, Ukrainian and Bulgarian letters that Serbian does not have.
  я: 'ja', ю: 'ju', ё: 'e', й: 'j', ы: 'y', э: 'e', щ: 'sc', ъ: '', ь: '', і: 'i', ї: 'ji',
  є: 'je', ґ: 'g',
};

/** Latin letters that Unicode decomposition does not reduce to a base letter. */
const LATIN_SPECIAL: Readonly<Record<string, string>> = {
  đ: 'dj', ß: 'ss', ł: 'l', æ: 'ae', œ: 'oe', ø: 'o', ı: 'i', þ: 'th', ð: 'd',
};

const COMBINING_MARKS = /\p{M}+/gu;
const NON_ASCII = /[^\p{ASCII}]/u;
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;
const MAX_WORD_LENGTH = 40;

/** Folds one text to its searchable form: lower case, Latin script, no diacritics. */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  // ASCII has nothing to transliterate or strip: most words of Latin-script text.
  if (!NON_ASCII.test(lower)) return lower;
  let out = '';
  for (const char of lower) {
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

/** True when every query word is a prefix of some indexed word. */
export function matchesAllPrefixes(queryWords: readonly string[], indexed: readonly string[]): boolean {
  return queryWords.every((q) => indexed.some((word) => word.startsWith(q)));
}
