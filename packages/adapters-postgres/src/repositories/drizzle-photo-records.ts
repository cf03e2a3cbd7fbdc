import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { NewPhotoRecord, PhotoRecords } from '@marketplace/core';
import type { Database } from '../db.js';
import * as t from '../schema/tables.js';
import { dbCall } from './db-call.js';

const deletedRow = z.object({ storage_key: z.string(), thumbnail_key: z.string().nullable() });

export class DrizzlePhotoRecords implements PhotoRecords {
  constructor(private readonly database: Database) {}

  insert(photo: NewPhotoRecord) {
    return dbCall(async () => {
      await this.database.db.insert(t.photos).values({
        id: photo.id,
        ownerId: photo.ownerId,
        storageKey: photo.key,
        thumbnailKey: photo.thumbnailKey,
        contentType: photo.contentType,
        width: photo.width,
        height: photo.height,
        bytes: photo.bytes,
        sourceUrl: photo.sourceUrl,
        createdAt: photo.createdAt,
      });
    });
  }

  /**
   * `used_at is null` is checked again on the locked row (READ COMMITTED re-evaluates it), so a
   * photo a draft or a publish marks used while this runs is kept. Rows an advert still points to
   * are kept too, whatever their flag says.
   */
  deleteUnusedBefore(cutoff: Date, limit: number) {
    return dbCall(async () => {
      const rows = await this.database.query(sql`
        delete from photos where id in (
          select p.id from photos p
          where p.used_at is null and p.created_at < ${cutoff.toISOString()}::timestamptz
            and not exists (select 1 from advert_photos ap where ap.photo_id = p.id)
          order by p.created_at limit ${limit}
          for update skip locked)
        and used_at is null
        returning storage_key, thumbnail_key`);
      const deleted = rows.map((row) => deletedRow.parse(row));
      return {
        deleted: deleted.length,
        keys: deleted.flatMap((row) => (row.thumbnail_key ? [row.storage_key, row.thumbnail_key] : [row.storage_key])),
      };
    });
  }
}
