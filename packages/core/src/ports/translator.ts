import { okAsync } from 'neverthrow';
import type { ResultAsync } from 'neverthrow';
import type { Language } from '../domain/language.js';
import type { LocalizedText } from '../domain/text.js';

/**
 * Puts user-written texts into a language. Returns one text per input, in order: translated
 * (lang = the target) or, when the provider cannot help, the original unchanged. It never fails:
 * a missing translation must not fail a read.
 */
export interface Translator {
  translate(texts: readonly LocalizedText[], to: Language): ResultAsync<LocalizedText[], never>;
}

/** The translator when no provider is configured: every text comes back as written. */
export const untranslated: Translator = {
  translate: (texts) => okAsync([...texts]),
};
