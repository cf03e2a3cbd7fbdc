import type { Language } from '@marketplace/core';

/**
 * One machine-translation service as the adapters see it: several texts of one language pair per
 * request, answers in input order. It throws on any failure (network, status, a malformed answer);
 * `ResilientProvider` and `ProviderTranslator` turn failures into "keep the original".
 */
export interface TranslationProvider {
  /** Stored beside each translation it made (text_translations.provider). */
  readonly name: string;
  /** Whether it translates from `from` into `to` (may ask the service once and remember). */
  supports(from: Language, to: Language, signal?: AbortSignal): Promise<boolean>;
  translate(texts: readonly string[], from: Language, to: Language, signal: AbortSignal): Promise<string[]>;
}

export class ProviderError extends Error {}
