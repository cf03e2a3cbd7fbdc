import type { Language } from '@marketplace/core';

/** The words of a price-drop email in one language (written by people, never machine-translated). */
export interface PriceDropTexts {
  readonly locale: string;
  subject(title: string): string;
  greeting(name: string): string;
  readonly intro: string;
  readonly was: string;
  readonly now: string;
  discount(percent: number): string;
  readonly view: string;
  readonly footer: string;
}

export const PRICE_DROP_TEXTS: Readonly<Record<Language, PriceDropTexts>> = {
  en: {
    locale: 'en-GB',
    subject: (title) => `Price drop: ${title}`,
    greeting: (name) => `Hello ${name},`,
    intro: 'An advert you saved is now cheaper.',
    was: 'Was',
    now: 'Now',
    discount: (percent) => `${percent}% less`,
    view: 'View the advert',
    footer: 'You receive this email because you saved this advert on the marketplace.',
  },
  ru: {
    locale: 'ru',
    subject: (title) => `Цена снижена: ${title}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: 'Объявление, которое вы сохранили, подешевело.',
    was: 'Было',
    now: 'Сейчас',
    discount: (percent) => `скидка ${percent}%`,
    view: 'Открыть объявление',
    footer: 'Вы получили это письмо, потому что сохранили это объявление на маркетплейсе.',
  },
  ro: {
    locale: 'ro',
    subject: (title) => `Preț redus: ${title}`,
    greeting: (name) => `Bună ziua, ${name},`,
    intro: 'Un anunț pe care l-ați salvat este acum mai ieftin.',
    was: 'Înainte',
    now: 'Acum',
    discount: (percent) => `cu ${percent}% mai puțin`,
    view: 'Vedeți anunțul',
    footer: 'Primiți acest e-mail pentru că ați salvat acest anunț pe marketplace.',
  },
  de: {
    locale: 'de',
    subject: (title) => `Preis gesenkt: ${title}`,
    greeting: (name) => `Hallo ${name},`,
    intro: 'Eine Anzeige, die Sie gemerkt haben, ist jetzt günstiger.',
    was: 'Vorher',
    now: 'Jetzt',
    discount: (percent) => `${percent} % günstiger`,
    view: 'Anzeige ansehen',
    footer: 'Sie erhalten diese E-Mail, weil Sie diese Anzeige auf dem Marktplatz gemerkt haben.',
  },
  uk: {
    locale: 'uk',
    subject: (title) => `Ціну знижено: ${title}`,
    greeting: (name) => `Вітаємо, ${name}!`,
    intro: 'Оголошення, яке ви зберегли, подешевшало.',
    was: 'Було',
    now: 'Зараз',
    discount: (percent) => `знижка ${percent}%`,
    view: 'Переглянути оголошення',
    footer: 'Ви отримали цей лист, бо зберегли це оголошення на маркетплейсі.',
  },
  hu: {
    locale: 'hu',
    subject: (title) => `Árcsökkenés: ${title}`,
    greeting: (name) => `Kedves ${name}!`,
    intro: 'Egy hirdetés, amelyet elmentett, most olcsóbb.',
    was: 'Korábban',
    now: 'Most',
    discount: (percent) => `${percent}%-kal olcsóbb`,
    view: 'A hirdetés megtekintése',
    footer: 'Azért kapja ezt az e-mailt, mert elmentette ezt a hirdetést a piactéren.',
  },
  bg: {
    locale: 'bg',
    subject: (title) => `Намалена цена: ${title}`,
    greeting: (name) => `Здравейте, ${name},`,
    intro: 'Обява, която сте запазили, вече е по-евтина.',
    was: 'Преди',
    now: 'Сега',
    discount: (percent) => `с ${percent}% по-евтино`,
    view: 'Вижте обявата',
    footer: 'Получавате този имейл, защото сте запазили тази обява в маркетплейса.',
  },
  sr: {
    locale: 'sr-Latn',
    subject: (title) => `Cena snižena: ${title}`,
    greeting: (name) => `Zdravo, ${name},`,
    intro: 'Oglas koji ste sačuvali sada je jeftiniji.',
    was: 'Ranije',
    now: 'Sada',
    discount: (percent) => `${percent}% jeftinije`,
    view: 'Pogledajte oglas',
    footer: 'Ovaj imejl dobijate jer ste sačuvali ovaj oglas na marketplejsu.',
  },
};
