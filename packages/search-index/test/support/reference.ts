import fc from 'fast-check';
import { distanceKm, foldText, matchesAllWords, type AdvertSearchQuery } from '@marketplace/core';
import { searchDocLexemes, searchTokens, type Bitmap, type BitmapLibrary, type IndexedAdvert } from '../../src/index.js';

/**
 * Random adverts and searches, and the reference the index is checked against (a filter and a
 * sort over every advert: the semantics of docs/decisions/0003-search-semantics.md).
 */

export const VOCABULARY = [
  'bicikl', 'бицикл', 'bicikli', 'čaša', 'чаша', 'časovnik', 'stan', 'стан', 'stanica', 'a', 'i', 'у',
  'auto', 'аутомобил', 'kuća', 'кућа', 'đak', 'ђак', 'lampa', 'лампа', 'ljubav', 'љубав', 'njiva', 'њива',
  'džak', 'џак', 'sto', 'stolica', 'x1', '42',
];
export const CATEGORIES = ['c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000003'];
export const CITIES = ['Beograd', 'Novi Sad', 'Ниш', 'Čačak'];
export const POINTS = [
  { latitude: 44.8176, longitude: 20.4633 },
  { latitude: 45.2671, longitude: 19.8335 },
  { latitude: 43.3209, longitude: 21.8958 },
  { latitude: 43.8914, longitude: 20.3497 },
  { latitude: 44.8176, longitude: 20.4633 + 0.1 },
];

export interface Row extends IndexedAdvert {
  readonly words: readonly string[];
}

export const text = fc.array(fc.constantFrom(...VOCABULARY), { minLength: 0, maxLength: 4 }).map((w) => w.join(' '));

export const rowArb = (id: string, words: fc.Arbitrary<string> = text) =>
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

export const queryArb = fc.record({
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

export type QuerySpec = typeof queryArb extends fc.Arbitrary<infer T> ? T : never;

/** A query of the spec; a negative radius means "exactly the distance to the n-th advert" (radius edges). */
export function toQuery(spec: QuerySpec, rows: readonly Row[]): AdvertSearchQuery {
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
export function reference(rows: readonly Row[], q: AdvertSearchQuery): { total: number; ids: string[] } {
  const priced = q.priceMinMinor !== null || q.priceMaxMinor !== null || q.sort === 'price_asc' || q.sort === 'price_desc';
  const dist = (r: Row) => (q.point && r.latitude !== null ? distanceKm(q.point, { latitude: r.latitude, longitude: r.longitude! }) : 0);
  const matches = rows.filter((r) => {
    if (r.type !== q.advertType) return false;
    if (q.sellerType !== 'all' && r.contour !== q.sellerType) return false;
    if (!matchesAllWords(q.words ?? [], r.words)) return false;
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


/**
 * The library, counting the bitmaps alive: WebAssembly bitmaps are freed only when released, so
 * whatever a search made must be released or owned by the index (which `dispose` releases).
 */
export function counted(lib: BitmapLibrary): BitmapLibrary & { readonly alive: Set<Bitmap>; readonly released: { uses: number } } {
  const alive = new Set<Bitmap>();
  /** Unions asked of bitmaps already released (a use after free for WebAssembly). */
  const released = { uses: 0 };
  const made = (bitmap: Bitmap) => (alive.add(bitmap), bitmap);
  return {
    name: lib.name,
    alive,
    released,
    create: () => made(lib.create()),
    of: (values) => made(lib.of(values)),
    orMany: (bitmaps) => {
      if (bitmaps.some((bitmap) => !alive.has(bitmap))) released.uses++;
      return made(lib.orMany(bitmaps));
    },
    andInto: (target, x, y) => lib.andInto(target, x, y),
    deserializeMany: async (all) => (await lib.deserializeMany(all)).map(made),
    view: lib.view && ((view) => (bytes: Uint8Array) => made(view(bytes)))(lib.view),
    writable: (bitmap) => {
      const writable = lib.writable(bitmap);
      if (writable !== bitmap) {
        // The view is the caller's no more: its copy is.
        if (!alive.delete(bitmap)) throw new Error('copied a bitmap released, or one it did not make');
        made(writable);
      }
      return writable;
    },
    release: (bitmap) => {
      if (!alive.delete(bitmap)) throw new Error('released a bitmap twice, or one it did not make');
      lib.release(bitmap);
    },
    // Counted whatever the library underneath: `dispose` walks and releases every bitmap it owns.
    releases: true,
    free: (bitmap) => {
      if (!alive.delete(bitmap)) throw new Error('freed a bitmap twice, or one it did not make');
      lib.free(bitmap);
    },
  };
}
