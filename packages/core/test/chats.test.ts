import { describe, expect, it } from 'vitest';
import { DAILY_CAPS, type Language, type Scope } from '../src/index.js';
import { makeGetChat } from '../src/use-cases/chats/get-chat.js';
import { makeListChats } from '../src/use-cases/chats/list-chats.js';
import { makeMarkChatRead } from '../src/use-cases/chats/mark-chat-read.js';
import { makeSendMessage } from '../src/use-cases/chats/send-message.js';
import { FixedClock, InMemoryChats, InMemoryDailyCaps, testId } from '../src/testing/index.js';
import { links, recordingTranslator } from './support.js';

const owner = { id: testId(), name: 'Olga', lang: 'sr' as Language };
const buyer = { id: testId(), name: 'Boris', lang: 'ru' as Language };
const stranger = { id: testId(), name: 'Stan', lang: 'en' as Language };
const at = (minute: number) => new Date(Date.UTC(2026, 0, 15, 10, minute));

function world() {
  const chatId = testId();
  const otherId = testId();
  const message = (senderId: string, text: string, lang: Language, minute: number, read = false) => ({
    id: testId(), chatId, senderId, text: { text, lang }, sentAt: at(minute), readAt: read ? at(minute + 1) : null,
  });
  const chats = new InMemoryChats([
    {
      id: chatId,
      advert: { id: testId(), title: 'Bicikl', lang: 'sr', sellerId: owner.id },
      members: [owner, buyer],
      messages: [message(buyer.id, 'Здравствуйте', 'ru', 1, true), message(owner.id, 'Zdravo', 'sr', 2), message(buyer.id, 'Ещё продаётся?', 'ru', 3)],
    },
    { id: otherId, advert: null, members: [buyer, stranger], messages: [message(stranger.id, 'Hi', 'en', 5)] },
  ]);
  const translator = { ...recordingTranslator(), detect: (text: string) => (text.startsWith('Ja ') ? ('de' as const) : null) };
  const dailyCaps = new InMemoryDailyCaps();
  const clock = new FixedClock(at(30));
  let next = 0;
  const ids = { newId: () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}` };
  const ctx = (lang: Language = 'en', scopes: Scope[] = ['chats:read', 'chats:write']) => ({ lang, links, principal: { userId: owner.id, keyId: 'k', scopes } });
  return {
    chatId, otherId, translator, dailyCaps, clock,
    list: (raw: unknown, c = ctx()) => makeListChats({ chats, translator, clock })(raw, c),
    get: (raw: unknown, c = ctx()) => makeGetChat({ chats, translator })(raw, c),
    send: (raw: unknown, c = ctx()) => makeSendMessage({ chats, translator, dailyCaps, ids, clock })(raw, c),
    read: (raw: unknown, c = ctx()) => makeMarkChatRead({ chats, clock })(raw, c),
    ctx,
  };
}

describe('chat use cases', () => {
  it('lists only the owner’s chats, titles and last messages translated in one batch', async () => {
    const w = world();
    const { chats } = (await w.list({}))._unsafeUnwrap();
    expect(chats).toEqual([
      {
        chat_id: w.chatId,
        unread_count: 1,
        advert: { id: expect.any(String), title: '[en] Bicikl', is_mine: true },
        counterpart: { id: buyer.id, name: 'Boris' },
        last_message: { message_id: expect.any(String), text: '[en] Ещё продаётся?', sent_at: at(3).toISOString() },
        updated_at: at(3).toISOString(),
      },
    ]);
    expect(w.translator.calls).toHaveLength(1);
  });

  it('keeps the original beside a translated message and marks nothing read', async () => {
    const w = world();
    const { messages } = (await w.get({ chat_id: w.chatId }, w.ctx('sr')))._unsafeUnwrap();
    expect(messages.map((m) => [m.text, m.lang, m.original_text, m.is_mine])).toEqual([
      ['[sr] Ещё продаётся?', 'sr', 'Ещё продаётся?', false],
      ['Zdravo', 'sr', undefined, true],
      ['[sr] Здравствуйте', 'sr', 'Здравствуйте', false],
    ]);
    expect((await w.list({}))._unsafeUnwrap().chats[0]!.unread_count).toBe(1);
  });

  it('pages messages with before_message_id and rejects a cursor of another chat', async () => {
    const w = world();
    const first = (await w.get({ chat_id: w.chatId, limit: 2 }))._unsafeUnwrap().messages;
    const rest = (await w.get({ chat_id: w.chatId, limit: 2, before_message_id: first[1]!.message_id }))._unsafeUnwrap().messages;
    expect(rest.map((m) => m.original_text)).toEqual(['Здравствуйте']);
    expect((await w.get({ chat_id: w.chatId, before_message_id: testId() }))._unsafeUnwrapErr()).toMatchObject({ code: 'invalid_arguments', field: 'before_message_id' });
  });

  it('answers not_found for a chat the owner is not in, and gives the daily unit back', async () => {
    const w = world();
    expect((await w.get({ chat_id: w.otherId }))._unsafeUnwrapErr().code).toBe('not_found');
    expect((await w.send({ chat_id: w.otherId, text: 'hi' }))._unsafeUnwrapErr().code).toBe('not_found');
    expect((await w.read({ chat_id: w.otherId }))._unsafeUnwrapErr().code).toBe('not_found');
    expect((await w.dailyCaps.used(owner.id, 'send_message', w.clock.now()))._unsafeUnwrap()).toBe(0);
  });

  it('sends trimmed text, records the detected language, and translates it for the recipient', async () => {
    const w = world();
    // Too short to detect: the owner's own Serbian in this chat, not the request's English.
    const thanks = (await w.send({ chat_id: w.chatId, text: 'Hvala!' }, w.ctx('en')))._unsafeUnwrap();
    expect(thanks.lang).toBe('sr');
    const sent = (await w.send({ chat_id: w.chatId, text: '  Ja gerne  ' }))._unsafeUnwrap();
    expect(sent).toMatchObject({ text: 'Ja gerne', lang: 'de', is_mine: true, read_at: null });
    expect(w.translator.calls.at(-1)).toEqual({ texts: [{ text: 'Ja gerne', lang: 'de' }], to: 'ru' });
    const undetected = (await w.send({ chat_id: w.chatId, text: 'ok' }, w.ctx('hu')))._unsafeUnwrap();
    expect(undetected.lang).toBe('de');
  });

  it('stops at the daily cap with rate_limited', async () => {
    const w = world();
    for (let i = 0; i < DAILY_CAPS.send_message; i++) expect((await w.send({ chat_id: w.chatId, text: `m${i}` })).isOk()).toBe(true);
    expect((await w.send({ chat_id: w.chatId, text: 'one more' }))._unsafeUnwrapErr()).toMatchObject({ code: 'rate_limited', retryAfter: 48600 });
  });

  it('marks the counterpart’s messages read', async () => {
    const w = world();
    expect((await w.read({ chat_id: w.chatId }))._unsafeUnwrap()).toEqual({ chat_id: w.chatId, marked_read: 1 });
    expect((await w.list({}))._unsafeUnwrap().chats[0]!.unread_count).toBe(0);
    expect((await w.read({ chat_id: w.chatId }))._unsafeUnwrap().marked_read).toBe(0);
  });

  it.each([
    [{ text: '   ' }, 'text'],
    [{ text: 'x'.repeat(4001) }, 'text'],
    [{ text: 'hi', extra: 1 }, 'extra'],
  ])('rejects %j with field %s', async (body, field) => {
    const w = world();
    expect((await w.send({ chat_id: w.chatId, ...body }))._unsafeUnwrapErr()).toMatchObject({ code: 'invalid_arguments', field });
  });

  it('checks the scope before anything else', async () => {
    const w = world();
    expect((await w.send({ chat_id: 'nope' }, w.ctx('en', ['chats:read'])))._unsafeUnwrapErr().code).toBe('scope_required');
    expect((await w.list({}, w.ctx('en', ['chats:write'])))._unsafeUnwrapErr().code).toBe('scope_required');
  });
});
