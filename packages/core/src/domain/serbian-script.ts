/**
 * Serbian is written in two scripts with one-to-one letters (Vuk's Cyrillic and Gaj's Latin).
 * `serbianToLatin` writes a text in Latin as a Serbian reader would: case and diacritics kept
 * (ђ → đ, ч → č, џ → dž, љ → lj), upper-case digraphs in upper case inside an upper-case word
 * (ЉУБАВ → LJUBAV, Љубав → Ljubav). Every other character, Latin letters included, is left as
 * it is, so a text that mixes both scripts (a brand name in Latin) comes out whole. This is not
 * the search folding of search-text.ts, which also drops case and diacritics.
 */
const LOWER: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'đ', е: 'e', ж: 'ž', з: 'z', и: 'i', ј: 'j',
  к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't',
  ћ: 'ć', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'č', џ: 'dž', ш: 'š',
};

const isUpper = (char: string | undefined): boolean =>
  char !== undefined && char !== char.toLowerCase() && char === char.toUpperCase();

export function serbianToLatin(text: string): string {
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const lower = char.toLowerCase();
    const latin = LOWER[lower];
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

const isLetter = (char: string | undefined): boolean => char !== undefined && /\p{L}/u.test(char);
