import { ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import type { Language } from '../domain/language.js';
import { aboutAdvert, needsTranslation, type LocalizedText } from '../domain/text.js';
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
  if (translator.asWritten) return okAsync([...texts]);
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
  if (translator.asWritten) return okAsync(texts.map((text) => text.text));
  const localized = async (): Promise<Result<string[], never>> => {
    const translated = await translateTexts(translator, texts, lang);
    return ok(translated.isOk() ? translated.value.map((text) => text.text) : []);
  };
  return new ResultAsync(localized());
};

/**
 * The titles of these adverts in `lang`, in order (`localizeTexts`): only the titles that need a
 * translation are made into texts about their advert and sent; the rest are taken as written
 * (on a page of search results most are already in the asked language).
 */
export async function localizeTitles(
  translator: Translator,
  adverts: readonly { readonly id: string; readonly title: LocalizedText }[],
  lang: Language,
): Promise<string[]> {
  const titles = adverts.map((advert) => advert.title.text);
  if (translator.asWritten) return titles;
  const foreign: number[] = [];
  adverts.forEach((advert, index) => {
    if (needsTranslation(advert.title, lang)) foreign.push(index);
  });
  if (foreign.length === 0) return titles;
  const localized = await localizeTexts(translator, foreign.map((index) => aboutAdvert(adverts[index]!.title, adverts[index]!.id, 'title')), lang);
  const texts = localized.unwrapOr([]);
  foreign.forEach((index, i) => {
    titles[index] = texts[i] ?? titles[index]!;
  });
  return titles;
}
