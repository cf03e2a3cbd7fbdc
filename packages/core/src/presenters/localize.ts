import { ok, type Result, ResultAsync } from 'neverthrow';
import type { Language } from '../domain/language.js';
import type { LocalizedText } from '../domain/text.js';
import { translateWhereNeeded, type Translator } from '../ports/translator.js';

/**
 * Puts texts into `lang`: the ones that need it go to the translator in one batch; every other
 * text, and any the translator does not answer, stays as written (`translateWhereNeeded`).
 * Returns one text per input, in order; never fails.
 */
export function translateTexts(
  translator: Translator,
  texts: readonly LocalizedText[],
  lang: Language,
): ResultAsync<LocalizedText[], never> {
  return translateWhereNeeded(texts, lang, async (pending) => {
    const answered = await translator.translate(pending, lang);
    return answered.isOk() ? answered.value.map((text) => (text.lang === lang ? text.text : undefined)) : [];
  });
}

/** `translateTexts`, as plain strings in input order (what the presenters show). */
export const localizeTexts = (
  translator: Translator,
  texts: readonly LocalizedText[],
  lang: Language,
): ResultAsync<string[], never> => {
  const localized = async (): Promise<Result<string[], never>> => {
    const translated = await translateTexts(translator, texts, lang);
    return ok(translated.isOk() ? translated.value.map((text) => text.text) : []);
  };
  return new ResultAsync(localized());
};
