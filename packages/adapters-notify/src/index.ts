export { SmtpNotifier, type SmtpNotifierOptions } from './smtp-notifier.js';
export { renderPriceDropEmail, formatPrice, type RenderedEmail } from './price-drop-email.js';
export { PRICE_DROP_TEXTS, type PriceDropTexts } from './price-drop-texts.js';
