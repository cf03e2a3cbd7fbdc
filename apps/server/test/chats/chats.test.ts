import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatList, Messages, MessageView } from '@marketplace/core';
import { startFakeOpenAi, type FakeOpenAi } from '@marketplace/testkit';
import { forThisTest, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { expectError, qs } from '../rest/http.js';
import { UNKNOWN_ID } from '../owner/support/marketplace.js';
import { call } from '../owner/support/owner-http.js';
import { at, chatMarket, chatsApi, startChatApp } from './support/chat-market.js';

/** list_chats, get_chat, send_message, mark_chat_read through HTTP over PostgreSQL. */

const market = chatMarket();
const { users, ids } = market;
let openai: FakeOpenAi;
type Keys = Record<'olga' | 'boris' | 'dieter' | 'readOnly', string>;

/** A server over a fresh database holding the chat market, and a key of each of its people. */
async function startMarketApp(): Promise<{ app: TestApp; keys: Keys }> {
  const started = await startChatApp({ TRANSLATOR: 'openai', TRANSLATOR_OPENAI_BASE_URL: openai.baseUrl }, market);
  const { database } = started.app.services;
  return {
    app: started.app,
    keys: {
      olga: started.key,
      boris: await issueKey(database, users.boris.id),
      dieter: await issueKey(database, users.dieter.id),
      readOnly: await issueKey(database, users.olga.id, { scopes: ['chats:read'] }),
    },
  };
}

/**
 * The shared server: the tests that use it only read or are refused, so each sees the market as
 * seeded whatever ran before. A test that writes (sends, marks read) takes a server of its own.
 */
let app: TestApp;
let keys: Keys;
const ownMarketApp = () => forThisTest(startMarketApp());

beforeAll(async () => {
  openai = await startFakeOpenAi();
  ({ app, keys } = await startMarketApp());
});
afterAll(async () => {
  await app.close();
  await openai.close();
});
beforeEach(() => {
  openai.mode = 'translate';
});

const list = async (key = keys.olga, query = '', on = app) => {
  const answer = await chatsApi.list<ChatList>(on, key, query);
  expect(answer.status).toBe(200);
  return answer.body.chats;
};
const messages = async (chatId: string, key = keys.olga, query = '', on = app) => {
  const answer = await chatsApi.messages<Messages>(on, key, chatId, query);
  expect(answer.status).toBe(200);
  return answer.body.messages;
};

describe('list_chats', () => {
  it('lists the owner’s chats most recently active first, with unread counts and the advert', async () => {
    const chats = await list(keys.olga, qs(['lang', 'sr']));
    expect(chats.map((c) => [c.chat_id, c.unread_count])).toEqual([
      [ids.lamp, 1],
      [ids.bicycle, 2],
      [ids.direct, 1],
    ]);
    expect(chats[0]).toEqual({
      chat_id: ids.lamp,
      unread_count: 1,
      advert: { id: market.adverts.lamp.id, title: '[sr] Alte Lampe', is_mine: false },
      counterpart: { id: users.dieter.id, name: 'Dieter' },
      last_message: { message_id: expect.any(String), text: '[sr] Ja, die Lampe ist noch da.', sent_at: at(10).toISOString() },
      updated_at: at(10).toISOString(),
    });
    expect(chats[1]!.advert).toEqual({ id: market.adverts.bicycle.id, title: 'Bicikl Capriolo', is_mine: true });
    expect(chats[2]!.advert).toBeNull();
  });

  it('pages with after_chat_id and limit', async () => {
    const first = await list(keys.olga, qs(['limit', 2]));
    expect(first.map((c) => c.chat_id)).toEqual([ids.lamp, ids.bicycle]);
    const rest = await list(keys.olga, qs(['limit', 2], ['after_chat_id', ids.bicycle]));
    expect(rest.map((c) => c.chat_id)).toEqual([ids.direct]);
  });

  it('never shows another’s chat, and refuses a cursor that is not one of the owner’s chats', async () => {
    expect((await list(keys.boris)).map((c) => c.chat_id).sort()).toEqual([ids.bicycle, ids.foreign].sort());
    expectError(await chatsApi.list(app, keys.olga, qs(['after_chat_id', ids.foreign])), 400, 'invalid_arguments', 'after_chat_id');
  });

  it.each([
    [qs(['limit', 0]), 'limit'],
    [qs(['limit', 51]), 'limit'],
    [qs(['limit', 'ten']), 'limit'],
    [qs(['after_chat_id', 'abc']), 'after_chat_id'],
    [qs(['unread', 'true']), 'unread'],
  ])('rejects %s naming %s', async (query, field) => {
    expectError(await chatsApi.list(app, keys.olga, query), 400, 'invalid_arguments', field);
  });

  it('needs a key: chats:read to read, chats:write to write', async () => {
    expectError(await call(app, 'GET', '/my/chats'), 401, 'unauthorized');
    expectError(await call(app, 'GET', `/my/chats/${ids.bicycle}/messages`), 401, 'unauthorized');
    expectError(await call(app, 'POST', `/my/chats/${ids.bicycle}/messages`, { json: { text: 'hi' } }), 401, 'unauthorized');
    expectError(await call(app, 'POST', `/my/chats/${ids.bicycle}:read`, { json: {} }), 401, 'unauthorized');
    expectError(await chatsApi.list(app, 'mk_' + 'x'.repeat(40)), 401, 'invalid_api_key');
    const profileOnly = await issueKey(app.services.database, users.olga.id, { scopes: ['profile:read', 'chats:write'] });
    expectError(await chatsApi.list(app, profileOnly), 403, 'scope_required');
    expectError(await chatsApi.messages(app, profileOnly, ids.bicycle), 403, 'scope_required');
  });
});

describe('get_chat', () => {
  it('gives messages newest first in the requested language, the original kept, and marks nothing read', async () => {
    const page = await messages(ids.bicycle, keys.olga, qs(['lang', 'de']));
    expect(page.map((m) => [m.text, m.lang, m.original_text, m.is_mine])).toEqual([
      ['[de] И какая цена?', 'de', 'И какая цена?', false],
      ['[de] Можно посмотреть завтра?', 'de', 'Можно посмотреть завтра?', false],
      ['[de] Da, još je dostupan.', 'de', 'Da, još je dostupan.', true],
      ['[de] Здравствуйте! Велосипед ещё продаётся?', 'de', 'Здравствуйте! Велосипед ещё продаётся?', false],
    ]);
    expect(page[3]!.read_at).toBe(new Date(at(8).getTime() + 60_000).toISOString());
    expect(page[0]!.read_at).toBeNull();
    // A text already in the requested language is given as written, without original_text.
    const inSerbian = await messages(ids.bicycle, keys.olga, qs(['lang', 'sr']));
    expect(inSerbian[2]).toEqual({
      message_id: expect.any(String), text: 'Da, još je dostupan.', lang: 'sr', is_mine: true, sent_at: at(8, 30).toISOString(), read_at: null,
    });
    expect((await list()).find((c) => c.chat_id === ids.bicycle)!.unread_count).toBe(2);
  });

  it('pages with before_message_id; a message of another chat is not a cursor', async () => {
    const first = await messages(ids.bicycle, keys.olga, qs(['limit', 3]));
    const rest = await messages(ids.bicycle, keys.olga, qs(['limit', 3], ['before_message_id', first[2]!.message_id]));
    expect(rest.map((m) => m.original_text ?? m.text)).toEqual(['Здравствуйте! Велосипед ещё продаётся?']);
    const lampMessage = (await messages(ids.lamp))[0]!.message_id;
    expectError(await chatsApi.messages(app, keys.olga, ids.bicycle, qs(['before_message_id', lampMessage])), 400, 'invalid_arguments', 'before_message_id');
  });

  it('answers 404 for another’s chat and for an unknown one', async () => {
    expectError(await chatsApi.messages(app, keys.olga, ids.foreign), 404, 'not_found');
    expectError(await chatsApi.messages(app, keys.olga, UNKNOWN_ID), 404, 'not_found');
  });

  it.each([
    ['not-a-uuid', '', 'chat_id'],
    [ids.bicycle, qs(['chat_id', ids.bicycle]), 'chat_id'],
    [ids.bicycle, qs(['limit', 100]), 'limit'],
    [ids.bicycle, qs(['before_message_id', 'x']), 'before_message_id'],
    [ids.bicycle, qs(['after_chat_id', ids.bicycle]), 'after_chat_id'],
  ])('rejects chat %s with %s naming %s', async (chatId, query, field) => {
    expectError(await chatsApi.messages(app, keys.olga, chatId, query), 400, 'invalid_arguments', field);
  });
});

describe('send_message', () => {
  it('adds the trimmed text to the chat, moves the chat to the top, and the counterpart reads it in Russian', async () => {
    const own = await ownMarketApp();
    openai.requests.length = 0;
    const sent = await chatsApi.send<MessageView>(own.app, own.keys.olga, ids.bicycle, { text: '  Može sutra posle 18 časova.  ' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      message_id: expect.any(String), text: 'Može sutra posle 18 časova.', lang: 'sr', is_mine: true, sent_at: at(12).toISOString(), read_at: null,
    });
    // Translated for Boris (who reads Russian) when sent, and stored: his read asks no provider.
    expect(openai.requests).toEqual([{ texts: ['Može sutra posle 18 časova.'], to: 'ru', authorization: undefined }]);
    const borisView = await messages(ids.bicycle, own.keys.boris, qs(['lang', 'ru']), own.app);
    expect(borisView[0]).toMatchObject({ message_id: sent.body.message_id, text: '[ru] Može sutra posle 18 časova.', original_text: 'Može sutra posle 18 časova.', is_mine: false });
    expect(openai.requests).toHaveLength(1 + 1); // Boris's page: only the older texts not yet stored in Russian
    expect((await list(own.keys.olga, '', own.app))[0]).toMatchObject({ chat_id: ids.bicycle, last_message: { message_id: sent.body.message_id }, updated_at: at(12).toISOString() });
  });

  it('cannot write into another’s chat (404), and such a try costs no daily unit', async () => {
    const own = await ownMarketApp();
    // One message sent, so the count is 1: the refused tries must leave it there.
    expect((await chatsApi.send(own.app, own.keys.olga, ids.bicycle, { text: 'Može.' })).status).toBe(200);
    expectError(await chatsApi.send(own.app, own.keys.olga, ids.foreign, { text: 'hi' }), 404, 'not_found');
    expectError(await chatsApi.send(own.app, own.keys.olga, UNKNOWN_ID, { text: 'hi' }), 404, 'not_found');
    expect((await own.app.services.dailyCaps.used(users.olga.id, 'send_message', own.app.clock.now()))._unsafeUnwrap()).toBe(1);
  });

  it.each([
    ['an empty text', { text: '' }, 'text'],
    ['a blank text', { text: '   \n ' }, 'text'],
    ['4001 characters', { text: 'x'.repeat(4001) }, 'text'],
    ['no text', {}, 'text'],
    ['a number', { text: 42 }, 'text'],
    ['an unknown field', { text: 'hi', urgent: true }, 'urgent'],
    ['the chat id in the body', { text: 'hi', chat_id: ids.bicycle }, 'chat_id'],
  ])('rejects %s naming %s', async (_case, body, field) => {
    expectError(await chatsApi.send(app, keys.olga, ids.bicycle, body), 400, 'invalid_arguments', field);
  });

  it('takes exactly 4000 characters after trimming', async () => {
    const own = await ownMarketApp();
    const answer = await chatsApi.send<MessageView>(own.app, own.keys.dieter, ids.lamp, { text: ` ${'a'.repeat(4000)} ` });
    expect(answer.status).toBe(200);
    expect(answer.body.text).toHaveLength(4000);
  });

  it('needs chats:write', async () => {
    expectError(await chatsApi.send(app, keys.readOnly, ids.bicycle, { text: 'hi' }), 403, 'scope_required');
  });

  it('stops at 100 messages a UTC day with 429 and Retry-After', async () => {
    const { app: own } = await ownMarketApp();
    const hana = await issueKey(own.services.database, users.hana.id);
    for (let i = 0; i < 99; i++) await own.services.dailyCaps.take(users.hana.id, 'send_message', own.clock.now());
    expect((await chatsApi.send(own, hana, ids.direct, { text: 'Még egy üzenet.' })).status).toBe(200);
    const refused = await chatsApi.send(own, hana, ids.direct, { text: 'És még egy.' });
    expectError(refused, 429, 'rate_limited');
    expect(refused.body).toMatchObject({ error: { retry_after: 12 * 3600 } });
    expect(refused.headers.get('retry-after')).toBe(String(12 * 3600));
  });
});

describe('mark_chat_read', () => {
  it('marks the counterpart’s messages read; the counterpart sees read_at', async () => {
    const own = await ownMarketApp();
    // Dieter's second unread message in the lamp chat, beside the seeded one.
    expect((await chatsApi.send(own.app, own.keys.dieter, ids.lamp, { text: 'Sie können sie heute abholen.' })).status).toBe(200);
    const before = await messages(ids.lamp, own.keys.dieter, qs(['lang', 'de']), own.app);
    expect(before.find((m) => m.is_mine && m.text.startsWith('Ja, die Lampe'))!.read_at).toBeNull();
    const answer = await chatsApi.read(own.app, own.keys.olga, ids.lamp);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { chat_id: ids.lamp, marked_read: 2 } });
    expect((await list(own.keys.olga, '', own.app)).find((c) => c.chat_id === ids.lamp)!.unread_count).toBe(0);
    const after = await messages(ids.lamp, own.keys.dieter, qs(['lang', 'de']), own.app);
    expect(after.filter((m) => m.is_mine).map((m) => m.read_at)).toEqual([at(12).toISOString(), at(12).toISOString()]);
    expect((await chatsApi.read(own.app, own.keys.olga, ids.lamp)).body).toEqual({ chat_id: ids.lamp, marked_read: 0 });
  });

  it('answers 404 for another’s chat and changes nothing there', async () => {
    expectError(await chatsApi.read(app, keys.olga, ids.foreign), 404, 'not_found');
    expect((await list(keys.boris)).find((c) => c.chat_id === ids.foreign)!.unread_count).toBe(1);
  });

  it.each([
    [{ chat_id: ids.lamp }, 'chat_id'],
    [{ all: true }, 'all'],
  ])('rejects %j naming %s', async (body, field) => {
    expectError(await chatsApi.read(app, keys.olga, ids.lamp, body), 400, 'invalid_arguments', field);
  });

  it('rejects a malformed chat id and needs chats:write', async () => {
    expectError(await chatsApi.read(app, keys.olga, 'nope'), 400, 'invalid_arguments', 'chat_id');
    expectError(await chatsApi.read(app, keys.readOnly, ids.lamp), 403, 'scope_required');
  });
});

describe('HTTP conventions of the chat routes', () => {
  it.each([
    ['POST', '/my/chats', 'GET, HEAD'],
    ['DELETE', `/my/chats/${ids.bicycle}/messages`, 'GET, HEAD, POST'],
    ['GET', `/my/chats/${ids.bicycle}:read`, 'POST'],
  ])('answers %s %s with 405 and Allow: %s', async (method, path, allow) => {
    const answer = await call(app, method, path, { key: keys.olga, ...(method === 'GET' ? {} : { json: {} }) });
    expectError(answer, 405, 'method_not_allowed');
    expect(answer.headers.get('allow')).toBe(allow);
  });

  it('takes writes only as JSON objects, and no query parameters but lang', async () => {
    const plain = await call(app, 'POST', `/my/chats/${ids.bicycle}/messages`, {
      key: keys.olga, raw: JSON.stringify({ text: 'hi' }), headers: { 'Content-Type': 'text/plain' },
    });
    expectError(plain, 415, 'unsupported_media_type');
    expectError(await chatsApi.send(app, keys.olga, ids.bicycle, ['hi']), 400, 'invalid_arguments');
    expectError(await chatsApi.send(app, keys.olga, ids.bicycle, { text: 'hi' }, qs(['limit', 1])), 400, 'invalid_arguments', 'limit');
  });

  it('answers reads uncached, in the language it resolved', async () => {
    const answer = await chatsApi.list(app, keys.olga, qs(['lang', 'hu']));
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-language')).toBe('hu');
  });
});
