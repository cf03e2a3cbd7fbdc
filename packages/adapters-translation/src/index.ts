/** Machine-translation adapters for the core's Translator port. */
export { ApertiumTranslationProvider } from './apertium.js';
export { detectLanguage } from './detect.js';
export { OpenAiTranslationProvider, type OpenAiTranslatorConfig } from './openai.js';
export { ProviderError, type TranslationProvider } from './provider.js';
export { MAX_BATCH_CHARS, MAX_BATCH_TEXTS, ProviderTranslator, type ProviderTranslatorOptions } from './provider-translator.js';
export { DEFAULT_RESILIENCE, ResilientProvider, type ResilienceOptions } from './resilient.js';
