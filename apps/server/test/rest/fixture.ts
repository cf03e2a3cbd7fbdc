import type { SeedData } from '@marketplace/adapters-postgres';
import type { Language } from '@marketplace/core';
import { aCategory, aSeller, anAdvert, testId, titlesIn } from '@marketplace/core/testing';

/**
 * A small marketplace built by hand for the REST suites: every expectation in the tests can be
 * checked against this file. The test clock stands at 2026-01-15T12:00Z.
 */

const day = (d: number, hour = 10): Date => new Date(Date.UTC(2026, 0, d, hour));

const names = (en: string, de: string, sr: string, ru: string): Record<Language, string> => ({
  ...titlesIn(en),
  de,
  sr,
  ru,
});

// ---- Categories: three levels, two leaf roots ----
const electronics = aCategory({ position: 0, titles: names('Electronics', 'Elektronik', 'Elektronika', 'Электроника') });
const phones = aCategory({ parentId: electronics.id, position: 0, titles: names('Phones', 'Telefone', 'Telefoni', 'Телефоны') });
const smartphones = aCategory({ parentId: phones.id, position: 0, titles: names('Smartphones', 'Smartphones', 'Pametni telefoni', 'Смартфоны') });
const accessories = aCategory({ parentId: phones.id, position: 1, titles: names('Accessories', 'Zubehör', 'Oprema', 'Аксессуары') });
const laptops = aCategory({ parentId: electronics.id, position: 1, titles: names('Laptops', 'Laptops', 'Laptopovi', 'Ноутбуки') });
const home = aCategory({ position: 1, titles: names('Home', 'Haus', 'Kuća', 'Дом') });
const furniture = aCategory({ parentId: home.id, position: 0, titles: names('Furniture', 'Möbel', 'Nameštaj', 'Мебель') });
const chairs = aCategory({ parentId: furniture.id, position: 0, titles: names('Chairs', 'Stühle', 'Stolice', 'Стулья') });
const sofas = aCategory({ parentId: furniture.id, position: 1, titles: names('Sofas', 'Sofas', 'Sofe', 'Диваны') });
const appliances = aCategory({ parentId: home.id, position: 1, titles: names('Appliances', 'Haushaltsgeräte', 'Kućni aparati', 'Бытовая техника') });
const sport = aCategory({ position: 2, titles: names('Sport', 'Sport', 'Sport', 'Спорт') });
const services = aCategory({ position: 3, kind: 'services', titles: names('Services', 'Dienstleistungen', 'Usluge', 'Услуги') });

export const categories = {
  electronics, phones, smartphones, accessories, laptops, home, furniture, chairs, sofas, appliances, sport, services,
};

// ---- Sellers ----
const ana = aSeller({ firstName: 'Ana' });
const marko = aSeller({
  firstName: 'Marko',
  business: { name: 'Marko Tech', description: 'Polovni telefoni i laptopovi.', descriptionLang: 'sr', city: 'Novi Sad' },
});
const ioana = aSeller({ firstName: 'Ioana' });
const zsofia = aSeller({
  firstName: 'Zsófia',
  business: { name: 'Bútor Világ', description: 'Használt bútorok.', descriptionLang: 'hu', city: 'Budapest' },
});
const milica = aSeller({ firstName: 'Milica' });
/** A seller without any advert or business. */
const petar = aSeller({ firstName: 'Petar' });

export const sellers = { ana, marko, ioana, zsofia, milica, petar };

// ---- Places ----
export const BELGRADE = { latitude: 44.8125, longitude: 20.4612 };
const NOVI_SAD = { latitude: 45.2671, longitude: 19.8335 }; // ~70 km from Belgrade
const ZEMUN = { latitude: 44.8433, longitude: 20.4011 }; // ~6 km
const DORCOL = { latitude: 44.8176, longitude: 20.4569 }; // ~0.7 km
const VRACAR = { latitude: 44.8, longitude: 20.48 }; // ~2 km
const NIS = { latitude: 43.3209, longitude: 21.8958 }; // ~200 km
const BUDAPEST = { latitude: 47.4979, longitude: 19.0402 }; // ~320 km
const BUCHAREST = { latitude: 44.4268, longitude: 26.1025 }; // ~450 km

const text = (title: string, description: string) => ({ title, description });

// ---- Adverts (active sell adverts unless said otherwise) ----
/** Serbian Cyrillic only; business; a recent 20% discount; photos, specs, delivery. */
const phoneCyrillic = anAdvert({
  sellerId: marko.id,
  contour: 'business',
  categoryId: smartphones.id,
  originalLang: 'sr',
  texts: { sr: text('Мобилни телефон Самсунг Галакси', 'Очуван телефон, батерија ради одлично.') },
  priceMinor: 30_000,
  currency: 'EUR',
  discountPercent: 20,
  discountUntil: day(20),
  city: 'Novi Sad',
  location: NOVI_SAD,
  specs: [{ name: 'Memorija', value: '128 GB' }],
  receivingMethods: ['pickup', 'delivery'],
  photoKeys: ['phone-cyr-1.webp', 'phone-cyr-2.webp'],
  createdAt: day(10),
});
/** Serbian Latin; found by a Cyrillic query. */
const bike = anAdvert({
  sellerId: ana.id,
  categoryId: sport.id,
  originalLang: 'sr',
  texts: { sr: text('Polovni bicikl za decu', 'Dečiji bicikl, točkovi 20 inča.') },
  priceMinor: 800_000,
  currency: 'RSD',
  city: 'Beograd',
  location: DORCOL,
  createdAt: day(12),
});
/** Romanian with ș and ă. */
const washer = anAdvert({
  sellerId: ioana.id,
  categoryId: appliances.id,
  originalLang: 'ro',
  texts: { ro: text('Mașină de spălat Bosch', 'Funcționează perfect, 7 kg.') },
  priceMinor: 50_000,
  currency: 'RON',
  city: 'București',
  location: BUCHAREST,
  createdAt: day(5),
});
/** Hungarian with ő, and a stored German translation. */
const sofa = anAdvert({
  sellerId: zsofia.id,
  contour: 'business',
  categoryId: sofas.id,
  originalLang: 'hu',
  texts: {
    hu: text('Bőr kanapé, háromszemélyes', 'Újszerű állapotban.'),
    de: text('Ledersofa, dreisitzig', 'Wie neu.'),
  },
  priceMinor: 12_000_000,
  currency: 'HUF',
  city: 'Budapest',
  location: BUDAPEST,
  createdAt: day(8),
});
/** Serbian Latin with č; private advert of a seller who also has a business; bumped on Jan 14. */
const chairs4 = anAdvert({
  sellerId: marko.id,
  categoryId: chairs.id,
  originalLang: 'sr',
  texts: { sr: text('Drvene stolice, četiri komada', 'Stolice od hrastovine.') },
  priceMinor: 8_000,
  currency: 'EUR',
  city: 'Beograd',
  location: ZEMUN,
  createdAt: day(3),
  bumpedAt: day(14),
});
/** Configurations at different prices (a starting price); its discount is no longer recent. */
const laptop = anAdvert({
  sellerId: marko.id,
  contour: 'business',
  categoryId: laptops.id,
  texts: { en: text('ThinkPad laptop 14 inch', 'Lenovo ThinkPad T14, 16 GB RAM.') },
  priceMinor: null,
  currency: 'EUR',
  discountPercent: 10,
  discountUntil: day(10),
  variants: [
    { title: '16 GB', priceMinor: 60_000, isAvailable: true },
    { title: '32 GB', priceMinor: 75_000, isAvailable: true },
  ],
  city: 'Novi Sad',
  location: NOVI_SAD,
  createdAt: day(11),
});
/** Every configuration out of stock, all at one price. */
const phoneCase = anAdvert({
  sellerId: ana.id,
  categoryId: accessories.id,
  texts: { en: text('Phone case for Samsung', 'Silicone case, blue or red.') },
  priceMinor: null,
  currency: 'EUR',
  variants: [
    { title: 'Blue', priceMinor: 1_500, isAvailable: false },
    { title: 'Red', priceMinor: 1_500, isAvailable: false },
  ],
  city: 'Beograd',
  location: BELGRADE,
  createdAt: day(13),
});
/** Price on request. */
const headphones = anAdvert({
  sellerId: ana.id,
  categoryId: accessories.id,
  texts: { en: text('Wireless headphones', 'Noise cancelling, price on request.') },
  priceMinor: null,
  currency: 'EUR',
  city: 'Beograd',
  location: VRACAR,
  createdAt: day(7),
});
/** A wanted ad. */
const wantedPhone = anAdvert({
  sellerId: ioana.id,
  type: 'buy',
  categoryId: smartphones.id,
  originalLang: 'ro',
  texts: { ro: text('Caut telefon Samsung', 'Cumpăr telefon folosit.') },
  priceMinor: 20_000,
  currency: 'EUR',
  city: 'București',
  location: BUCHAREST,
  createdAt: day(9),
});
/** Archived: never searched, counted or listed, but still readable in full. */
const archivedPhone = anAdvert({
  sellerId: ana.id,
  status: 'archived',
  categoryId: smartphones.id,
  texts: { en: text('Old Nokia phone', 'Works, with charger.') },
  priceMinor: 2_000,
  currency: 'EUR',
  city: 'Beograd',
  location: BELGRADE,
  createdAt: day(2),
});
/** Serbian Latin with an English translation: matched by "phone" and by "telefon". */
const xiaomi = anAdvert({
  sellerId: milica.id,
  categoryId: smartphones.id,
  originalLang: 'sr',
  texts: {
    sr: text('Telefon Xiaomi Redmi', 'Kao nov, bez ogrebotina.'),
    en: text('Xiaomi Redmi phone', 'Like new, no scratches.'),
  },
  priceMinor: 15_000,
  currency: 'EUR',
  city: 'Niš',
  location: NIS,
  createdAt: day(6),
});
/** No location at all: dropped when a search has a point. */
const landline = anAdvert({
  sellerId: marko.id,
  categoryId: accessories.id,
  originalLang: 'sr',
  texts: { sr: text('Fiksni telefon Panasonic', 'Bežični, sa sekretaricom.') },
  priceMinor: 2_500,
  currency: 'EUR',
  city: 'Beograd',
  location: null,
  createdAt: day(4),
});
const dumbbell = anAdvert({
  sellerId: milica.id,
  categoryId: sport.id,
  originalLang: 'sr',
  texts: { sr: text('Teg za vežbanje 10 kg', 'Liveno gvožđe.') },
  priceMinor: 2_000,
  currency: 'EUR',
  city: 'Niš',
  location: NIS,
  createdAt: day(1),
});
const officeChair = anAdvert({
  sellerId: milica.id,
  categoryId: chairs.id,
  originalLang: 'sr',
  texts: { sr: text('Kancelarijska stolica', 'Podesiva visina.') },
  priceMinor: 4_500,
  currency: 'EUR',
  city: 'Niš',
  location: NIS,
  createdAt: day(1, 8),
});

export const adverts = {
  phoneCyrillic, bike, washer, sofa, chairs4, laptop, phoneCase, headphones, wantedPhone, archivedPhone, xiaomi,
  landline, dumbbell, officeChair,
};

/** Active sell adverts, newest first (by creation or the later bump). */
export const NEWEST_SELL_ORDER = [
  chairs4, phoneCase, bike, laptop, phoneCyrillic, sofa, headphones, xiaomi, washer, landline, dumbbell, officeChair,
].map((a) => a.id);

export const fixture: Partial<SeedData> = {
  categories: Object.values(categories),
  users: Object.values(sellers),
  adverts: Object.values(adverts),
  reviews: [
    { id: testId(), sellerId: marko.id, contour: 'business', rating: 5, createdAt: day(12) },
    { id: testId(), sellerId: marko.id, contour: 'business', rating: 4, createdAt: day(13) },
  ],
  deals: [
    { id: testId(), sellerId: marko.id, contour: 'business', advertId: laptop.id, createdAt: day(12) },
    { id: testId(), sellerId: marko.id, contour: 'business', advertId: phoneCyrillic.id, createdAt: day(12) },
    { id: testId(), sellerId: marko.id, contour: 'business', advertId: laptop.id, createdAt: day(13) },
  ],
};

/** A UUID that names nothing in the fixture. */
export const UNKNOWN_ID = '7d6a2c1e-3b4f-4e5a-9c8d-0f1e2d3c4b5a';
