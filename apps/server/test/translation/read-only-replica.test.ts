import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Advert, Messages, SearchResult } from '@marketplace/core';
import { openDatabase, type Database } from '@marketplace/adapters-postgres';
import { startFakeOpenAi, type FakeOpenAi } from '@marketplace/testkit';
import { composeServices, createApp, createHttpServer, loadConfig, type Services } from '../../src/index.js';
import { startChatApp, type ChatMarket } from '../chats/support/chat-market.js';
import type { TestApp } from '../support/test-app.js';

/**
 * Read replicas are the documented way to scale public reads (docs/operations.md), and a read
 * that translates also writes: the translation store (`text_translations`), the advert's
 * searchable words and `advert_texts`, and the language a key's owner reads in. On a connection
 * whose every transaction is read only (`default_transaction_read_only=on`, what a hot standby
 * enforces too) those writes fail; the reads must still answer 200 with the texts they can give.
 */

let openai: FakeOpenAi;
let primary: TestApp;
let market: ChatMarket;
let key: string;
let replica: Database;
let services: Services;
let baseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  openai = await startFakeOpenAi();
  const env = { TRANSLATOR_OPENAI_BASE_URL: openai.baseUrl, TRANSLATOR_OPENAI_API_KEY: 'sk-test' };
  ({ app: primary, market, key } = await startChatApp(env));
  const url = new URL(primary.testDatabase.url);
  url.searchParams.set('default_transaction_read_only', 'on');
  replica = await openDatabase({ url: url.toString(), maxConnections: 4, deadlineMs: 5_000 });
  services = await composeServices(loadConfig({ ...env, PORT: '0', RATE_LIMITS: 'off' }), { database: replica, clock: primary.clock });
  await services.searchIndex.start();
  const server = createHttpServer(createApp(services).fetch);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await services.close();
    await replica.close();
  };
});
afterAll(async () => {
  await close?.();
  await primary?.close();
  await openai?.close();
});

const get = async <T>(path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${baseUrl}/api/v1${path}`, { headers });
  return { status: response.status, body: (await response.json()) as T };
};
const stored = async () => Number((await primary.services.database.query(sql`select count(*)::int as n from text_translations`))[0]!.n);

describe('a read-only replica', () => {
  it('refuses writes on its connection (the setting the test relies on)', async () => {
    await expect(replica.query(sql`insert into text_translations (source_hash, target_lang, text, provider, created_at) values ('x', 'de', 'x', 't', now())`)).rejects.toMatchObject({ cause: { code: '25006' } });
  });

  it('answers an advert read that translates with 200, shows the translation it made, and stores nothing', async () => {
    const before = await stored();
    const read = await get<Advert>(`/adverts/${market.adverts.bicycle.id}?lang=de`);
    expect({ status: read.status, title: read.body.title }).toEqual({ status: 200, title: '[de] Fahrrad Capriolo' });
    expect(await stored()).toBe(before);
  });

  it('answers a search in another language with 200', async () => {
    const search = await get<SearchResult>('/adverts?lang=de&limit=5');
    expect(search.status).toBe(200);
    expect(search.body.adverts.length).toBeGreaterThan(0);
  });

  it('shows the texts as written when the provider fails too, still 200', async () => {
    openai.mode = 'fail';
    try {
      const read = await get<Advert>(`/adverts/${market.adverts.bicycle.id}?lang=ro`);
      expect({ status: read.status, title: read.body.title }).toEqual({ status: 200, title: 'Bicikl Capriolo' });
    } finally {
      openai.mode = 'translate';
    }
  });

  it('answers an owner read, which records the language the owner reads in, with 200', async () => {
    const chats = await get<Messages>(`/my/chats/${market.ids.direct}/messages?lang=bg`, { Authorization: `Bearer ${key}` });
    expect(chats.status).toBe(200);
    const me = await get<unknown>('/me?lang=de', { Authorization: `Bearer ${key}` });
    expect(me.status).toBe(200);
  });

  it('answers a write 503 unavailable, as while the database is away (a replica, or a primary demoted by a failover)', async () => {
    const response = await fetch(`${baseUrl}/api/v1/my/chats/${market.ids.direct}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'Still there?' }),
    });
    expect({ status: response.status, body: await response.json() }).toMatchObject({ status: 503, body: { error: { code: 'unavailable' } } });
  });
});
