import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, foldText, type AdvertSearchQuery } from '@marketplace/core';
import { loadBitmapLibrary, SearchIndex, searchDocLexemes, searchTokens, type Bitmap, type BitmapLibrary, type IndexedAdvert } from '../src/index.js';
import { manyTermsText, shortPrefixes } from './support/many-terms.js';


/**
 * The index against a straightforward reference (a filter and a sort over every advert, the
 * semantics of the former SQL planner: docs/decisions/0003-search-semantics.md) on random adverts
 * and random searches, with changes applied between searches.
 */

// Serbian words in both scripts (and their folded forms), one-letter words, shared prefixes.
const VOCABULARY = [
  'bicikl', 'бицикл', 'bicikli', 'čaša', 'чаша', 'časovnik', 'stan', 'стан', 'stanica', 'a', 'i', 'у',
  'auto', 'аутомобил', 'kuća', 'кућа', 'đak', 'ђак', 'lampa', 'лампа', 'ljubav', 'љубав', 'njiva', 'њива',
  'džak', 'џак', 'sto', 'stolica', 'x1', '42',
];
const CATEGORIES = ['c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000003'];
const CITIES = ['Beograd', 'Novi Sad', 'Ниш', 'Čačak'];
const POINTS = [
  { latitude: 44.8176, longitude: 20.4633 },
  { latitude: 45.2671, longitude: 19.8335 },
  { latitude: 43.3209, longitude: 21.8958 },
  { latitude: 43.8914, longitude: 20.3497 },
  { latitude: 44.8176, longitude: 20.4633 + 0.1 },
];

interface Row extends IndexedAdvert {
  readonly words: readonly string[];
}

const text = fc.array(fc.constantFrom(...VOCABULARY), { minLength: 0, maxLength: 4 }).map((w) => w.join(' '));

const rowArb = (id: string, words: fc.Arbitrary<string> = text) =>
  fc
    .record({
      type: fc.constantFrom('sell' as const, 'buy' as const),
      contour: fc.constantFrom('private' as const, 'business' as const),
      sortAt: fc.integer({ min: 0, max: 12 }),
      price: fc.option(fc.integer({ min: 1, max: 8 }).map((n) => n * 500), { nil: null }),
      currency: fc.constantFrom('EUR', 'RSD'),
      point: fc.option(
        fc.tuple(fc.constantFrom(...POINTS), fc.double({ min: -0.6, max: 0.6, noNaN: true }), fc.double({ min: -0.6, max: 0.6, noNaN: true }), fc.boolean()),
        { nil: null },
      ),
      texts: fc.array(fc.record({ title: words, description: words }), { minLength: 1, maxLength: 3 }),
      category: fc.integer({ min: 0, max: 2 }),
      city: fc.option(fc.constantFrom(...CITIES), { nil: null }),
    })
    .map((r): Row => {
      // Category 2 is a child of category 0: its token covers the parent too.
      const path = r.category === 2 ? [CATEGORIES[2]!, CATEGORIES[0]!] : [CATEGORIES[r.category]!];
      const location = r.point ? (r.point[3] ? r.point[0] : { latitude: r.point[0].latitude + r.point[1], longitude: r.point[0].longitude + r.point[2] }) : null;
      const lexemes = searchDocLexemes({ texts: r.texts, categoryPath: path, city: r.city, contour: r.contour, type: r.type });
      return {
        id,
        type: r.type,
        contour: r.contour,
        sortAtMicros: 1_760_000_000_000_000 + r.sortAt * 1000,
        priceMinor: r.price,
        currency: r.currency,
        latitude: location?.latitude ?? null,
        longitude: location?.longitude ?? null,
        lexemes,
        words: lexemes.filter((l) => !l.startsWith('#')),
      };
    });

const queryArb = fc.record({
  words: fc.option(
    fc.array(fc.tuple(fc.constantFrom(...VOCABULARY, 'zzz'), fc.integer({ min: 1, max: 8 })), { minLength: 1, maxLength: 2 }),
    { nil: null },
  ),
  category: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  city: fc.option(fc.constantFrom(...CITIES, 'beograd', 'NOVI  SAD', 'Zagreb'), { nil: null }),
  point: fc.option(fc.tuple(fc.constantFrom(...POINTS), fc.option(fc.oneof(fc.integer({ min: 1, max: 150 }), fc.nat({ max: 200 }).map((n) => -1 - n)), { nil: null })), { nil: null }),
  currency: fc.constantFrom('EUR', 'RSD', 'USD'),
  priceMin: fc.option(fc.integer({ min: 0, max: 9 }).map((n) => n * 500), { nil: null }),
  priceMax: fc.option(fc.integer({ min: 0, max: 9 }).map((n) => n * 500), { nil: null }),
  sellerType: fc.constantFrom('all' as const, 'private' as const, 'business' as const),
  advertType: fc.constantFrom('sell' as const, 'buy' as const),
  sort: fc.constantFrom('newest' as const, 'price_asc' as const, 'price_desc' as const, 'nearest' as const),
  limit: fc.integer({ min: 1, max: 12 }),
});

type QuerySpec = typeof queryArb extends fc.Arbitrary<infer T> ? T : never;

/** A query of the spec; a negative radius means "exactly the distance to the n-th advert" (radius edges). */
function toQuery(spec: QuerySpec, rows: readonly Row[]): AdvertSearchQuery {
  let point = spec.point ? spec.point[0] : null;
  if (spec.sort === 'nearest' && !point) point = POINTS[0]!;
  let radiusKm: number | null = null;
  if (spec.point && spec.point[1] !== null) {
    const r = spec.point[1];
    const located = rows.filter((row) => row.latitude !== null);
    radiusKm = r > 0 || located.length === 0 ? Math.abs(r) : distanceKm(point!, { latitude: located[(-1 - r) % located.length]!.latitude!, longitude: located[(-1 - r) % located.length]!.longitude! });
  }
  return {
    words: spec.words ? spec.words.map(([w, n]) => foldText(w).slice(0, n)) : null,
    categoryId: spec.category === null ? null : spec.category === 3 ? 'c0000000-0000-4000-8000-00000000000f' : CATEGORIES[spec.category]!,
    city: spec.city,
    point,
    radiusKm,
    currency: spec.currency,
    priceMinMinor: spec.priceMin,
    priceMaxMinor: spec.priceMax,
    sellerType: spec.sellerType,
    advertType: spec.advertType,
    sort: spec.sort,
    limit: spec.limit,
    lang: 'sr',
  };
}

/** The reference: every advert filtered, then sorted by the port's order contract. */
function reference(rows: readonly Row[], q: AdvertSearchQuery): { total: number; ids: string[] } {
  const priced = q.priceMinMinor !== null || q.priceMaxMinor !== null || q.sort === 'price_asc' || q.sort === 'price_desc';
  const dist = (r: Row) => (q.point && r.latitude !== null ? distanceKm(q.point, { latitude: r.latitude, longitude: r.longitude! }) : 0);
  const matches = rows.filter((r) => {
    if (r.type !== q.advertType) return false;
    if (q.sellerType !== 'all' && r.contour !== q.sellerType) return false;
    for (const w of q.words ?? []) {
      if (w.length >= 2 ? !r.words.some((x) => x.startsWith(w)) : !r.words.includes(w)) return false;
    }
    if (q.categoryId && !r.lexemes.includes(searchTokens.category(q.categoryId))) return false;
    if (q.city && !r.lexemes.includes(searchTokens.city(q.city))) return false;
    if (priced) {
      if (r.currency !== q.currency || r.priceMinor === null) return false;
      if (q.priceMinMinor !== null && r.priceMinor < q.priceMinMinor) return false;
      if (q.priceMaxMinor !== null && r.priceMinor > q.priceMaxMinor) return false;
    }
    if (q.point) {
      if (r.latitude === null || r.longitude === null) return false;
      if (q.radiusKm !== null && dist(r) > q.radiusKm) return false;
    }
    return true;
  });
  const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const order: Record<AdvertSearchQuery['sort'], (a: Row, b: Row) => number> = {
    newest: (a, b) => b.sortAtMicros - a.sortAtMicros || byId(b, a),
    price_asc: (a, b) => a.priceMinor! - b.priceMinor! || byId(a, b),
    price_desc: (a, b) => b.priceMinor! - a.priceMinor! || byId(b, a),
    nearest: (a, b) => dist(a) - dist(b) || byId(a, b),
  };
  return { total: matches.length, ids: matches.sort(order[q.sort]).slice(0, q.limit).map((r) => r.id) };
}

type Change = { kind: 'replace'; at: number; row: (id: string) => fc.Arbitrary<Row> } | { kind: 'remove'; at: number };

const scenario = fc
  .uniqueArray(fc.uuid(), { minLength: 0, maxLength: 120 })
  .chain((ids) =>
    fc.record({
      rows: ids.length === 0 ? fc.constant([] as Row[]) : fc.tuple(...ids.map((id) => rowArb(id))),
      steps: fc.array(
        fc.record({
          query: queryArb,
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
        orderCollectLimit: fc.constantFrom(0, 5, 2048),
        fineCellDocs: fc.constantFrom(1, 8, 4096),
        fineCellMatches: fc.constantFrom(0, 2, 256),
        prefixCacheSize: fc.constantFrom(1, 2, 4096),
        heavyPrefixSpan: fc.constantFrom(2, 3, 256),
      }),
    }),
  );

/**
 * The library, counting the bitmaps alive: WebAssembly bitmaps are freed only when released, so
 * whatever a search made must be released or owned by the index (which `dispose` releases).
 */
function counted(lib: BitmapLibrary): BitmapLibrary & { readonly alive: Set<Bitmap> } {
  const alive = new Set<Bitmap>();
  const made = (bitmap: Bitmap) => (alive.add(bitmap), bitmap);
  return {
    name: lib.name,
    alive,
    create: () => made(lib.create()),
    of: (values) => made(lib.of(values)),
    orMany: (bitmaps) => made(lib.orMany(bitmaps)),
    and: (x, y) => made(lib.and(x, y)),
    deserialize: (bytes) => made(lib.deserialize(bytes)),
    release: (bitmap) => {
      if (!alive.delete(bitmap)) throw new Error('released a bitmap twice, or one it did not make');
      lib.release(bitmap);
    },
  };
}

async function check(base: BitmapLibrary, runs: number): Promise<void> {
  await fc.assert(
    fc.asyncProperty(scenario, async ({ rows: initial, steps, tuning }) => {
      const lib = counted(base);
      let rows = [...initial];
      const index = new SearchIndex(lib, 16, tuning);
      for (const row of rows) index.add(row);
      index.finishBulk();
      for (const step of steps) {
        for (const change of step.changes as (Change | { kind: 'add'; id: string; row: Row } | { kind: 'replace'; at: number; row: Row })[]) {
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
        const q = toQuery(step.query, rows);
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
        fc.record({ heavyPrefixSpan: fc.constantFrom(4, 16, 256), prefixCacheSize: fc.constantFrom(1, 8, 4096), bucketDocs: fc.constantFrom(8, 4096), orderCollectLimit: fc.constantFrom(4, 2048) }),
        async (seed, changes, specs, words, tuning) => {
          const lib = counted(base);
          const sampled = fc.sample(fc.uuid().chain((id) => rowArb(id, manyTermsText)), { numRuns: 400, seed });
          let rows = [...new Map(sampled.map((r) => [r.id, r])).values()];
          const fresh = fc.sample(rowArb('00000000-0000-4000-8000-000000000000', manyTermsText), { numRuns: changes.length, seed: seed + 1 });
          const index = new SearchIndex(lib, 16, tuning);
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
