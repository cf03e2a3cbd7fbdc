import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type postgres from 'postgres';
import type { Database } from '../db.js';
import { pgTextArray } from '../search-doc.js';
import { loadSeedData, parsePath } from './load.js';
import { advertRow, advertTextRows } from '../advert-rows.js';
import { categoryRows, photoRows, userRows, variantRows, type SeedData } from './rows.js';

/** One value in COPY's text format. */
function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'boolean') text = value ? 't' : 'f';
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

const tsvectorText = (lexemes: readonly string[]) =>
  lexemes.map((l) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' ');

async function copy(client: postgres.Sql, table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
  if (rows.length === 0) return;
  const writable = await client`COPY ${client(table)} (${client(columns as string[])}) FROM STDIN`.writable();
  const lines = (function* () {
    for (const row of rows) yield `${row.map(field).join('\t')}\n`;
  })();
  await pipeline(Readable.from(lines), writable);
}

export interface BulkLoader {
  load(batch: SeedData): Promise<void>;
  /** Restores indexes and triggers and recounts; always call it, also after a failure. */
  finish(): Promise<void>;
}

/**
 * Loads many batches fast: on PostgreSQL with COPY, with the advert indexes dropped during the
 * load and rebuilt after (exactly as pg_indexes recorded them), the category-count trigger and
 * the search feed's insert trigger off, then one recount, one search rebuild marker and ANALYZE. On PGlite (the embedded demo) it uses the INSERT loader.
 */
export async function openBulkLoad(database: Database): Promise<BulkLoader> {
  const client = database.client;
  if (!client) {
    return { load: (batch) => loadSeedData(database, batch), finish: async () => {} };
  }
  const indexes = await database.query<{ indexname: string; indexdef: string }>(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'adverts' and indexname <> 'adverts_pkey'`);
  for (const { indexname } of indexes) await client.unsafe(`DROP INDEX IF EXISTS "${indexname}"`);
  await client.unsafe('ALTER TABLE adverts DISABLE TRIGGER adverts_count_active_insert');
  // The search index's change feed: one "rebuild" row after the load, not a row per advert.
  await client.unsafe('ALTER TABLE adverts DISABLE TRIGGER search_changes_insert_delete');
  const paths = new Map<string, string[]>();
  const loadPaths = async () => {
    const rows = await database.query<{ id: string; path: string[] | string }>(sql`select id, path from categories`);
    for (const row of rows) paths.set(row.id, parsePath(row.path).reverse());
  };
  await loadPaths();
  // Photo ids by key: photos already stored and those of earlier batches.
  const photoIds = new Map<string, string>();
  for (const row of await database.query<{ id: string; storage_key: string }>(sql`select id, storage_key from photos`)) {
    photoIds.set(row.storage_key, row.id);
  }

  return {
    async load(batch) {
      const cats = categoryRows(batch.categories ?? []);
      await copy(client, 'categories', ['id', 'parent_id', 'position', 'slug', 'kind', 'path', 'is_leaf'],
        cats.categories.map((c) => [c.id, c.parentId, c.position, c.slug, c.kind, pgTextArray(c.path), c.isLeaf]));
      await copy(client, 'category_titles', ['category_id', 'lang', 'title'], cats.titles.map((t) => [t.categoryId, t.lang, t.title]));
      if (cats.categories.length > 0) await loadPaths();

      const users = userRows(batch.users ?? []);
      await copy(client, 'users', ['id', 'email', 'name', 'first_name', 'plan', 'lang', 'created_at'],
        users.users.map((u) => [u.id, u.email, u.name, u.firstName, u.plan, u.lang, u.createdAt]));
      await copy(client, 'businesses', ['user_id', 'name', 'description', 'description_lang', 'city'],
        users.businesses.map((b) => [b.userId, b.name, b.description, b.descriptionLang, b.city]));

      const photos = photoRows(batch.photos ?? []);
      await copy(client, 'photos', ['id', 'owner_id', 'storage_key', 'thumbnail_key', 'content_type', 'width', 'height', 'bytes', 'created_at', 'used_at'],
        photos.map((p) => [p.id, p.ownerId, p.storageKey, p.thumbnailKey, p.contentType, p.width, p.height, p.bytes, p.createdAt, p.usedAt]));
      for (const photo of photos) photoIds.set(photo.storageKey, photo.id);
      const adverts = batch.adverts ?? [];
      const photoIdOf = (key: string) => {
        const id = photoIds.get(key);
        if (id === undefined) throw new Error(`the bulk loader loads only photos given in a batch (no photo ${key})`);
        return id;
      };
      const rows = adverts.map((a) => advertRow(a, paths.get(a.categoryId) ?? [a.categoryId]));
      await copy(client, 'adverts', [
        'id', 'seller_id', 'contour', 'status', 'type', 'category_id', 'condition', 'original_lang', 'price_minor',
        'currency', 'price_from', 'is_negotiable', 'has_variants', 'in_stock', 'discount_percent', 'discount_until', 'city',
        'latitude', 'longitude', 'address', 'specs', 'receiving_methods', 'cover_photo_key', 'created_at', 'updated_at',
        'bumped_at', 'sort_at', 'archived_at', 'search_doc',
      ], rows.map((r) => [
        r.id, r.sellerId, r.contour, r.status, r.type, r.categoryId, r.condition, r.originalLang, r.priceMinor,
        r.currency, r.priceFrom, r.isNegotiable, r.hasVariants, r.inStock, r.discountPercent, r.discountUntil, r.city,
        r.latitude, r.longitude, r.address, r.specs, r.receivingMethods ? pgTextArray(r.receivingMethods) : null,
        r.coverPhotoKey, r.createdAt, r.updatedAt, r.bumpedAt, r.sortAt, r.archivedAt, tsvectorText(r.searchLexemes),
      ]));
      await copy(client, 'advert_texts', ['advert_id', 'lang', 'title', 'description', 'is_original'],
        adverts.flatMap(advertTextRows).map((t) => [t.advertId, t.lang, t.title, t.description, t.isOriginal]));
      await copy(client, 'advert_photos', ['advert_id', 'position', 'photo_id'],
        adverts.flatMap((a) => a.photoKeys.map((key, position) => [a.id, position, photoIdOf(key)])));
      await copy(client, 'advert_variants', ['id', 'advert_id', 'position', 'title', 'price_minor', 'is_available'],
        adverts.flatMap((a) => variantRows(a, randomUUID)).map((v) => [v.id, v.advertId, v.position, v.title, v.priceMinor, v.isAvailable]));
      await copy(client, 'favorites', ['user_id', 'advert_id', 'created_at'], (batch.favorites ?? []).map((f) => [f.userId, f.advertId, f.createdAt]));
      await copy(client, 'deals', ['id', 'advert_id', 'seller_id', 'contour', 'created_at'],
        (batch.deals ?? []).map((d) => [d.id, d.advertId, d.sellerId, d.contour, d.createdAt]));
      await copy(client, 'reviews', ['id', 'seller_id', 'contour', 'rating', 'created_at'],
        (batch.reviews ?? []).map((r) => [r.id, r.sellerId, r.contour, r.rating, r.createdAt]));
    },

    async finish() {
      await client.unsafe('ALTER TABLE adverts ENABLE TRIGGER adverts_count_active_insert');
      await client.unsafe('ALTER TABLE adverts ENABLE TRIGGER search_changes_insert_delete');
      await client.unsafe('INSERT INTO search_changes (advert_id) VALUES (NULL)');
      await client.unsafe(`SELECT pg_notify('search_changes', '')`);
      for (const { indexdef } of indexes) await client.unsafe(indexdef.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
      await client.unsafe('SELECT recount_category_advert_counts()');
      await client.unsafe(`UPDATE adverts a SET favorites = f.n
        FROM (SELECT advert_id, count(*)::int AS n FROM favorites GROUP BY advert_id) f
        WHERE f.advert_id = a.id AND a.favorites <> f.n`);
      // VACUUM sets the visibility map, so counts over the GIN index need not visit the table.
      await client.unsafe('VACUUM ANALYZE');
    },
  };
}
