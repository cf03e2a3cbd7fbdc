import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Advert, Messages, SearchResult } from '@marketplace/core';
import { and, eq } from 'drizzle-orm';
import { makeLinks } from '@marketplace/core';
import { tables, translationSourceHash } from '@marketplace/adapters-postgres';
import { startFakeOpenAi, type FakeOpenAi } from '@marketplace/testkit';
import { composeServices, createLogger, loadConfig } from '../../src/index.js';
import { forThisTest, type TestApp } from '../support/test-app.js';
import { getJson, qs } from '../rest/http.js';
import { chatsApi, startChatApp, type ChatMarket } from '../chats/support/chat-market.js';

/**
 * The translator behind every localized text, through HTTP: the PostgreSQL store shared by
 * processes, a translation found by keyword search, and the original text (status 200) whenever
 * the provider is down, slow, talking nonsense, or not configured.
 */

let openai: FakeOpenAi;
beforeAll(async () => {
  openai = await startFakeOpenAi();
});
afterAll(async () => {
  await openai.close();
});
beforeEach(() => {
  openai.mode = 'translate';
  openai.requests.length = 0;
});

const appWith = startChatApp;
const search = async (app: TestApp, query: string) => (await getJson<SearchResult>(app, `/adverts${query}`)).body;
const originals = (messages: Messages['messages']) => messages.map((m) => ({ text: m.text, translated: m.original_text !== undefined }));

describe('with an OpenAI-compatible provider', () => {
  let app: TestApp;
  let market: ChatMarket;
  let key: string;
  const withProvider = () =>
    appWith({
      TRANSLATOR_OPENAI_BASE_URL: openai.baseUrl,
      TRANSLATOR_OPENAI_API_KEY: 'sk-test',
      TRANSLATOR_TIMEOUT_MS: '300',
      TRANSLATOR_BREAKER_FAILURES: '1000',
    });
  beforeAll(async () => {
    ({ app, market, key } = await withProvider());
  });
  afterAll(async () => {
    await app.close();
  });
  /**
   * A translation stored by a read reaches the search index through the change feed, within a
   * second (only writes wait for it: docs/architecture/search.md): a search right after the read
   * waits for a catch-up that starts once the read has answered.
   */
  const indexed = () => app.services.searchIndex.catchUp();
  /** The German read of the bicycle, which stores its German text (once; later reads find it stored). */
  const readBicycleInGerman = async () => {
    const read = await getJson<Advert>(app, `/adverts/${market.adverts.bicycle.id}?lang=de`);
    expect({ status: read.status, title: read.body.title }).toEqual({ status: 200, title: '[de] Fahrrad Capriolo' });
    await indexed();
  };

  it('translates a missing text once, in one batch, stores it and reuses it from every process', async () => {
    // A server of its own: on the shared one, another test may have stored the German text already.
    const own = await forThisTest(withProvider());
    const first = await getJson<Advert>(own.app, `/adverts/${own.market.adverts.bicycle.id}?lang=de`);
    expect({ status: first.status, title: first.body.title, description: first.body.description }).toEqual({
      status: 200, title: '[de] Fahrrad Capriolo', description: '[de] Gradski bicikl, malo vožen.',
    });
    expect(openai.requests).toEqual([{ texts: ['Bicikl Capriolo', 'Gradski bicikl, malo vožen.'], to: 'de', authorization: 'Bearer sk-test' }]);
    expect((await getJson<Advert>(own.app, `/adverts/${own.market.adverts.bicycle.id}?lang=de`)).body.title).toBe('[de] Fahrrad Capriolo');
    // A second process over the same database: the store answers, the provider is not asked.
    const config = loadConfig({ TRANSLATOR_OPENAI_BASE_URL: openai.baseUrl });
    const other = await composeServices(config, { database: own.app.services.database, clock: own.app.clock });
    const links = makeLinks(other.linkBases, 'api');
    const advert = (await other.getAdvert({ advert_id: own.market.adverts.bicycle.id }, { lang: 'de', links }))._unsafeUnwrap();
    expect(advert.title).toBe('[de] Fahrrad Capriolo');
    expect(openai.requests).toHaveLength(1);
  });

  it('keeps a fully translated advert as a text of that language: the owner finds it by its title', async () => {
    await readBicycleInGerman();
    const rows = await app.services.database.db
      .select()
      .from(tables.advertTexts)
      .where(and(eq(tables.advertTexts.advertId, market.adverts.bicycle.id), eq(tables.advertTexts.lang, 'de')));
    expect(rows.map((r) => [r.title, r.description, r.isOriginal])).toEqual([['[de] Fahrrad Capriolo', '[de] Gradski bicikl, malo vožen.', false]]);
    const mine = await getJson<{ adverts: { id: string; title: string }[] }>(app, '/my/adverts?query=fahrrad&lang=de', {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(mine.body.adverts.map((a) => [a.id, a.title])).toEqual([[market.adverts.bicycle.id, '[de] Fahrrad Capriolo']]);
  });

  it('stores one translation when two processes make it at the same time', async () => {
    const config = loadConfig({ TRANSLATOR_OPENAI_BASE_URL: openai.baseUrl });
    const processes = await Promise.all([1, 2].map(() => composeServices(config, { database: app.services.database, clock: app.clock })));
    const links = makeLinks(app.services.linkBases, 'api');
    const adverts = await Promise.all(
      processes.map((p) => p.getAdvert({ advert_id: market.adverts.lamp.id }, { lang: 'hu', links })),
    );
    expect(adverts.map((a) => a._unsafeUnwrap().title)).toEqual(['[hu] Alte Lampe', '[hu] Alte Lampe']);
    const rows = await app.services.database.db
      .select()
      .from(tables.textTranslations)
      .where(and(eq(tables.textTranslations.sourceHash, translationSourceHash('Alte Lampe', 'de')), eq(tables.textTranslations.targetLang, 'hu')));
    expect(rows.map((r) => [r.text, r.provider])).toEqual([['[hu] Alte Lampe', 'openai']]);
  });

  it('finds an advert by a word of its stored translation', async () => {
    await readBicycleInGerman();
    expect((await search(app, qs(['queries', 'bicycle']))).total).toBe(0);
    expect((await search(app, qs(['queries', 'fahrrad']))).total).toBe(1); // stored by the German read
    // An English read of the card (here: a search by the original word) stores the English title.
    const byOriginal = await search(app, qs(['queries', 'capriolo'], ['lang', 'en']));
    expect(byOriginal.adverts.map((a) => a.title)).toEqual(['[en] Bicycle Capriolo']);
    await indexed();
    const found = await search(app, qs(['queries', 'bicycle'], ['lang', 'en']));
    expect(found.adverts.map((a) => [a.id, a.title])).toEqual([[market.adverts.bicycle.id, '[en] Bicycle Capriolo']]);
  });

  it('gives the originals with status 200 while the provider fails, and stores nothing of it', async () => {
    openai.mode = 'fail';
    const down = await chatsApi.messages<Messages>(app, key, market.ids.direct, qs(['lang', 'bg']));
    expect(down.status).toBe(200);
    expect(originals(down.body.messages)).toEqual([{ text: 'Szia! Van még kerékpárod?', translated: false }]);
    openai.mode = 'translate';
    const up = await chatsApi.messages<Messages>(app, key, market.ids.direct, qs(['lang', 'bg']));
    expect(originals(up.body.messages)).toEqual([{ text: '[bg] Szia! Van még kerékpárod?', translated: true }]);
  });

  it('logs a failed translation as a JSON line of the request that asked for it, with its request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('warn', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const own = await forThisTest(startChatApp({ TRANSLATOR_OPENAI_BASE_URL: openai.baseUrl, TRANSLATOR_OPENAI_API_KEY: 'sk-test' }, undefined, { app: { logger } }));
    openai.mode = 'fail';
    const answer = await chatsApi.messages<Messages>(own.app, own.key, own.market.ids.direct, qs(['lang', 'bg']));
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', req_id: requestId, provider: 'openai', msg: expect.stringContaining('translation failed') }));
  });

  it.each(['slow', 'malformed'] as const)('gives the originals with status 200 when the provider is %s', async (mode) => {
    openai.mode = mode;
    const lang = mode === 'slow' ? 'ro' : 'uk';
    const answer = await chatsApi.messages<Messages>(app, key, market.ids.lamp, qs(['lang', lang]));
    expect(answer.status).toBe(200);
    expect(originals(answer.body.messages).every((m) => !m.translated)).toBe(true);
    expect(openai.requests.length).toBeGreaterThan(0);
  });
});

describe('the circuit breaker', () => {
  it('stops asking a failing provider after the configured consecutive failures; reads stay 200', async () => {
    const { app, market, key } = await appWith({
      TRANSLATOR: 'openai',
      TRANSLATOR_OPENAI_BASE_URL: openai.baseUrl,
      TRANSLATOR_BREAKER_FAILURES: '2',
      TRANSLATOR_BREAKER_HALF_OPEN_MS: '3600000',
    });
    try {
      openai.mode = 'fail';
      for (const lang of ['en', 'de', 'ro', 'uk', 'hu']) {
        const answer = await chatsApi.messages<Messages>(app, key, market.ids.bicycle, qs(['lang', lang]));
        expect(answer.status).toBe(200);
        expect(originals(answer.body.messages).every((m) => !m.translated)).toBe(true);
      }
      expect(openai.requests).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});

describe('without a provider', () => {
  it('shows every text as written, status 200, and still records the language of what is sent', async () => {
    const { app, market, key } = await appWith({});
    try {
      const answer = await chatsApi.messages<Messages>(app, key, market.ids.bicycle, qs(['lang', 'en']));
      expect(answer.status).toBe(200);
      expect(answer.body.messages.map((m) => m.original_text)).toEqual([undefined, undefined, undefined, undefined]);
      const sent = await chatsApi.send<{ lang: string }>(app, key, market.ids.bicycle, { text: 'Добрый день, велосипед ещё в продаже.' });
      expect(sent.body.lang).toBe('ru');
      expect(openai.requests).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});
