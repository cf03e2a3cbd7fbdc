import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db.js';
import { pgTextArray } from '../search-doc.js';
import * as t from '../schema/tables.js';
import { advertRow, advertTextRows } from '../advert-rows.js';
import {
  categoryIndex,
  categoryRows,
  photoRows,
  userRows,
  variantRows,
  type SeedData,
} from './rows.js';

const CHUNK = 500;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Writes a marketplace fixture with plain INSERTs in one transaction. For tests and the embedded
 * demo; the million-advert load goes through COPY with the same rows (see rows.ts).
 */
export async function loadSeedData(database: Database, data: Partial<SeedData>): Promise<void> {
  const categories = data.categories ?? [];
  const users = userRows(data.users ?? []);
  const cats = categoryRows(categories);
  const existingCategories = await database.query<{ id: string; path: string[] | string }>(
    sql`select id, path from categories`,
  );
  const index = categoryIndex(categories);
  const knownPaths = new Map(existingCategories.map((c) => [c.id, parsePath(c.path).reverse()]));
  const ancestorsOf = (id: string) => (categories.some((c) => c.id === id) ? index.ancestors(id) : (knownPaths.get(id) ?? [id]));
  const adverts = data.adverts ?? [];
  // Photo ids by key: the batch's own photos, then ones stored earlier; any other key gets a row here.
  const photoIds = new Map<string, string>();
  for (const photo of data.photos ?? []) photoIds.set(photo.key, photo.id);
  const wanted = [...new Set(adverts.flatMap((a) => a.photoKeys))].filter((key) => !photoIds.has(key));
  if (wanted.length > 0) {
    const rows = await database.query<{ id: string; storage_key: string }>(
      sql`select id, storage_key from photos where storage_key = any(${pgTextArray(wanted)}::text[])`,
    );
    for (const row of rows) photoIds.set(row.storage_key, row.id);
  }
  const created = new Map<string, { id: string; ownerId: string }>();
  for (const advert of adverts) {
    for (const key of advert.photoKeys) {
      if (photoIds.has(key)) continue;
      const id = randomUUID();
      photoIds.set(key, id);
      created.set(key, { id, ownerId: advert.sellerId });
    }
  }

  await database.db.transaction(async (tx) => {
    await insertChunked(users.users, (chunk) => tx.insert(t.users).values(chunk));
    await insertChunked(users.businesses, (chunk) => tx.insert(t.businesses).values(chunk));
    await insertChunked(cats.categories, (chunk) => tx.insert(t.categories).values(chunk));
    await insertChunked(cats.titles, (chunk) => tx.insert(t.categoryTitles).values(chunk));
    await insertChunked(photoRows(data.photos ?? []), (chunk) => tx.insert(t.photos).values(chunk));
    if (created.size > 0) {
      const now = new Date('2025-01-01T00:00:00.000Z');
      const rows = [...created].map(([key, photo]) => ({
        id: photo.id,
        ownerId: photo.ownerId,
        storageKey: key,
        contentType: 'image/webp',
        width: 800,
        height: 600,
        bytes: 0,
        createdAt: now,
        usedAt: now,
      }));
      await insertChunked(rows, (chunk) => tx.insert(t.photos).values(chunk));
    }
    await insertChunked(
      adverts.map((a) => {
        const { searchLexemes, ...row } = advertRow(a, ancestorsOf(a.categoryId));
        return { ...row, searchDoc: sql`array_to_tsvector(${pgTextArray(searchLexemes)}::text[])` as unknown as string };
      }),
      (chunk) => tx.insert(t.adverts).values(chunk),
    );
    await insertChunked(adverts.flatMap(advertTextRows), (chunk) => tx.insert(t.advertTexts).values(chunk));
    await insertChunked(
      adverts.flatMap((a) => variantRows(a, randomUUID)),
      (chunk) => tx.insert(t.advertVariants).values(chunk),
    );
    await insertChunked(
      adverts.flatMap((a) => a.photoKeys.map((key, position) => ({ advertId: a.id, position, photoId: photoIds.get(key)! }))),
      (chunk) => tx.insert(t.advertPhotos).values(chunk),
    );
    await insertChunked(data.deals ?? [], (chunk) =>
      tx.insert(t.deals).values(chunk.map((d) => ({ id: d.id, advertId: d.advertId, sellerId: d.sellerId, contour: d.contour, createdAt: d.createdAt }))),
    );
    await insertChunked(data.reviews ?? [], (chunk) =>
      tx.insert(t.reviews).values(chunk.map((r) => ({ id: r.id, sellerId: r.sellerId, contour: r.contour, rating: r.rating, createdAt: r.createdAt }))),
    );
    await insertChunked(data.favorites ?? [], (chunk) => tx.insert(t.favorites).values(chunk));
    if ((data.favorites ?? []).length > 0) {
      await tx.execute(sql`update adverts a set favorites = f.n from (select advert_id, count(*)::int n from favorites group by advert_id) f where f.advert_id = a.id`);
    }
  });
}

/** PGlite returns uuid[] as an array, postgres-js as an array too; older paths give '{…}'. */
export function parsePath(path: string[] | string): string[] {
  if (Array.isArray(path)) return [...path];
  return path.replace(/^\{|\}$/g, '').split(',').filter(Boolean);
}
