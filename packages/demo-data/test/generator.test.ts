import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@marketplace/core';
import { advertAt, catalogCategories, marketBatches } from '../src/index.js';

const now = new Date('2026-06-01T12:00:00Z');

describe('demo data generator', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = advertAt(7, 123, 10_000, now);
    expect(advertAt(7, 123, 10_000, now)).toEqual(a);
    expect(advertAt(8, 123, 10_000, now).advert.id).not.toBe(a.advert.id);
    const first = [...marketBatches({ adverts: 50, seed: 3, now, batchSize: 20 })];
    const again = [...marketBatches({ adverts: 50, seed: 3, now, batchSize: 20 })];
    expect(again).toEqual(first);
  });

  it('has a tree of at least 8 roots, 3 levels and 60 leaves, titled in all eight languages', () => {
    const categories = catalogCategories();
    const roots = categories.filter((c) => c.parentId === null);
    const parents = new Set(categories.map((c) => c.parentId));
    const leaves = categories.filter((c) => !parents.has(c.id));
    const depth = (id: string): number => {
      const c = categories.find((x) => x.id === id)!;
      return c.parentId === null ? 1 : 1 + depth(c.parentId);
    };
    expect(roots.length).toBeGreaterThanOrEqual(8);
    expect(leaves.length).toBeGreaterThanOrEqual(60);
    expect(new Set(leaves.map((l) => depth(l.id)))).toEqual(new Set([3]));
    for (const category of categories) {
      for (const lang of LANGUAGES) expect(category.titles[lang].length).toBeGreaterThan(0);
    }
    expect(new Set(categories.map((c) => c.titles.de)).size).toBeGreaterThan(categories.length * 0.9);
  });

  it('writes adverts in many languages, both Serbian scripts, the seven currencies, with variants, drops and wanted ads', () => {
    const adverts = Array.from({ length: 3000 }, (_, i) => advertAt(1, i, 3000, now).advert);
    expect(new Set(adverts.map((a) => a.originalLang))).toEqual(new Set(LANGUAGES));
    const serbian = adverts.filter((a) => a.originalLang === 'sr').map((a) => a.texts.sr!.description);
    expect(serbian.some((d) => /[а-шђјљњћџ]/i.test(d))).toBe(true);
    expect(serbian.some((d) => /^[\p{Script=Latin}\d\s\p{P}\p{S}]+$/u.test(d))).toBe(true);
    expect(new Set(adverts.map((a) => a.currency))).toEqual(new Set(['EUR', 'RSD', 'MDL', 'RON', 'HUF', 'BGN', 'UAH']));
    const withVariants = adverts.filter((a) => a.variants.length > 0);
    expect(withVariants.length).toBeGreaterThan(20);
    expect(withVariants.some((a) => a.variants.some((v) => !v.isAvailable) && a.variants.some((v) => v.isAvailable))).toBe(true);
    expect(adverts.filter((a) => a.type === 'buy').length).toBeGreaterThan(60);
    expect(adverts.filter((a) => a.discountPercent !== null).length).toBeGreaterThan(60);
    expect(adverts.filter((a) => Object.keys(a.texts).length > 1).length).toBeGreaterThan(300);
    for (const advert of adverts) {
      expect(advert.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(advert.location).not.toBeNull();
    }
  });
});
