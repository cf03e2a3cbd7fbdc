import { okAsync } from 'neverthrow';
import { makeLinks, type Language, type LocalizedText, type Translator } from '../src/index.js';

export const links = makeLinks({ webBaseUrl: 'https://market.test', publicBaseUrl: 'https://api.market.test/' }, 'api');
export const ctx = (lang: Language = 'en') => ({ lang, links });

/** A translator that marks what it was asked to translate, and records the calls. */
export function recordingTranslator(): Translator & { calls: { texts: LocalizedText[]; to: Language }[] } {
  const calls: { texts: LocalizedText[]; to: Language }[] = [];
  return {
    calls,
    translate: (texts, to) => {
      calls.push({ texts: [...texts], to });
      return okAsync(texts.map((t) => ({ text: `[${to}] ${t.text}`, lang: to })));
    },
  };
}
