import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalizedText } from '@marketplace/core';
import { startFakeOpenAi, type FakeOpenAi } from '@marketplace/testkit';
import { MAX_BATCH_TEXTS, OpenAiTranslationProvider, ProviderTranslator, ResilientProvider, detectLanguage } from '../src/index.js';

/** The OpenAI-compatible adapter against a local fake server (loopback only). */

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

const translatorWith = (options: { failuresToOpen?: number; timeoutMs?: number } = {}) =>
  new ProviderTranslator({
    providers: [
      new ResilientProvider(new OpenAiTranslationProvider({ baseUrl: openai.baseUrl, model: 'test-model', apiKey: 'sk-1' }), {
        timeoutMs: options.timeoutMs ?? 2000,
        failuresToOpen: options.failuresToOpen ?? 100,
        halfOpenAfterMs: 3_600_000,
      }),
    ],
  });

describe('OpenAiTranslationProvider through ProviderTranslator', () => {
  it('sends the texts of one source language together, with the key, and keeps the order', async () => {
    const texts: LocalizedText[] = [
      { text: 'Hallo', lang: 'de' },
      { text: 'Szia', lang: 'hu' },
      { text: 'Danke', lang: 'de' },
      { text: 'Already English', lang: 'en' },
      { text: 'Unknown language', lang: null },
    ];
    const out = (await translatorWith().translate(texts, 'en'))._unsafeUnwrap();
    expect(out).toEqual([
      { text: '[en] Hallo', lang: 'en' },
      { text: '[en] Szia', lang: 'en' },
      { text: '[en] Danke', lang: 'en' },
      { text: 'Already English', lang: 'en' },
      { text: 'Unknown language', lang: null },
    ]);
    expect(openai.requests.map((r) => r.texts).sort()).toEqual([['Hallo', 'Danke'], ['Szia']]);
    expect(openai.requests.every((r) => r.authorization === 'Bearer sk-1' && r.to === 'en')).toBe(true);
  });

  it(`splits a large batch into requests of at most ${MAX_BATCH_TEXTS} texts`, async () => {
    const texts = Array.from({ length: 120 }, (_, i): LocalizedText => ({ text: `Text ${i}`, lang: 'ro' }));
    const out = (await translatorWith().translate(texts, 'bg'))._unsafeUnwrap();
    expect(out.map((t) => t.text)).toEqual(texts.map((t) => `[bg] ${t.text}`));
    expect(openai.requests.map((r) => r.texts.length)).toEqual([50, 50, 20]);
  });

  it.each(['fail', 'malformed', 'slow'] as const)('keeps the originals when the provider is %s', async (mode) => {
    openai.mode = mode;
    const texts: LocalizedText[] = [{ text: 'Bună ziua', lang: 'ro' }];
    expect((await translatorWith({ timeoutMs: 200 }).translate(texts, 'de'))._unsafeUnwrap()).toEqual(texts);
  });

  it('opens the circuit after consecutive failures and stops calling the provider', async () => {
    openai.mode = 'fail';
    const translator = translatorWith({ failuresToOpen: 3 });
    for (let i = 0; i < 6; i++) await translator.translate([{ text: `Bună ${i}`, lang: 'ro' }], 'de');
    expect(openai.requests).toHaveLength(3);
    openai.mode = 'translate';
    const texts: LocalizedText[] = [{ text: 'Bună', lang: 'ro' }];
    expect((await translator.translate(texts, 'de'))._unsafeUnwrap()).toEqual(texts);
    expect(openai.requests).toHaveLength(3);
  });
});

describe('detectLanguage', () => {
  it.each([
    ['Здравствуйте! iPhone ещё продаётся?', 'ru'],
    ['Igen, még megvan. Hétvégén megnézheti.', 'hu'],
    ['Da, još je dostupan, cena je fiksna.', 'sr'],
    ['Привіт, чи ще продається велосипед?', 'uk'],
    ['Bună ziua, mai este disponibil?', 'ro'],
  ])('tells %s is %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it('does not guess on a text too short to tell', () => {
    expect(detectLanguage('ok')).toBeNull();
  });
});
