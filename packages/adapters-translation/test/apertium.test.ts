import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApertiumTranslationProvider, ProviderTranslator, ResilientProvider } from '../src/index.js';
import { startApertium, type ApertiumServer } from './support/apertium-server.js';

/** The Apertium APY adapter against a real apertium-apy with Debian's hbs-eng and rus-ukr pairs. */

let apy: ApertiumServer;
beforeAll(async () => {
  apy = await startApertium();
});
afterAll(async () => {
  await apy.stop();
});

const signal = () => AbortSignal.timeout(20_000);

describe('ApertiumTranslationProvider', () => {
  it('knows the installed pairs and no others', async () => {
    const provider = new ApertiumTranslationProvider(apy.baseUrl);
    expect(await provider.supports('sr', 'en')).toBe(true);
    expect(await provider.supports('en', 'sr')).toBe(true);
    expect(await provider.supports('ru', 'uk')).toBe(true);
    expect(await provider.supports('uk', 'ru')).toBe(true);
    expect(await provider.supports('de', 'en')).toBe(false);
    expect(await provider.supports('ru', 'en')).toBe(false);
  });

  it('translates several texts in one request and keeps them apart, markup characters included', async () => {
    const provider = new ApertiumTranslationProvider(apy.baseUrl);
    const texts = ['Cena je 100 evra.', 'A <b> & B', 'Gradski bicikl, malo vožen.'];
    const out = await provider.translate(texts, 'sr', 'en', signal());
    expect(out).toHaveLength(3);
    expect(out[0]).toMatch(/100 euro/i);
    expect(out[1]).toContain('<b> & B');
    expect(out.join(' ')).not.toMatch(/[*@#]\p{L}/u);
  });

  it('translates Serbian written in Cyrillic as it translates the same text in Latin', async () => {
    const provider = new ApertiumTranslationProvider(apy.baseUrl);
    const cyrillic = ['Decathlon Kipsta, нов', 'Продајем бицикл, мало вожен.'];
    const latin = ['Decathlon Kipsta, nov', 'Prodajem bicikl, malo vožen.'];
    const [fromCyrillic, fromLatin] = await Promise.all([
      provider.translate(cyrillic, 'sr', 'en', signal()),
      provider.translate(latin, 'sr', 'en', signal()),
    ]);
    expect(fromCyrillic).toEqual(fromLatin);
    expect(fromCyrillic[0]).toBe('Decathlon Kipsta, new');
    expect(fromCyrillic[1]).toMatch(/^Sell/);
    expect(fromCyrillic.join(' ')).not.toMatch(/\p{Script=Cyrillic}/u);
  });

  it('translates Russian into Ukrainian', async () => {
    const provider = new ApertiumTranslationProvider(apy.baseUrl);
    const [out] = await provider.translate(['Здравствуйте! iPhone ещё продаётся?'], 'ru', 'uk', signal());
    expect(out).toMatch(/ще/);
    expect(out).toBe('Здравствуйте! iPhone ще продає?');
  });
});

describe('ProviderTranslator over Apertium', () => {
  it('translates the pairs Apertium has and leaves the others as written', async () => {
    const translator = new ProviderTranslator({ providers: [new ResilientProvider(new ApertiumTranslationProvider(apy.baseUrl))] });
    const result = (
      await translator.translate(
        [
          { text: 'Da, još je dostupan.', lang: 'sr' },
          { text: 'Hallo, ist das Fahrrad noch da?', lang: 'de' },
          { text: 'Already English.', lang: 'en' },
        ],
        'en',
      )
    )._unsafeUnwrap();
    expect(result[0]!.lang).toBe('en');
    expect(result[0]!.text).not.toBe('Da, još je dostupan.');
    expect(result[1]).toEqual({ text: 'Hallo, ist das Fahrrad noch da?', lang: 'de' });
    expect(result[2]).toEqual({ text: 'Already English.', lang: 'en' });
  });

  it('returns the originals when APY is not there, and soon stops asking it', async () => {
    const provider = new ResilientProvider(new ApertiumTranslationProvider('http://127.0.0.1:9'), {
      timeoutMs: 2000,
      failuresToOpen: 2,
      halfOpenAfterMs: 3_600_000,
    });
    const translator = new ProviderTranslator({ providers: [provider] });
    const texts = [{ text: 'Da, još je dostupan.', lang: 'sr' as const }];
    expect((await translator.translate(texts, 'en'))._unsafeUnwrap()).toEqual(texts);
    expect(provider.isOpen).toBe(false);
    expect((await translator.translate(texts, 'en'))._unsafeUnwrap()).toEqual(texts);
    expect(provider.isOpen).toBe(true);
  });
});
