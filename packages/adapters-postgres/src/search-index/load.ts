import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';
import type { Database } from '../db.js';
import { uuidArray } from '../repositories/rows.js';
import { runInSlices, SearchIndex, Slices, type BitmapLibrary, type DocObserver, type IndexedAdvert } from '@marketplace/search-index';

/** Rows per batch of a build (a cursor's fetch, or a keyset batch on PGlite). */
const BATCH = 20_000;

interface Row extends Record<string, unknown> {
  id: string;
  seller_id: string;
  type: string;
  contour: string;
  sort_at: number | string;
  price_minor: number | string | null;
  currency: string;
  latitude: number | string | null;
  longitude: number | string | null;
  lexemes: string;
}

/**
 * What the index reads of an advert: the columns it filters and orders by, and search_doc's
 * lexemes as one space-separated text (lexemes hold no spaces: words are letters and digits,
 * the city token has `_` for them), so nothing is folded again here.
 */
const columns = sql`a.id, a.seller_id, a.type, a.contour,
  (extract(epoch from a.sort_at) * 1000000)::float8 as sort_at,
  a.price_minor::float8 as price_minor, a.currency, a.latitude, a.longitude,
  array_to_string(tsvector_to_array(a.search_doc), ' ') as lexemes`;

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** An advert row the index cannot hold (a value its columns allow but search cannot order or place). */
export class UnreadableAdvert extends Error {
  constructor(
    readonly advertId: string,
    reason: string,
  ) {
    super(`advert ${advertId} cannot be indexed: ${reason}`);
    this.name = 'UnreadableAdvert';
  }
}

/**
 * Called for each advert row the index cannot hold: it is left out of the index (not searchable)
 * and the others are indexed. Unset: the error is thrown.
 */
export type OnUnreadable = (error: UnreadableAdvert) => void;

const throwUnreadable: OnUnreadable = (error) => {
  throw error;
};

const within = (v: number | null, bound: number) => v === null || (Number.isFinite(v) && Math.abs(v) <= bound);

/**
 * The row as the index holds it. The table's checks cover type, contour and price; a double or a
 * timestamp column still takes NaN and ±Infinity, which would corrupt the index's order and grid,
 * so they are checked here (plain comparisons: this runs for every row of a build).
 */
function toAdvert(row: Row): IndexedAdvert {
  const advert: IndexedAdvert = {
    id: row.id,
    sellerId: row.seller_id,
    type: row.type as IndexedAdvert['type'],
    contour: row.contour as IndexedAdvert['contour'],
    sortAtMicros: Number(row.sort_at),
    priceMinor: num(row.price_minor),
    currency: row.currency,
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    lexemes: row.lexemes.length === 0 ? [] : row.lexemes.split(' '),
  };
  const wrong =
    advert.type !== 'sell' && advert.type !== 'buy' ? `type ${String(row.type)}`
    : advert.contour !== 'private' && advert.contour !== 'business' ? `contour ${String(row.contour)}`
    : !Number.isFinite(advert.sortAtMicros) ? `sort_at ${String(row.sort_at)}`
    : !within(advert.priceMinor, Number.MAX_SAFE_INTEGER) ? `price_minor ${String(row.price_minor)}`
    : !within(advert.latitude, 90) || !within(advert.longitude, 180) ? `position ${String(row.latitude)}, ${String(row.longitude)}`
    : (advert.latitude === null) !== (advert.longitude === null) ? 'a latitude without a longitude or the reverse'
    : null;
  if (wrong !== null) throw new UnreadableAdvert(row.id, wrong);
  return advert;
}

/** The row's advert, or null (reported) when the index cannot hold it. */
function readable(row: Row, onUnreadable: OnUnreadable): IndexedAdvert | null {
  try {
    return toAdvert(row);
  } catch (error) {
    if (!(error instanceof UnreadableAdvert)) throw error;
    onUnreadable(error);
    return null;
  }
}

async function rows(database: Database, where: SQL, limit: number | null): Promise<Row[]> {
  return database.query<Row>(sql`select ${columns} from adverts a where ${where} order by a.id ${limit === null ? sql`` : sql`limit ${limit}`}`);
}

/**
 * Builds the index of every active advert. PostgreSQL: one query read through a cursor (one
 * sequential scan, one snapshot); PGlite: keyset batches by id. `observer` (the read views) is
 * told of every doc the index adds and kills, from the first.
 */
export async function buildSearchIndex(
  database: Database,
  lib: BitmapLibrary,
  onUnreadable: OnUnreadable = throwUnreadable,
  observer: DocObserver | null = null,
  batchRows = BATCH,
): Promise<SearchIndex> {
  const [counted] = await database.query<{ n: number | string }>(sql`select count(*)::int as n from adverts where status = 'active'`);
  const expected = Number(counted?.n ?? 0);
  const index = new SearchIndex(lib, Math.ceil(expected * 1.1) + 1024, {}, observer);
  // In slices: a rebuild runs beside the searches of the index in use, a cluster's process beside
  // its /healthz (decision 0072).
  const slices = new Slices();
  const addAll = async (batch: readonly Row[]) => {
    for (let i = 0; i < batch.length; i++) {
      const advert = readable(batch[i]!, onUnreadable);
      if (advert) index.add(advert);
      if ((i & 63) === 63 && slices.due()) await slices.turn();
    }
  };
  if (database.client) {
    const { sql: text, params } = new PgDialect().sqlToQuery(sql`select ${columns} from adverts a where a.status = 'active'`);
    const cursor = database.client.unsafe<Row[]>(text, params as postgres.ParameterOrJSON<never>[]).cursor(batchRows);
    // The next batch is asked for as soon as one arrives (the driver fetches when `next` is
    // called), so PostgreSQL makes it while this one is indexed: about 8 s of a million's rows.
    const batches = cursor[Symbol.asyncIterator]();
    let pending = batches.next();
    try {
      for (;;) {
        const { value: batch, done } = await pending;
        if (done) break;
        pending = batches.next();
        await addAll(batch);
      }
    } catch (error) {
      // The read in flight lands first; then the cursor is closed and its connection freed.
      await pending.then(
        () => batches.return?.(),
        () => undefined,
      );
      throw error;
    }
    await runInSlices(index.finishing());
    return index;
  }
  // The next batch is read while this one is indexed: the database's time and ours overlap.
  const batchAfter = (last: string | null) =>
    rows(database, last === null ? sql`a.status = 'active'` : sql`a.status = 'active' and a.id > ${last}::uuid`, batchRows);
  let pending = batchAfter(null);
  for (;;) {
    const batch = await pending;
    const more = batch.length === batchRows;
    if (more) pending = batchAfter(batch[batch.length - 1]!.id);
    await addAll(batch);
    if (!more) break;
  }
  await runInSlices(index.finishing());
  return index;
}

/**
 * The current state of some adverts: the indexed form when active, null when not (or gone, or
 * unreadable: reported to `onUnreadable`).
 */
export async function loadAdverts(
  database: Database,
  ids: readonly string[],
  onUnreadable: OnUnreadable = throwUnreadable,
): Promise<Map<string, IndexedAdvert | null>> {
  const found = new Map<string, IndexedAdvert | null>(ids.map((id) => [id, null]));
  if (ids.length === 0) return found;
  // One statement text whatever the number of ids: prepared once per connection (every catch-up runs it).
  const changed = await database.queryPrepared<Row>(
    sql`select ${columns} from adverts a where a.status = 'active' and a.id = any(${uuidArray(ids)}::uuid[])`,
  );
  for (const row of changed) found.set(row.id, readable(row, onUnreadable));
  return found;
}
