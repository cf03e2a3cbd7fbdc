import type { Language } from './language.js';

/** A user-written text and the language it is written in (null when not known). */
export interface LocalizedText {
  readonly text: string;
  readonly lang: Language | null;
}
