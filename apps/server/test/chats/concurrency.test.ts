import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { tables } from '@marketplace/adapters-postgres';
import type { ChatList, ChatRead, Messages } from '@marketplace/core';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { qs } from '../rest/http.js';
import { chatMarket, chatsApi, insertChats } from './support/chat-market.js';

/** Unread counts and the daily cap under parallel sends and reads (real PostgreSQL, real HTTP). */

const market = chatMarket();
const { users, ids } = market;
let app: TestApp;
let olga: string;
let boris: string;

beforeAll(async () => {
  app = await startTestApp(market.data);
  await insertChats(app.services.database, market);
  olga = await issueKey(app.services.database, users.olga.id);
  boris = await issueKey(app.services.database, users.boris.id);
});
afterAll(async () => {
  await app.close();
});

const unread = async (key: string, chatId: string) =>
  (await chatsApi.list<ChatList>(app, key)).body.chats.find((c) => c.chat_id === chatId)!.unread_count;
/** Every message Boris has sent in a chat, read or not (more than a page holds). */
const borisSent = async (chatId: string) =>
  app.services.database.db
    .select({ readAt: tables.messages.readAt })
    .from(tables.messages)
    .where(and(eq(tables.messages.chatId, chatId), eq(tables.messages.senderId, users.boris.id)));
const allMessages = async (key: string, chatId: string) => (await chatsApi.messages<Messages>(app, key, chatId, qs(['limit', 50]))).body.messages;

describe('parallel sends and reads', () => {
  it('counts every message once: marked by some read or still unread, never lost or doubled', async () => {
    const initiallyUnread = await unread(olga, ids.bicycle);
    const sentBefore = (await borisSent(ids.bicycle)).length;
    const sends = Array.from({ length: 30 }, (_, i) => chatsApi.send(app, boris, ids.bicycle, { text: `Сообщение ${i}` }));
    const reads = Array.from({ length: 10 }, () => chatsApi.read<ChatRead>(app, olga, ids.bicycle));
    const [sent, marked] = await Promise.all([Promise.all(sends), Promise.all(reads)]);
    expect(sent.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(marked.map((a) => a.status)).toEqual(Array(10).fill(200));
    const markedTotal = marked.reduce((sum, a) => sum + a.body.marked_read, 0);
    expect(markedTotal + (await unread(olga, ids.bicycle))).toBe(initiallyUnread + 30);

    await chatsApi.read(app, olga, ids.bicycle);
    expect(await unread(olga, ids.bicycle)).toBe(0);
    const borisRows = await borisSent(ids.bicycle);
    expect(borisRows.length).toBe(sentBefore + 30);
    expect(borisRows.every((m) => m.readAt !== null)).toBe(true);
    // Boris sees them read too.
    expect((await allMessages(boris, ids.bicycle)).filter((m) => m.is_mine).every((m) => m.read_at !== null)).toBe(true);
  });

  it('raises each side’s unread count by exactly what the other side sent in parallel', async () => {
    await chatsApi.read(app, olga, ids.bicycle);
    await chatsApi.read(app, boris, ids.bicycle);
    await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => chatsApi.send(app, boris, ids.bicycle, { text: `Boris ${i}` })),
      ...Array.from({ length: 9 }, (_, i) => chatsApi.send(app, olga, ids.bicycle, { text: `Olga ${i}` })),
    ]);
    expect(await unread(olga, ids.bicycle)).toBe(12);
    expect(await unread(boris, ids.bicycle)).toBe(9);
  });

  it('lets no more than the daily cap of messages through when they race', async () => {
    const hana = await issueKey(app.services.database, users.hana.id);
    for (let i = 0; i < 95; i++) await app.services.dailyCaps.take(users.hana.id, 'send_message', app.clock.now());
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => chatsApi.send(app, hana, ids.direct, { text: `Üzenet ${i}` })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
    expect((await app.services.dailyCaps.used(users.hana.id, 'send_message', app.clock.now()))._unsafeUnwrap()).toBe(100);
  });
});
