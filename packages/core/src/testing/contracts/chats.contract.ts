import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Language } from '../../domain/language.js';
import type { Chats, MessageRecord } from '../../ports/chats.js';
import type { ChatFixture, ChatMemberFixture } from '../in-memory-chats.js';
import type { CommittedChatEvent } from './committed-events.js';

export interface ChatsHarness {
  readonly chats: Chats;
  /** The owner events the sends and reads committed, in the order written. */
  events(): Promise<CommittedChatEvent[]>;
  close(): Promise<void>;
}

const hex = (n: number) => n.toString(16).padStart(12, '0');
const member = (n: number, name: string, lang: Language): ChatMemberFixture => ({ id: `10000000-0000-4000-8000-${hex(n)}`, name, lang });
const chatId = (n: number) => `20000000-0000-4000-8000-${hex(n)}`;
const messageId = (n: number) => `30000000-0000-4000-8000-${hex(n)}`;
const advertId = (n: number) => `40000000-0000-4000-8000-${hex(n)}`;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 15, 10, minute));

/** Three people and four chats; `olga` is the reader of most cases. */
export const CHAT_PEOPLE = { olga: member(1, 'Olga', 'sr'), boris: member(2, 'Boris', 'ru'), dieter: member(3, 'Dieter', 'de') };
const { olga, boris, dieter } = CHAT_PEOPLE;
const message = (n: number, chat: number, sender: ChatMemberFixture, text: string, lang: Language, minute: number, read: boolean): MessageRecord => ({
  id: messageId(n), chatId: chatId(chat), senderId: sender.id, text: { text, lang }, sentAt: at(minute), readAt: read ? at(minute + 1) : null,
});

export const CHATS_FIXTURE: readonly ChatFixture[] = [
  {
    id: chatId(1),
    advert: { id: advertId(1), title: 'Bicikl', lang: 'sr', sellerId: olga.id },
    members: [olga, boris],
    messages: [
      message(1, 1, boris, 'Здравствуйте', 'ru', 1, true),
      message(2, 1, olga, 'Zdravo', 'sr', 2, false),
      message(3, 1, boris, 'Цена?', 'ru', 3, false),
      message(4, 1, boris, 'Завтра?', 'ru', 4, false),
    ],
  },
  {
    id: chatId(2),
    advert: { id: advertId(2), title: 'Lampe', lang: 'de', sellerId: dieter.id },
    members: [olga, dieter],
    messages: [message(5, 2, olga, 'Lampa?', 'sr', 5, true), message(6, 2, dieter, 'Ja', 'de', 6, false)],
  },
  // Same last activity as chat 2: the higher id comes first.
  { id: chatId(3), advert: null, members: [dieter, olga], messages: [message(7, 3, dieter, 'Hallo', 'de', 6, true)] },
  { id: chatId(4), advert: null, members: [boris, dieter], messages: [message(8, 4, dieter, 'Privat', 'de', 9, false)] },
];

/**
 * The behaviour every implementation of the `Chats` port must have: orders, cursors, membership,
 * unread counts, and the recipient's events written with a send or a read (issue 26). It runs
 * against InMemoryChats and the PostgreSQL and PGlite adapters.
 */
export function describeChatsContract(name: string, open: (fixture: readonly ChatFixture[]) => Promise<ChatsHarness>): void {
  describe(`chats port: ${name}`, () => {
    let harness: ChatsHarness;
    let chats: Chats;
    beforeAll(async () => {
      harness = await open(CHATS_FIXTURE);
      chats = harness.chats;
    });
    afterAll(async () => {
      await harness.close();
    });
    /**
     * A store of the running test's own, opened on the same fixture, for a case that writes: the
     * cases on the shared store only read, so each sees the fixture as it is in any order.
     */
    const ownStore = async (): Promise<ChatsHarness> => {
      const own = await open(CHATS_FIXTURE);
      onTestFinished(() => own.close());
      return own;
    };
    const ownChats = async (): Promise<Chats> => (await ownStore()).chats;
    const list = async (userId: string, limit = 10, afterChatId: string | null = null, on = chats) =>
      (await on.list({ userId, lang: 'en', limit, afterChatId }))._unsafeUnwrap();
    const messages = async (userId: string, chat: string, limit = 10, beforeMessageId: string | null = null, on = chats) =>
      (await on.messages({ chatId: chat, userId, limit, beforeMessageId }))._unsafeUnwrap();

    it('lists a member’s chats, most recently active first, ties by id', async () => {
      const page = await list(olga.id);
      if (!page.found) throw new Error('no page');
      expect(page.items.map((c) => [c.id, c.unreadCount, c.counterpart.name])).toEqual([
        [chatId(3), 0, 'Dieter'],
        [chatId(2), 1, 'Dieter'],
        [chatId(1), 2, 'Boris'],
      ]);
      const bicycle = page.items[2]!;
      expect(bicycle.advert).toMatchObject({ id: advertId(1), title: { text: 'Bicikl', lang: 'sr' }, sellerId: olga.id });
      expect(bicycle.lastMessage).toMatchObject({ id: messageId(4), senderId: boris.id, text: { text: 'Завтра?', lang: 'ru' }, readAt: null });
      expect(bicycle.lastMessageAt).toEqual(at(4));
      expect(page.items[0]!.advert).toBeNull();
    });

    it('pages after a chat, and refuses a cursor outside the member’s chats', async () => {
      expect(await list(olga.id, 1, chatId(3))).toMatchObject({ found: true, items: [{ id: chatId(2) }] });
      expect(await list(olga.id, 5, chatId(1))).toEqual({ found: true, items: [] });
      expect(await list(olga.id, 5, chatId(4))).toEqual({ found: false, missing: 'cursor' });
    });

    it('gives messages newest first, pages before a message, and refuses strangers and foreign cursors', async () => {
      const page = await messages(olga.id, chatId(1), 2);
      expect(page).toMatchObject({ found: true, items: [{ id: messageId(4) }, { id: messageId(3) }] });
      expect(await messages(olga.id, chatId(1), 5, messageId(3))).toMatchObject({ found: true, items: [{ id: messageId(2) }, { id: messageId(1), readAt: at(2) }] });
      expect(await messages(olga.id, chatId(4))).toEqual({ found: false, missing: 'chat' });
      expect(await messages(olga.id, chatId(1), 5, messageId(5))).toEqual({ found: false, missing: 'cursor' });
    });

    it('sends only into a member’s chat, moving it up, and names the recipient’s language', async () => {
      const own = await ownChats();
      const send = (chat: string, senderId: string, id: number, minute: number) =>
        own.send({ id: messageId(id), chatId: chat, senderId, text: 'Novo', lang: 'sr', sentAt: at(minute), eventId: messageId(1000 + id) });
      expect((await send(chatId(4), olga.id, 100, 20))._unsafeUnwrap()).toBeNull();
      const sent = (await send(chatId(1), olga.id, 101, 20))._unsafeUnwrap();
      expect(sent).toEqual({
        message: { id: messageId(101), chatId: chatId(1), senderId: olga.id, text: { text: 'Novo', lang: 'sr' }, sentAt: at(20), readAt: null },
        recipientLang: 'ru',
      });
      const summary = async (userId: string) => {
        const page = await list(userId, 10, null, own);
        return page.found ? page.items.map((c) => [c.id, c.unreadCount, c.lastMessageAt.toISOString()]) : [];
      };
      expect(await summary(olga.id)).toEqual([
        [chatId(1), 2, at(20).toISOString()],
        [chatId(3), 0, at(6).toISOString()],
        [chatId(2), 1, at(6).toISOString()],
      ]);
      expect(await summary(boris.id)).toEqual([
        [chatId(1), 2, at(20).toISOString()],
        [chatId(4), 1, at(9).toISOString()],
      ]);
    });

    it('records an undetected text in the sender’s own language in the chat, else as unknown', async () => {
      const own = await ownChats();
      const send = async (chat: number, senderId: string, id: number) =>
        (await own.send({ id: messageId(id), chatId: chatId(chat), senderId, text: 'Hvala!', lang: null, sentAt: at(40 + id - 200), eventId: messageId(3000 + id) }))._unsafeUnwrap()?.message.text.lang;
      // Olga wrote Serbian in chat 1; Boris Russian there, whatever Olga reads.
      expect(await send(1, olga.id, 200)).toBe('sr');
      expect(await send(1, boris.id, 201)).toBe('ru');
      // Chat 2 is about Dieter's German advert, Dieter wrote German: Olga's own Serbian counts.
      expect(await send(2, olga.id, 202)).toBe('sr');
      // Chat 3 is direct and Olga never wrote there: no evidence, no guess.
      expect(await send(3, olga.id, 203)).toBeNull();
      // A detected language is kept as given.
      expect((await own.send({ id: messageId(204), chatId: chatId(3), senderId: olga.id, text: 'Danke', lang: 'de', sentAt: at(50), eventId: messageId(3204) }))._unsafeUnwrap()?.message.text.lang).toBe('de');
    });

    it('marks only the other member’s unread messages read, once', async () => {
      const own = await ownChats();
      expect((await own.markRead(chatId(4), olga.id, at(30), messageId(2030)))._unsafeUnwrap()).toBeNull();
      expect((await own.markRead(chatId(2), olga.id, at(30), messageId(2030)))._unsafeUnwrap()).toBe(1);
      expect((await own.markRead(chatId(2), olga.id, at(31), messageId(2031)))._unsafeUnwrap()).toBe(0);
      expect(await messages(dieter.id, chatId(2), 10, null, own)).toMatchObject({
        found: true,
        items: [{ id: messageId(6), readAt: at(30) }, { id: messageId(5), readAt: at(6) }],
      });
      const page = await list(dieter.id, 10, null, own);
      expect(page.found && page.items.map((c) => [c.id, c.unreadCount])).toEqual([
        [chatId(4), 0],
        [chatId(3), 0],
        [chatId(2), 0],
      ]);
    });

    it('records the recipient’s message.received with each message sent, the text and language as stored; none for a stranger', async () => {
      const own = await ownStore();
      const send = async (chat: number, senderId: string, id: number, minute: number, text: string, lang: Language | null) =>
        (await own.chats.send({ id: messageId(id), chatId: chatId(chat), senderId, text, lang, sentAt: at(minute), eventId: messageId(5000 + id) }))._unsafeUnwrap();
      expect(await send(4, olga.id, 300, 20, 'Ne', 'sr')).toBeNull();
      // Undetected: the event carries the language the message was stored with (Olga's Serbian in chat 1), or none.
      await send(1, olga.id, 301, 21, 'Hvala!', null);
      await send(3, olga.id, 302, 22, 'Hvala!', null);
      await send(2, dieter.id, 303, 23, 'Morgen um 10', 'de');
      const received = (id: number, chat: number, to: string, advert: string | null, text: string, lang: Language | null, minute: number) => ({
        id: messageId(5000 + id), ownerId: to, type: 'message.received', at: at(minute),
        data: { chat_id: chatId(chat), message_id: messageId(id), advert_id: advert, text, lang, sent_at: at(minute).toISOString() },
      });
      expect(await own.events()).toEqual([
        received(301, 1, boris.id, advertId(1), 'Hvala!', 'sr', 21),
        received(302, 3, dieter.id, null, 'Hvala!', null, 22),
        received(303, 2, olga.id, advertId(2), 'Morgen um 10', 'de', 23),
      ]);
    });

    it('records chat.read for the other member only when a read marked something; none for a stranger', async () => {
      const own = await ownStore();
      const read = async (chat: number, userId: string, minute: number) =>
        (await own.chats.markRead(chatId(chat), userId, at(minute), messageId(6000 + minute)))._unsafeUnwrap();
      expect(await read(4, olga.id, 30)).toBeNull();
      expect(await read(2, olga.id, 31)).toBe(1);
      expect(await read(2, olga.id, 32)).toBe(0);
      // Dieter's message 8 was unread for Boris.
      expect(await read(4, boris.id, 33)).toBe(1);
      const chatRead = (chat: number, to: string, minute: number) => ({
        id: messageId(6000 + minute), ownerId: to, type: 'chat.read', at: at(minute), data: { chat_id: chatId(chat), read_at: at(minute).toISOString() },
      });
      expect(await own.events()).toEqual([chatRead(2, dieter.id, 31), chatRead(4, dieter.id, 33)]);
    });
  });
}
