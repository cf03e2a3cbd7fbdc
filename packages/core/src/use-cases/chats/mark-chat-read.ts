import { errAsync, okAsync } from 'neverthrow';
import type { IdGenerator } from '../../ports/accounts.js';
import type { Chats } from '../../ports/chats.js';
import type { Clock } from '../../ports/clock.js';
import { markChatReadInput, type ChatRead } from '../../schemas/chats.js';
import { guarded, type OwnerContext } from '../owner/context.js';
import { chatNotFound } from './errors.js';

export interface MarkChatReadDeps {
  readonly chats: Chats;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/** Marks every message the counterpart sent into the chat read; they then see `read_at` set. */
export function makeMarkChatRead(deps: MarkChatReadDeps) {
  return (raw: unknown, ctx: OwnerContext) =>
    guarded('chats:write', markChatReadInput, raw, ctx, ({ chat_id }) =>
      deps.chats
        .markRead(chat_id, ctx.principal.userId, deps.clock.now(), deps.ids.newId())
        .andThen((marked) =>
          marked === null ? errAsync(chatNotFound(chat_id)) : okAsync<ChatRead>({ chat_id, marked_read: marked }),
        ),
    );
}
