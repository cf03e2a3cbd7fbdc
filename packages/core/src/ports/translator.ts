import { ok, okAsync, type Result, ResultAsync } from 'neverthrow';
import type { Language } from '../domain/language.js';
import { needsTranslation, translatedOrAsWritten, type LocalizedText } from '../domain/text.js';

/**
 * Puts user-written texts into a language. Returns one text per input, in order: translated
 * (lang = the target) or, when the provider cannot help, the original unchanged. It never fails:
 * a missing translation must not fail a read. Several texts go in one call, so an adapter can
 * send them to its provider in one request.
 */
export interface Translator {
  translate(texts: readonly LocalizedText[], to: Language): ResultAsync<LocalizedText[], never>;
  /**
   * The language a text is written in, when it can be told with confidence (recorded when a text
   * is written). Optional: without it, writers record the language they declared.
   */
  detect?(text: string): Language | null;
  /**
   * True on a translator that never translates (no provider is configured: `untranslated`):
   * readers then take every text as written, without preparing a batch for it. Optional: a
   * translator without it is asked.
   */
  readonly asWritten?: boolean;
}

/** The translator when no provider is configured: every text comes back as written. */
export const untranslated: Translator = {
  translate: (texts) => okAsync([...texts]),
  asWritten: true,
};

/** A text that needs translating (`needsTranslation`): its language is known. */
export type ForeignText = LocalizedText & { readonly lang: Language };

/**
 * The one shape of a translation, which every translator and caller goes through: the texts that
 * need it go to `work` (which answers, in order, a translation or undefined for each text it is
 * given); every other text, and each one `work` leaves undefined, stays as written
 * (`translatedOrAsWritten`). A translation keeps its text's `about`. One text per input, in order.
 * `work` must not reject: a rejection is a bug, and is thrown on.
 */
export function translateWhereNeeded(
  texts: readonly LocalizedText[],
  to: Language,
  work: (pending: readonly ForeignText[]) => Promise<readonly (string | undefined)[]>,
): ResultAsync<LocalizedText[], never> {
  const pending: number[] = [];
  texts.forEach((text, index) => {
    if (needsTranslation(text, to)) pending.push(index);
  });
  if (pending.length === 0) return okAsync([...texts]);
  // One promise, not a chain of ResultAsync steps (each a generator-driven promise of its own):
  // every search and storefront answer passes here with its titles.
  const translated = async (): Promise<Result<LocalizedText[], never>> => {
    const made = await work(pending.map((index) => texts[index] as ForeignText));
    const result = [...texts];
    pending.forEach((index, i) => {
      const source = texts[index]!;
      const text = made[i];
      const translation = text === undefined ? undefined : { text, lang: to, ...(source.about ? { about: source.about } : {}) };
      result[index] = translatedOrAsWritten(source, translation);
    });
    return ok(result);
  };
  return new ResultAsync(translated());
}
