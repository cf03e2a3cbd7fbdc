import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isLanguage, type ChatListQuery, type ChatRecord, type Chats, type Language, type MessageListQuery, type MessageRecord, type NewMessage } from '@marketplace/core';
import type { Database } from '../db.js';
import { dbCall } from './db-call.js';
import { date, dateOrNull, lang, num } from './rows.js';
import { rowsOf } from './tx.js';

/** A stored language outside the eight (or none) reads as unknown: the text is then shown as written. */
const storedLang = z
  .string()
  .nullable()
  .transform((value): Language | null => (value !== null && isLanguage(value) ? value : null));

const messageRow = z.object({
  id: z.string(),
  chat_id: z.string(),
  sender_id: z.string(),
  text: z.string(),
  lang: storedLang,
  sent_at: date,
  read_at: dateOrNull,
});

const chatRow = z.object({
  id: z.string(),
  last_message_at: date,
  advert_id: z.string().nullable(),
  advert_seller_id: z.string().nullable(),
  advert_title: z.string().nullable(),
  advert_title_lang: storedLang,
  counterpart_id: z.string(),
  counterpart_name: z.string(),
  unread_count: num,
  lm_id: z.string().nullable(),
  lm_sender_id: z.string().nullable(),
  lm_text: z.string().nullable(),
  lm_lang: storedLang,
  lm_sent_at: dateOrNull,
  lm_read_at: dateOrNull,
});

const toMessage = (row: z.output<typeof messageRow>): MessageRecord => ({
  id: row.id,
  chatId: row.chat_id,
  senderId: row.sender_id,
  text: { text: row.text, lang: row.lang },
  sentAt: row.sent_at,
  readAt: row.read_at,
});

function toChat(row: z.output<typeof chatRow>): ChatRecord {
  const lastMessage =
    row.lm_id !== null && row.lm_sender_id !== null && row.lm_text !== null && row.lm_sent_at !== null
      ? toMessage({ id: row.lm_id, chat_id: row.id, sender_id: row.lm_sender_id, text: row.lm_text, lang: row.lm_lang, sent_at: row.lm_sent_at, read_at: row.lm_read_at })
      : null;
  return {
    id: row.id,
    advert:
      row.advert_id !== null && row.advert_seller_id !== null
        ? {
            id: row.advert_id,
            title: { text: row.advert_title ?? '', lang: row.advert_title_lang, about: { advertId: row.advert_id, field: 'title' } },
            sellerId: row.advert_seller_id,
          }
        : null,
    counterpart: { id: row.counterpart_id, name: row.counterpart_name },
    unreadCount: row.unread_count,
    lastMessage,
    lastMessageAt: row.last_message_at,
  };
}

/**
 * Chats in `chats`, `chat_members` and `messages`. Unread counts are counted from `read_at` of the
 * other member's messages at read time, never kept as counters; a send and a mark-read are single
 * statements, so parallel sends and reads of any number of processes leave every count right.
 */
export class DrizzleChats implements Chats {
  constructor(private readonly database: Database) {}

  list(query: ChatListQuery) {
    return dbCall(async () => {
      const db = this.database.db;
      if (query.afterChatId !== null) {
        const [cursor] = await rowsOf(db, sql`
          select 1 from chat_members where chat_id = ${query.afterChatId}::uuid and user_id = ${query.userId}::uuid`);
        if (!cursor) return { found: false as const, missing: 'cursor' as const };
      }
      const rows = await rowsOf(db, sql`
        select c.id, c.last_message_at, c.advert_id, a.seller_id as advert_seller_id,
          coalesce(tl.title, orig.title) as advert_title,
          case when tl.title is null then a.original_lang else ${query.lang} end as advert_title_lang,
          other.user_id as counterpart_id, u.first_name as counterpart_name,
          (select count(*) from messages m
            where m.chat_id = c.id and m.sender_id <> ${query.userId}::uuid and m.read_at is null) as unread_count,
          lm.id as lm_id, lm.sender_id as lm_sender_id, lm.text as lm_text, lm.lang as lm_lang,
          lm.sent_at as lm_sent_at, lm.read_at as lm_read_at
        from chat_members me
        join chats c on c.id = me.chat_id
        join chat_members other on other.chat_id = c.id and other.user_id <> me.user_id
        join users u on u.id = other.user_id
        left join adverts a on a.id = c.advert_id
        left join advert_texts tl on tl.advert_id = a.id and tl.lang = ${query.lang}
        left join advert_texts orig on orig.advert_id = a.id and orig.is_original
        left join lateral (
          select m.id, m.sender_id, m.text, m.lang, m.sent_at, m.read_at from messages m
          where m.chat_id = c.id order by m.sent_at desc, m.id desc limit 1) lm on true
        where me.user_id = ${query.userId}::uuid
          ${query.afterChatId === null ? sql`` : sql`and (c.last_message_at, c.id) < (select last_message_at, id from chats where id = ${query.afterChatId}::uuid)`}
        order by c.last_message_at desc, c.id desc
        limit ${query.limit}`);
      return { found: true as const, items: rows.map((raw) => toChat(chatRow.parse(raw))) };
    });
  }

  messages(query: MessageListQuery) {
    return dbCall(async () => {
      const db = this.database.db;
      const [member] = await rowsOf(db, sql`
        select 1 from chat_members where chat_id = ${query.chatId}::uuid and user_id = ${query.userId}::uuid`);
      if (!member) return { found: false as const, missing: 'chat' as const };
      if (query.beforeMessageId !== null) {
        const [cursor] = await rowsOf(db, sql`
          select 1 from messages where id = ${query.beforeMessageId}::uuid and chat_id = ${query.chatId}::uuid`);
        if (!cursor) return { found: false as const, missing: 'cursor' as const };
      }
      const rows = await rowsOf(db, sql`
        select id, chat_id, sender_id, text, lang, sent_at, read_at from messages
        where chat_id = ${query.chatId}::uuid
          ${query.beforeMessageId === null ? sql`` : sql`and (sent_at, id) < (select sent_at, id from messages where id = ${query.beforeMessageId}::uuid)`}
        order by sent_at desc, id desc
        limit ${query.limit}`);
      return { found: true as const, items: rows.map((raw) => toMessage(messageRow.parse(raw))) };
    });
  }

  /** One statement: the insert happens only for a member, and moves the chat up the list. */
  send(message: NewMessage) {
    return dbCall(async () => {
      const [row] = await rowsOf(this.database.db, sql`
        with member as (
          select 1 from chat_members where chat_id = ${message.chatId}::uuid and user_id = ${message.senderId}::uuid
        ), sent as (
          insert into messages (id, chat_id, sender_id, text, lang, sent_at)
          select ${message.id}::uuid, ${message.chatId}::uuid, ${message.senderId}::uuid, ${message.text},
            -- Not detected: the sender's own evidence (NewMessage.lang), else unknown.
            coalesce(${message.lang}::text,
              (select m.lang from messages m where m.chat_id = ${message.chatId}::uuid and m.sender_id = ${message.senderId}::uuid and m.lang is not null
                order by m.sent_at desc, m.id desc limit 1)),
            ${message.sentAt.toISOString()}::timestamptz
          where exists (select 1 from member)
          returning id, chat_id, sender_id, text, lang, sent_at, read_at
        ), touched as (
          update chats set last_message_at = greatest(last_message_at, ${message.sentAt.toISOString()}::timestamptz)
          where id = ${message.chatId}::uuid and exists (select 1 from sent)
          returning 1
        )
        select sent.*, (select count(*) from touched) as touched,
          (select u.lang from chat_members o join users u on u.id = o.user_id
            where o.chat_id = sent.chat_id and o.user_id <> sent.sender_id limit 1) as recipient_lang
        from sent`);
      if (!row) return null;
      const recipient = lang.safeParse(row.recipient_lang);
      return { message: toMessage(messageRow.parse(row)), recipientLang: recipient.success ? recipient.data : ('en' as const) };
    });
  }

  /** One statement: what is unread when it runs becomes read; a message sent meanwhile stays unread. */
  markRead(chatId: string, userId: string, at: Date) {
    return dbCall(async () => {
      const [row] = await rowsOf(this.database.db, sql`
        with member as (
          update chat_members set last_read_at = ${at.toISOString()}::timestamptz
          where chat_id = ${chatId}::uuid and user_id = ${userId}::uuid
          returning 1
        ), marked as (
          update messages set read_at = ${at.toISOString()}::timestamptz
          where chat_id = ${chatId}::uuid and sender_id <> ${userId}::uuid and read_at is null
            and exists (select 1 from chat_members where chat_id = ${chatId}::uuid and user_id = ${userId}::uuid)
          returning 1
        )
        select (select count(*) from member) as member, (select count(*) from marked) as marked`);
      const counts = z.object({ member: num, marked: num }).parse(row);
      return counts.member === 0 ? null : counts.marked;
    });
  }
}
