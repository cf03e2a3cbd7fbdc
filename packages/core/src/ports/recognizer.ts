import { errAsync, type ResultAsync } from 'neverthrow';
import type { Condition } from '../domain/advert.js';
import type { DomainError, Unavailable } from '../domain/errors.js';
import type { Language } from '../domain/language.js';

export interface RecognitionImage {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/** A leaf category the answer may choose, with its path in the answer language. */
export interface LeafCategory {
  readonly id: string;
  readonly path: string;
}

export interface RecognitionRequest {
  readonly images: readonly RecognitionImage[];
  /** The language to write the title and description in. */
  readonly lang: Language;
  readonly categories: readonly LeafCategory[];
}

/** One item as seen in the photos; the category is one of the offered leaves, or null. */
export interface Recognition {
  readonly title: string;
  readonly description: string;
  readonly categoryId: string | null;
  readonly condition: Condition | null;
}

export type NotConfigured = DomainError<'not_configured'>;

/** Describes the one item shown in photos (a vision model behind it). */
export interface Recognizer {
  recognize(request: RecognitionRequest): ResultAsync<Recognition, NotConfigured | Unavailable>;
}

/** The recognizer when no provider is configured: a clear 503, never an invented answer. */
export const unconfiguredRecognizer: Recognizer = {
  recognize: () =>
    errAsync({ code: 'not_configured', message: 'photo recognition is not configured on this server (RECOGNIZER_BASE_URL, RECOGNIZER_MODEL, RECOGNIZER_API_KEY)' }),
};
