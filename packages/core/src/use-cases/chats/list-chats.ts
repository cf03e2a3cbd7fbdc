import { errAsync } from 'neverthrow';
import type { Clock } from '../../ports/clock.js';
import type { Chats } from '../../ports/chats.js';
import type { Translator } from '../../ports/translator.js';
import { listChatsInput, type ChatList } from '../../schemas/chats.js';
import type { LocalizedText } from '../../domain/text.js';
import { localizeTexts } from '../../presenters/localize.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { unknownCursor } from './errors.js';

export interface ListChatsDeps {
  readonly chats: Chats;
  readonly translator: Translator;
  readonly clock: Clock;
}

/** The owner's chats, most recently active first, with unread counts. Marks nothing read. */
export function makeListChats(deps: ListChatsDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('chats:read', listChatsInput, raw, ctx, (input) =>
      deps.chats
        .list({ userId: ctx.principal.userId, lang: ctx.lang, limit: input.limit, afterChatId: input.after_chat_id ?? null })
        .andThen((page) => {
          if (!page.found) return errAsync(unknownCursor('after_chat_id'));
          const chats = page.items;
          // One batch: every advert title and last message text of the page.
          const texts: LocalizedText[] = chats.flatMap((c) => [
            c.advert?.title ?? { text: '', lang: null },
            c.lastMessage?.text ?? { text: '', lang: null },
          ]);
          return localizeTexts(deps.translator, texts, ctx.lang).map((localized): ChatList => ({
            chats: chats.map((chat, i) => ({
              chat_id: chat.id,
              unread_count: chat.unreadCount,
              advert: chat.advert && {
                id: chat.advert.id,
                title: localized[2 * i] ?? chat.advert.title.text,
                is_mine: chat.advert.sellerId === ctx.principal.userId,
              },
              counterpart: chat.counterpart,
              last_message: chat.lastMessage && {
                message_id: chat.lastMessage.id,
                text: localized[2 * i + 1] ?? chat.lastMessage.text.text,
                sent_at: chat.lastMessage.sentAt.toISOString(),
              },
              updated_at: chat.lastMessageAt.toISOString(),
            })),
          }));
        }),
    );
}
