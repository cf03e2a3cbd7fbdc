import { untranslated, type Clock, type Translator } from '@marketplace/core';
import { DrizzleAdvertTranslations, DrizzleTranslationCache, type Database } from '@marketplace/adapters-postgres';
import {
  ApertiumTranslationProvider,
  detectLanguage,
  OpenAiTranslationProvider,
  ProviderTranslator,
  ResilientProvider,
  type ResilienceOptions,
  type TranslationProvider,
} from '@marketplace/adapters-translation';
import type { TranslatorConfig } from './config.js';
import type { Logger } from './operations/logger.js';
import { countTranslatorCalls } from './operations/metrics.js';

/**
 * The translator of every localized text: the configured providers (each behind a timeout and a
 * circuit breaker, picked per language pair) behind the PostgreSQL translation store. Languages
 * are detected in process whether or not a provider is configured; without one, texts stay as
 * written (and no translator call is made or counted). Failures are logged by `log()`: the
 * request's logger (with its id) while serving one.
 */
export function buildTranslator(config: TranslatorConfig, database: Database, clock: Clock, log: () => Logger): Translator {
  const resilience: ResilienceOptions = {
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
    onFailure: (provider, error) => log().warn({ err: error, provider }, 'translation failed; the texts are shown as written'),
  });
  // Counted for /metrics (translator_calls_total): batches that reach a provider, not cache hits.
  const translator = countTranslatorCalls(providerTranslator, config.providers.join(','));
  return new DrizzleTranslationCache(database, translator, {
    provider: config.providers.join(','),
    clock,
    onFailure: (error) => log().warn({ err: error }, 'translation store failed; the texts are translated without it'),
    // Stored translations of advert texts become searchable words and advert_texts rows.
    advertTranslations: new DrizzleAdvertTranslations(database),
  });
}
