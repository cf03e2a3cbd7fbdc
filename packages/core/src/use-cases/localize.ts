import { okAsync, type ResultAsync } from 'neverthrow';
import type { Language } from '../domain/language.js';
import type { LocalizedText } from '../domain/text.js';
import type { Translator } from '../ports/translator.js';

/**
 * Puts texts into `lang`: those already in it (or of unknown language) stay; the rest go to the
 * translator in one batch. Returns plain strings in input order.
 */
export function localizeTexts(
  translator: Translator,
  texts: readonly LocalizedText[],
  lang: Language,
): ResultAsync<string[], never> {
  const pending: number[] = [];
  texts.forEach((text, index) => {
    if (text.lang !== null && text.lang !== lang && text.text.length > 0) pending.push(index);
  });
  const result = texts.map((t) => t.text);
  if (pending.length === 0) return okAsync(result);
  return translator
    .translate(
      pending.map((index) => texts[index] as LocalizedText),
      lang,
    )
    .map((translated) => {
      pending.forEach((index, i) => {
        const text = translated[i];
        if (text !== undefined) result[index] = text.text;
      });
      return result;
    });
}
