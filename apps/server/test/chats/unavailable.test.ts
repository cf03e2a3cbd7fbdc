import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { expectError } from '../rest/http.js';
import { chatsApi, startChatApp, type ChatMarket } from './support/chat-market.js';
import { withStatementCancelled } from '../support/statement-cancelled.js';

/**
 * 503 unavailable when the database cannot serve a chat operation in time: a transaction holds
 * chat_members and messages locked (the key lookup does not read them), and the operation's waiting
 * statement is cancelled, as the statement timeout does to a stuck one. A send that fails this way
 * gives its daily unit back.
 */

let app: TestApp;
let key: string;
let market: ChatMarket;
beforeAll(async () => {
  ({ app, key, market } = await startChatApp());
});
afterAll(async () => {
  await app.close();
});

describe('chat operations while the database cannot serve them', () => {
  it.each([
    ['list_chats', () => chatsApi.list(app, key)],
    ['get_chat', () => chatsApi.messages(app, key, market.ids.bicycle)],
    ['send_message', () => chatsApi.send(app, key, market.ids.bicycle, { text: 'Zdravo' })],
    ['mark_chat_read', () => chatsApi.read(app, key, market.ids.bicycle)],
  ] as const)('%s answers 503 unavailable', async (_name, request) => {
    expectError(await withStatementCancelled(app.services.database, 'chat_members, messages', request), 503, 'unavailable');
  });

  it('gives the daily unit of a failed send back, and the chat works again afterwards', async () => {
    expect((await app.services.dailyCaps.used(market.users.olga.id, 'send_message', app.clock.now()))._unsafeUnwrap()).toBe(0);
    expect((await chatsApi.send(app, key, market.ids.bicycle, { text: 'Zdravo' })).status).toBe(200);
    expect((await app.services.dailyCaps.used(market.users.olga.id, 'send_message', app.clock.now()))._unsafeUnwrap()).toBe(1);
  });
});
