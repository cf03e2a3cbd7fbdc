import { escapeUTF8 } from 'entities';
import { currencyExponent, fromMinorUnits, type PriceDropMessage } from '@marketplace/core';
import { PRICE_DROP_TEXTS } from './price-drop-texts.js';

export interface RenderedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A price in the advert's currency, written the way the reader's language writes money. */
export function formatPrice(minor: number, currency: string, locale: string): string {
  const digits = currencyExponent(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    fromMinorUnits(minor, currency),
  );
}


/** The plain-text and HTML parts of a price-drop email in the message's language. */
export function renderPriceDropEmail(message: PriceDropMessage): RenderedEmail {
  const t = PRICE_DROP_TEXTS[message.lang];
  const was = formatPrice(message.oldPriceMinor, message.currency, t.locale);
  const now = formatPrice(message.newPriceMinor, message.currency, t.locale);
  const discount = t.discount(message.discountPercent);
  const { title, link } = message.advert;
  const text = [
    t.greeting(message.recipient.name),
    '',
    t.intro,
    '',
    title,
    `${t.was}: ${was}`,
    `${t.now}: ${now} (${discount})`,
    '',
    `${t.view}: ${link}`,
    '',
    '--',
    t.footer,
    '',
  ].join('\n');
  // Every user-written text (title, name) and the link go into the HTML (text and attributes) through this.
  const e = escapeUTF8;
  const html = `<!doctype html>
<html lang="${message.lang}">
<head><meta charset="utf-8"><title>${e(t.subject(title))}</title></head>
<body style="font-family: sans-serif; line-height: 1.5">
<p>${e(t.greeting(message.recipient.name))}</p>
<p>${e(t.intro)}</p>
<p><strong>${e(title)}</strong></p>
<p>${e(t.was)}: <s>${e(was)}</s><br>${e(t.now)}: <strong>${e(now)}</strong> (${e(discount)})</p>
<p><a href="${e(link)}">${e(t.view)}</a></p>
<p style="color: #666; font-size: small">${e(t.footer)}</p>
</body>
</html>
`;
  return { subject: t.subject(title), text, html };
}
