import { decodeHTML, escapeText } from 'entities';
import { z } from 'zod';
import { serbianToLatin, type Language } from '@marketplace/core';
import { ProviderError, type TranslationProvider } from './provider.js';

/** APY's ISO 639-3 codes (with variants) for the marketplace's languages; Serbian is `hbs`. */
const APY_CODES: Record<Language, readonly string[]> = {
  en: ['eng'],
  ru: ['rus'],
  ro: ['ron', 'rum'],
  de: ['deu', 'ger'],
  uk: ['ukr'],
  hu: ['hun'],
  bg: ['bul'],
  sr: ['hbs_SR', 'srp', 'hbs'],
};

const listPairs = z.object({
  responseData: z.array(z.object({ sourceLanguage: z.string(), targetLanguage: z.string() })),
});
const translated = z.object({ responseData: z.object({ translatedText: z.string() }), responseStatus: z.literal(200) });

// Texts travel in one request as HTML separated by a rule; APY's HTML format passes tags through.
const SEPARATOR = '<hr>';
// Debian's Serbo-Croatian pair (hbs) reads Latin script only: a Cyrillic word passes through as
// unknown. Serbian is the same language in either script, so it goes in written in Latin.
const inPairScript = (text: string, from: Language): string => (from === 'sr' ? serbianToLatin(text) : text);
// APY marks unknown (*), untranslated (@) and ungenerated (#) words; readers want none of them.
const MARKS = /[*@#](?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])#/gu;

/**
 * Apertium APY (`apertium-apy`), for the language pairs it has installed (Debian: hbs-eng, eng-hbs,
 * rus-ukr, ukr-rus). The pairs are asked once per process (`/listPairs`) and remembered after an
 * answer. Several texts go in one `/translate` request. Serbian in Cyrillic is sent in Latin.
 */
export class ApertiumTranslationProvider implements TranslationProvider {
  readonly name = 'apertium';
  private pairs: Promise<Map<string, string>> | null = null;

  constructor(private readonly baseUrl: string) {}

  private url(path: string): string {
    return `${this.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  /** `from|to` of ours to APY's `langpair`. */
  private loadPairs(signal?: AbortSignal): Promise<Map<string, string>> {
    this.pairs ??= (async () => {
      const response = await fetch(this.url('/listPairs'), { signal });
      if (!response.ok) throw new ProviderError(`apertium: HTTP ${response.status}`);
      const body = listPairs.safeParse(await response.json());
      if (!body.success) throw new ProviderError('apertium: not a pair list');
      const offered = new Set(body.data.responseData.map((p) => `${p.sourceLanguage}|${p.targetLanguage}`));
      const pairs = new Map<string, string>();
      for (const [from, fromCodes] of Object.entries(APY_CODES)) {
        for (const [to, toCodes] of Object.entries(APY_CODES)) {
          const langpair = fromCodes
            .flatMap((f) => toCodes.map((t) => `${f}|${t}`))
            .find((pair) => offered.has(pair));
          if (from !== to && langpair) pairs.set(`${from}|${to}`, langpair);
        }
      }
      return pairs;
    })().catch((error: unknown) => {
      this.pairs = null; // ask again next time
      throw error;
    });
    return this.pairs;
  }

  async supports(from: Language, to: Language, signal?: AbortSignal): Promise<boolean> {
    return (await this.loadPairs(signal)).has(`${from}|${to}`);
  }

  async translate(texts: readonly string[], from: Language, to: Language, signal: AbortSignal): Promise<string[]> {
    const langpair = (await this.loadPairs(signal)).get(`${from}|${to}`);
    if (!langpair) throw new ProviderError(`apertium: no pair ${from}|${to}`);
    const response = await fetch(this.url('/translate'), {
      method: 'POST',
      signal,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ langpair, markUnknown: 'no', q: texts.map((text) => escapeText(inPairScript(text, from))).join(SEPARATOR) }),
    });
    if (!response.ok) throw new ProviderError(`apertium: HTTP ${response.status}`);
    const body = translated.safeParse(await response.json());
    if (!body.success) throw new ProviderError('apertium: not a translation');
    const parts = body.data.responseData.translatedText.split(SEPARATOR);
    if (parts.length !== texts.length) throw new ProviderError('apertium: the answer does not hold one translation per text');
    return parts.map((part) => decodeHTML(part.replace(MARKS, '')).trim());
  }
}
