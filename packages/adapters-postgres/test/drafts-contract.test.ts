import { sql } from 'drizzle-orm';
import { describeDraftsContract, type DraftsFixture, type DraftsHarness } from '@marketplace/core/contracts';
import { anAdvert, type AdvertFixture } from '@marketplace/core/testing';
import { isLanguage } from '@marketplace/core';
import { DrizzleDailyCaps, DrizzleDrafts, DrizzlePhotoRecords, loadSeedData, tables, type Database } from '../src/index.js';
import { createPgliteDatabase, createTestDatabase } from '../src/testing/index.js';
import { ownerEvents } from './support/committed-events.js';

/** The drafts contract against PostgreSQL and PGlite: the fixture becomes users, categories, photos and the owners' active adverts. */
async function seedDrafts(database: Database, fixture: DraftsFixture): Promise<void> {
  const leaf = fixture.categories.find((c) => !fixture.categories.some((child) => child.parentId === c.id))!;
  // An owner's active adverts count against the plan; they carry no city (see DraftsFixture).
  const adverts: AdvertFixture[] = fixture.owners.flatMap((o) =>
    Array.from({ length: o.activeAdverts ?? 0 }, () => anAdvert({ sellerId: o.userId, categoryId: leaf.id, city: null, location: null })),
  );
  await loadSeedData(database, {
    users: fixture.owners.map((o) => ({ id: o.userId, firstName: 'Owner', business: null, plan: o.plan })),
    categories: fixture.categories,
    adverts,
  });
  for (const o of fixture.owners) {
    if (o.lastAddress) await database.query(sql`update users set last_address = ${JSON.stringify(o.lastAddress)}::jsonb where id = ${o.userId}::uuid`);
  }
  if (fixture.photos.length > 0) {
    await database.db.insert(tables.photos).values(
      fixture.photos.map((p) => ({
        id: p.id, ownerId: p.ownerId, storageKey: p.key, thumbnailKey: p.thumbnailKey, contentType: 'image/webp',
        width: 800, height: 600, bytes: 1, createdAt: p.createdAt, usedAt: p.usedAt,
      })),
    );
  }
}

function harnessOn(database: Database, close: () => Promise<void>): DraftsHarness {
  return {
    drafts: new DrizzleDrafts(database),
    photoRecords: new DrizzlePhotoRecords(database),
    caps: new DrizzleDailyCaps(database),
    photoUsedAt: async (id) => {
      const [row] = await database.query<{ used_at: Date | string | null }>(sql`select used_at from photos where id = ${id}::uuid`);
      return row?.used_at ? new Date(row.used_at) : null;
    },
    published: async (advertId) => {
      const [row] = await database.query<{ seller_id: string; original_lang: string; title: string; city: string | null }>(sql`
        select a.seller_id, a.original_lang, t.title, a.city from adverts a
        join advert_texts t on t.advert_id = a.id and t.is_original
        where a.id = ${advertId}::uuid and a.status = 'active'`);
      if (!row) return null;
      if (!isLanguage(row.original_lang)) throw new Error(`advert ${advertId} has language ${row.original_lang}`);
      return { ownerId: row.seller_id, lang: row.original_lang, title: row.title, city: row.city };
    },
    events: (ownerId) => ownerEvents(database, ownerId),
    close,
  };
}

describeDraftsContract('PostgreSQL', async (fixture) => {
  const test = await createTestDatabase();
  await seedDrafts(test.database, fixture);
  return harnessOn(test.database, () => test.drop());
});

describeDraftsContract('PGlite', async (fixture) => {
  const database = await createPgliteDatabase();
  await seedDrafts(database, fixture);
  return harnessOn(database, () => database.close());
});
