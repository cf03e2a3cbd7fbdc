import { errAsync } from 'neverthrow';
import type { Chats } from '../../ports/chats.js';
import type { Translator } from '../../ports/translator.js';
import { getChatInput, type Messages } from '../../schemas/chats.js';
import { localizeTexts } from '../../presenters/localize.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { presentMessage } from '../../presenters/chats.js';
import { chatNotFound, unknownCursor } from './errors.js';

export interface GetChatDeps {
  readonly chats: Chats;
  readonly translator: Translator;
}

/** Messages of one of the owner's chats, newest first, in the requested language. Marks nothing read. */
export function makeGetChat(deps: GetChatDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('chats:read', getChatInput, raw, ctx, (input) =>
      deps.chats
        .messages({
          chatId: input.chat_id,
          userId: ctx.principal.userId,
          limit: input.limit,
          beforeMessageId: input.before_message_id ?? null,
        })
        .andThen((page) => {
          if (!page.found) {
            return errAsync(page.missing === 'chat' ? chatNotFound(input.chat_id) : unknownCursor('before_message_id'));
          }
          const messages = page.items;
          return localizeTexts(deps.translator, messages.map((m) => m.text), ctx.lang).map((localized): Messages => ({
            messages: messages.map((m, i) => presentMessage(m, localized[i] ?? m.text.text, ctx.lang, ctx.principal.userId)),
          }));
        }),
    );
}
