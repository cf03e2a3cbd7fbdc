import type { Language } from './language.js';

/**
 * Which stored text a text is, when a translation of it is worth more than a cache entry: an
 * advert's title or description (its translations become searchable words of the advert).
 */
export interface TextSubject {
  readonly advertId: string;
  readonly field: 'title' | 'description';
}

/** A user-written text and the language it is written in (null when not known). */
/** The text with its subject attached, for the translator. */
export const aboutAdvert = (text: LocalizedText, advertId: string, field: TextSubject['field']): LocalizedText => ({
  ...text,
  about: { advertId, field },
});

export interface LocalizedText {
  readonly text: string;
  readonly lang: Language | null;
  readonly about?: TextSubject;
}
