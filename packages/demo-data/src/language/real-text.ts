import type { Language } from '@marketplace/core';
import { Random } from '../random.js';
import { wordsOf, type Dictionary } from './vocabulary.js';

/**
 * What real sellers add to a curated advert (decision 0055): their own words (drawn from the
 * language's dictionary by Zipf's law, inflected), a model code, numbers with units, and a typo now
 * and then. The vocabulary then grows with the adverts as people's text does (Heaps' law) instead
 * of saturating at the curated phrases' few thousand words.
 */

/** Share of the seller's own words written with a typo. */
export const TYPO_RATE = 0.02;

const UNITS = ['GB', 'TB', 'MB', 'mAh', 'W', 'kW', 'V', 'Hz', 'GHz', 'mm', 'cm', 'm', 'kg', 'g', 'l', 'ml', 'KS', 'cc', 'km', 'm2'] as const;

/**
 * A model code for an item, the same each time the item and variant come back: Samsung's
 * `SM-A536B`, Intel's `i5-1135G7`, `KD-55X85J`. Letters and digits by pattern, the first letters
 * from the brand.
 */
export function modelCode(brand: string, model: string, variant: number): string {
  const rng = Random.for('model-code', brand, model, variant);
  const initials = brand.replace(/[^A-Za-z]/g, '').toUpperCase();
  const letter = () => String.fromCharCode(65 + rng.int(0, 25));
  const digits = (n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('');
  const lead = (initials.slice(0, 2) || letter() + letter()).padEnd(2, 'X');
  switch (rng.int(0, 4)) {
    case 0: return `${lead}-${letter()}${digits(3)}${letter()}`;
    case 1: return `${letter().toLowerCase()}${rng.int(3, 9)}-${digits(4)}${letter()}${rng.int(1, 9)}`;
    case 2: return `${lead}${digits(2)}${letter()}${digits(3)}`;
    case 3: return `${lead}-${digits(2)}${letter()}${digits(2)}${letter()}`;
    default: return `${letter()}${letter()}${digits(4)}/${digits(2)}`;
  }
}

/** A number with a unit as sellers write it: `128GB`, `2,5 kg`, `65W`. */
export function numberWithUnit(rng: Random): string {
  const unit = rng.pick(UNITS);
  const whole = Math.floor(Math.pow(5000, rng.next()));
  const number = rng.chance(0.2) ? `${whole}${rng.chance(0.5) ? ',' : '.'}${rng.int(1, 9)}` : String(whole);
  return rng.chance(0.6) ? `${number}${unit}` : `${number} ${unit}`;
}

/** One slip of the keyboard: two letters swapped, one dropped, doubled or replaced by another of the word's. */
export function typo(word: string, rng: Random): string {
  const letters = [...word];
  if (letters.length < 3) return word;
  const at = rng.int(1, letters.length - 2);
  switch (rng.int(0, 3)) {
    case 0: [letters[at], letters[at + 1]] = [letters[at + 1]!, letters[at]!]; break;
    case 1: letters.splice(at, 1); break;
    case 2: letters.splice(at, 0, letters[at]!); break;
    default: letters[at] = letters[rng.int(0, letters.length - 1)]!; break;
  }
  return letters.join('');
}

/** The dictionary a writer of this language and script draws from. */
export const dictionaryFor = (lang: Language, cyrillic: boolean): Dictionary => (lang === 'sr' && cyrillic ? 'sr-cyrl' : lang);

/**
 * The seller's own sentence: `count` dictionary words (2 % with a typo) and now and then a number
 * with a unit, capitalised, with a full stop.
 */
export function ownWords(rng: Random, dictionary: Dictionary, count: number): string {
  const words = wordsOf(dictionary);
  const out: string[] = [];
  for (let tries = 0; out.length < count && tries < count * 3; tries += 1) {
    if (rng.chance(0.08)) {
      out.push(numberWithUnit(rng));
      continue;
    }
    const word = words.draw(rng);
    if (word === null) continue;
    out.push(rng.chance(TYPO_RATE) ? typo(word, rng) : word);
  }
  if (out.length === 0) return '';
  const sentence = out.join(' ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
