import { tables, type Database, type SeedData, type UserSeed } from '@marketplace/adapters-postgres';
import type { Language } from '@marketplace/core';
import { aCategory, aSeller, anAdvert, testId } from '@marketplace/core/testing';
import { startTestApp, type TestApp, type TestAppOptions } from '../../support/test-app.js';
import { issueKey } from '../../support/api-keys.js';
import { call } from '../../owner/support/owner-http.js';

/**
 * A small marketplace with chats for the chat suites: the owner Olga reads Serbian; Boris writes
 * Russian about her bicycle, she writes German Dieter about his lamp, Hana writes her directly in
 * Hungarian, and Boris and Dieter have a chat of their own she must never see. The test clock
 * stands at 2026-01-15T12:00Z; messages are from the morning of that day.
 */
export const at = (hour: number, minute = 0): Date => new Date(Date.UTC(2026, 0, 15, hour, minute));

export function chatMarket() {
  const category = aCategory({ title: 'Bicycles' });
  const user = (firstName: string, lang: Language): UserSeed => ({ ...aSeller({ firstName }), plan: 'basic', lang });
  const users = { olga: user('Olga', 'sr'), boris: user('Boris', 'ru'), dieter: user('Dieter', 'de'), hana: user('Hana', 'hu') };
  const adverts = {
    bicycle: anAdvert({
      sellerId: users.olga.id,
      categoryId: category.id,
      originalLang: 'sr',
      texts: { sr: { title: 'Bicikl Capriolo', description: 'Gradski bicikl, malo vožen.' } },
      createdAt: at(1),
    }),
    lamp: anAdvert({
      sellerId: users.dieter.id,
      categoryId: category.id,
      originalLang: 'de',
      texts: { de: { title: 'Alte Lampe', description: 'Funktioniert.' } },
      createdAt: at(1),
    }),
  };
  const ids = { bicycle: testId(), lamp: testId(), direct: testId(), foreign: testId() };
  type Line = [senderId: string, text: string, lang: Language, sentAt: Date, read: boolean];
  const chat = (id: string, advertId: string | null, a: string, b: string, lines: Line[]) => ({
    chat: { id, advertId, createdAt: lines[0]![3], lastMessageAt: lines.at(-1)![3] },
    members: [
      { chatId: id, userId: a, lastReadAt: null },
      { chatId: id, userId: b, lastReadAt: null },
    ],
    messages: lines.map(([senderId, text, lang, sentAt, read]) => ({
      id: testId(), chatId: id, senderId, text, lang, sentAt, readAt: read ? new Date(sentAt.getTime() + 60_000) : null,
    })),
  });
  const { olga, boris, dieter, hana } = users;
  const chats = {
    bicycle: chat(ids.bicycle, adverts.bicycle.id, olga.id, boris.id, [
      [boris.id, 'Здравствуйте! Велосипед ещё продаётся?', 'ru', at(8), true],
      [olga.id, 'Da, još je dostupan.', 'sr', at(8, 30), false],
      [boris.id, 'Можно посмотреть завтра?', 'ru', at(9), false],
      [boris.id, 'И какая цена?', 'ru', at(9, 5), false],
    ]),
    lamp: chat(ids.lamp, adverts.lamp.id, olga.id, dieter.id, [
      [olga.id, 'Zdravo, da li je lampa još dostupna?', 'sr', at(7), true],
      [dieter.id, 'Ja, die Lampe ist noch da.', 'de', at(10), false],
    ]),
    direct: chat(ids.direct, null, hana.id, olga.id, [[hana.id, 'Szia! Van még kerékpárod?', 'hu', at(6), false]]),
    foreign: chat(ids.foreign, null, boris.id, dieter.id, [[dieter.id, 'Hallo Boris', 'de', at(11), false]]),
  };
  const data: Partial<SeedData> = { categories: [category], users: Object.values(users), adverts: Object.values(adverts) };
  return { users, adverts, ids, chats, data };
}

export type ChatMarket = ReturnType<typeof chatMarket>;

/** Chats are not part of the generic seed: written here, as the demo data does. */
export async function insertChats(database: Database, market: ChatMarket): Promise<void> {
  const all = Object.values(market.chats);
  await database.db.insert(tables.chats).values(all.map((c) => c.chat));
  await database.db.insert(tables.chatMembers).values(all.flatMap((c) => c.members));
  await database.db.insert(tables.messages).values(all.flatMap((c) => c.messages));
}

/** A test app serving a chat market (a fresh one unless given) with its chats, and a key of Olga's (every scope). */
export async function startChatApp(
  env: Record<string, string> = {},
  market: ChatMarket = chatMarket(),
  options: Omit<TestAppOptions, 'env'> = {},
): Promise<{ app: TestApp; market: ChatMarket; key: string }> {
  const app = await startTestApp(market.data, { ...options, env });
  await insertChats(app.services.database, market);
  return { app, market, key: await issueKey(app.services.database, market.users.olga.id) };
}

/** The four chat operations through HTTP, with their path conventions. */
export const chatsApi = {
  list: <T = unknown>(app: TestApp, key: string, query = '') => call<T>(app, 'GET', `/my/chats${query}`, { key }),
  messages: <T = unknown>(app: TestApp, key: string, chatId: string, query = '') =>
    call<T>(app, 'GET', `/my/chats/${chatId}/messages${query}`, { key }),
  send: <T = unknown>(app: TestApp, key: string, chatId: string, json: unknown, query = '') =>
    call<T>(app, 'POST', `/my/chats/${chatId}/messages${query}`, { key, json }),
  read: <T = unknown>(app: TestApp, key: string, chatId: string, json: unknown = {}) =>
    call<T>(app, 'POST', `/my/chats/${chatId}:read`, { key, json }),
};
