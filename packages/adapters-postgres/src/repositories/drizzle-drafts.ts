import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  DraftAddress,
  DraftCategory,
  DraftContent,
  DraftPhoto,
  DraftRecord,
  Drafts,
  DraftWorkspace,
  Language,
  NewDraft,
  PublishedAdvert,
  Unavailable,
} from '@marketplace/core';
import { advertOfDraft, dailyCapReached } from '@marketplace/core';
import type { Database, Db } from '../db.js';
import { advertRow, advertTextRows } from '../advert-rows.js';
import { pgTextArray } from '../search-doc.js';
import * as t from '../schema/tables.js';
import { dbCall } from './db-call.js';
import { takeUnitStatement } from './drizzle-daily-caps.js';
import { readAccount } from './owner-rows.js';
import { date, num, numOrNull, textArray, uuidArray } from './rows.js';
import { ownerTransaction } from './owner-transaction.js';
import { rowsOf, type Tx } from './tx.js';

const address = z.union([z.null(), z.object({ city: z.string() }).transform((a): DraftAddress => ({ city: a.city }))]);
const photoList = z.array(z.object({ id: z.string(), key: z.string(), thumbnail_key: z.string().nullable() }));

const draftRow = z.object({
  id: z.string(),
  owner_id: z.string(),
  contour: z.enum(['private', 'business']),
  type: z.enum(['sell', 'buy']),
  title: z.string().nullable(),
  description: z.string().nullable(),
  category_id: z.string().nullable(),
  category_kind: z.enum(['goods', 'services', 'jobs', 'property', 'vehicles']).nullable(),
  category_is_leaf: z.boolean().nullable(),
  category_path: z.union([z.null(), textArray]),
  price_minor: numOrNull,
  currency: z.string(),
  negotiable: z.boolean(),
  condition: z.enum(['new', 'used']).nullable(),
  address,
  photos: z.union([z.string().transform((s) => JSON.parse(s) as unknown), z.array(z.unknown())]).pipe(photoList),
  created_at: date,
  updated_at: date,
});

const categoryPath = (lang: Language) => sql`(select array_agg(ct.title order by p.ord)
  from unnest(c.path) with ordinality p(id, ord)
  join category_titles ct on ct.category_id = p.id and ct.lang = ${lang})`;

const selectDrafts = (lang: Language) => sql`
  select d.id, d.owner_id, d.contour, d.type, d.title, d.description, d.category_id,
    c.kind as category_kind, c.is_leaf as category_is_leaf, ${categoryPath(lang)} as category_path,
    d.price_minor, d.currency, d.negotiable, d.condition, d.address,
    (select coalesce(json_agg(json_build_object('id', ph.id, 'key', ph.storage_key, 'thumbnail_key', ph.thumbnail_key)
        order by x.ord), '[]'::json)
       from unnest(d.photo_ids) with ordinality x(id, ord) join photos ph on ph.id = x.id) as photos,
    d.created_at, d.updated_at
  from drafts d left join categories c on c.id = d.category_id`;

function toRecord(raw: Record<string, unknown>): DraftRecord {
  const row = draftRow.parse(raw);
  const category: DraftCategory | null =
    row.category_id === null
      ? null
      : { id: row.category_id, kind: row.category_kind ?? 'goods', isLeaf: row.category_is_leaf ?? false, path: row.category_path ?? [] };
  return {
    id: row.id,
    ownerId: row.owner_id,
    contour: row.contour,
    type: row.type,
    title: row.title,
    description: row.description,
    category,
    priceMinor: row.price_minor,
    currency: row.currency,
    negotiable: row.negotiable,
    condition: row.condition,
    address: row.address,
    photos: row.photos.map((p): DraftPhoto => ({ id: p.id, key: p.key, thumbnailKey: p.thumbnail_key })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const iso = (at: Date) => at.toISOString();

async function readDraft(db: Tx | Db, ownerId: string, draftId: string, lang: Language, lock: boolean) {
  const [raw] = await rowsOf(
    db,
    sql`${selectDrafts(lang)} where d.owner_id = ${ownerId}::uuid and d.id = ${draftId}::uuid ${lock ? sql`for update of d` : sql``}`,
  );
  return raw ? toRecord(raw) : null;
}

/** A photo in a draft or an advert is kept: the cleanup job deletes only photos never used. */
async function markPhotosUsed(tx: Tx | Db, photoIds: readonly string[], now: Date) {
  if (photoIds.length === 0) return;
  await tx.execute(sql`update photos set used_at = ${iso(now)}::timestamptz
    where id = any(${uuidArray(photoIds)}::uuid[]) and used_at is null`);
}

const contentColumns = (content: DraftContent) => ({
  title: content.title,
  description: content.description,
  categoryId: content.categoryId,
  priceMinor: content.priceMinor,
  currency: content.currency,
  negotiable: content.negotiable,
  condition: content.condition,
  address: content.address,
  photoIds: [...content.photoIds],
});

const categoryRow = z.object({
  id: z.string(),
  kind: draftRow.shape.category_kind.unwrap(),
  is_leaf: z.boolean(),
  path: z.union([z.null(), textArray]),
});

async function readCategory(db: Tx | Db, categoryId: string, lang: Language): Promise<DraftCategory | null> {
  const [raw] = await rowsOf(db, sql`select c.id, c.kind, c.is_leaf, ${categoryPath(lang)} as path from categories c where c.id = ${categoryId}::uuid`);
  if (!raw) return null;
  const row = categoryRow.parse(raw);
  return { id: row.id, kind: row.kind, isLeaf: row.is_leaf, path: row.path ?? [] };
}

async function readOwnPhotos(db: Tx | Db, ownerId: string, keys: readonly string[]): Promise<DraftPhoto[]> {
  const rows = await rowsOf(db, sql`
    select id, storage_key as key, thumbnail_key from photos
    where owner_id = ${ownerId}::uuid and (storage_key = any(${pgTextArray(keys)}::text[]) or thumbnail_key = any(${pgTextArray(keys)}::text[]))`);
  return photoList.parse(rows).map((p) => ({ id: p.id, key: p.key, thumbnailKey: p.thumbnail_key }));
}

/** Every statement of the workspace runs on `tx`: the outer handle would wait for it on one connection. */
function workspaceOn(tx: Tx, ownerId: string): DraftWorkspace {
  return {
    category: (categoryId, lang) => dbCall(() => readCategory(tx, categoryId, lang)),
    ownPhotos: (photoOwnerId, keys) => dbCall(() => readOwnPhotos(tx, photoOwnerId, keys)),
    account: (now) =>
      dbCall(async () => {
        const account = await readAccount(tx, ownerId, now);
        if (!account) throw new Error(`owner ${ownerId} vanished inside its own transaction`);
        return account;
      }),
    draft: (draftId, lang) => dbCall(() => readDraft(tx, ownerId, draftId, lang, true)),
    save: (draftId, content, now) =>
      dbCall(async () => {
        await tx.execute(sql`update drafts set title = ${content.title}, description = ${content.description},
            category_id = ${content.categoryId}::uuid, price_minor = ${content.priceMinor}::bigint,
            currency = ${content.currency}, negotiable = ${content.negotiable}, condition = ${content.condition},
            address = ${content.address === null ? null : JSON.stringify(content.address)}::jsonb,
            photo_ids = ${uuidArray(content.photoIds)}::uuid[], updated_at = ${iso(now)}::timestamptz
          where id = ${draftId}::uuid and owner_id = ${ownerId}::uuid`);
        await markPhotosUsed(tx, content.photoIds, now);
      }),
    publish: (draft, advert, now) => dbCall(() => publishDraft(tx, draft, advert, now)),
    takeDailyUnit: (operation, at) =>
      dbCall(() => rowsOf(tx, takeUnitStatement(ownerId, operation, at))).andThen((rows) =>
        rows.length > 0 ? okAsync(undefined) : errAsync(dailyCapReached(operation, at)),
      ),
  };
}

/** The active advert a complete draft becomes (core's `advertOfDraft`), written with the same row code as every advert. */
async function publishDraft(tx: Tx, draft: DraftRecord, published: PublishedAdvert, now: Date) {
  const advert = advertOfDraft(draft, published.advertId, published.lang, now);
  const [pathRow] = await rowsOf(tx, sql`select path from categories where id = ${advert.categoryId}::uuid`);
  const ancestors = textArray.parse(pathRow?.path ?? []).reverse();
  const { searchLexemes, ...row } = advertRow(advert, ancestors);
  await tx.insert(t.adverts).values({ ...row, searchDoc: sql`array_to_tsvector(${pgTextArray(searchLexemes)}::text[])` as unknown as string });
  await tx.insert(t.advertTexts).values(advertTextRows(advert));
  if (draft.photos.length > 0) {
    await tx.insert(t.advertPhotos).values(draft.photos.map((p, position) => ({ advertId: advert.id, position, photoId: p.id })));
  }
  await markPhotosUsed(tx, draft.photos.map((p) => p.id), now);
  await tx.execute(sql`update users set last_address = ${JSON.stringify(draft.address)}::jsonb where id = ${draft.ownerId}::uuid`);
  await tx.execute(sql`delete from drafts where id = ${draft.id}::uuid`);
}

/** Drafts in PostgreSQL; writes that must see the plan run under the owner's lock. */
export class DrizzleDrafts implements Drafts {
  constructor(private readonly database: Database) {}

  list(ownerId: string, limit: number, lang: Language) {
    return dbCall(async () => {
      const rows = await this.database.query(
        sql`${selectDrafts(lang)} where d.owner_id = ${ownerId}::uuid order by d.updated_at desc, d.id desc limit ${limit}`,
      );
      const [count] = await this.database.query(sql`select count(*) as n from drafts where owner_id = ${ownerId}::uuid`);
      return { total: num.parse(count?.n ?? 0), drafts: rows.map(toRecord) };
    });
  }

  lastAddress(ownerId: string) {
    return dbCall(async (): Promise<DraftAddress | null> => {
      const [row] = await this.database.query(sql`
        select coalesce(u.last_address,
          (select jsonb_build_object('city', a.city) from adverts a
            where a.seller_id = u.id and a.city is not null order by a.created_at desc, a.id desc limit 1)) as address
        from users u where u.id = ${ownerId}::uuid`);
      return address.catch(null).parse(row?.address ?? null);
    });
  }

  category(categoryId: string, lang: Language) {
    return dbCall(() => readCategory(this.database.db, categoryId, lang));
  }

  ownPhotos(ownerId: string, keys: readonly string[]) {
    return dbCall(() => readOwnPhotos(this.database.db, ownerId, keys));
  }

  create(draft: NewDraft, now: Date) {
    return ownerTransaction(this.database, draft.ownerId, (tx) =>
      dbCall(async () => {
        await tx.insert(t.drafts).values({ id: draft.id, ownerId: draft.ownerId, ...contentColumns(draft), createdAt: now, updatedAt: now });
        await markPhotosUsed(tx, draft.photoIds, now);
      }),
    );
  }

  get(ownerId: string, draftId: string, lang: Language) {
    return dbCall(() => readDraft(this.database.db, ownerId, draftId, lang, false));
  }

  transact<T, E>(ownerId: string, work: (workspace: DraftWorkspace) => ResultAsync<T, E>): ResultAsync<T, E | Unavailable> {
    return ownerTransaction(this.database, ownerId, (tx) => work(workspaceOn(tx, ownerId)));
  }
}
