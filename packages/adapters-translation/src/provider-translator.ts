import type { ResultAsync } from 'neverthrow';
import { translateWhereNeeded, type Language, type LocalizedText, type Translator } from '@marketplace/core';
import type { TranslationProvider } from './provider.js';

/** Most texts and characters sent in one request; a larger batch is split. */
export const MAX_BATCH_TEXTS = 50;
export const MAX_BATCH_CHARS = 20_000;
/** Longest wait for one request of a provider that has no timeout of its own (ResilientProvider has). */
const MAX_WAIT_MS = 60_000;

export interface ProviderTranslatorOptions {
  /** In order of preference; the first that supports a pair translates it. */
  readonly providers: readonly TranslationProvider[];
  readonly detect?: (text: string) => Language | null;
  /** Told about each failed request (logging); the texts of that request stay as written. */
  readonly onFailure?: (provider: string, error: unknown) => void;
}

function chunks(indexes: number[], texts: readonly LocalizedText[]): number[][] {
  const out: number[][] = [];
  let current: number[] = [];
  let chars = 0;
  for (const index of indexes) {
    const size = texts[index]!.text.length;
    if (current.length > 0 && (current.length >= MAX_BATCH_TEXTS || chars + size > MAX_BATCH_CHARS)) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(index);
    chars += size;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/**
 * The Translator over machine-translation providers, picked per language pair (Apertium where it
 * has the pair, else the OpenAI-compatible API). Texts of one source language go together in as
 * few requests as the batch limits allow. Whatever fails (unsupported pair, timeout, open circuit,
 * a bad answer) leaves those texts as written: a read never fails for want of a translation.
 */
export class ProviderTranslator implements Translator {
  readonly detect?: (text: string) => Language | null;

  constructor(private readonly options: ProviderTranslatorOptions) {
    if (options.detect) this.detect = options.detect;
  }

  translate(texts: readonly LocalizedText[], to: Language): ResultAsync<LocalizedText[], never> {
    return translateWhereNeeded(texts, to, async (pending) => {
      const result: (string | undefined)[] = pending.map(() => undefined);
      const bySource = new Map<Language, number[]>();
      pending.forEach((text, index) => bySource.set(text.lang, [...(bySource.get(text.lang) ?? []), index]));
      const work = [...bySource].flatMap(([from, indexes]) =>
        chunks(indexes, pending).map(async (chunk) => {
          const translated = await this.translateChunk(chunk.map((i) => pending[i]!.text), from, to);
          chunk.forEach((index, i) => (result[index] = translated?.[i]));
        }),
      );
      await Promise.all(work);
      return result;
    });
  }

  private async translateChunk(texts: string[], from: Language, to: Language): Promise<string[] | null> {
    for (const provider of this.options.providers) {
      try {
        if (!(await provider.supports(from, to))) continue;
        return await provider.translate(texts, from, to, AbortSignal.timeout(MAX_WAIT_MS));
      } catch (error) {
        this.options.onFailure?.(provider.name, error);
      }
    }
    return null;
  }
}
