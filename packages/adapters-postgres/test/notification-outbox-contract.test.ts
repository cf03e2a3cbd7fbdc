import { sql } from 'drizzle-orm';
import { describeNotificationOutboxContract, type OutboxFixture } from '@marketplace/core/contracts';
import { aCategory, anAdvert, type PriceDropFixture } from '@marketplace/core/testing';
import { createPgliteDatabase, createTestDatabase } from '../src/testing/index.js';
import { DrizzleNotificationOutbox, loadSeedData, type Database, type UserSeed } from '../src/index.js';

/** The outbox contract against PostgreSQL and PGlite: the fixture becomes users, adverts and their texts. */
async function seedOutbox(database: Database, fixture: OutboxFixture): Promise<void> {
  const category = aCategory({ title: 'Things' });
  const users: UserSeed[] = [fixture.seller, ...fixture.recipients].map((r) => ({
    id: r.userId,
    firstName: r.name,
    name: r.name,
    email: r.email,
    business: null,
    lang: r.lang,
  }));
  const adverts = fixture.adverts.map((a) =>
    anAdvert({
      id: a.id,
      sellerId: a.sellerId,
      categoryId: category.id,
      originalLang: a.originalLang,
      texts: Object.fromEntries(Object.entries(a.titles).map(([lang, title]) => [lang, { title, description: '-' }])),
    }),
  );
  await loadSeedData(database, { categories: [category], users, adverts });
}

/** Rows as `notifySavers` writes them (same payload). */
async function addDrops(database: Database, drops: readonly PriceDropFixture[]): Promise<number[]> {
  const ids: number[] = [];
  for (const d of drops) {
    const [row] = await database.query<{ id: number }>(sql`
      insert into outbox (topic, payload, created_at)
      values ('advert.price_dropped',
        jsonb_build_object('user_id', ${d.userId}::text, 'advert_id', ${d.advertId}::text,
          'old_price_minor', ${d.oldPriceMinor}::bigint, 'new_price_minor', ${d.newPriceMinor}::bigint,
          'currency', ${d.currency}::text, 'discount_percent', null),
        ${d.at.toISOString()}::timestamptz)
      returning id`);
    ids.push(Number(row!.id));
  }
  return ids;
}

describeNotificationOutboxContract('PostgreSQL', async (fixture) => {
  const test = await createTestDatabase();
  await seedOutbox(test.database, fixture);
  return { outbox: new DrizzleNotificationOutbox(test.database), addDrops: (drops) => addDrops(test.database, drops), close: () => test.drop() };
});

describeNotificationOutboxContract('PGlite', async (fixture) => {
  const database = await createPgliteDatabase();
  await seedOutbox(database, fixture);
  return { outbox: new DrizzleNotificationOutbox(database), addDrops: (drops) => addDrops(database, drops), close: () => database.close() };
});
