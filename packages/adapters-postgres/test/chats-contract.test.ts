import { describeChatsContract } from '@marketplace/core/contracts';
import { aCategory, anAdvert, type ChatFixture } from '@marketplace/core/testing';
import { createPgliteDatabase, createTestDatabase } from '../src/testing/index.js';
import { DrizzleChats, loadSeedData, tables, type Database, type UserSeed } from '../src/index.js';
import { committedEvents } from './support/committed-events.js';

/** The chats contract against PostgreSQL and PGlite: the fixture becomes users, adverts and chat rows. */
async function seedChats(database: Database, fixture: readonly ChatFixture[]): Promise<void> {
  const category = aCategory({ title: 'Things' });
  const people = new Map(fixture.flatMap((c) => c.members).map((m) => [m.id, m]));
  const users: UserSeed[] = [...people.values()].map((m) => ({ id: m.id, firstName: m.name, business: null, lang: m.lang }));
  const adverts = fixture.flatMap((c) =>
    c.advert
      ? [anAdvert({ id: c.advert.id, sellerId: c.advert.sellerId, categoryId: category.id, originalLang: c.advert.lang, texts: { [c.advert.lang]: { title: c.advert.title, description: '-' } } })]
      : [],
  );
  await loadSeedData(database, { categories: [category], users, adverts });
  const lastAt = (c: ChatFixture) => new Date(Math.max(...c.messages.map((m) => m.sentAt.getTime())));
  await database.db.insert(tables.chats).values(fixture.map((c) => ({ id: c.id, advertId: c.advert?.id ?? null, createdAt: c.messages[0]!.sentAt, lastMessageAt: lastAt(c) })));
  await database.db.insert(tables.chatMembers).values(fixture.flatMap((c) => c.members.map((m) => ({ chatId: c.id, userId: m.id, lastReadAt: null }))));
  await database.db.insert(tables.messages).values(
    fixture.flatMap((c) => c.messages.map((m) => ({ id: m.id, chatId: m.chatId, senderId: m.senderId, text: m.text.text, lang: m.text.lang, sentAt: m.sentAt, readAt: m.readAt }))),
  );
}

describeChatsContract('PostgreSQL', async (fixture) => {
  const test = await createTestDatabase();
  await seedChats(test.database, fixture);
  return { chats: new DrizzleChats(test.database), events: () => committedEvents(test.database), close: () => test.drop() };
});

describeChatsContract('PGlite', async (fixture) => {
  const database = await createPgliteDatabase();
  await seedChats(database, fixture);
  return { chats: new DrizzleChats(database), events: () => committedEvents(database), close: () => database.close() };
});
