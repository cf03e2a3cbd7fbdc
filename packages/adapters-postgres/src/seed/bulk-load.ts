import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import type { Database } from '../db.js';
import { pgTextArray } from '../search-doc.js';
import { loadSeedData, parsePath } from './load.js';
import { advertRow, advertTextRows } from '../advert-rows.js';
import { categoryRows, photoRows, userRows, variantRows, type SeedData } from './rows.js';

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** One value in COPY's text format. */
function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') return String(value);
  else if (value instanceof Date) return value.toISOString();
  else if (typeof value === 'boolean') return value ? 't' : 'f';
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return NEEDS_ESCAPE.test(text)
    ? text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
    : text;
}

const tsvectorText = (lexemes: readonly string[]) =>
  lexemes.map((l) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' ');

/** Rows of one table in COPY's text format, ready to send. */
export interface CopyData {
  readonly table: string;
  readonly columns: readonly string[];
  /**
   * Tab-separated lines, each ending with a newline, as UTF-8: made where the rows are (a worker
   * thread), its buffer moved to the loading thread (`copyDataBuffers`) rather than the text copied
   * and encoded there.
   */
  readonly bytes: Uint8Array;
  readonly rows: number;
}

const utf8 = new TextEncoder();

function copyData(table: string, columns: readonly string[], rows: readonly (readonly unknown[])[]): CopyData {
  let text = '';
  for (const row of rows) {
    let line = '';
    for (let i = 0; i < row.length; i += 1) line += (i === 0 ? '' : '\t') + field(row[i]);
    text += `${line}\n`;
  }
  // An array buffer of its own (not a slice of Node's buffer pool): it can be transferred.
  return { table, columns, bytes: utf8.encode(text), rows: rows.length };
}

/** The buffers of encoded batches, to transfer with them to another thread (`postMessage`'s list). */
export function copyDataBuffers(data: readonly CopyData[]): ArrayBuffer[] {
  return data.map((d) => d.bytes.buffer as ArrayBuffer);
}

/** What encoding an advert needs from the database: category ancestors and photo ids by key. */
export interface SeedContext {
  /** Category id to its ancestors, the category first. */
  readonly paths: ReadonlyMap<string, readonly string[]>;
  readonly photoIds: ReadonlyMap<string, string>;
}

const ADVERT_COLUMNS = [
  'id', 'seller_id', 'contour', 'status', 'type', 'category_id', 'condition', 'original_lang', 'price_minor',
  'currency', 'price_from', 'is_negotiable', 'has_variants', 'in_stock', 'discount_percent', 'discount_until', 'city',
  'latitude', 'longitude', 'address', 'specs', 'receiving_methods', 'cover_photo_key', 'created_at', 'updated_at',
  'bumped_at', 'sort_at', 'archived_at', 'search_doc', 'favorites',
] as const;

/**
 * A batch as COPY data, table by table in an order the rows may be written. Pure (no database):
 * a generator can run it in a worker thread and hand the text to the loader. Categories and photos
 * of the batch are encoded too, but adverts find paths and photo ids only in `context`.
 */
export function encodeSeedBatch(batch: Partial<SeedData>, context: SeedContext): CopyData[] {
  const out: CopyData[] = [];
  const cats = categoryRows(batch.categories ?? []);
  out.push(copyData('categories', ['id', 'parent_id', 'position', 'slug', 'kind', 'path', 'is_leaf'],
    cats.categories.map((c) => [c.id, c.parentId, c.position, c.slug, c.kind, pgTextArray(c.path), c.isLeaf])));
  out.push(copyData('category_titles', ['category_id', 'lang', 'title'], cats.titles.map((t) => [t.categoryId, t.lang, t.title])));
  const users = userRows(batch.users ?? []);
  out.push(copyData('users', ['id', 'email', 'name', 'first_name', 'plan', 'lang', 'created_at'],
    users.users.map((u) => [u.id, u.email, u.name, u.firstName, u.plan, u.lang, u.createdAt])));
  out.push(copyData('businesses', ['user_id', 'name', 'description', 'description_lang', 'city'],
    users.businesses.map((b) => [b.userId, b.name, b.description, b.descriptionLang, b.city])));
  const photos = photoRows(batch.photos ?? []);
  out.push(copyData('photos', ['id', 'owner_id', 'storage_key', 'thumbnail_key', 'content_type', 'width', 'height', 'bytes', 'created_at', 'used_at'],
    photos.map((p) => [p.id, p.ownerId, p.storageKey, p.thumbnailKey, p.contentType, p.width, p.height, p.bytes, p.createdAt, p.usedAt])));
  const adverts = batch.adverts ?? [];
  const photoIdOf = (key: string) => {
    const id = context.photoIds.get(key) ?? photos.find((p) => p.storageKey === key)?.id;
    if (id === undefined) throw new Error(`the bulk loader loads only photos given in a batch (no photo ${key})`);
    return id;
  };
  // Each advert's favorites of this batch, counted here: no UPDATE of every row after the load.
  const saved = new Map<string, number>();
  for (const f of batch.favorites ?? []) saved.set(f.advertId, (saved.get(f.advertId) ?? 0) + 1);
  out.push(copyData('adverts', ADVERT_COLUMNS, adverts.map((a) => {
    const r = advertRow(a, context.paths.get(a.categoryId) ?? [a.categoryId]);
    return [
      r.id, r.sellerId, r.contour, r.status, r.type, r.categoryId, r.condition, r.originalLang, r.priceMinor,
      r.currency, r.priceFrom, r.isNegotiable, r.hasVariants, r.inStock, r.discountPercent, r.discountUntil, r.city,
      r.latitude, r.longitude, r.address, r.specs, r.receivingMethods ? pgTextArray(r.receivingMethods) : null,
      r.coverPhotoKey, r.createdAt, r.updatedAt, r.bumpedAt, r.sortAt, r.archivedAt, tsvectorText(r.searchLexemes),
      saved.get(r.id) ?? 0,
    ];
  })));
  out.push(copyData('advert_texts', ['advert_id', 'lang', 'title', 'description', 'is_original'],
    adverts.flatMap(advertTextRows).map((t) => [t.advertId, t.lang, t.title, t.description, t.isOriginal])));
  out.push(copyData('advert_photos', ['advert_id', 'position', 'photo_id'],
    adverts.flatMap((a) => a.photoKeys.map((key, position) => [a.id, position, photoIdOf(key)]))));
  out.push(copyData('advert_variants', ['id', 'advert_id', 'position', 'title', 'price_minor', 'is_available'],
    adverts.flatMap((a) => variantRows(a, randomUUID)).map((v) => [v.id, v.advertId, v.position, v.title, v.priceMinor, v.isAvailable])));
  out.push(copyData('favorites', ['user_id', 'advert_id', 'created_at'], (batch.favorites ?? []).map((f) => [f.userId, f.advertId, f.createdAt])));
  out.push(copyData('deals', ['id', 'advert_id', 'seller_id', 'contour', 'created_at'],
    (batch.deals ?? []).map((d) => [d.id, d.advertId, d.sellerId, d.contour, d.createdAt])));
  out.push(copyData('reviews', ['id', 'seller_id', 'contour', 'rating', 'created_at'],
    (batch.reviews ?? []).map((r) => [r.id, r.sellerId, r.contour, r.rating, r.createdAt])));
  return out.filter((data) => data.rows > 0);
}

/** The tables a seed writes; their foreign keys and plain indexes are rebuilt after the load. */
const LOADED_TABLES = [
  'categories', 'category_titles', 'users', 'businesses', 'photos', 'adverts', 'advert_texts', 'advert_photos',
  'advert_variants', 'favorites', 'deals', 'reviews',
] as const;

/** The change feed's triggers (migrations 0004, 0005, 0013), off during a bulk load. */
const FEED_TRIGGERS = [
  ['adverts', 'search_changes_insert_delete'],
  ['adverts', 'search_changes_update'],
  ['advert_variants', 'search_changes_variants'],
  ['advert_photos', 'search_changes_photos'],
] as const;

export interface BulkLoader {
  /** Encodes a batch in this thread and writes it. */
  load(batch: Partial<SeedData>): Promise<void>;
  /** Writes a batch encoded elsewhere (`encodeSeedBatch`, for example in a worker thread). */
  write(data: readonly CopyData[]): Promise<void>;
  /** Category paths and photo ids written so far: what `encodeSeedBatch` needs. */
  context(): SeedContext;
  /** Rebuilds indexes and foreign keys, recounts and commits: the load becomes visible at once. */
  finish(): Promise<void>;
  /** Rolls the whole load back (after a failure): the database is as it was before. */
  abort(): Promise<void>;
}

/**
 * Loads many batches fast. On PostgreSQL the whole load is one transaction on one connection
 * (all or nothing: a failed or killed seed leaves the database as it was): COPY, with the loaded
 * tables' foreign keys and plain indexes dropped during the load and rebuilt after (exactly as
 * the catalog recorded them; a foreign key is then checked once, by one join, instead of once per
 * row), the category-count trigger and the search feed's insert trigger off, then one recount, one
 * search rebuild marker; ANALYZE after the commit. Other connections wait on the loaded tables
 * until it commits. On PGlite (the embedded demo) it uses the INSERT loader.
 */
export async function openBulkLoad(database: Database): Promise<BulkLoader> {
  const client = database.client;
  if (!client) {
    const none = { paths: new Map(), photoIds: new Map() };
    return {
      load: (batch) => loadSeedData(database, batch),
      write: () => Promise.reject(new Error('encoded batches need PostgreSQL')),
      context: () => none,
      finish: async () => {},
      abort: async () => {},
    };
  }
  const tx = await client.reserve();
  try {
    await tx.unsafe('BEGIN');
    return await openTransaction(client, tx);
  } catch (error) {
    await tx.unsafe('ROLLBACK').catch(() => {});
    tx.release();
    throw error;
  }
}

async function openTransaction(client: postgres.Sql, tx: postgres.ReservedSql): Promise<BulkLoader> {
  // Index builds and foreign key checks sort in memory rather than on disk.
  await tx.unsafe("SET LOCAL maintenance_work_mem = '256MB'");
  const tables = [...LOADED_TABLES];
  const foreignKeys = await tx<{ table: string; name: string; definition: string }[]>`
    select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'f' and connamespace = current_schema()::regnamespace
      and (conrelid::regclass::text in ${tx(tables)} or confrelid::regclass::text in ${tx(tables)})`;
  // Indexes that back no constraint (primary keys and unique constraints stay: they keep the load's ids unique).
  const indexes = await tx<{ name: string; definition: string }[]>`
    select i.indexname as name, i.indexdef as definition from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in ${tx(tables)}
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.connamespace = current_schema()::regnamespace)`;
  for (const fk of foreignKeys) await tx.unsafe(`ALTER TABLE "${fk.table}" DROP CONSTRAINT "${fk.name}"`);
  for (const index of indexes) await tx.unsafe(`DROP INDEX "${index.name}"`);
  // Into empty tables the rows go frozen (COPY FREEZE: no VACUUM after the load, no hint-bit
  // writes when first read), which needs the tables emptied in this transaction.
  const empty = await tx<{ empty: boolean }[]>`
    select ${tx.unsafe(tables.map((t) => `not exists (select 1 from "${t}")`).join(' and '))} as empty`;
  const freeze = empty[0]?.empty === true;
  if (freeze) await tx.unsafe(`TRUNCATE ${tables.map((t) => `"${t}"`).join(', ')}`);
  await tx.unsafe('ALTER TABLE adverts DISABLE TRIGGER adverts_count_active_insert');
  // The search index's change feed: one "rebuild" row after the load, not a row per advert (or
  // per photo, variant and favourites count).
  for (const [table, trigger] of FEED_TRIGGERS) await tx.unsafe(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  const paths = new Map<string, string[]>();
  const loadPaths = async () => {
    for (const row of await tx<{ id: string; path: string[] | string }[]>`select id, path from categories`) {
      paths.set(row.id, parsePath(row.path).reverse());
    }
  };
  await loadPaths();
  // Photo ids by key: photos already stored and those of earlier batches.
  const photoIds = new Map<string, string>();
  for (const row of await tx<{ id: string; storage_key: string }[]>`select id, storage_key from photos`) photoIds.set(row.storage_key, row.id);

  const write = async (data: readonly CopyData[]) => {
    for (const { table, columns, bytes } of data) {
      const writable = await tx`COPY ${tx(table)} (${tx(columns as string[])}) FROM STDIN ${tx.unsafe(freeze ? 'WITH (FREEZE)' : '')}`.writable();
      await new Promise<void>((resolve, reject) => {
        writable.on('error', reject);
        writable.on('finish', resolve);
        writable.end(bytes);
      });
    }
  };
  let open = true;
  const end = async (statement: 'COMMIT' | 'ROLLBACK') => {
    if (!open) return;
    open = false;
    try {
      await tx.unsafe(statement);
    } finally {
      tx.release();
    }
  };

  return {
    context: () => ({ paths, photoIds }),
    write,
    async load(batch) {
      await write(encodeSeedBatch(batch, { paths, photoIds }));
      for (const photo of photoRows(batch.photos ?? [])) photoIds.set(photo.storageKey, photo.id);
      if ((batch.categories ?? []).length > 0) await loadPaths();
    },
    async finish() {
      try {
        await tx.unsafe('ALTER TABLE adverts ENABLE TRIGGER adverts_count_active_insert');
        await tx.unsafe('INSERT INTO search_changes (advert_id) VALUES (NULL)');
        // Delivered at the commit: every running process then rebuilds its index.
        await tx.unsafe(`SELECT pg_notify('search_changes', '')`);
        for (const index of indexes) await tx.unsafe(index.definition);
        for (const fk of foreignKeys) await tx.unsafe(`ALTER TABLE "${fk.table}" ADD CONSTRAINT "${fk.name}" ${fk.definition}`);
        await tx.unsafe('SELECT recount_category_advert_counts()');
        await tx.unsafe(`UPDATE adverts a SET favorites = f.n
          FROM (SELECT advert_id, count(*)::int AS n FROM favorites GROUP BY advert_id) f
          WHERE f.advert_id = a.id AND a.favorites <> f.n`);
        for (const [table, trigger] of FEED_TRIGGERS) await tx.unsafe(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
      } catch (error) {
        await end('ROLLBACK');
        throw error;
      }
      await end('COMMIT');
      // Frozen rows are all-visible already: the planner's statistics are what is left. Otherwise
      // VACUUM (not allowed in a transaction) sets the visibility map too.
      await client.unsafe(freeze ? 'ANALYZE' : 'VACUUM ANALYZE');
    },
    abort: () => end('ROLLBACK'),
  };
}
