import type { Language } from '../../domain/language.js';
import type { AdvertFixture, CategoryFixture, MarketplaceFixture, SellerFixture } from '../fixtures.js';
import { anAdvert, titlesIn } from '../mothers.js';

/**
 * A small marketplace whose search answers are known by hand: several languages and scripts,
 * currencies, variants, discounts, a wanted ad, an archived advert and places with coordinates.
 */
const id = (n: number) => `10000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
const cat = (n: number, parentId: string | null, title: string, kind: CategoryFixture['kind'] = 'goods'): CategoryFixture => ({
  id: id(n), parentId, position: n, kind, titles: titlesIn(title),
});

export const C = {
  electronics: cat(1, null, 'Electronics'),
  phones: cat(2, id(1), 'Phones'),
  smartphones: cat(3, id(2), 'Smartphones'),
  computers: cat(4, id(1), 'Computers'),
  laptops: cat(5, id(4), 'Laptops'),
  home: cat(6, null, 'Home'),
  furniture: cat(7, id(6), 'Furniture'),
  chairs: cat(8, id(7), 'Chairs'),
  tables: cat(9, id(7), 'Tables'),
  services: cat(10, null, 'Services', 'services'),
  repairs: cat(11, id(10), 'Repairs', 'services'),
};

export const S = {
  ana: { id: id(100), firstName: 'Ana', business: null } satisfies SellerFixture,
  shop: {
    id: id(101),
    firstName: 'Marko',
    business: { name: 'TechShop', description: 'Продаја телефона и рачунара', descriptionLang: 'sr', city: 'Novi Sad' },
  } satisfies SellerFixture,
};

export const PLACES = {
  belgrade: { latitude: 44.8125, longitude: 20.4612 },
  noviSad: { latitude: 45.2671, longitude: 19.8335 },
  chisinau: { latitude: 47.0105, longitude: 28.8638 },
  budapest: { latitude: 47.4979, longitude: 19.0402 },
  vienna: { latitude: 48.2082, longitude: 16.3738 },
  kyiv: { latitude: 50.4501, longitude: 30.5234 },
};

const text = (lang: Language, title: string, description: string) => ({ [lang]: { title, description } });
const day = (d: number) => new Date(Date.UTC(2026, 0, d, 10));

export const A = {
  cyrPhone: anAdvert({
    id: id(201), sellerId: S.ana.id, categoryId: C.smartphones.id, originalLang: 'sr',
    texts: text('sr', 'Телефон Самсунг Галакси', 'Одличан телефон у кутији, чува батерију.'),
    priceMinor: 2_500_000, currency: 'RSD', city: 'Beograd', location: PLACES.belgrade, createdAt: day(1),
    photoKeys: ['fixture/phone-1.webp', 'fixture/phone-2.webp'],
  }),
  latPhone: anAdvert({
    id: id(202), sellerId: S.shop.id, contour: 'business', categoryId: C.smartphones.id, originalLang: 'sr',
    texts: text('sr', 'Polovni telefon Samsung', 'Garancija šest meseci.'),
    priceMinor: 15_000, currency: 'EUR', city: 'Novi Sad', location: PLACES.noviSad, createdAt: day(2),
    receivingMethods: ['pickup', 'delivery'],
  }),
  roPhone: anAdvert({
    id: id(203), sellerId: S.ana.id, categoryId: C.smartphones.id, originalLang: 'ro',
    texts: text('ro', 'Telefon Samsung ieftin', 'Frumos și ieftin, încărcător inclus.'),
    priceMinor: 300_000, currency: 'MDL', city: 'Chișinău', location: PLACES.chisinau, createdAt: day(3),
  }),
  huLaptop: anAdvert({
    id: id(204), sellerId: S.shop.id, contour: 'business', categoryId: C.laptops.id, originalLang: 'hu',
    texts: text('hu', 'Laptop Dell újszerű', 'Kiváló állapotú gép.'),
    priceMinor: null, currency: 'HUF', city: 'Budapest', location: PLACES.budapest, createdAt: day(4),
    variants: [
      { title: '8 GB', priceMinor: 15_000_000, isAvailable: true },
      { title: '16 GB', priceMinor: 18_000_000, isAvailable: false },
    ],
    specs: [{ name: 'RAM', value: '8-16 GB' }],
  }),
  deChair: anAdvert({
    id: id(205), sellerId: S.ana.id, categoryId: C.chairs.id, originalLang: 'de',
    texts: { ...text('de', 'Stuhl aus Holz', 'Massiver Stuhl.'), ...text('en', 'Wooden chair', 'A solid chair.') },
    priceMinor: 4_000, currency: 'EUR', city: 'Wien', location: PLACES.vienna, createdAt: day(5),
    discountPercent: 20, discountUntil: new Date('2026-01-20T00:00:00Z'),
  }),
  archivedChair: anAdvert({
    id: id(206), sellerId: S.ana.id, categoryId: C.chairs.id, status: 'archived',
    texts: text('en', 'Office chair', 'Comfortable office chair.'),
    priceMinor: 8_000, currency: 'EUR', city: 'Beograd', location: PLACES.belgrade, createdAt: day(6),
  }),
  wantedLaptop: anAdvert({
    id: id(207), sellerId: S.ana.id, categoryId: C.laptops.id, type: 'buy', originalLang: 'sr',
    texts: text('sr', 'Kupujem laptop', 'Do 300 evra.'),
    priceMinor: 30_000, currency: 'EUR', city: 'Beograd', location: PLACES.belgrade, createdAt: day(7),
  }),
  repair: anAdvert({
    id: id(208), sellerId: S.shop.id, contour: 'business', categoryId: C.repairs.id, condition: null,
    texts: text('en', 'Laptop repair service', 'We fix laptops and phones.'),
    priceMinor: null, currency: 'EUR', city: 'Beograd', location: PLACES.belgrade, createdAt: day(8),
  }),
  uaLaptop: anAdvert({
    id: id(209), sellerId: S.ana.id, categoryId: C.laptops.id, originalLang: 'uk',
    texts: text('uk', 'Ноутбук Lenovo', 'Гарний стан.'),
    priceMinor: null, currency: 'UAH', city: 'Київ', location: PLACES.kyiv, createdAt: day(9),
    variants: [{ title: 'i5', priceMinor: 2_000_000, isAvailable: false }],
  }),
  deTable: anAdvert({
    id: id(210), sellerId: S.ana.id, categoryId: C.tables.id, originalLang: 'de',
    texts: text('de', 'Tisch aus Eiche', 'Großer Tisch.'),
    priceMinor: 6_000, currency: 'EUR', city: 'Wien', location: PLACES.vienna, createdAt: day(10),
    discountPercent: 10, discountUntil: new Date('2026-01-01T00:00:00Z'),
  }),
  bumpedChair: anAdvert({
    id: id(211), sellerId: S.ana.id, categoryId: C.chairs.id, originalLang: 'en',
    texts: text('en', 'Kitchen chair', 'Bumped to the top.'),
    priceMinor: 2_000, currency: 'EUR', city: 'Novi Sad', location: PLACES.noviSad, createdAt: day(2),
    bumpedAt: day(12),
  }),
} satisfies Record<string, AdvertFixture>;

export const publicReadsFixture: MarketplaceFixture = {
  categories: Object.values(C),
  sellers: Object.values(S),
  adverts: Object.values(A).map((a) => ({ ...a, bumpedAt: a.bumpedAt ?? null })),
  reviews: [
    { sellerId: S.shop.id, contour: 'business', rating: 5 },
    { sellerId: S.shop.id, contour: 'business', rating: 4 },
    { sellerId: S.ana.id, contour: 'private', rating: 3 },
  ],
  deals: [
    { sellerId: S.shop.id, contour: 'business', advertId: A.latPhone.id },
    { sellerId: S.shop.id, contour: 'business', advertId: A.huLaptop.id },
    { sellerId: S.shop.id, contour: 'business', advertId: A.repair.id },
  ],
};
