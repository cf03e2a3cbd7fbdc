import fc from 'fast-check';
import type { AdvertSearchQuery } from '@marketplace/core';
import { describe, expect, it } from 'vitest';
import { bucketBudget, chooseCellVisit, choosePage, chooseStretchVisit, DEFAULT_TUNING, planPrefix, planSearch, requiredSets } from '../src/index.js';
import { aSearchQuery } from '@marketplace/core/testing';

/** The planner alone: plans are values, checked without an index. */
const query = aSearchQuery;
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
    expect(page(query())).toMatchObject({ page: { kind: 'order', order: 'newest', buckets: 'time', ascending: false }, price: null });
    expect(page(query({ sort: 'price_desc', priceMinMinor: 500 }))).toMatchObject({
      page: { kind: 'order', order: 'price_desc', buckets: 'price', ascending: false },
      price: { min: 500, max: Infinity },
    });
    expect(page(query({ sort: 'price_asc' }))?.page).toMatchObject({ buckets: 'price', ascending: true });
    expect(page(query({ sort: 'nearest', point }))?.page).toMatchObject({ kind: 'nearest' });
    expect(page(query({ sort: 'nearest' }))?.page).toEqual({ kind: 'id' });
  });

  it('reads up to the tuned limit of matches at once, and past it the grid rings (nearest) or the cheaper of reading all and visiting buckets (an order)', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(200_000), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 5_000 }), fc.nat(64), (limit, total, pageSize, buckets, visitDocs) => {
        const tuning = { ...DEFAULT_TUNING, orderCollectLimit: limit, nearestCollectLimit: limit, bucketVisitDocs: visitDocs };
        const order = planSearch(query({ limit: pageSize }), [10], tuning);
        const nearest = planSearch(query({ sort: 'nearest', point }), [10, 10], tuning);
        if (order.kind !== 'run' || nearest.kind !== 'run') return false;
        const few = total <= limit;
        // Spread over the order, a page of `pageSize` takes about pageSize × buckets / total visits.
        const cheaper = Math.ceil((pageSize * buckets) / total) * visitDocs < total ? 'buckets' : 'collect';
        return choosePage(order.page, total, buckets) === (few ? 'collect' : cheaper) && choosePage(nearest.page, total) === (few ? 'collect' : 'rings');
      }),
    );
    // By default: a page of a few dozen matches at once, a million through the buckets or the rings.
    const order = planSearch(query(), [10]);
    const nearest = planSearch(query({ sort: 'nearest', point }), [10, 10]);
    if (order.kind !== 'run' || nearest.kind !== 'run') throw new Error('planned nothing');
    expect([choosePage(order.page, 30, 235), choosePage(order.page, 1_000_000, 235)]).toEqual(['collect', 'buckets']);
    expect([choosePage(nearest.page, 30), choosePage(nearest.page, 1_000_000)]).toEqual(['collect', 'rings']);
    // A million adverts have 235 newest buckets: a page of 20 of 200 matches would take 24 visits
    // (384 matches' worth), so they are read at once; of 400, 12 visits (192): the buckets.
    expect([choosePage(order.page, 200, 235), choosePage(order.page, 400, 235)]).toEqual(['collect', 'buckets']);
    // Ten times the buckets (ten million adverts): the buckets pay from more matches.
    expect(choosePage(order.page, 400, 2_350)).toBe('collect');
    // Sorted by id (nearest without a point): always at once, whatever the count.
    expect(choosePage({ kind: 'id' }, 1_000_000)).toBe('collect');
  });

  it('lets a page visit as many buckets as reading every match costs, at least one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000 }), fc.nat(1_000_000), (visitDocs, total) => {
        const budget = bucketBudget({ bucketVisitDocs: visitDocs }, total);
        return budget >= 1 && (budget === 1 || budget * visitDocs <= total) && (budget + 1) * visitDocs > total;
      }),
    );
    expect(bucketBudget({ bucketVisitDocs: 16 }, 400)).toBe(25);
    expect(bucketBudget({ bucketVisitDocs: 0 }, 400)).toBe(Infinity);
  });

  it('passes over the rest of a stretch without matches, reads few at once and many bucket by bucket', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 63 }), fc.nat(1_000), (matches, missing, buckets, visitDocs) => {
        const plan = chooseStretchVisit(matches, missing, buckets, visitDocs);
        if (matches === 0) return plan === 'skip';
        // Reading them all costs `matches`; the buckets, a visit per share of the page they hold.
        const visits = Math.ceil((missing * buckets) / matches);
        return plan === (matches <= visits * visitDocs ? 'whole' : 'buckets');
      }),
    );
    // A word's few matches in 15 buckets left: read at once; a common word's thousands: its buckets.
    expect(chooseStretchVisit(3, 20, 15, 16)).toBe('whole');
    expect(chooseStretchVisit(5_000, 20, 15, 16)).toBe('buckets');
    expect(chooseStretchVisit(0, 20, 15, 16)).toBe('skip');
    expect(chooseStretchVisit(7, 20, 0, 16)).toBe('skip');
    // With no cost to a visit (tests of every path), always bucket by bucket.
    expect(chooseStretchVisit(1, 20, 15, 0)).toBe('buckets');
  });

  it('reads a crowded cell fine cell by fine cell from the tuned count of matches, whole below it, not at all when none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(200_000), (minMatches, matches) => {
        const expected = matches === 0 ? 'skip' : matches >= minMatches ? 'fine' : 'whole';
        return chooseCellVisit(matches, minMatches) === expected;
      }),
    );
    expect(chooseCellVisit(4_800)).toBe('fine');
    expect(chooseCellVisit(8)).toBe('whole');
    expect(chooseCellVisit(0)).toBe('skip');
  });
});

describe('search planner: prefixes', () => {
  it('takes a kept union, nothing, the one term, or a union kept for good when long and in the cache when short', () => {
    expect(planPrefix({ kept: true, span: 0 })).toEqual({ kind: 'kept' });
    expect(planPrefix({ kept: true, span: 500 })).toEqual({ kind: 'kept' });
    expect(planPrefix({ kept: false, span: 0 })).toEqual({ kind: 'none' });
    expect(planPrefix({ kept: false, span: 1 })).toEqual({ kind: 'single' });
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1_000_000 }), fc.integer({ min: 2, max: 1_000_000 }), (heavySpan, span) =>
        planPrefix({ kept: false, span }, heavySpan).kind === 'union' &&
        (planPrefix({ kept: false, span }, heavySpan) as { keep: string }).keep === (span >= heavySpan ? 'index' : 'cache'),
      ),
    );
    // By default: a two-term prefix is cached, one spanning tens of thousands of terms ("s") is kept.
    expect(planPrefix({ kept: false, span: 2 })).toEqual({ kind: 'union', keep: 'cache' });
    expect(planPrefix({ kept: false, span: 53_653 })).toEqual({ kind: 'union', keep: 'index' });
  });
});
