import { okAsync, type ResultAsync } from 'neverthrow';
import type { Language } from '../domain/language.js';
import { needsTranslation, translatedOrAsWritten, type LocalizedText } from '../domain/text.js';
import type { Translator } from '../ports/translator.js';

/**
 * Puts texts into `lang`: the ones that need it (`needsTranslation`) go to the translator in one
 * batch; every other text, and any the translator does not answer, stays as written
 * (`translatedOrAsWritten`). Returns one text per input, in order; never fails.
 */
export function translateTexts(
  translator: Translator,
  texts: readonly LocalizedText[],
  lang: Language,
): ResultAsync<LocalizedText[], never> {
  const pending: number[] = [];
  texts.forEach((text, index) => {
    if (needsTranslation(text, lang)) pending.push(index);
  });
  const result = [...texts];
  if (pending.length === 0) return okAsync(result);
  return translator
    .translate(
      pending.map((index) => texts[index] as LocalizedText),
      lang,
    )
    .map((translated) => {
      pending.forEach((index, i) => {
        result[index] = translatedOrAsWritten(texts[index] as LocalizedText, translated[i]);
      });
      return result;
    });
}

/** `translateTexts`, as plain strings in input order (what the presenters show). */
export const localizeTexts = (
  translator: Translator,
  texts: readonly LocalizedText[],
  lang: Language,
): ResultAsync<string[], never> => translateTexts(translator, texts, lang).map((localized) => localized.map((text) => text.text));
