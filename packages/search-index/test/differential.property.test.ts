import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, type AdvertSearchQuery } from '@marketplace/core';
import { loadBitmapLibrary, SearchIndex, searchDocLexemes, searchTokens, type BitmapLibrary } from '../src/index.js';
import { nextTurn } from '../src/slices.js';
import { CATEGORIES, counted, queryArb, reference, rowArb, toQuery, VOCABULARY, type Row } from './support/reference.js';
import { manyTermsText, shortPrefixes } from './support/many-terms.js';


/**
 * The index against a straightforward reference (a filter and a sort over every advert, the
 * semantics of the former SQL planner: docs/decisions/0003-search-semantics.md) on random adverts
 * and random searches, with changes applied between searches.
 */

// Serbian words in both scripts (and their folded forms), one-letter words, shared prefixes.
type Change = { kind: 'replace'; at: number; row: (id: string) => fc.Arbitrary<Row> } | { kind: 'remove'; at: number };

const scenario = fc
  .uniqueArray(fc.uuid(), { minLength: 0, maxLength: 120 })
  .chain((ids) =>
    fc.record({
      rows: ids.length === 0 ? fc.constant([] as Row[]) : fc.tuple(...ids.map((id) => rowArb(id))),
      steps: fc.array(
        fc.record({
          query: queryArb,
          /** The query's prefix unions made beside the changes first, as the service does on first use. */
          prepareFirst: fc.boolean(),
          changes: fc.array(
            fc.oneof(
              fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), row: rowArb('00000000-0000-4000-8000-000000000000') }),
              fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
              fc.record({ kind: fc.constant('add' as const), id: fc.uuid(), row: rowArb('00000000-0000-4000-8000-000000000000') }),
            ),
            { maxLength: 4 },
          ),
        }),
        { minLength: 1, maxLength: 12 },
      ),
      tuning: fc.record({
        nearestCollectLimit: fc.constantFrom(0, 3, 4000),
        bucketDocs: fc.constantFrom(1, 3, 4096),
        stretchBuckets: fc.constantFrom(1, 2, 16),
        orderCollectLimit: fc.constantFrom(0, 5, 2048),
        bucketVisitDocs: fc.constantFrom(0, 1, 16, 1_000),
        fineCellDocs: fc.constantFrom(1, 8, 4096),
        fineCellMatches: fc.constantFrom(0, 2, 256),
        prefixCacheSize: fc.constantFrom(1, 2, 4096),
        heavyPrefixSpan: fc.constantFrom(2, 3, 256),
      }),
    }),
  );


async function check(base: BitmapLibrary, runs: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(scenario, async ({ rows: initial, steps, tuning }) => {
      const lib = counted(base);
      let rows = [...initial];
      const index = new SearchIndex(lib, 16, { ...tuning, prepareSliceMs: 0 });
      for (const row of rows) index.add(row);
      index.finishBulk();
      for (const step of steps) {
        // Prepared first: the query is asked of the adverts before the changes, and the changes
        // come one per turn while its unions are made in steps of no time at all (a turn after each).
        const prepared = step.prepareFirst ? toQuery(step.query, rows) : null;
        const preparing = prepared && index.prepare(prepared);
        for (const change of step.changes as (Change | { kind: 'add'; id: string; row: Row } | { kind: 'replace'; at: number; row: Row })[]) {
          if (preparing) await nextTurn();
          if (change.kind === 'add') {
            if (rows.some((r) => r.id === change.id)) continue;
            const row = { ...change.row, id: change.id };
            rows.push(row);
            index.apply(row.id, row);
          } else if (rows.length > 0) {
            const target = rows[change.at % rows.length]!;
            if (change.kind === 'remove') {
              rows = rows.filter((r) => r.id !== target.id);
              index.apply(target.id, null);
            } else {
              const row = { ...(change.row as Row), id: target.id };
              rows = rows.map((r) => (r.id === target.id ? row : r));
              index.apply(target.id, row);
            }
          }
        }
        await preparing;
        const q = prepared ?? toQuery(step.query, rows);
        expect(index.search(q), JSON.stringify(q)).toEqual(reference(rows, q));
      }
      index.dispose();
      expect(lib.alive.size, 'bitmaps neither released nor owned by the index').toBe(0);
    }),
    { numRuns: runs },
  );
}

describe('search index: the same answers as the reference', () => {
  it('with native bitmaps (or whichever loaded)', async () => {
    await check(await loadBitmapLibrary(), 300);
  });

  it('with roaring-wasm', async () => {
    await check(await loadBitmapLibrary('wasm'), 100);
  });

  it('on many adverts changed one by one, where buckets (cut as they grow) and grid rings are taken', async () => {
    const lib = await loadBitmapLibrary();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.array(queryArb, { minLength: 20, maxLength: 20 }),
        async (seed, specs) => {
          const sampled = fc.sample(fc.uuid().chain((id) => rowArb(id)), { numRuns: 3000, seed });
          const unique = [...new Map(sampled.map((r) => [r.id, r])).values()];
          const index = new SearchIndex(lib, 16, { nearestCollectLimit: 50, bucketDocs: 64, orderCollectLimit: 20, fineCellDocs: 64, fineCellMatches: 8 });
          let rows = unique.slice(0, 2000);
          for (const row of rows) index.add(row);
          index.finishBulk();
          // Then changes one by one: the rest arrive as new or bumped adverts (later sort times, so
          // the newest bucket grows and is cut), and some adverts go.
          unique.slice(2000).forEach((row, i) => {
            const bumped = { ...row, sortAtMicros: row.sortAtMicros + 1_000_000 + i * 7 };
            rows.push(bumped);
            index.apply(bumped.id, bumped);
            if (i % 3 === 0) {
              const gone = rows[(i * 7919) % rows.length]!;
              rows = rows.filter((r) => r.id !== gone.id);
              index.apply(gone.id, null);
            }
          });
          for (const spec of specs) {
            const q = toQuery(spec, rows);
            expect(index.search(q), JSON.stringify(q)).toEqual(reference(rows, q));
          }
        },
      ),
      { numRuns: 8 },
    );
  });
});

describe('search index: pages whose matches crowd at the far end of the order', () => {
  it('answers as the reference when stretches are passed over and the buckets give way to reading every match', async () => {
    const lib = await loadBitmapLibrary();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.array(queryArb, { minLength: 20, maxLength: 20 }),
        fc.constantFrom(2, 4, 8),
        fc.constantFrom(1, 4, 16),
        async (seed, specs, bucketVisitDocs, stretchBuckets) => {
          const sampled = fc.sample(fc.uuid().chain((id) => rowArb(id)), { numRuns: 1500, seed });
          // Every sort time and price its own, the adverts of category 1 the oldest and the
          // cheapest: newest and price_desc find them only in the last buckets they visit.
          const rows = [...new Map(sampled.map((r) => [r.id, r])).values()].map((row, i): Row => {
            const crowded = row.lexemes.includes(searchTokens.category(CATEGORIES[1]!));
            const rank = crowded ? i : 10_000 + i;
            return { ...row, sortAtMicros: 1_760_000_000_000_000 + rank * 1000, priceMinor: row.priceMinor === null ? null : rank + 1 };
          });
          const index = new SearchIndex(lib, 16, { bucketDocs: 8, stretchBuckets, orderCollectLimit: 0, bucketVisitDocs, nearestCollectLimit: 50, fineCellDocs: 64, fineCellMatches: 8 });
          for (const row of rows) index.add(row);
          index.finishBulk();
          for (const spec of specs) {
            // Few filters besides: hundreds of matches, enough for the buckets to be chosen.
            const q = toQuery({ ...spec, words: null, city: null, point: null, category: 1, sort: spec.sort === 'nearest' ? 'newest' : spec.sort }, rows);
            expect(index.search(q), JSON.stringify(q)).toEqual(reference(rows, q));
          }
        },
      ),
      { numRuns: 8 },
    );
  });

  it('reads a stretch past its first bucket when one match is left in it, and offers its first bucket once', async () => {
    const lib = await loadBitmapLibrary();
    // 400 adverts, prices and sort times in one order; buckets of 4 and stretches of 4 buckets
    // (16 adverts each). Category 1: every tenth from the sixth, so a stretch holds one match
    // past its first bucket (rows 16-31: row 25 only) or one in its first bucket and one after
    // (rows 32-47: rows 35 and 45).
    const sampled = fc.sample(fc.uuid().chain((id) => rowArb(id)), { numRuns: 400, seed: 24 });
    const rows = [...new Map(sampled.map((r) => [r.id, r])).values()].map((row, i): Row => {
      const category = i % 10 === 5 ? 1 : 0;
      const lexemes = row.lexemes.filter((l) => !CATEGORIES.some((c) => l === searchTokens.category(c))).concat(searchTokens.category(CATEGORIES[category]!));
      return { ...row, lexemes, type: 'sell', contour: 'private', currency: 'RSD', sortAtMicros: 1_760_000_000_000_000 + i * 1000, priceMinor: i + 1 };
    });
    for (const bucketVisitDocs of [0, 1, 1_000]) {
      const index = new SearchIndex(lib, 16, { bucketDocs: 4, stretchBuckets: 4, orderCollectLimit: 0, bucketVisitDocs });
      for (const row of rows) index.add(row);
      index.finishBulk();
      for (const sort of ['newest', 'price_asc', 'price_desc'] as const) {
        for (const limit of [1, 2, 3, 5]) {
          const q = toQuery({ words: null, category: 1, city: null, point: null, currency: 'RSD', priceMin: null, priceMax: null, sellerType: 'all', advertType: 'sell', sort, limit }, rows);
          expect(index.search(q), JSON.stringify({ bucketVisitDocs, sort, limit })).toEqual(reference(rows, q));
        }
      }
      index.dispose();
    }
  });
});

describe('search index: prefix unions kept across changes', () => {
  it('answers every prefix as the reference after changes, with the unions made before them', async () => {
    const lib = await loadBitmapLibrary();
    const prefixes = [...new Set(VOCABULARY.flatMap((w) => { const f = foldText(w); return [1, 2, 3, 4].map((n) => f.slice(0, n)); }))];
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.uuid()), { minLength: 1, maxLength: 30 }),
        fc.constantFrom(2, 4096),
        async (seed, changes, prefixCacheSize) => {
          const sampled = fc.sample(fc.uuid().chain((id) => rowArb(id)), { numRuns: 200, seed });
          let rows = [...new Map(sampled.map((r) => [r.id, r])).values()];
          const fresh = fc.sample(rowArb('00000000-0000-4000-8000-000000000000'), { numRuns: changes.length, seed: seed + 1 });
          const index = new SearchIndex(lib, 16, { prefixCacheSize });
          for (const row of rows) index.add(row);
          index.finishBulk();
          const query = (word: string): AdvertSearchQuery => ({
            words: [word], categoryId: null, city: null, point: null, radiusKm: null, currency: 'EUR', priceMinMinor: null, priceMaxMinor: null,
            sellerType: 'all', advertType: 'sell', sort: 'newest', limit: 5, lang: 'sr',
          });
          for (const prefix of prefixes) expect(index.search(query(prefix))).toEqual(reference(rows, query(prefix)));
          changes.forEach(([at, remove, id], i) => {
            const target = rows[at % rows.length];
            if (remove && target) {
              rows = rows.filter((r) => r.id !== target.id);
              index.apply(target.id, null);
            } else if (!rows.some((r) => r.id === id)) {
              const row = { ...fresh[i]!, id };
              rows.push(row);
              index.apply(id, row);
            }
          });
          for (const prefix of prefixes) expect(index.search(query(prefix)), prefix).toEqual(reference(rows, query(prefix)));
        },
      ),
      { numRuns: 20 },
    );
  });
});

describe('search index: a kept prefix union dropped while the search uses it', () => {
  it('answers two prefixes of one word with room for one union (WebAssembly frees what is released)', async () => {
    const lib = counted(await loadBitmapLibrary('wasm'));
    const index = new SearchIndex(lib, 16, { prefixCacheSize: 1 });
    const rows = ['bicikl', 'bicikli', 'bic', 'bicikl stari'].map((title, i) => ({
      ...fc.sample(rowArb(`00000000-0000-4000-8000-00000000000${i}`), { numRuns: 1, seed: i })[0]!,
      type: 'buy' as const,
      lexemes: searchDocLexemes({ texts: [{ title, description: '' }], categoryPath: [CATEGORIES[0]!], city: null, contour: 'private', type: 'buy' }),
    }));
    const withWords = rows.map((r) => ({ ...r, words: r.lexemes.filter((l) => !l.startsWith('#')) }));
    for (const row of withWords) index.add(row);
    index.finishBulk();
    const q: AdvertSearchQuery = {
      words: ['bi', 'bic'], categoryId: null, city: null, point: null, radiusKm: null, currency: 'EUR', priceMinMinor: null, priceMaxMinor: null,
      sellerType: 'all', advertType: 'buy', sort: 'newest', limit: 10, lang: 'sr',
    };
    // The second word's union pushes the first one's out of the cache in the middle of the search.
    expect(index.search(q)).toEqual(reference(withWords, q));
    expect(index.search({ ...q, words: ['bic', 'bi'] })).toEqual(reference(withWords, { ...q, words: ['bic', 'bi'] }));
    index.dispose();
    expect(lib.alive.size).toBe(0);
  });
});

describe('search index: nearest on densely placed adverts', () => {
  it('finds the same page as the reference where the latitude bound passes over most candidates and fine cells are read from the nearest out', async () => {
    const lib = await loadBitmapLibrary();
    const offset = fc.double({ min: -0.05, max: 0.05, noNaN: true });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.array(fc.tuple(offset, offset, fc.integer({ min: 1, max: 12 }), fc.option(fc.integer({ min: 1, max: 6 }), { nil: null })), { minLength: 10, maxLength: 10 }),
        fc.constantFrom(64, 100_000),
        async (seed, probes, fineCellDocs) => {
          const sampled = fc.sample(fc.uuid().chain((id) => rowArb(id)), { numRuns: 1500, seed });
          // A dense grid of places about 1 km apart around one point (many share a latitude).
          const rows = [...new Map(sampled.map((r) => [r.id, r])).values()].map((r, i) => ({
            ...r,
            latitude: 44.8 + ((i * 7919) % 100) / 1000,
            longitude: 20.4 + ((i * 104_729) % 100) / 1000,
          }));
          // Half of the places are indexed in bulk, half one by one: cells get cut on either path.
          const index = new SearchIndex(lib, 16, { nearestCollectLimit: 10, fineCellDocs, fineCellMatches: 4 });
          const half = rows.length >> 1;
          for (const row of rows.slice(0, half)) index.add(row);
          index.finishBulk();
          for (const row of rows.slice(half)) index.apply(row.id, row);
          for (const [dy, dx, limit, radiusKm] of probes) {
            const q: AdvertSearchQuery = {
              words: null, categoryId: null, city: null, point: { latitude: 44.85 + dy, longitude: 20.45 + dx }, radiusKm,
              currency: 'EUR', priceMinMinor: null, priceMaxMinor: null, sellerType: 'all', advertType: 'sell', sort: 'nearest', limit, lang: 'sr',
            };
            expect(index.search(q), JSON.stringify(q)).toEqual(reference(rows, q));
          }
        },
      ),
      { numRuns: 6 },
    );
  });
});

describe('search index: text of many terms, searched by short prefixes', () => {
  it('answers two- and three-letter prefixes (kept unions made at the build and on first use, maintained on changes) as the reference', async () => {
    const base = await loadBitmapLibrary();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 30 }),
        fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.uuid()), { minLength: 1, maxLength: 40 }),
        fc.array(queryArb, { minLength: 12, maxLength: 12 }),
        fc.array(fc.array(fc.constantFrom(...shortPrefixes), { minLength: 1, maxLength: 3 }), { minLength: 12, maxLength: 12 }),
        fc.record({ heavyPrefixSpan: fc.constantFrom(4, 16, 256), prefixCacheSize: fc.constantFrom(1, 8, 4096), bucketDocs: fc.constantFrom(8, 4096), stretchBuckets: fc.constantFrom(2, 16), orderCollectLimit: fc.constantFrom(4, 2048) }),
        async (seed, changes, specs, words, tuning) => {
          const lib = counted(base);
          const sampled = fc.sample(fc.uuid().chain((id) => rowArb(id, manyTermsText)), { numRuns: 400, seed });
          let rows = [...new Map(sampled.map((r) => [r.id, r])).values()];
          const fresh = fc.sample(rowArb('00000000-0000-4000-8000-000000000000', manyTermsText), { numRuns: changes.length, seed: seed + 1 });
          const index = new SearchIndex(lib, 16, { ...tuning, prepareSliceMs: 0 });
          for (const row of rows) index.add(row);
          index.finishBulk();
          const ask = (i: number) => {
            const q = { ...toQuery(specs[i]!, rows), words: words[i]! };
            expect(index.search(q), JSON.stringify(q)).toEqual(reference(rows, q));
          };
          for (let i = 0; i < 6; i++) ask(i);
          // New adverts bring new terms (inserted into the sorted terms; a prefix can grow heavy).
          changes.forEach(([at, remove, id], i) => {
            const target = rows[at % rows.length];
            if (remove && target) {
              rows = rows.filter((r) => r.id !== target.id);
              index.apply(target.id, null);
            } else if (!rows.some((r) => r.id === id)) {
              const row = { ...fresh[i]!, id };
              rows.push(row);
              index.apply(id, row);
            }
          });
          for (let i = 0; i < 12; i++) ask(i);
          index.dispose();
          expect(lib.alive.size, 'bitmaps neither released nor owned by the index').toBe(0);
        },
      ),
      { numRuns: 25 },
    );
  });
});
