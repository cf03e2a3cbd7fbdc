import { okAsync } from 'neverthrow';
import type { ResultAsync } from 'neverthrow';
import type { Language } from '../domain/language.js';
import type { LocalizedText } from '../domain/text.js';

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
}

/** The translator when no provider is configured: every text comes back as written. */
export const untranslated: Translator = {
  translate: (texts) => okAsync([...texts]),
};
