import { sql, type SQL } from 'drizzle-orm';
import type { AdvertSearch, AdvertSearchPage, AdvertSearchQuery } from '@marketplace/core';
import type { Database } from '../db.js';
import { searchTokens } from '../search-doc.js';
import { loadAdvertCards } from './advert-cards.js';
import { dbCall } from './db-call.js';
import { num } from './rows.js';

/**
 * Search over active adverts, planned so that no keyword makes PostgreSQL walk an order index row
 * by row looking for matches that are rare or absent (docs/architecture/search.md):
 *
 * 1. The total is counted first, from the index that carries the filter (GIN words and tokens,
 *    the price b-tree, the geo GiST), or from the per-category counters when only category,
 *    type and contour filter.
 * 2. A few matches (<= MATERIALIZE_LIMIT) are collected from that index and sorted; many
 *    matches are dense, so walking the order index (newest, price, or KNN distance) reaches
 *    `limit` of them after a short walk. The plan is chosen here, from the exact count, not left
 *    to the planner's estimate of a prefix match.
 */
export const MATERIALIZE_LIMIT = 30_000;
/**
 * Rows a walk of an order index may read before the search collects instead: matches that are
 * dense overall can still be far from the start of the order (a Romanian word searched nearest
 * to Belgrade), and the budget keeps such a walk from reading the whole index.
 */
export const WALK_BUDGET = 4_000;
/**
 * A search without counters first collects up to this many matches and counts them in the same
 * statement: most searches match fewer, and then the matches are read once instead of twice.
 */
export const COLLECT_FIRST = 8_000;
const STATEMENT_TIMEOUT = '5s';
const EARTH_RADIUS_KM = 6371.0088;
/** earthdistance's own sphere (earth()), in metres, for earth_box. */
const EARTHDISTANCE_RADIUS_M = 6378168;

/** Single characters match whole words only: as prefixes they would match a large part of the index. */
const MIN_PREFIX_LENGTH = 2;

/**
 * The tsquery of a search that has words, a category or a city: every word as a prefix, every
 * filter as an exact token. Type and contour are positive tokens too (`#as` sell, `#ab` buy,
 * `#sp` private, `#sb` business): GIN answers a conjunction of positive terms exactly, so a
 * count needs no visit to the table, where a negation would make it recheck every row.
 * Null when the search has none of words, category and city: column filters serve it then.
 */
export function buildTsQuery(q: AdvertSearchQuery): string | null {
  const selective: string[] = [];
  for (const word of q.words ?? []) {
    const quoted = `'${word.replace(/'/g, "''")}'`;
    selective.push(word.length >= MIN_PREFIX_LENGTH ? `${quoted}:*` : quoted);
  }
  if (q.categoryId) selective.push(`'${searchTokens.category(q.categoryId)}'`);
  if (q.city) selective.push(`'${searchTokens.city(q.city).replace(/'/g, "''")}'`);
  if (selective.length === 0) return null;
  const filters = [`'${searchTokens.advertType(q.advertType)}'`];
  if (q.sellerType !== 'all') filters.push(`'${searchTokens.contour(q.sellerType)}'`);
  return [...selective, ...filters].join(' & ');
}

const haversineKm = (q: AdvertSearchQuery): SQL => {
  const p = q.point!;
  return sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(a.latitude - ${p.latitude}::float8) / 2), 2) +
    cos(radians(${p.latitude}::float8)) * cos(radians(a.latitude)) *
    power(sin(radians(a.longitude - ${p.longitude}::float8) / 2), 2)))))`;
};

const earthPoint = (q: AdvertSearchQuery): SQL =>
  sql`ll_to_earth(${q.point!.latitude}::float8, ${q.point!.longitude}::float8)`;

const isPriced = (q: AdvertSearchQuery): boolean =>
  q.priceMinMinor !== null || q.priceMaxMinor !== null || q.sort === 'price_asc' || q.sort === 'price_desc';

interface Plan {
  readonly where: SQL;
  /**
   * With keywords and a radius: the keyword condition alone, and the same search with the radius
   * box left to filter (not to index). Which one runs is decided by how many adverts the keywords
   * match (see `search`).
   */
  readonly wordsAndRadius: { readonly words: SQL; readonly wordIndexedWhere: SQL } | null;
  /** An index can collect the matches (words/tokens, price range, radius). */
  readonly collectable: boolean;
  /** Only category, type and contour filter: the counters know the total. */
  readonly countable: boolean;
}

function plan(q: AdvertSearchQuery): Plan {
  const tsQuery = buildTsQuery(q);
  const where = (boxIndexed: boolean) => conditions(q, tsQuery, boxIndexed);
  const hasWords = tsQuery !== null && (q.words?.length ?? 0) > 0;
  return {
    where: where(true),
    wordsAndRadius:
      hasWords && q.point !== null && q.radiusKm !== null
        ? { words: sql`a.status = 'active' and a.search_doc @@ ${tsQuery}::tsquery`, wordIndexedWhere: where(false) }
        : null,
    collectable:
      tsQuery !== null || q.priceMinMinor !== null || q.priceMaxMinor !== null || (q.point !== null && q.radiusKm !== null),
    countable: (q.words?.length ?? 0) === 0 && q.city === null && !isPriced(q) && q.point === null,
  };
}

/**
 * The search's conditions. `boxIndexed`: the radius box in the form the geo index serves; else in
 * a form it cannot (`+ 0`), so that the keyword index alone finds the matches and the box only
 * filters them.
 */
function conditions(q: AdvertSearchQuery, tsQuery: string | null, boxIndexed: boolean): SQL {
  const parts: SQL[] = [sql`a.status = 'active'`];
  if (tsQuery !== null) {
    parts.push(sql`a.search_doc @@ ${tsQuery}::tsquery`);
  } else {
    parts.push(sql`a.type = ${q.advertType}`);
    if (q.sellerType !== 'all') parts.push(sql`a.contour = ${q.sellerType}`);
  }
  const priced = isPriced(q);
  if (priced) {
    parts.push(sql`a.currency = ${q.currency} and a.price_minor is not null`);
    if (q.priceMinMinor !== null) parts.push(sql`a.price_minor >= ${q.priceMinMinor}`);
    if (q.priceMaxMinor !== null) parts.push(sql`a.price_minor <= ${q.priceMaxMinor}`);
  }
  if (q.point) {
    parts.push(sql`a.latitude is not null and a.longitude is not null`);
    if (q.radiusKm !== null) {
      const boxMetres = (q.radiusKm / EARTH_RADIUS_KM) * EARTHDISTANCE_RADIUS_M * 1.001;
      parts.push(
        boxIndexed
          ? sql`earth_box(${earthPoint(q)}, ${boxMetres}::float8) @> ll_to_earth(a.latitude, a.longitude)`
          : sql`earth_box(${earthPoint(q)}, ${boxMetres}::float8) @> ll_to_earth(a.latitude + 0, a.longitude)`,
      );
      parts.push(sql`${haversineKm(q)} <= ${q.radiusKm}::float8`);
    }
  }
  return sql.join(parts, sql` and `);
}

function orderBy(q: AdvertSearchQuery, alias: 'a' | 'm' | 'w'): SQL {
  const col = (name: string) => sql.raw(`${alias}.${name}`);
  switch (q.sort) {
    case 'newest':
      return sql`${col('sort_at')} desc, ${col('id')} desc`;
    case 'price_asc':
      return sql`${col('currency')}, ${col('price_minor')} asc, ${col('id')} asc`;
    case 'price_desc':
      return sql`${col('currency')} desc, ${col('price_minor')} desc, ${col('id')} desc`;
    case 'nearest':
      return alias === 'm'
        ? sql`m.distance asc, m.id asc`
        : sql`ll_to_earth(${col('latitude')}, ${col('longitude')}) <-> ${earthPoint(q)}, ${col('id')} asc`;
  }
}

/** The conditions that select an order index's rows (its partial predicate and range). */
function walkRange(q: AdvertSearchQuery): SQL {
  switch (q.sort) {
    case 'newest':
      return sql`w.status = 'active'`;
    case 'price_asc':
    case 'price_desc':
      return sql`w.status = 'active' and w.currency = ${q.currency} and w.price_minor is not null
        ${q.priceMinMinor !== null ? sql`and w.price_minor >= ${q.priceMinMinor}` : sql``}
        ${q.priceMaxMinor !== null ? sql`and w.price_minor <= ${q.priceMaxMinor}` : sql``}`;
    case 'nearest':
      return sql`w.status = 'active' and w.latitude is not null and w.longitude is not null`;
  }
}

/** Planner settings for one transaction: which access paths the chosen strategy may use. */
const settings = (collect: boolean): SQL => sql`select
  set_config('statement_timeout', ${STATEMENT_TIMEOUT}, true),
  set_config('jit', 'off', true),
  -- A bitmap of a common word's matches stays exact (at 4MB it turns lossy and every row of a
  -- lossy page is rechecked: twice the time), and one search is one core: parallel workers
  -- only take cores from the other searches running at the same time.
  set_config('work_mem', '16MB', true),
  set_config('max_parallel_workers_per_gather', '0', true),
  set_config('enable_seqscan', 'off', true),
  set_config('enable_bitmapscan', ${collect ? 'on' : 'off'}, true),
  set_config('enable_indexscan', ${collect ? 'off' : 'on'}, true)`;

export interface SearchPlanning {
  /** At most this many matches are collected and sorted; more are walked in order. */
  readonly materializeLimit: number;
  /** Rows a walk may read before falling back to collecting. */
  readonly walkBudget: number;
  /** Matches collected (and counted) in one statement before counting separately; 0: never. */
  readonly collectFirst: number;
}

export class DrizzleAdvertSearch implements AdvertSearch {
  constructor(
    private readonly database: Database,
    private readonly planning: SearchPlanning = {
      materializeLimit: MATERIALIZE_LIMIT,
      walkBudget: WALK_BUDGET,
      collectFirst: COLLECT_FIRST,
    },
  ) {}

  search(q: AdvertSearchQuery) {
    return dbCall(async (): Promise<AdvertSearchPage> => {
      const planned = plan(q);
      const total = planned.countable ? await this.countFromCounters(q) : null;
      const result = await this.database.db.transaction(async (tx) => {
        const run = async (statement: SQL) => {
          const raw = (await tx.execute(statement)) as unknown;
          return (Array.isArray(raw) ? raw : (raw as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
        };
        await run(settings(true));
        // Keywords and a radius: a box around a city holds a large share of all adverts, and the
        // planner, which cannot estimate it, would AND its whole bitmap with the keywords'. When
        // the keywords match few adverts, they are read by the keyword index alone and the box
        // filters them; when they match many, the box's index narrows them first.
        let p = planned;
        if (planned.wordsAndRadius && this.planning.collectFirst > 0) {
          const [probe] = await run(sql`
            select count(*) as n from (select 1 from adverts a where ${planned.wordsAndRadius.words}
                                       limit ${this.planning.collectFirst + 1}) w`);
          if (num.parse(probe?.n ?? 0) <= this.planning.collectFirst) p = { ...planned, where: planned.wordsAndRadius.wordIndexedWhere };
        }
        if (total === null && p.collectable && this.planning.collectFirst > 0) {
          const first = await run(sql`
            with m as materialized (
              select a.id, a.sort_at, a.currency, a.price_minor
                ${q.point ? sql`, ${haversineKm(q)} as distance` : sql``}
              from adverts a where ${p.where} limit ${this.planning.collectFirst + 1})
            select m.id, count(*) over () as n from m order by ${orderBy(q, 'm')} limit ${q.limit}`);
          const n = first.length === 0 ? 0 : num.parse(first[0]!.n);
          if (n <= this.planning.collectFirst) return { total: n, ids: first.map((row) => String(row.id)) };
        }
        const count =
          total ?? num.parse((await run(sql`select count(*) as n from adverts a where ${p.where}`))[0]?.n ?? 0);
        if (count === 0) return { total: 0, ids: [] as string[] };
        const collectAll = () =>
          run(sql`
            with m as materialized (
              select a.id, a.sort_at, a.currency, a.price_minor
                ${q.point ? sql`, ${haversineKm(q)} as distance` : sql``}
              from adverts a where ${p.where})
            select m.id from m order by ${orderBy(q, 'm')} limit ${q.limit}`);
        let rows: Record<string, unknown>[];
        if (p.collectable && count <= this.planning.materializeLimit) {
          rows = await collectAll();
        } else if (p.collectable) {
          await run(settings(false));
          // The KNN order of the geo index has no second key; the outer order breaks ties by id.
          const walkOrder = q.sort === 'nearest' ? sql`ll_to_earth(w.latitude, w.longitude) <-> ${earthPoint(q)}` : orderBy(q, 'w');
          rows = await run(sql`
            select a.id from (select w.id from adverts w where ${walkRange(q)}
                              order by ${walkOrder} limit ${this.planning.walkBudget}) head
            join adverts a on a.id = head.id
            where ${p.where} order by ${orderBy(q, 'a')} limit ${q.limit}`);
          if (rows.length < Math.min(q.limit, count)) {
            await run(settings(true));
            rows = await collectAll();
          }
        } else {
          // Only type and contour filter (by columns): matches are most adverts, so the walk is short.
          await run(settings(false));
          rows = await run(sql`select a.id from adverts a where ${p.where} order by ${orderBy(q, 'a')} limit ${q.limit}`);
        }
        return { total: count, ids: rows.map((row) => String(row.id)) };
      });
      const items = await loadAdvertCards(this.database, result.ids, q.lang, q.point);
      return { total: result.total, items };
    });
  }

  private async countFromCounters(q: AdvertSearchQuery): Promise<number> {
    const rows = await this.database.query<{ n: unknown }>(sql`
      select coalesce(sum(k.active), 0) as n
      from category_advert_counts k
      ${q.categoryId ? sql`join categories c on c.id = k.category_id and ${q.categoryId}::uuid = any(c.path)` : sql``}
      where k.type = ${q.advertType} ${q.sellerType === 'all' ? sql`` : sql`and k.contour = ${q.sellerType}`}`);
    return num.parse(rows[0]?.n ?? 0);
  }
}
