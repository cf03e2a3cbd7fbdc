/**
 * A real-world vocabulary for measuring the engine alone, until the demo generator writes
 * real-world text: every word of the hunspell dictionaries found under DICT_DIR (`index.dic` of
 * the npm `dictionary-*` packages: en, de, fr, es, it, pl, ru, uk), folded as the service folds
 * them, in a seeded random order of Zipf ranks, plus model codes. Adverts draw words from it with
 * Zipf frequencies and a share of typos, so the distinct terms grow with the adverts.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { searchWords } from '@marketplace/core';
import { searchTokens, type IndexedAdvert } from '@marketplace/search-index';

export function readVocabulary(dir: string): string[] {
  const words = new Set<string>();
  for (const name of readdirSync(dir)) {
    const file = join(dir, name, 'index.dic');
    if (!name.startsWith('dictionary-') || !existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    for (let i = 1; i < lines.length; i++) {
      const stem = lines[i]!.split('/')[0]!.trim();
      if (stem.length === 0) continue;
      for (const word of searchWords(stem)) if (word.length >= 2) words.add(word);
    }
  }
  return [...words];
}

/** A small deterministic generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], next: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Zipf ranks (exponent s) over n items: cumulative weights for sampling by binary search. */
export function zipf(n: number, s = 1.0): Float64Array {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r++) cumulative[r] = sum += 1 / (r + 1) ** s;
  for (let r = 0; r < n; r++) cumulative[r]! /= sum;
  return cumulative;
}

export function sample(cumulative: Float64Array, u: number): number {
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! < u) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const CODE_STARTS = ['sm', 'a', 'i5', 'i7', 'rtx', 'gtx', 'rx', 'xps', 'mx', 'kd', 'wh', 'dcs', 'ga', 'ue', 'qe', 'ps'];
const CITIES = Array.from({ length: 200 }, (_, i) => ({ name: `grad${i}`, lat: 42 + (i % 20) * 0.3, lon: 19 + Math.floor(i / 20) * 0.4 }));

/**
 * Adverts of real-world text: a title of 3-8 and a description of 10-40 words by Zipf rank, 2%
 * with one letter changed (typos), 1 in 15 a model code, categories, cities, prices and places.
 */
export function* adverts(count: number, vocabulary: readonly string[], seed = 1): Generator<IndexedAdvert> {
  const next = random(seed);
  const ranks = zipf(vocabulary.length, 1.0);
  const hex = () => Math.floor(next() * 0x100000000).toString(16).padStart(8, '0');
  for (let i = 0; i < count; i++) {
    const words = new Set<string>();
    const n = 13 + Math.floor(next() * 36);
    for (let w = 0; w < n; w++) {
      const roll = next();
      if (roll < 1 / 15) {
        const start = CODE_STARTS[Math.floor(next() * CODE_STARTS.length)]!;
        words.add(`${start}${Math.floor(next() * 9000) + 100}${roll < 1 / 30 ? LETTERS[Math.floor(next() * 26)] : ''}`);
        continue;
      }
      let word = vocabulary[sample(ranks, next())]!;
      if (next() < 0.02 && word.length > 3) {
        const at = 1 + Math.floor(next() * (word.length - 1));
        word = word.slice(0, at) + LETTERS[Math.floor(next() * 26)] + word.slice(at + 1);
      }
      words.add(word);
    }
    const city = CITIES[Math.floor(next() * next() * CITIES.length)]!;
    const category = Math.floor(next() * 800);
    const located = next() < 0.9;
    const priced = next() < 0.85;
    const id = `${hex()}-${hex().slice(0, 4)}-4${hex().slice(0, 3)}-8${hex().slice(0, 3)}-${hex()}${hex().slice(0, 4)}`;
    yield {
      id,
      type: next() < 0.9 ? 'sell' : 'buy',
      contour: next() < 0.7 ? 'private' : 'business',
      sortAtMicros: 1_700_000_000_000_000 + Math.floor(next() * 365 * 86_400) * 1_000_000,
      priceMinor: priced ? Math.floor(next() * next() * 5_000_000) * 100 : null,
      currency: next() < 0.6 ? 'RSD' : 'EUR',
      latitude: located ? city.lat + (next() - 0.5) * 0.2 : null,
      longitude: located ? city.lon + (next() - 0.5) * 0.2 : null,
      lexemes: [...words, searchTokens.category(`c${category}`), searchTokens.category(`p${category % 40}`), searchTokens.city(city.name), searchTokens.contour('private'), searchTokens.advertType('sell')],
    };
  }
}
