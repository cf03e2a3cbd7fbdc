import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES, type PriceDropMessage } from '@marketplace/core';
import { startTestSmtpServer, type TestSmtpServer } from '@marketplace/testkit';
import { SmtpNotifier, renderPriceDropEmail } from '../src/index.js';

const message = (overrides: Partial<PriceDropMessage> = {}): PriceDropMessage => ({
  id: 'price-drop-42',
  lang: 'de',
  recipient: { email: 'dieter@example.test', name: 'Dieter' },
  advert: { id: 'a1', title: 'Eichenstuhl', link: 'https://market.test/adverts/a1?utm_source=email' },
  currency: 'EUR',
  oldPriceMinor: 10_000,
  newPriceMinor: 9_000,
  discountPercent: 10,
  ...overrides,
});

/** Intl puts non-breaking and narrow spaces inside prices; compare them as plain spaces. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the price-drop email', () => {
  it('writes prices the way each language writes money, in the advert currency', () => {
    expect(spaces(renderPriceDropEmail(message()).text)).toContain('Vorher: 100,00 €\nJetzt: 90,00 € (10 % günstiger)');
    expect(spaces(renderPriceDropEmail(message({ lang: 'en', currency: 'USD', oldPriceMinor: 123_456, newPriceMinor: 100_000 })).text)).toContain(
      'Was: US$1,234.56\nNow: US$1,000.00',
    );
    expect(spaces(renderPriceDropEmail(message({ lang: 'ru', currency: 'RUB' })).text)).toContain('Было: 100,00 ₽');
    expect(spaces(renderPriceDropEmail(message({ lang: 'hu', currency: 'HUF', oldPriceMinor: 1_000_000 })).text)).toContain('Korábban: 10 000,00 Ft');
  });

  it('has its own words in each of the eight languages, with the title, the link and the discount', () => {
    // Two languages read by a person (the rest are held to the same shape below, not to the table itself).
    expect(renderPriceDropEmail(message({ lang: 'en' }))).toMatchObject({ subject: 'Price drop: Eichenstuhl' });
    expect(renderPriceDropEmail(message({ lang: 'en' })).text).toContain('10% less');
    const german = renderPriceDropEmail(message({ lang: 'de' }));
    expect(german.subject).toBe('Preis gesenkt: Eichenstuhl');
    expect(spaces(german.text)).toContain('Eine Anzeige, die Sie gemerkt haben, ist jetzt günstiger.');
    expect(spaces(german.text)).toContain('10 % günstiger');
    const subjects = new Set<string>();
    const bodies = new Set<string>();
    for (const lang of LANGUAGES) {
      const email = renderPriceDropEmail(message({ lang }));
      subjects.add(email.subject);
      bodies.add(email.text.replace(/[\d\s.,€$₽:-]+/g, ' '));
      expect(email.subject).toContain('Eichenstuhl');
      for (const part of [email.text, email.html]) {
        expect(part).toContain('Eichenstuhl');
        expect(part).toMatch(/10\s?%|%\s?10/);
        expect(part).toContain('https://market.test/adverts/a1?utm_source=email');
      }
      expect(email.html).toContain(`<html lang="${lang}">`);
    }
    // Each language its own words: no two alike, none left in another language's.
    expect(subjects.size).toBe(LANGUAGES.length);
    expect(bodies.size).toBe(LANGUAGES.length);
  });

  it('escapes user-written text in the HTML part and keeps it as written in the text part', () => {
    const email = renderPriceDropEmail(
      message({ recipient: { email: 'x@example.test', name: '<b>Eve</b>' }, advert: { id: 'a1', title: 'Chair <script>alert("x")</script> & "co"', link: 'https://market.test/adverts/a1?utm_source=email&x="y"' } }),
    );
    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<b>Eve</b>');
    expect(email.html).toContain('Chair &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;co&quot;');
    expect(email.html).toContain('href="https://market.test/adverts/a1?utm_source=email&amp;x=&quot;y&quot;"');
    expect(email.text).toContain('Chair <script>alert("x")</script> & "co"');
  });
});

describe('SmtpNotifier against a real SMTP server on loopback', () => {
  let smtp: TestSmtpServer;
  let notifier: SmtpNotifier;
  beforeEach(async () => {
    smtp = await startTestSmtpServer();
    notifier = new SmtpNotifier({ url: smtp.url, from: 'Marketplace <noreply@marketplace.test>', timeoutMs: 3_000 });
  });
  afterEach(async () => {
    notifier.close();
    await smtp.close();
  });

  it('delivers a text and an HTML part, with the notification id as the Message-ID', async () => {
    expect((await notifier.send(message()))._unsafeUnwrap()).toBeUndefined();
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({
      messageId: '<price-drop-42@marketplace.test>',
      to: '"Dieter" <dieter@example.test>',
      from: '"Marketplace" <noreply@marketplace.test>',
      subject: 'Preis gesenkt: Eichenstuhl',
    });
    expect(spaces(mail!.text)).toContain('Jetzt: 90,00 € (10 % günstiger)');
    expect(mail!.html).toContain('<a href="https://market.test/adverts/a1?utm_source=email">Anzeige ansehen</a>');
    expect(mail!.headers.get('content-language')).toBe('de');
  });

  it('reports a refused recipient (550) as permanent and a busy server (451) as worth a retry', async () => {
    smtp.refuseRecipients(550);
    expect((await notifier.send(message()))._unsafeUnwrapErr()).toMatchObject({ code: 'delivery_failed', permanent: true });
    smtp.refuseRecipients(451);
    expect((await notifier.send(message()))._unsafeUnwrapErr()).toMatchObject({ code: 'delivery_failed', permanent: false });
    expect(smtp.received).toEqual([]);
  });

  it('reports a server that is down as worth a retry, and delivers once it is back', async () => {
    await smtp.stop();
    const failed = (await notifier.send(message()))._unsafeUnwrapErr();
    expect(failed).toMatchObject({ code: 'delivery_failed', permanent: false });
    await smtp.start();
    expect((await notifier.send(message()))._unsafeUnwrap()).toBeUndefined();
    expect(await smtp.waitFor(1)).toHaveLength(1);
  });
});
