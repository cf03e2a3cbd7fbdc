/**
 * The one Cyrillic-to-Latin table of the service. Serbian is written in two scripts with
 * one-to-one letters (Vuk's Cyrillic and Gaj's Latin; lj, nj and dž are one letter in both), so
 * its part of the table runs both ways: `serbianToLatin` for a reader of Latin, `serbianToCyrillic`
 * for a writer of Cyrillic (the demo data). The letters of Russian, Ukrainian and Bulgarian that
 * Serbian does not have are written as a Serbian reader would; only search folding
 * (search-text.ts) uses them.
 */
export const SERBIAN_CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'đ', е: 'e', ж: 'ž', з: 'z', и: 'i', ј: 'j',
  к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't',
  ћ: 'ć', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'č', џ: 'dž', ш: 'š',
};

/** Every lower-case Cyrillic letter of the service's languages, in Latin. */
export const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  ...SERBIAN_CYRILLIC_TO_LATIN,
  я: 'ja', ю: 'ju', ё: 'e', й: 'j', ы: 'y', э: 'e', щ: 'šč', ъ: '', ь: '', і: 'i', ї: 'ji',
  є: 'je', ґ: 'g',
};

const LATIN_TO_SERBIAN_CYRILLIC: ReadonlyMap<string, string> = new Map(
  Object.entries(SERBIAN_CYRILLIC_TO_LATIN).map(([cyrillic, latin]) => [latin, cyrillic]),
);

const isUpper = (char: string | undefined): boolean =>
  char !== undefined && char !== char.toLowerCase() && char === char.toUpperCase();
const isLetter = (char: string | undefined): boolean => char !== undefined && /\p{L}/u.test(char);

/**
 * A Serbian text in Latin as a Serbian reader would write it: case and diacritics kept
 * (ђ → đ, ч → č, џ → dž, љ → lj), upper-case digraphs in upper case inside an upper-case word
 * (ЉУБАВ → LJUBAV, Љубав → Ljubav). Every other character, Latin letters included, is left as
 * it is, so a text that mixes both scripts (a brand name in Latin) comes out whole. This is not
 * the search folding of search-text.ts, which also drops case and diacritics.
 */
export function serbianToLatin(text: string): string {
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const lower = char.toLowerCase();
    const latin = SERBIAN_CYRILLIC_TO_LATIN[lower];
    if (latin === undefined) {
      out += char;
    } else if (char === lower) {
      out += latin;
    } else if (latin.length === 1 || isUpper(chars[i + 1]) || (!isLetter(chars[i + 1]) && isUpper(chars[i - 1]))) {
      // A single letter, or a digraph inside an upper-case word: all of it in upper case.
      out += latin.toUpperCase();
    } else {
      out += latin[0]!.toUpperCase() + latin.slice(1);
    }
  }
  return out;
}

/**
 * A Serbian Latin text in Cyrillic: the table read backwards, a digraph (lj, Lj, LJ) before its
 * first letter. Letters Serbian does not use (q, w, x, y) and other characters are kept.
 */
export function serbianToCyrillic(latin: string): string {
  const chars = [...latin];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const pair = (char + (chars[i + 1] ?? '')).toLowerCase();
    const digraph = pair.length === 2 ? LATIN_TO_SERBIAN_CYRILLIC.get(pair) : undefined;
    const letter = digraph ?? LATIN_TO_SERBIAN_CYRILLIC.get(char.toLowerCase());
    if (letter === undefined) {
      out += char;
      continue;
    }
    if (digraph !== undefined) i++;
    out += char === char.toLowerCase() ? letter : letter.toUpperCase();
  }
  return out;
}
