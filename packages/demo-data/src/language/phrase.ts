import { LANGUAGES, serbianToCyrillic, type Language } from '@marketplace/core';

/** One piece of curated text in all eight languages (Serbian written in Latin script). */
export type Phrase = Readonly<Record<Language, string>>;

/** Builds a phrase from its eight versions in the order of LANGUAGES: en ru ro de uk hu bg sr. */
export function t(...versions: readonly [string, string, string, string, string, string, string, string]): Phrase {
  return Object.fromEntries(LANGUAGES.map((lang, i) => [lang, versions[i]])) as Phrase;
}

/**
 * The language a text is written in, plus the script for Serbian: Serbian users write in either
 * alphabet, so the curated Latin text is transliterated when the writer uses Cyrillic.
 */
export interface Locale {
  readonly lang: Language;
  readonly cyrillic: boolean;
}

export const latin = (lang: Language): Locale => ({ lang, cyrillic: false });

/**
 * Curated Serbian marks names a Cyrillic writer keeps in Latin (brands, models) as ‹…›; the marks
 * are never shown.
 */
function script(text: string, cyrillic: boolean): string {
  return text
    .split(/‹([^›]*)›/)
    .map((part, i) => (i % 2 === 1 || !cyrillic ? part : serbianToCyrillic(part)))
    .join('');
}

/** A phrase as this writer writes it. */
export function say(phrase: Phrase, locale: Locale): string {
  return script(phrase[locale.lang], locale.cyrillic);
}

/**
 * Fills `{name}` placeholders of a phrase. Only the curated text is transliterated: values
 * (brand and model names, numbers, already localized words) are inserted as given, the way
 * Serbian Cyrillic writers keep "Samsung Galaxy" in Latin.
 */
export function fill(phrase: Phrase, locale: Locale, values: Readonly<Record<string, string>> = {}): string {
  return phrase[locale.lang]
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name !== undefined) {
        const value = values[name];
        if (value === undefined) throw new Error(`no value for {${name}}`);
        return value;
      }
      return script(part, locale.cyrillic);
    })
    .join('');
}
