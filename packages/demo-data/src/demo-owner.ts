import { DAY_MS, HOUR_MS } from '@marketplace/core';
import type { AdvertFixture } from '@marketplace/core/testing';
import { tables, type Database, type SeedData, type UserSeed } from '@marketplace/adapters-postgres';
import { categoryId } from './catalog/categories.js';
import { LEAF_CATALOG } from './catalog/items.js';
import { poolPhotosOf } from './photos/pool.js';
import { Random } from './random.js';

/** The demo owner a newcomer calls the owner API as (DESIGN: operator interface). */
export const DEMO_OWNER_EMAIL = 'demo@example.com';
export const DEMO_OWNER_ID = Random.for('demo', 'owner').uuid();

const id = (...path: (string | number)[]) => Random.for('demo', ...path).uuid();

const owner: UserSeed = {
  id: DEMO_OWNER_ID,
  email: DEMO_OWNER_EMAIL,
  name: 'Demo Owner',
  firstName: 'Demo',
  plan: 'basic',
  lang: 'en',
  business: { name: 'Demo Electronics', description: 'Phones, laptops and audio with a one-year warranty.', descriptionLang: 'en', city: 'Beograd' },
};

/** People the demo owner talks to, each in another language. */
const counterparts: UserSeed[] = [
  { id: id('buyer', 'ru'), email: 'ivan@example.org', name: 'Ivan Petrov', firstName: 'Ivan', plan: 'free', lang: 'ru', business: null },
  { id: id('seller', 'hu'), email: 'kata@example.org', name: 'Kata Nagy', firstName: 'Kata', plan: 'free', lang: 'hu', business: null },
  { id: id('friend', 'de'), email: 'klaus@example.org', name: 'Klaus Bauer', firstName: 'Klaus', plan: 'free', lang: 'de', business: null },
];

type Spec = [title: string, description: string, leaf: string, currency: 'RSD' | 'EUR', price: number | null, contour: 'business' | 'private', lang?: 'en'];

const SPECS: Spec[] = [
  ['Samsung Galaxy S23, nov', 'Nov telefon sa garancijom od godinu dana. Dostava na teritoriji cele Srbije.', 'smartphones', 'RSD', 89_990, 'business'],
  ['iPhone 13, 128 GB', 'Odlično stanje, baterija 91%. Račun i garancija.', 'smartphones', 'RSD', 64_990, 'business'],
  ['Lenovo ThinkPad T14', 'Poslovni laptop, 16 GB RAM, SSD 512 GB. Garancija 12 meseci.', 'laptops', 'EUR', 690, 'business'],
  ['Dell XPS 13', 'Ultrabook in excellent condition, one-year warranty.', 'laptops', 'EUR', 850, 'business', 'en'],
  ['JBL Flip 6 zvučnik', 'Novi bluetooth zvučnik, više boja.', 'speakers', 'RSD', 12_990, 'business'],
  ['Sony WH-1000XM4 slušalice', 'Bežične slušalice sa poništavanjem buke.', 'headphones', 'EUR', 199, 'business'],
  ['Monitor LG 27"', 'Monitor 27 inča, 4K, kao nov.', 'monitors', 'RSD', 34_990, 'business'],
  ['PlayStation 5 konzola', 'PS5 sa dva džojstika.', 'game-consoles', 'EUR', 420, 'business'],
  ['Bicikl Capriolo Passion', 'Gradski bicikl, malo korišćen.', 'bicycles', 'RSD', 18_000, 'private'],
  ['IKEA Poäng fotelja', 'Fotelja u dobrom stanju, preuzimanje na Vračaru.', 'chairs', 'RSD', 4_500, 'private'],
  ['Kuhinjski sto od hrasta', 'Masivni sto za šest osoba.', 'tables', 'EUR', 150, 'private'],
  ['Zimske gume Michelin Alpin 6', 'Četiri gume 205/55 R16, dve sezone.', 'tyres', 'EUR', null, 'private'],
  ['Stara Yamaha gitara F310', 'Akustična gitara sa torbom.', 'instruments', 'RSD', 9_000, 'private'],
  ['LEGO Technic set', 'Kompletan set sa uputstvom.', 'building-sets', 'EUR', 60, 'private'],
];

export interface DemoOwnerData {
  readonly seed: SeedData;
  readonly drafts: (typeof tables.drafts.$inferInsert)[];
  readonly chats: (typeof tables.chats.$inferInsert)[];
  readonly members: (typeof tables.chatMembers.$inferInsert)[];
  readonly messages: (typeof tables.messages.$inferInsert)[];
}

/**
 * The demo owner (plan basic): 14 adverts in RSD and EUR in both contours, two with
 * configurations, some saved by others, one archived with a deal and one without; two drafts;
 * chats with unread messages in Russian, Hungarian and German (a buyer about the owner's advert,
 * two direct chats) and, when a market advert is given, in Ukrainian about another seller's advert.
 */
export function demoOwnerData(
  now: Date,
  savers: readonly string[],
  marketAdvert: { readonly id: string; readonly sellerId: string } | null = null,
  photos = false,
): DemoOwnerData {
  // A pool photo of the leaf: the brand's if the title names the brand or one of its models.
  const photoOf = (leaf: string, title: string) => {
    const pool = poolPhotosOf(leaf);
    const models = (label: string) =>
      (LEAF_CATALOG[leaf]?.items ?? []).flatMap((item) => (Array.isArray(item) && item[0] === label && item[1] ? [item[1] as string] : []));
    const named = pool.find((p) => p.label !== '' && [p.label, ...models(p.label)].some((name) => title.includes(name)));
    return (named ?? pool[0])!.key;
  };
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const adverts: AdvertFixture[] = SPECS.map(([title, description, leaf, currency, price, contour, written], i): AdvertFixture => {
    const lang: 'en' | 'sr' = written ?? 'sr';
    return {
    id: id('advert', i),
    sellerId: DEMO_OWNER_ID,
    contour,
    status: i === 12 || i === 13 ? 'archived' : 'active',
    type: 'sell',
    categoryId: categoryId(leaf),
    condition: i % 3 === 0 ? 'new' : 'used',
    originalLang: lang,
    texts: { [lang]: { title, description } },
    priceMinor: price === null ? null : price * 100,
    currency,
    isNegotiable: i % 4 === 0,
    discountPercent: i === 1 ? 10 : null,
    discountUntil: i === 1 ? new Date(now.getTime() + 5 * DAY_MS) : null,
    city: 'Beograd',
    location: { latitude: 44.81 + i * 0.002, longitude: 20.46 - i * 0.002 },
    specs: [],
    variants:
      i === 0
        ? [{ title: '128 GB', priceMinor: 8_999_000, isAvailable: true }, { title: '256 GB', priceMinor: 9_999_000, isAvailable: false }]
        : i === 4
          ? [{ title: 'Crna', priceMinor: 1_299_000, isAvailable: true }, { title: 'Plava', priceMinor: 1_299_000, isAvailable: true }]
          : [],
    receivingMethods: contour === 'business' ? ['pickup', 'delivery'] : null,
    photoKeys: photos ? [photoOf(leaf, title)] : [],
    createdAt: at(40 - i * 2),
    bumpedAt: i === 2 ? at(3) : null,
    };
  });
  // Saved by two or three market users (advert 3, the Dell XPS, by three): a price drop on them
  // shows a price-drop email in the first minute (docs/operations.md, with a mail catcher).
  const saved = [0, 2, 3, 5, 9].flatMap((i) => savers.slice(0, 2 + (i % 2)).map((userId) => ({ userId, advertId: adverts[i]!.id, createdAt: at(2) })));
  const soldAdvert = adverts[12]!;

  const chat = (name: string, advertId: string | null, counterpart: string, texts: [from: 'owner' | 'them', text: string, lang: string][]) => {
    const chatId = id('chat', name);
    const messages = texts.map(([from, text, lang], i) => ({
      id: id('message', name, i),
      chatId,
      senderId: from === 'owner' ? DEMO_OWNER_ID : counterpart,
      text,
      lang,
      sentAt: new Date(now.getTime() - (texts.length - i) * HOUR_MS),
      // The owner has not read what the counterpart wrote last.
      readAt: from === 'owner' || i < texts.length - 2 ? new Date(now.getTime() - (texts.length - i - 0.5) * HOUR_MS) : null,
    }));
    return {
      chat: { id: chatId, advertId, createdAt: messages[0]!.sentAt, lastMessageAt: messages.at(-1)!.sentAt },
      members: [
        { chatId, userId: DEMO_OWNER_ID, lastReadAt: null },
        { chatId, userId: counterpart, lastReadAt: messages.at(-1)!.sentAt },
      ],
      messages,
    };
  };
  const chats = [
    chat('ru-buyer', adverts[1]!.id, counterparts[0]!.id, [
      ['them', 'Здравствуйте! iPhone ещё продаётся?', 'ru'],
      ['owner', 'Da, još je dostupan.', 'sr'],
      ['them', 'Отлично. Можно посмотреть завтра вечером?', 'ru'],
      ['them', 'И есть ли коробка и зарядка?', 'ru'],
    ]),
    chat('hu-seller', null, counterparts[1]!.id, [
      ['owner', 'Hello, is the bicycle still available?', 'en'],
      ['them', 'Igen, még megvan. Hétvégén megnézheti.', 'hu'],
      ['them', 'A ár alkudható.', 'hu'],
    ]),
    chat('de-direct', null, counterparts[2]!.id, [
      ['them', 'Hallo! Hast du noch das ThinkPad?', 'de'],
      ['them', 'Ich könnte es nächste Woche abholen.', 'de'],
    ]),
    // The owner as a buyer: a chat about another seller's advert.
    ...(marketAdvert
      ? [
          chat('uk-market', marketAdvert.id, marketAdvert.sellerId, [
            ['owner', 'Dobar dan, da li je oglas još aktuelan?', 'sr'],
            ['them', 'Добрий день! Так, ще актуально.', 'uk'],
            ['them', 'Можу надіслати більше фото.', 'uk'],
          ]),
        ]
      : []),
  ];

  return {
    seed: {
      categories: [],
      users: [owner, ...counterparts],
      adverts,
      favorites: saved,
      deals: [{ id: id('deal'), sellerId: DEMO_OWNER_ID, contour: soldAdvert.contour, advertId: soldAdvert.id, createdAt: at(5) }],
      reviews: [{ id: id('review'), sellerId: DEMO_OWNER_ID, contour: soldAdvert.contour, rating: 5, createdAt: at(4) }],
    },
    drafts: [
      {
        id: id('draft', 0), ownerId: DEMO_OWNER_ID, contour: 'business', type: 'sell', title: 'Xiaomi Redmi Note 12',
        description: 'Nov telefon, 128 GB.', categoryId: categoryId('smartphones'), priceMinor: 2_499_000, currency: 'RSD',
        negotiable: false, condition: 'new', address: { city: 'Beograd' }, photoIds: [], createdAt: at(1), updatedAt: at(1),
      },
      {
        id: id('draft', 1), ownerId: DEMO_OWNER_ID, contour: 'private', type: 'sell', title: 'Stari gramofon',
        description: null, categoryId: null, priceMinor: null, currency: 'RSD', negotiable: true, condition: null,
        address: { city: 'Beograd' }, photoIds: [], createdAt: at(2), updatedAt: at(0.5),
      },
    ],
    chats: chats.map((c) => c.chat),
    members: chats.flatMap((c) => c.members),
    messages: chats.flatMap((c) => c.messages),
  };
}

/** Drafts and chats: rows the generic seed loader does not write. */
export async function loadDemoExtras(database: Database, data: DemoOwnerData): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.insert(tables.drafts).values(data.drafts);
    await tx.insert(tables.chats).values(data.chats);
    await tx.insert(tables.chatMembers).values(data.members);
    await tx.insert(tables.messages).values(data.messages);
  });
}
