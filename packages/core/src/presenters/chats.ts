import type { Language } from '../domain/language.js';
import type { MessageRecord } from '../ports/chats.js';
import type { MessageView } from '../schemas/chats.js';

/** A message for its reader: `text` in the reader's language where translated, the original kept. */
export function presentMessage(message: MessageRecord, localized: string, lang: Language, readerId: string): MessageView {
  const translated = localized !== message.text.text;
  return {
    message_id: message.id,
    text: localized,
    lang: translated ? lang : message.text.lang,
    ...(translated ? { original_text: message.text.text } : {}),
    is_mine: message.senderId === readerId,
    sent_at: message.sentAt.toISOString(),
    read_at: message.readAt === null ? null : message.readAt.toISOString(),
  };
}
