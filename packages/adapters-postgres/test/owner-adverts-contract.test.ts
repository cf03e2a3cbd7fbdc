import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describeOwnerAdvertsContract, type OwnerAdvertsHarness } from '@marketplace/core/contracts';
import { aCategory, type AdvertFixture, type OwnerAdvertsFixture } from '@marketplace/core/testing';
import { DrizzleOwnerAdverts, DrizzleOwnerReads, loadSeedData, tables, type Database, type UserSeed } from '../src/index.js';
import { createPgliteDatabase, createTestDatabase } from '../src/testing/index.js';
import { ownerEvents } from './support/committed-events.js';

/** The owner-adverts contract against PostgreSQL and PGlite: the fixture becomes users, adverts, favorites, deals and bumps. */
async function seedOwnerAdverts(database: Database, fixture: OwnerAdvertsFixture): Promise<void> {
  const savers = [...new Set(fixture.adverts.flatMap((a) => a.savedBy))];
  const users: UserSeed[] = [
    ...fixture.owners.map((o): UserSeed => ({ id: o.userId, firstName: 'Owner', business: null, plan: o.plan })),
    ...savers.map((id): UserSeed => ({ id, firstName: 'Saver', business: null })),
  ];
  const categories = fixture.categories.map((c, i) => aCategory({ id: c.id, parentId: c.parentId, title: `Category ${i}` }));
  const adverts = fixture.adverts.map(
    (a): AdvertFixture => ({
      id: a.id,
      sellerId: a.ownerId,
      contour: a.contour,
      status: a.status,
      type: 'sell',
      categoryId: a.categoryId,
      condition: a.condition,
      originalLang: a.originalLang,
      texts: Object.fromEntries(Object.entries(a.titles).map(([lang, title]) => [lang, { title, description: '-' }])),
      priceMinor: a.priceMinor,
      currency: a.currency,
      isNegotiable: false,
      discountPercent: a.discountPercent,
      discountUntil: a.discountUntil,
      city: 'Beograd',
      location: null,
      specs: [],
      variants: a.variants,
      receivingMethods: null,
      photoKeys: a.photoKey ? [a.photoKey] : [],
      createdAt: a.createdAt,
      bumpedAt: a.bumpedAt,
    }),
  );
  const at = new Date('2025-12-01T00:00:00.000Z');
  await loadSeedData(database, {
    categories,
    users,
    adverts,
    favorites: fixture.adverts.flatMap((a) => a.savedBy.map((userId) => ({ userId, advertId: a.id, createdAt: at }))),
    deals: fixture.adverts.filter((a) => a.hasDeal).map((a) => ({ id: randomUUID(), advertId: a.id, sellerId: a.ownerId, contour: a.contour, createdAt: at })),
  });
  // What the seed rows do not carry: views, the last free bump, an archive reason, earlier bumps.
  for (const a of fixture.adverts) {
    await database.query(sql`
      update adverts set views = ${a.views}, archive_reason = ${a.archiveReason},
        last_free_bump_at = ${a.lastFreeBumpAt?.toISOString() ?? null}::timestamptz
      where id = ${a.id}::uuid`);
  }
  const bumps = fixture.bumps ?? [];
  if (bumps.length > 0) {
    await database.db.insert(tables.bumps).values(bumps.map((b) => ({ id: randomUUID(), advertId: b.advertId, userId: b.ownerId, kind: b.kind, createdAt: b.at })));
  }
}

const dropRow = z.object({
  user_id: z.string(),
  old_price_minor: z.coerce.number(),
  new_price_minor: z.coerce.number(),
  currency: z.string(),
  discount_percent: z.number().nullable(),
});

function harnessOn(database: Database, close: () => Promise<void>): OwnerAdvertsHarness {
  return {
    adverts: new DrizzleOwnerAdverts(database),
    reads: new DrizzleOwnerReads(database),
    priceDrops: async (advertId) => {
      const rows = await database.query<{ payload: unknown }>(sql`
        select payload from outbox where topic = 'advert.price_dropped' and payload->>'advert_id' = ${advertId} order by id`);
      return rows.map((row) => {
        const p = dropRow.parse(typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload);
        return { userId: p.user_id, advertId, oldPriceMinor: p.old_price_minor, newPriceMinor: p.new_price_minor, currency: p.currency, discountPercent: p.discount_percent };
      });
    },
    availability: async (advertId) => {
      const rows = await database.query<{ is_available: boolean }>(sql`
        select is_available from advert_variants where advert_id = ${advertId}::uuid order by position`);
      return rows.map((row) => row.is_available);
    },
    events: (ownerId) => ownerEvents(database, ownerId),
    close,
  };
}

describeOwnerAdvertsContract('PostgreSQL', async (fixture) => {
  const test = await createTestDatabase();
  await seedOwnerAdverts(test.database, fixture);
  return harnessOn(test.database, () => test.drop());
});

describeOwnerAdvertsContract('PGlite', async (fixture) => {
  const database = await createPgliteDatabase();
  await seedOwnerAdverts(database, fixture);
  return harnessOn(database, () => database.close());
});
