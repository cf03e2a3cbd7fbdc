import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../domain/chat.js';
import { dateTime, languageCode, limit, userText, uuid } from './common.js';

/** Input and output schemas of the owner's chat operations. */

export const listChatsInput = z.strictObject({
  limit: limit(50, 20),
  after_chat_id: uuid.optional().meta({ description: 'chat_id of the last chat of the previous page.' }),
});
export type ListChatsInput = z.output<typeof listChatsInput>;

export const getChatInput = z.strictObject({
  chat_id: uuid,
  limit: limit(50, 20),
  before_message_id: uuid.optional().meta({ description: 'message_id of the oldest message of the previous page.' }),
});
export type GetChatInput = z.output<typeof getChatInput>;

export const sendMessageInput = z.strictObject({
  chat_id: uuid,
  text: userText(MESSAGE_MAX_LENGTH, { multiLine: true }).meta({ description: `1-${MESSAGE_MAX_LENGTH} characters after trimming.` }),
});
export type SendMessageInput = z.output<typeof sendMessageInput>;

export const markChatReadInput = z.strictObject({ chat_id: uuid });

export const messageOutput = z
  .object({
    message_id: uuid,
    text: z.string().meta({ description: 'In the requested language (machine-translated when written in another).' }),
    lang: languageCode.nullable().meta({ description: 'Language of `text`; null when not known.' }),
    original_text: z.string().optional().meta({ description: 'The text as written; only when `text` is a translation.' }),
    is_mine: z.boolean(),
    sent_at: dateTime,
    read_at: dateTime.nullable().meta({ description: 'When the recipient marked it read.' }),
  })
  .meta({ id: 'Message' });
export type MessageView = z.output<typeof messageOutput>;

export const messagesOutput = z.object({ messages: z.array(messageOutput) }).meta({ id: 'Messages' });
export type Messages = z.output<typeof messagesOutput>;

export const chatOutput = z
  .object({
    chat_id: uuid,
    unread_count: z.number().int().meta({ description: 'Messages of the counterpart the owner has not marked read.' }),
    advert: z.object({ id: uuid, title: z.string(), is_mine: z.boolean() }).nullable(),
    counterpart: z.object({ id: uuid, name: z.string() }),
    last_message: z.object({ message_id: uuid, text: z.string(), sent_at: dateTime }).nullable(),
    updated_at: dateTime,
  })
  .meta({ id: 'Chat' });
export type ChatView = z.output<typeof chatOutput>;

export const chatsOutput = z.object({ chats: z.array(chatOutput) }).meta({ id: 'Chats' });
export type ChatList = z.output<typeof chatsOutput>;

export const chatReadOutput = z
  .object({ chat_id: uuid, marked_read: z.number().int().meta({ description: 'Messages this call marked read.' }) })
  .meta({ id: 'ChatRead' });
export type ChatRead = z.output<typeof chatReadOutput>;
