import type { ResultAsync } from 'neverthrow';
import type { Unavailable } from '../domain/errors.js';
import type { Language } from '../domain/language.js';
import type { LocalizedText } from '../domain/text.js';

export interface MessageRecord {
  readonly id: string;
  readonly chatId: string;
  readonly senderId: string;
  /** As written, with the language detected or declared when it was written. */
  readonly text: LocalizedText;
  readonly sentAt: Date;
  readonly readAt: Date | null;
}

export interface ChatRecord {
  readonly id: string;
  /** The advert the chat is about (title in the requested language where stored); null: direct. */
  readonly advert: { readonly id: string; readonly title: LocalizedText; readonly sellerId: string } | null;
  readonly counterpart: { readonly id: string; readonly name: string };
  /** Messages of the counterpart not yet read by the member asking. */
  readonly unreadCount: number;
  readonly lastMessage: MessageRecord | null;
  readonly lastMessageAt: Date;
}

export interface ChatListQuery {
  readonly userId: string;
  readonly lang: Language;
  readonly limit: number;
  /** Keyset cursor: chats after this one in the list's order. */
  readonly afterChatId: string | null;
}

export interface MessageListQuery {
  readonly chatId: string;
  readonly userId: string;
  readonly limit: number;
  readonly beforeMessageId: string | null;
}

export interface NewMessage {
  readonly id: string;
  readonly chatId: string;
  readonly senderId: string;
  readonly text: string;
  /**
   * Detected from the text; null when it is too short or unclear to tell ("Hvala!"). Then the
   * store records the sender's own evidence, the language of their latest message in this chat,
   * else none (`und`, shown as written): never the request's language guessed as the text's.
   */
  readonly lang: Language | null;
  readonly sentAt: Date;
}

/** `no_chat`: not a chat of that user; `no_cursor`: the cursor is not in the listed set. */
export type ChatPage<T> = { readonly found: true; readonly items: T[] } | { readonly found: false; readonly missing: 'chat' | 'cursor' };

/**
 * The chats a user is a member of. Unread counts are derived from the messages themselves
 * (`readAt` of the other member's messages), so parallel sends and reads cannot leave them wrong.
 */
export interface Chats {
  /** Most recently active first (last message time desc, id desc). */
  list(query: ChatListQuery): ResultAsync<ChatPage<ChatRecord>, Unavailable>;
  /** Newest first (sent time desc, id desc). */
  messages(query: MessageListQuery): ResultAsync<ChatPage<MessageRecord>, Unavailable>;
  /** Adds a message to a chat the sender belongs to; null when they do not. Returns the recipient's language. */
  send(message: NewMessage): ResultAsync<{ readonly message: MessageRecord; readonly recipientLang: Language } | null, Unavailable>;
  /** Marks every unread message of the other member read at `at`; null when not a member. */
  markRead(chatId: string, userId: string, at: Date): ResultAsync<number | null, Unavailable>;
}
