import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';
import type { Database } from '../db.js';
import { SearchIndex, type BitmapLibrary, type IndexedAdvert } from '@marketplace/search-index';

/** Rows per keyset batch of the start-up load. */
const BATCH = 20_000;

interface Row extends Record<string, unknown> {
  id: string;
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
const columns = sql`a.id, a.type, a.contour,
  (extract(epoch from a.sort_at) * 1000000)::float8 as sort_at,
  a.price_minor::float8 as price_minor, a.currency, a.latitude, a.longitude,
  array_to_string(tsvector_to_array(a.search_doc), ' ') as lexemes`;

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

function toAdvert(row: Row): IndexedAdvert {
  return {
    id: row.id,
    type: row.type as IndexedAdvert['type'],
    contour: row.contour as IndexedAdvert['contour'],
    sortAtMicros: Number(row.sort_at),
    priceMinor: num(row.price_minor),
    currency: row.currency,
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    lexemes: row.lexemes.length === 0 ? [] : row.lexemes.split(' '),
  };
}

async function rows(database: Database, where: SQL, limit: number | null): Promise<Row[]> {
  return database.query<Row>(sql`select ${columns} from adverts a where ${where} order by a.id ${limit === null ? sql`` : sql`limit ${limit}`}`);
}

/**
 * Builds the index of every active advert. PostgreSQL: one query read through a cursor (one
 * sequential scan, one snapshot); PGlite: keyset batches by id.
 */
export async function buildSearchIndex(database: Database, lib: BitmapLibrary): Promise<SearchIndex> {
  const [counted] = await database.query<{ n: number | string }>(sql`select count(*)::int as n from adverts where status = 'active'`);
  const expected = Number(counted?.n ?? 0);
  const index = new SearchIndex(lib, Math.ceil(expected * 1.1) + 1024);
  if (database.client) {
    const { sql: text, params } = new PgDialect().sqlToQuery(sql`select ${columns} from adverts a where a.status = 'active'`);
    const cursor = database.client.unsafe<Row[]>(text, params as postgres.ParameterOrJSON<never>[]).cursor(BATCH);
    for await (const batch of cursor) for (const row of batch) index.add(toAdvert(row));
    index.finishBulk();
    return index;
  }
  // The next batch is read while this one is indexed: the database's time and ours overlap.
  const batchAfter = (last: string | null) =>
    rows(database, last === null ? sql`a.status = 'active'` : sql`a.status = 'active' and a.id > ${last}::uuid`, BATCH);
  let pending = batchAfter(null);
  for (;;) {
    const batch = await pending;
    const more = batch.length === BATCH;
    if (more) pending = batchAfter(batch[batch.length - 1]!.id);
    for (const row of batch) index.add(toAdvert(row));
    if (!more) break;
  }
  index.finishBulk();
  return index;
}

/** The current state of some adverts: the indexed form when active, null when not (or gone). */
export async function loadAdverts(database: Database, ids: readonly string[]): Promise<Map<string, IndexedAdvert | null>> {
  const found = new Map<string, IndexedAdvert | null>(ids.map((id) => [id, null]));
  if (ids.length === 0) return found;
  const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  for (const row of await rows(database, sql`a.status = 'active' and a.id in (${list})`, null)) found.set(row.id, toAdvert(row));
  return found;
}
