import { beforeAll, describe, expect, it } from 'vitest';
import { indexWords, LANGUAGES } from '@marketplace/core';
import { advertAt } from '../src/index.js';
import { modelCode, numberWithUnit, typo } from '../src/language/real-text.js';
import { loadVocabulary, wordsOf } from '../src/language/vocabulary.js';
import { Random } from '../src/random.js';

const now = new Date('2026-06-01T12:00:00Z');
const wordsOfMarket = (adverts: number, text: 'real' | 'curated') => {
  const words = new Set<string>();
  for (let i = 0; i < adverts; i += 1) {
    const { advert } = advertAt(1, i, adverts, now, text);
    for (const word of indexWords(Object.values(advert.texts).flatMap((t) => [t!.title, t!.description]))) words.add(word);
  }
  return words;
};

describe('real-world text', () => {
  beforeAll(() => loadVocabulary(), 60_000);

  it('changes only the texts: the same adverts, sellers, prices and places as the curated text', () => {
    for (let i = 0; i < 200; i += 1) {
      const curated = advertAt(4, i, 1000, now).advert;
      const real = advertAt(4, i, 1000, now, 'real').advert;
      expect({ ...real, texts: null }).toEqual({ ...curated, texts: null });
      expect(Object.keys(real.texts)).toEqual(Object.keys(curated.texts));
    }
    expect(advertAt(4, 17, 1000, now, 'real')).toEqual(advertAt(4, 17, 1000, now, 'real'));
  });

  it('grows the vocabulary with the adverts instead of saturating', () => {
    const curated = [wordsOfMarket(1000, 'curated').size, wordsOfMarket(4000, 'curated').size];
    const real = [wordsOfMarket(1000, 'real').size, wordsOfMarket(4000, 'real').size];
    expect(real[0]).toBeGreaterThan(curated[0]! * 2);
    // Heaps' law with an exponent well above the curated text's: 4× the adverts, over 2.5× the words.
    expect(real[1]! / real[0]!).toBeGreaterThan(2.5);
    expect(curated[1]! / curated[0]!).toBeLessThan(2);
  }, 60_000);

  it('draws inflected dictionary words of each language and script', () => {
    const rng = Random.for('test', 'words');
    const cyrillic = /^[\p{Script=Cyrillic}'’-]+$/u;
    const latin = /^[\p{Script=Latin}'’-]+$/u;
    for (const [dictionary, script] of [['en', latin], ['de', latin], ['ro', latin], ['hu', latin], ['sr', latin], ['ru', cyrillic], ['uk', cyrillic], ['bg', cyrillic], ['sr-cyrl', cyrillic]] as const) {
      const drawn = Array.from({ length: 300 }, () => wordsOf(dictionary).draw(rng)).filter((w): w is string => w !== null);
      // German and Hungarian entries include parts only compounds use: those draws are null.
      expect(drawn.length, dictionary).toBeGreaterThan(150);
      for (const word of drawn) expect(word, dictionary).toMatch(script);
      // Zipf: the head comes back, the tail does not.
      expect(new Set(drawn).size, dictionary).toBeLessThan(drawn.length);
      expect(new Set(drawn).size, dictionary).toBeGreaterThan(drawn.length / 3);
    }
    // Russian nouns come in their cases: forms that are not the dictionary's entry.
    expect(wordsOf('ru').size).toBeGreaterThan(100_000);
  });

  it('writes model codes, numbers with units and typos', () => {
    expect(modelCode('Samsung', 'Galaxy A53', 3)).toBe(modelCode('Samsung', 'Galaxy A53', 3));
    const codes = new Set(Array.from({ length: 40 }, (_, v) => modelCode('Samsung', 'Galaxy A53', v)));
    expect(codes.size).toBeGreaterThan(35);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9/-]{5,}$/);
    const rng = Random.for('test', 'units');
    for (let i = 0; i < 50; i += 1) expect(numberWithUnit(rng)).toMatch(/^\d+([.,]\d)? ?[A-Za-z0-9]+$/);
    const typos = Array.from({ length: 50 }, () => typo('telefon', rng));
    expect(typos.filter((t) => t !== 'telefon').length).toBeGreaterThan(35);
    const titles = Array.from({ length: 500 }, (_, i) => advertAt(2, i, 500, now, 'real').advert).map((a) => a.texts[a.originalLang]!.title);
    expect(titles.some((t) => /\b[A-Z]{2}-[A-Z]\d{3}[A-Z]\b/.test(t))).toBe(true);
  });

  it('keeps every language of the market', () => {
    const langs = new Set(Array.from({ length: 2000 }, (_, i) => advertAt(1, i, 2000, now, 'real').advert.originalLang));
    expect(langs).toEqual(new Set(LANGUAGES));
  });
});
