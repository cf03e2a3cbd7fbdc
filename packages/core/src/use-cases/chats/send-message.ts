import { errAsync, okAsync } from 'neverthrow';
import type { IdGenerator } from '../../ports/accounts.js';
import type { Chats } from '../../ports/chats.js';
import type { Clock } from '../../ports/clock.js';
import type { DailyCaps } from '../../ports/daily-caps.js';
import type { Translator } from '../../ports/translator.js';
import { sendMessageInput, type MessageView } from '../../schemas/chats.js';
import { localizeTexts } from '../../presenters/localize.js';
import { withDailyUnit } from '../daily-unit.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { presentMessage } from '../../presenters/chats.js';
import { chatNotFound } from './errors.js';

export interface SendMessageDeps {
  readonly chats: Chats;
  readonly dailyCaps: DailyCaps;
  readonly translator: Translator;
  readonly ids: IdGenerator;
  readonly clock: Clock;
}

/**
 * Sends a text into one of the owner's existing chats (never a new one), within the daily cap of
 * send_message; a send that fails in any way gives its unit back. The text's language is detected (too short
 * to tell: the sender's language in this chat, else unknown; with no detector, the request's), and the text is translated into the recipient's language right
 * away, so the translation is stored before they read it.
 */
export function makeSendMessage(deps: SendMessageDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('chats:write', sendMessageInput, raw, ctx, (input) => {
      const userId = ctx.principal.userId;
      const now = deps.clock.now();
      // A short text is no evidence of its language: the store falls back on the sender's (NewMessage.lang).
      const lang = deps.translator.detect ? deps.translator.detect(input.text) : ctx.lang;
      const send = () =>
        deps.chats
          .send({ id: deps.ids.newId(), chatId: input.chat_id, senderId: userId, text: input.text, lang, sentAt: now })
          .andThen((sent) => (sent === null ? errAsync(chatNotFound(input.chat_id)) : okAsync(sent)));
      return withDailyUnit(deps.dailyCaps, userId, 'send_message', now, send).andThen(({ message, recipientLang }) =>
        localizeTexts(deps.translator, [message.text], recipientLang).map(
          (): MessageView => presentMessage(message, message.text.text, ctx.lang, userId),
        ),
      );
    });
}
