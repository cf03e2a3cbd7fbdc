import { createRequire } from 'node:module';
import type * as Tinyld from 'tinyld';
import { isLanguage, type Language } from '@marketplace/core';

type DetectAll = typeof Tinyld.detectAll;
let detector: DetectAll | null = null;
/**
 * tinyld's language profiles take some 50 MB: they are loaded with the first text to detect (a
 * chat message sent), not by every process at start.
 */
const detectAll: DetectAll = (text, options) => {
  detector ??= (createRequire(import.meta.url)('tinyld') as typeof Tinyld).detectAll;
  return detector(text, options);
};

// Serbian, Croatian and Bosnian are one language to the marketplace (`sr`, Latin or Cyrillic).
const CANDIDATES = ['en', 'ru', 'ro', 'de', 'uk', 'hu', 'bg', 'sr', 'hr', 'bs'];
const AS_SERBIAN = new Set(['hr', 'bs']);
/** Below this, a guess is worse than the language the writer's request declared. */
const MIN_ACCURACY = 0.5;
const MIN_LETTERS = 8;

/** The language of a text among the eight, when tinyld is confident; null otherwise. */
export function detectLanguage(text: string): Language | null {
  if ((text.match(/\p{L}/gu) ?? []).length < MIN_LETTERS) return null;
  const [best] = detectAll(text, { only: CANDIDATES });
  if (!best || best.accuracy < MIN_ACCURACY) return null;
  const lang = AS_SERBIAN.has(best.lang) ? 'sr' : best.lang;
  return isLanguage(lang) ? lang : null;
}
