import type { Language } from './language.js';

/**
 * Which stored text a text is, when a translation of it is worth more than a cache entry: an
 * advert's title or description (its translations become searchable words of the advert).
 */
export interface TextSubject {
  readonly advertId: string;
  readonly field: 'title' | 'description';
}

/** The text with its subject attached, for the translator. */
export const aboutAdvert = (text: LocalizedText, advertId: string, field: TextSubject['field']): LocalizedText => ({
  ...text,
  about: { advertId, field },
});

/** A user-written text and the language it is written in (null when not known). */
export interface LocalizedText {
  readonly text: string;
  readonly lang: Language | null;
  readonly about?: TextSubject;
}

/**
 * The one rule of which texts are translated: a text in a known language other than the target,
 * with something in it besides whitespace. Every translator and every caller of one asks this.
 */
export const needsTranslation = (text: LocalizedText, to: Language): text is LocalizedText & { readonly lang: Language } =>
  text.lang !== null && text.lang !== to && text.text.trim().length > 0;

/**
 * The fallback: where no translation is had (not needed, unsupported, failed, missing from an
 * answer), the text is shown as written, in its own language.
 */
export const translatedOrAsWritten = (source: LocalizedText, translation: LocalizedText | undefined): LocalizedText =>
  translation ?? source;
