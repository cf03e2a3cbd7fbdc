import { untranslated, type Clock, type Translator } from '@marketplace/core';
import { DrizzleAdvertTranslations, DrizzleTranslationCache, type Database } from '@marketplace/adapters-postgres';
import {
  ApertiumTranslationProvider,
  detectLanguage,
  OpenAiTranslationProvider,
  ProviderTranslator,
  ResilientProvider,
  type TranslationProvider,
} from '@marketplace/adapters-translation';
import type { TranslatorConfig } from './config.js';
import { countTranslatorCalls } from './operations/metrics.js';

/**
 * The translator of every localized text: the configured providers (each behind a timeout and a
 * circuit breaker, picked per language pair) behind the PostgreSQL translation store. Languages
 * are detected in process whether or not a provider is configured; without one, texts stay as
 * written (and no translator call is made or counted).
 */
export function buildTranslator(config: TranslatorConfig, database: Database, clock: Clock): Translator {
  const resilience = {
    timeoutMs: config.timeoutMs,
    failuresToOpen: config.breakerFailures,
    halfOpenAfterMs: config.breakerHalfOpenMs,
  };
  const providers = config.providers.flatMap((name): TranslationProvider[] => {
    if (name === 'apertium' && config.apertiumUrl) return [new ApertiumTranslationProvider(config.apertiumUrl)];
    if (name === 'openai' && config.openai) return [new OpenAiTranslationProvider(config.openai)];
    return [];
  });
  if (providers.length === 0) return { ...untranslated, detect: detectLanguage };
  const providerTranslator = new ProviderTranslator({
    providers: providers.map((provider) => new ResilientProvider(provider, resilience)),
    detect: detectLanguage,
    onFailure: (provider, error) => console.warn(`translation by ${provider} failed: ${String(error)}`),
  });
  // Counted for /metrics (translator_calls_total): batches that reach a provider, not cache hits.
  const translator = countTranslatorCalls(providerTranslator, config.providers.join(','));
  return new DrizzleTranslationCache(database, translator, {
    provider: config.providers.join(','),
    clock,
    onFailure: (error) => console.warn(`translation store failed: ${String(error)}`),
    // Stored translations of advert texts become searchable words and advert_texts rows.
    advertTranslations: new DrizzleAdvertTranslations(database),
  });
}
