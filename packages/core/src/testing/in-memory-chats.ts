import { okAsync, type ResultAsync } from 'neverthrow';
import type { Unavailable } from '../domain/errors.js';
import type { Language } from '../domain/language.js';
import type { ChatListQuery, ChatPage, ChatRecord, Chats, MessageListQuery, MessageRecord, NewMessage } from '../ports/chats.js';

export interface ChatFixture {
  readonly id: string;
  readonly advert: { readonly id: string; readonly title: string; readonly lang: Language; readonly sellerId: string } | null;
  /** The two members, with their names and reading languages. */
  readonly members: readonly [ChatMemberFixture, ChatMemberFixture];
  readonly messages: readonly MessageRecord[];
}

export interface ChatMemberFixture {
  readonly id: string;
  readonly name: string;
  readonly lang: Language;
}

const byNewest = (a: { at: Date; id: string }, b: { at: Date; id: string }) =>
  b.at.getTime() - a.at.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** An event a send or a mark-read recorded for the other member, made at the send's or the read's time. */
export interface ChatEvent {
  readonly id: string;
  readonly ownerId: string;
  readonly type: 'message.received' | 'chat.read';
  readonly data: Readonly<Record<string, unknown>>;
  readonly at: Date;
}

/** Chats in memory, for unit tests of the chat use cases; the same orders and events as the Drizzle adapter. */
export class InMemoryChats implements Chats {
  private readonly chats = new Map<string, { fixture: ChatFixture; messages: MessageRecord[] }>();
  private readonly eventLog: ChatEvent[] = [];

  constructor(fixtures: readonly ChatFixture[]) {
    for (const f of fixtures) this.chats.set(f.id, { fixture: f, messages: [...f.messages] });
  }

  private memberOf(chatId: string, userId: string) {
    const chat = this.chats.get(chatId);
    return chat && chat.fixture.members.some((m) => m.id === userId) ? chat : undefined;
  }

  private lastAt(chat: { fixture: ChatFixture; messages: MessageRecord[] }): Date {
    return chat.messages.reduce((latest, m) => (m.sentAt > latest ? m.sentAt : latest), new Date(0));
  }

  list(query: ChatListQuery): ResultAsync<ChatPage<ChatRecord>, Unavailable> {
    const records = [...this.chats.values()]
      .filter((c) => c.fixture.members.some((m) => m.id === query.userId))
      .map((c): ChatRecord => {
        const counterpart = c.fixture.members.find((m) => m.id !== query.userId) ?? c.fixture.members[0];
        const newest = [...c.messages].sort((a, b) => byNewest({ at: a.sentAt, id: a.id }, { at: b.sentAt, id: b.id }))[0];
        const advert = c.fixture.advert;
        return {
          id: c.fixture.id,
          advert: advert && { id: advert.id, title: { text: advert.title, lang: advert.lang }, sellerId: advert.sellerId },
          counterpart: { id: counterpart.id, name: counterpart.name },
          unreadCount: c.messages.filter((m) => m.senderId !== query.userId && m.readAt === null).length,
          lastMessage: newest ?? null,
          lastMessageAt: this.lastAt(c),
        };
      })
      .sort((a, b) => byNewest({ at: a.lastMessageAt, id: a.id }, { at: b.lastMessageAt, id: b.id }));
    let start = 0;
    if (query.afterChatId !== null) {
      const index = records.findIndex((r) => r.id === query.afterChatId);
      if (index < 0) return okAsync({ found: false, missing: 'cursor' });
      start = index + 1;
    }
    return okAsync({ found: true, items: records.slice(start, start + query.limit) });
  }

  messages(query: MessageListQuery): ResultAsync<ChatPage<MessageRecord>, Unavailable> {
    const chat = this.memberOf(query.chatId, query.userId);
    if (!chat) return okAsync({ found: false, missing: 'chat' });
    const sorted = [...chat.messages].sort((a, b) => byNewest({ at: a.sentAt, id: a.id }, { at: b.sentAt, id: b.id }));
    let start = 0;
    if (query.beforeMessageId !== null) {
      const index = sorted.findIndex((m) => m.id === query.beforeMessageId);
      if (index < 0) return okAsync({ found: false, missing: 'cursor' });
      start = index + 1;
    }
    return okAsync({ found: true, items: sorted.slice(start, start + query.limit) });
  }

  /** The sender's evidence (see NewMessage.lang): the language of their latest message here. */
  private senderLanguage(chat: { fixture: ChatFixture; messages: MessageRecord[] }, senderId: string): Language | null {
    const own = chat.messages
      .filter((m) => m.senderId === senderId && m.text.lang !== null)
      .sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime() || b.id.localeCompare(a.id))[0];
    return own?.text.lang ?? null;
  }

  send(message: NewMessage) {
    const chat = this.memberOf(message.chatId, message.senderId);
    if (!chat) return okAsync(null);
    const record: MessageRecord = {
      id: message.id,
      chatId: message.chatId,
      senderId: message.senderId,
      text: { text: message.text, lang: message.lang ?? this.senderLanguage(chat, message.senderId) },
      sentAt: message.sentAt,
      readAt: null,
    };
    chat.messages.push(record);
    const recipient = chat.fixture.members.find((m) => m.id !== message.senderId) ?? chat.fixture.members[0];
    this.eventLog.push({
      id: message.eventId,
      ownerId: recipient.id,
      type: 'message.received',
      // The language the message is stored with (the sender's evidence when undetected), as the adapter's statement writes it.
      data: { chat_id: message.chatId, message_id: message.id, advert_id: chat.fixture.advert?.id ?? null, text: message.text, lang: record.text.lang, sent_at: message.sentAt.toISOString() },
      at: message.sentAt,
    });
    return okAsync({ message: record, recipientLang: recipient.lang });
  }

  /** Events the sends and reads recorded, oldest first (the adapter writes them in the same statement). */
  get events(): readonly ChatEvent[] {
    return this.eventLog;
  }

  markRead(chatId: string, userId: string, at: Date, eventId: string) {
    const chat = this.memberOf(chatId, userId);
    if (!chat) return okAsync(null);
    let marked = 0;
    chat.messages = chat.messages.map((m) => {
      if (m.senderId === userId || m.readAt !== null) return m;
      marked += 1;
      return { ...m, readAt: at };
    });
    const other = chat.fixture.members.find((m) => m.id !== userId);
    if (marked > 0 && other) this.eventLog.push({ id: eventId, ownerId: other.id, type: 'chat.read', data: { chat_id: chatId, read_at: at.toISOString() }, at });
    return okAsync(marked);
  }
}
