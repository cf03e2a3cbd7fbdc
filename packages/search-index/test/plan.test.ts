import { describe, expect, it } from 'vitest';
import type { AdvertSearchQuery } from '@marketplace/core';
import { chooseCellVisit, choosePage, DEFAULT_TUNING, planPrefix, planSearch, requiredSets } from '../src/index.js';

/** The planner alone: plans are values, checked without an index. */
const query = (over: Partial<AdvertSearchQuery> = {}): AdvertSearchQuery => ({
  words: null,
  categoryId: null,
  city: null,
  point: null,
  radiusKm: null,
  currency: 'EUR',
  priceMinMinor: null,
  priceMaxMinor: null,
  sellerType: 'all',
  advertType: 'sell',
  sort: 'newest',
  limit: 20,
  lang: 'sr',
  ...over,
});
const point = { latitude: 44.8, longitude: 20.46 };

describe('search planner: which sets', () => {
  it('names the type always, then the seller type, each word, category, city, the currency when priced, located with a point', () => {
    const q = query({ words: ['bi', 'stan'], sellerType: 'business', categoryId: 'c1', city: 'Beograd', sort: 'price_asc', point, radiusKm: 5 });
    expect(requiredSets(q)).toEqual([
      { kind: 'type', type: 'sell' },
      { kind: 'contour', contour: 'business' },
      { kind: 'word', word: 'bi' },
      { kind: 'word', word: 'stan' },
      { kind: 'category', categoryId: 'c1' },
      { kind: 'city', city: 'Beograd' },
      { kind: 'priced', currency: 'EUR' },
      { kind: 'located' },
    ]);
    expect(requiredSets(query())).toEqual([{ kind: 'type', type: 'sell' }]);
    expect(requiredSets(query({ priceMaxMinor: 100 }))).toContainEqual({ kind: 'priced', currency: 'EUR' });
  });

  it('intersects the smallest set first (ties in the query order) and plans nothing when a set is missing or empty', () => {
    const q = query({ words: ['bi', 'stan'], categoryId: 'c1' });
    const plan = planSearch(q, [900_000, 40_000, 3_000, 3_000]);
    expect(plan.kind === 'run' && plan.intersect).toEqual([2, 3, 1, 0]);
    expect(planSearch(q, [900_000, null, 3_000, 10])).toEqual({ kind: 'empty' });
    expect(planSearch(q, [900_000, 0, 3_000, 10])).toEqual({ kind: 'empty' });
  });
});

describe('search planner: how to count and page', () => {
  it('counts by cardinality without a range or radius, through the price buckets with a range, through the grid with a radius', () => {
    const scan = (q: AdvertSearchQuery) => {
      const plan = planSearch(q, requiredSets(q).map(() => 10));
      return plan.kind === 'run' ? plan.scan : null;
    };
    expect(scan(query())).toBe('matches');
    expect(scan(query({ priceMinMinor: 100 }))).toBe('price-buckets');
    expect(scan(query({ point, radiusKm: 10, priceMinMinor: 100 }))).toBe('grid-cells');
    expect(scan(query({ point, sort: 'nearest' }))).toBe('matches');
  });

  it('pages newest by the time buckets from the latest, the price sorts by the price buckets of the range in their direction', () => {
    const page = (q: AdvertSearchQuery) => {
      const plan = planSearch(q, requiredSets(q).map(() => 10));
      return plan.kind === 'run' ? { page: plan.page, price: plan.price } : null;
    };
    expect(page(query())).toEqual({ page: { kind: 'order', order: 'newest', collectUpTo: 2_048, buckets: 'time', ascending: false }, price: null });
    expect(page(query({ sort: 'price_desc', priceMinMinor: 500 }))).toEqual({
      page: { kind: 'order', order: 'price_desc', collectUpTo: 2_048, buckets: 'price', ascending: false },
      price: { min: 500, max: Infinity },
    });
    expect(page(query({ sort: 'price_asc' }))?.page).toMatchObject({ buckets: 'price', ascending: true });
    expect(page(query({ sort: 'nearest', point }))?.page).toEqual({ kind: 'nearest', collectUpTo: 1_000, fineCellMatches: 256 });
    expect(page(query({ sort: 'nearest' }))?.page).toEqual({ kind: 'id' });
  });

  it('reads few matches at once and the buckets or the grid rings for many, at the tuned limits', () => {
    const order = planSearch(query(), [10]);
    const nearest = planSearch(query({ sort: 'nearest', point }), [10, 10]);
    if (order.kind !== 'run' || nearest.kind !== 'run') throw new Error('planned nothing');
    expect(choosePage(order.page, 2_048)).toBe('collect');
    expect(choosePage(order.page, 2_049)).toBe('buckets');
    expect(choosePage(nearest.page, 1_000)).toBe('collect');
    expect(choosePage(nearest.page, 100_000)).toBe('rings');
    expect(choosePage({ kind: 'id' }, 100_000)).toBe('collect');
    const tuned = planSearch(query(), [10], { ...DEFAULT_TUNING, orderCollectLimit: 0 });
    expect(tuned.kind === 'run' && choosePage(tuned.page, 1)).toBe('buckets');
  });

  it('reads a crowded cell fine cell by fine cell when it holds many matches, whole when few, not at all when none', () => {
    expect(chooseCellVisit(4_800)).toBe('fine');
    expect(chooseCellVisit(8)).toBe('whole');
    expect(chooseCellVisit(0)).toBe('skip');
    expect(chooseCellVisit(3, 2)).toBe('fine');
  });
});

describe('search planner: prefixes', () => {
  it('takes a kept union, nothing, the one term, or a union kept for good when long and in the cache when short', () => {
    expect(planPrefix({ kept: true, span: 0 })).toEqual({ kind: 'kept' });
    expect(planPrefix({ kept: false, span: 0 })).toEqual({ kind: 'none' });
    expect(planPrefix({ kept: false, span: 1 })).toEqual({ kind: 'single' });
    expect(planPrefix({ kept: false, span: 2 })).toEqual({ kind: 'union', keep: 'cache' });
    expect(planPrefix({ kept: false, span: 255 })).toEqual({ kind: 'union', keep: 'cache' });
    expect(planPrefix({ kept: false, span: 256 })).toEqual({ kind: 'union', keep: 'index' });
    expect(planPrefix({ kept: false, span: 53_653 }, 100_000)).toEqual({ kind: 'union', keep: 'cache' });
  });
});
