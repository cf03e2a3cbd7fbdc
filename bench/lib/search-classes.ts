/**
 * The searches of the table: keywords of each frequency class by sort, keywords with a
 * category and a price range, filters only, category only. Keywords are drawn from whatever data
 * is loaded, by the share of active adverts that hold the word (measured in the index itself), so
 * the classes keep their meaning when the demo-data generator changes its texts.
 */
import type { SearchIndex } from '@marketplace/adapters-postgres';
import { fromMinorUnits, type Language } from '@marketplace/core';
import { Random } from '@marketplace/demo-data';
import type { SearchCase } from './workload.js';

export interface SamplePlace {
  readonly latitude: number;
  readonly longitude: number;
  readonly categoryId: string;
  readonly parentId: string | null;
  readonly currency: string;
  readonly priceMinor: number | null;
  readonly city: string | null;
}

export type KeywordClass = 'common' | 'medium' | 'rare' | 'absent';

export interface ClassifiedSearches {
  /** Name → the searches of that row (cycled by the load generator). */
  readonly rows: Record<string, SearchCase[]>;
  /** The words of each class and the share of adverts holding them (for the report). */
  readonly words: Record<KeywordClass, { word: string; share: number }[]>;
}

const SORT_ROWS = [
  ['newest', {}],
  ['price_asc', {}],
  ['price_desc', {}],
  ['nearest', { withPoint: true }],
  ['nearest_50km', { withPoint: true, radius: 50 }],
] as const;
const PER_CLASS = 24;
const LANGS: readonly Language[] = ['sr', 'en', 'ru'];

/** Letters only, at least four of them: a word a user would type. */
const typeable = (word: string) => word.length >= 4 && /^\p{L}+$/u.test(word);

export function classifySearches(index: SearchIndex, places: readonly SamplePlace[], currency: string, seed: number): ClassifiedSearches {
  const random = Random.for('bench-classes', seed);
  const n = index.size;
  const byClass: Record<KeywordClass, { word: string; share: number }[]> = { common: [], medium: [], rare: [], absent: [] };
  for (const [word, docs] of index.wordFrequencies()) {
    if (!typeable(word)) continue;
    const share = docs / n;
    const cls: KeywordClass | null = share >= 0.02 ? 'common' : share >= 0.002 ? 'medium' : docs >= 2 ? 'rare' : null;
    if (cls) byClass[cls].push({ word, share });
  }
  const pick = <T,>(list: T[], k: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < k && copy.length > 0) out.push(copy.splice(random.int(0, copy.length - 1), 1)[0]!);
    return out;
  };
  const words: ClassifiedSearches['words'] = {
    common: pick(byClass.common, PER_CLASS),
    medium: pick(byClass.medium, PER_CLASS),
    rare: pick(byClass.rare, PER_CLASS),
    absent: [],
  };
  // Absent: typeable strings no advert has a word starting with.
  for (let i = 0; words.absent.length < PER_CLASS && i < 10_000; i++) {
    const word = `zq${'abcdefghijklmnoprstuv'[random.int(0, 20)]}${'aeiou'[random.int(0, 4)]}x${i}`.replace(/\d/g, (d) => 'klmnoprstu'[Number(d)]!);
    const probe = index.search({
      words: [word], categoryId: null, city: null, point: null, radiusKm: null, currency, priceMinMinor: null, priceMaxMinor: null,
      sellerType: 'all', advertType: 'sell', sort: 'newest', limit: 1, lang: 'sr',
    });
    if (probe.total === 0) words.absent.push({ word, share: 0 });
  }
  const located = places.filter((p) => Number.isFinite(p.latitude));
  const rows: Record<string, SearchCase[]> = {};
  for (const cls of ['common', 'medium', 'rare', 'absent'] as const) {
    if (words[cls].length === 0) continue;
    for (const [sort, how] of SORT_ROWS) {
      rows[`${cls} word, ${sort.replace('_50km', ' + 50 km')}`] = words[cls].map(({ word }, i) => {
        const args: SearchCase['args'] & Record<string, unknown> = { queries: [word], limit: 20 };
        const place = located[i % located.length]!;
        if (sort.startsWith('nearest')) {
          args.sort = 'nearest';
          args.latitude = place.latitude;
          args.longitude = place.longitude;
          if ('radius' in how) args.radius_km = how.radius;
        } else {
          args.sort = sort;
          if (sort !== 'newest') args.currency = currency;
        }
        return { args, lang: LANGS[i % LANGS.length]! };
      });
    }
  }
  const priced = places.filter((p) => p.priceMinor !== null);
  rows['common word + category + price'] = words.common.map(({ word }, i) => {
    const place = priced[i % priced.length]!;
    const major = fromMinorUnits(place.priceMinor!, place.currency);
    return {
      args: {
        queries: [word],
        category_id: place.parentId ?? place.categoryId,
        currency: place.currency,
        price_min: Math.floor(major * 0.5),
        price_max: Math.ceil(major * 2),
        limit: 20,
      },
      lang: LANGS[i % LANGS.length]!,
    };
  });
  rows['filters only (city, seller type, price)'] = priced.slice(0, PER_CLASS).map((place, i) => {
    const major = fromMinorUnits(place.priceMinor!, place.currency);
    return {
      args: {
        ...(place.city ? { city: place.city } : {}),
        seller_type: i % 2 === 0 ? 'private' : 'business',
        currency: place.currency,
        price_min: Math.floor(major * 0.5),
        price_max: Math.ceil(major * 2),
        limit: 20,
      },
      lang: LANGS[i % LANGS.length]!,
    };
  });
  // Short prefixes asked again and again (warm); their first uses are rows of their own (run.ts).
  const prefixes = shortPrefixes(index);
  rows['two-letter word, warm'] = prefixes.two.slice(0, PER_CLASS).map((word, i) => ({ args: { queries: [word], limit: 20 }, lang: LANGS[i % LANGS.length]! }));
  rows['three-letter word, warm'] = prefixes.three.slice(0, PER_CLASS).map((word, i) => ({ args: { queries: [word], limit: 20 }, lang: LANGS[i % LANGS.length]! }));
  rows['category only, newest'] = places.slice(0, PER_CLASS).map((place, i) => ({
    args: { category_id: i % 2 === 0 ? place.categoryId : (place.parentId ?? place.categoryId), limit: 20 },
    lang: LANGS[i % LANGS.length]!,
  }));
  return { rows, words };
}

/**
 * Two- and three-letter words: the word starts adverts' words begin with most often (by the
 * adverts their words are in, summed), the prefixes users type first. Letters only.
 */
export function shortPrefixes(index: SearchIndex): { readonly two: string[]; readonly three: string[] } {
  const starts = new Map<string, number>();
  for (const [word, docs] of index.wordFrequencies()) {
    if (!/^\p{L}{2,}/u.test(word)) continue;
    const letters = [...word];
    const two = letters.slice(0, 2).join('');
    starts.set(two, (starts.get(two) ?? 0) + docs);
    if (letters.length >= 3 && /^\p{L}{3}/u.test(word)) {
      const three = letters.slice(0, 3).join('');
      starts.set(three, (starts.get(three) ?? 0) + docs);
    }
  }
  const ranked = [...starts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([start]) => start);
  return { two: ranked.filter((s) => [...s].length === 2), three: ranked.filter((s) => [...s].length === 3) };
}

/**
 * The short-prefix rows, from disjoint prefix sets so each is first used where it says:
 * - warm: the most frequent two- and three-letter starts (warmed by the preflight and warm-up);
 * - first use: the next ones, each asked once by one client;
 * - many different: the next ones, 16 clients (first uses, then steady state);
 * - while computed: the rest, first uses by 16 clients while another client searches.
 */
export function shortPrefixSets(index: SearchIndex, perSet: number) {
  const { two, three } = shortPrefixes(index);
  const take = (list: string[], from: number, count: number) => list.slice(from, from + count);
  const half = Math.max(1, Math.floor(perSet / 2));
  return {
    warmTwo: take(two, 0, PER_CLASS),
    warmThree: take(three, 0, PER_CLASS),
    firstUse: { two: take(two, PER_CLASS, perSet), three: take(three, PER_CLASS, perSet) },
    many: [...take(two, PER_CLASS + perSet, half), ...take(three, PER_CLASS + perSet, perSet * 4)],
    whileComputed: [...take(two, PER_CLASS + perSet + half, half), ...take(three, PER_CLASS + perSet * 5, perSet * 4)],
  };
}
