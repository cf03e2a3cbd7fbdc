import { describe, expect, it } from 'vitest';
import { LANGUAGES, indexWords } from '@marketplace/core';
import type { AdvertFixture } from '@marketplace/core/testing';
import { advertAt, catalogCategories, LEAF_CATALOG, LEAVES, POOL_PHOTOS } from '../src/index.js';
import { WANTED } from '../src/language/texts.js';

const now = new Date('2026-06-01T12:00:00Z');
const market = (size: number) => Array.from({ length: size }, (_, i) => advertAt(1, i, size, now).advert);
const adverts = market(3000);
const slugOf = new Map(LEAVES.map((l) => [l.id, l.slug]));
const texts = (a: AdvertFixture) => Object.entries(a.texts).map(([lang, text]) => ({ lang, ...text! }));

describe('demo data catalogue', () => {
  it('describes every leaf with items, sentences and a price range', () => {
    // The leaves are exactly the categories without children, and each has its catalogue entry.
    const categories = catalogCategories();
    const childless = categories.filter((c) => !categories.some((child) => child.parentId === c.id)).map((c) => c.id);
    expect(LEAVES.map((l) => l.id).sort()).toEqual(childless.sort());
    expect(Object.keys(LEAF_CATALOG).sort()).toEqual(LEAVES.map((l) => l.slug).sort());
    for (const leaf of LEAVES) {
      const catalog = LEAF_CATALOG[leaf.slug]!;
      expect(catalog.items.length, leaf.slug).toBeGreaterThan(1);
      expect(catalog.sentences.length, leaf.slug).toBeGreaterThan(0);
      expect(catalog.priceEur[0]).toBeLessThan(catalog.priceEur[1]);
      // Brand items need the leaf's noun to read as a title in every language.
      if (catalog.items.some((item) => Array.isArray(item))) expect(catalog.noun, leaf.slug).toBeDefined();
    }
  });

  it('offers in each leaf only what its catalogue lists: brand and model in the leaf, never another', () => {
    for (const advert of adverts) {
      const slug = slugOf.get(advert.categoryId)!;
      const brand = advert.specs.find((s) => s.name === 'Brand')?.value;
      if (brand === undefined) continue;
      const model = advert.specs.find((s) => s.name === 'Model')?.value ?? '';
      const listed = LEAF_CATALOG[slug]!.items.some((item) => Array.isArray(item) && item[0] === brand && item[1] === model);
      expect(listed, `${brand} ${model} in ${slug}`).toBe(true);
      for (const text of texts(advert)) expect(text.title).toContain(brand);
    }
    // The cases the issue found: a motorcycle among bicycles, an office among garages.
    const titlesIn = (slug: string) => adverts.filter((a) => slugOf.get(a.categoryId) === slug).flatMap((a) => texts(a).map((t) => t.title));
    expect(titlesIn('bicycles').some((t) => t.includes('MT-07'))).toBe(false);
    expect(titlesIn('garages').some((t) => /Kancelarija|office/i.test(t))).toBe(false);
    expect(titlesIn('phone-accessories').some((t) => t.includes('Galaxy S21'))).toBe(false);
  });

  it('stores translations that say what the original says', () => {
    const translated = adverts.filter((a) => Object.keys(a.texts).length > 1);
    expect(translated.length).toBeGreaterThan(500);
    // Numbers (sizes, years, mileage, areas) are written the same in every language; single digits
    // may be words in one language ("Two-room") and digits in another ("2-Zimmer").
    const numbers = (text: string) => (text.match(/\d{2,}/g) ?? []).join(' ');
    const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).length;
    for (const advert of translated) {
      const [original, ...others] = texts(advert);
      for (const other of others) {
        expect(numbers(other.title), `${original!.title} / ${other.title}`).toBe(numbers(original!.title));
        expect(numbers(other.description)).toBe(numbers(original!.description));
        expect(sentences(other.description), `${original!.description} / ${other.description}`).toBe(sentences(original!.description));
      }
    }
    // The condition a title states is the condition of the advert in every language.
    for (const advert of translated.filter((a) => a.condition === 'used')) {
      for (const text of texts(advert)) expect(text.title).not.toMatch(/new in box|u originalnom pakovanju|в упаковке|neu und OVP/);
    }
  });

  it('writes wanted adverts as wanted adverts in their language', () => {
    const wanted = adverts.filter((a) => a.type === 'buy');
    expect(wanted.length).toBeGreaterThan(60);
    for (const advert of wanted) {
      const text = advert.texts[advert.originalLang]!;
      const word = WANTED[advert.originalLang];
      expect(text.title.startsWith(word) || text.title.startsWith('Купујем'), text.title).toBe(true);
    }
  });

  it('makes everyday words find many adverts, in the languages of the adverts', () => {
    const words = adverts.map((a) => indexWords(texts(a).flatMap((t) => [t.title, t.description])));
    const share = (query: string) => words.filter((w) => w.some((word) => word.startsWith(query))).length / adverts.length;
    // folded: Cyrillic "телефон" is searched as "telefon", "квартира" as "kvartira".
    for (const query of ['telefon', 'phone', 'auto', 'laptop', 'sofa', 'bicikl', 'stan', 'apartment', 'kvartira', 'velosiped'])
      expect(share(query), query).toBeGreaterThan(0.002);
    expect(share('telefon')).toBeGreaterThan(0.02);
  });

  it('gives every advert a photo of its own leaf from the shared pool', () => {
    const pool = new Map(POOL_PHOTOS.map((p) => [p.key, p]));
    for (const advert of adverts) {
      expect(advert.photoKeys).toHaveLength(1);
      expect(pool.get(advert.photoKeys[0]!)?.slug).toBe(slugOf.get(advert.categoryId));
    }
    expect(new Set(adverts.map((a) => a.photoKeys[0])).size).toBeGreaterThan(POOL_PHOTOS.length * 0.8);
  });

  it('writes every language with its own words', () => {
    const byLang = new Map(LANGUAGES.map((lang) => [lang, adverts.filter((a) => a.originalLang === lang)]));
    for (const [lang, list] of byLang) {
      expect(list.length, lang).toBeGreaterThan(0);
      const cyrillic = list.filter((a) => /[а-яіїєґ]/i.test(a.texts[lang]!.description)).length;
      if (lang === 'ru' || lang === 'uk' || lang === 'bg') expect(cyrillic).toBe(list.length);
      if (lang === 'en' || lang === 'de' || lang === 'hu' || lang === 'ro') expect(cyrillic).toBe(0);
    }
  });
});
