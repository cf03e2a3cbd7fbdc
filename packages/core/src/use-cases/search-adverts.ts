import { err, errAsync, ok, type Result, ResultAsync } from 'neverthrow';
import type { AdvertCardRecord } from '../domain/advert.js';
import type { InvalidArguments, Unavailable } from '../domain/errors.js';
import { toMinorUnits } from '../domain/money.js';
import { searchWords } from '../domain/search-text.js';
import type { Clock } from '../ports/clock.js';
import type { AdvertSearch, AdvertSearchPage, AdvertSearchQuery, SearchSort } from '../ports/public-reads.js';
import type { Translator } from '../ports/translator.js';
import { parseInput } from '../schemas/parse.js';
import { searchAdvertsInput, type SearchAdvertsInput, type SearchResult } from '../schemas/public-reads.js';
import type { ReadContext } from './context.js';
import { localizeTitles } from '../presenters/localize.js';
import { presentCard } from '../presenters/public-reads.js';

export type SearchAdvertsError = InvalidArguments | Unavailable;

export interface SearchAdvertsDeps {
  readonly advertSearch: AdvertSearch;
  readonly translator: Translator;
  readonly clock: Clock;
}

type Compare = (a: AdvertCardRecord, b: AdvertCardRecord) => number;
const byId = (a: AdvertCardRecord, b: AdvertCardRecord): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The port's order contract, used to merge the pages of two keyword sets. */
export const SEARCH_ORDER: Record<SearchSort, Compare> = {
  newest: (a, b) => b.sortAt.getTime() - a.sortAt.getTime() || byId(b, a),
  price_asc: (a, b) => (a.priceMinor ?? 0) - (b.priceMinor ?? 0) || byId(a, b),
  price_desc: (a, b) => (b.priceMinor ?? 0) - (a.priceMinor ?? 0) || byId(b, a),
  nearest: (a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || byId(a, b),
};

/** Union of the keyword sets' pages in the sort order; total is the larger count (spec). */
export function mergeSearchPages(
  pages: readonly AdvertSearchPage[],
  sort: SearchSort,
  limit: number,
): AdvertSearchPage {
  // One keyword set (or none): its page is already in the order and within the limit.
  if (pages.length === 1 && pages[0]!.items.length <= limit) return pages[0]!;
  const seen = new Set<string>();
  const items = pages
    .flatMap((page) => page.items)
    .sort(SEARCH_ORDER[sort])
    .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)))
    .slice(0, limit);
  return { total: Math.max(0, ...pages.map((page) => page.total)), items };
}

function toQueries(input: SearchAdvertsInput, lang: ReadContext['lang']): AdvertSearchQuery[] {
  const base: Omit<AdvertSearchQuery, 'words'> = {
    categoryId: input.category_id ?? null,
    city: input.city ?? null,
    point:
      input.latitude !== undefined && input.longitude !== undefined
        ? { latitude: input.latitude, longitude: input.longitude }
        : null,
    radiusKm: input.radius_km ?? null,
    currency: input.currency,
    priceMinMinor: input.price_min === undefined ? null : toMinorUnits(input.price_min, input.currency),
    priceMaxMinor: input.price_max === undefined ? null : toMinorUnits(input.price_max, input.currency),
    sellerType: input.seller_type,
    advertType: input.advert_type,
    sort: input.sort,
    limit: input.limit,
    lang,
  };
  if (!input.queries) return [{ ...base, words: null }];
  const sets = new Map<string, string[]>();
  for (const set of input.queries) {
    const words = [...new Set(searchWords(set))];
    sets.set([...words].sort().join(' '), words);
  }
  return [...sets.values()].map((words) => ({ ...base, words }));
}

export function makeSearchAdverts(deps: SearchAdvertsDeps) {
  // One async function, not a chain of ResultAsync steps: each step of a chain is a generator-driven
  // promise of its own, and on this path (the busiest read) they were a tenth of the CPU.
  const answer = async (input: SearchAdvertsInput, ctx: ReadContext): Promise<Result<SearchResult, SearchAdvertsError>> => {
    const now = deps.clock.now();
    const queries = toQueries(input, ctx.lang);
    const results = queries.length === 1 ? [await deps.advertSearch.search(queries[0]!)] : await Promise.all(queries.map((q) => deps.advertSearch.search(q)));
    const pages: AdvertSearchPage[] = [];
    for (const result of results) {
      if (result.isErr()) return err(result.error);
      pages.push(result.value);
    }
    const page = mergeSearchPages(pages, input.sort, input.limit);
    // Without a provider every title is shown as written: no batch, no turn of the event loop.
    const titles = deps.translator.asWritten ? page.items.map((item) => item.title.text) : await localizeTitles(deps.translator, page.items, ctx.lang);
    return ok({
      total: page.total,
      adverts: page.items.map((item, i) => presentCard(item, titles[i]!, ctx.links, now)),
    });
  };
  return (raw: unknown, ctx: ReadContext): ResultAsync<SearchResult, SearchAdvertsError> => {
    const parsed = parseInput(searchAdvertsInput, raw);
    if (parsed.isErr()) return errAsync(parsed.error);
    return new ResultAsync(answer(parsed.value, ctx));
  };
}
