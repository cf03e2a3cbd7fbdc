import { describe, expect, it } from 'vitest';
import { makeGetAdvert, makeGetCategories, makeGetCategory, makeGetStorefront, makeLinks, makeSearchAdverts, untranslated, type AdvertCardRecord } from '../src/index.js';
import { presentCard } from '../src/presenters/public-reads.js';
import { extendPresented, extensionOf } from '../src/presenters/extended.js';
import { anAdvert, FixedClock, InMemoryMarketplace } from '../src/testing/index.js';
import { A, C, PLACES, S, publicReadsFixture } from '../src/testing/contracts/index.js';
import { ctx, recordingTranslator } from './support.js';

const market = new InMemoryMarketplace(publicReadsFixture);
const clock = new FixedClock(new Date('2026-01-15T12:00:00Z'));
const search = makeSearchAdverts({ advertSearch: market, translator: untranslated, clock });
const getAdvert = makeGetAdvert({ advertCatalog: market, translator: untranslated, clock });
const getCategories = makeGetCategories({ categoryCatalog: market });
const getCategory = makeGetCategory({ categoryCatalog: market });
const getStorefront = makeGetStorefront({ storefrontCatalog: market, translator: untranslated, clock });

const rejected = async (input: unknown) => (await search(input, ctx()))._unsafeUnwrapErr();

describe('search_adverts validation', () => {
  it.each([
    [{ colour: 'red' }, 'colour'],
    [{ queries: ['a', 'b', 'c'] }, 'queries'],
    [{ queries: ['one two three four'] }, 'queries'],
    [{ queries: ['   '] }, 'queries'],
    [{ queries: ['!!!'] }, 'queries'],
    [{ queries: [] }, 'queries'],
    [{ category_id: 'not-a-uuid' }, 'category_id'],
    [{ radius_km: 5 }, 'latitude'],
    [{ sort: 'nearest' }, 'latitude'],
    [{ latitude: 44.8 }, 'longitude'],
    [{ longitude: 20.4 }, 'latitude'],
    [{ latitude: 91, longitude: 0 }, 'latitude'],
    [{ latitude: 44, longitude: 20, radius_km: 0.5 }, 'radius_km'],
    [{ latitude: 44, longitude: 20, radius_km: 1001 }, 'radius_km'],
    [{ price_min: 10, price_max: 5 }, 'price_min'],
    [{ price_min: -1 }, 'price_min'],
    [{ currency: 'eur' }, 'currency'],
    [{ currency: 'ABC' }, 'currency'],
    [{ seller_type: 'robot' }, 'seller_type'],
    [{ advert_type: 'rent' }, 'advert_type'],
    [{ sort: 'oldest' }, 'sort'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 21 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ city: '' }, 'city'],
  ])('rejects %j naming %s', async (input, field) => {
    expect(await rejected(input)).toMatchObject({ code: 'invalid_arguments', field });
  });

  it('accepts the bounds', async () => {
    for (const input of [{ limit: 1 }, { limit: 20 }, { latitude: 44, longitude: 20, radius_km: 1 }, { latitude: 44, longitude: 20, radius_km: 1000 }, { queries: ['a b c', 'd'] }]) {
      expect((await search(input, ctx())).isOk()).toBe(true);
    }
  });
});

describe('search_adverts results', () => {
  it('applies the defaults: sell offers, newest first, 10 at most', async () => {
    // The fixture has 9 active sell offers; three older stools make 12, so the limit has to cut.
    const stool = (day: number) =>
      anAdvert({ sellerId: S.ana.id, categoryId: C.chairs.id, texts: { en: { title: `Stool ${day}`, description: 'Pine.' } }, createdAt: new Date(Date.UTC(2025, 11, day, 10)) });
    const stools = [stool(1), stool(2), stool(3)];
    const crowded = new InMemoryMarketplace({ ...publicReadsFixture, adverts: [...publicReadsFixture.adverts, ...stools] });
    const crowdedSearch = makeSearchAdverts({ advertSearch: crowded, translator: untranslated, clock });
    const result = (await crowdedSearch({}, ctx()))._unsafeUnwrap();
    expect(result.total).toBe(12);
    // Bumped (Jan 12) first, then by creation day; the wanted laptop (buy) and the archived chair are out.
    expect(result.adverts.map((a) => a.id)).toEqual([
      A.bumpedChair.id, A.deTable.id, A.uaLaptop.id, A.repair.id, A.deChair.id,
      A.huLaptop.id, A.roPhone.id, A.latPhone.id, A.cyrPhone.id, stools[2]!.id,
    ]);
  });

  it('merges two keyword sets without duplicates; total is the larger count', async () => {
    const result = (await search({ queries: ['samsung', 'laptop'] }, ctx()))._unsafeUnwrap();
    expect(result.total).toBe(3);
    expect(result.adverts.map((a) => a.id)).toEqual([A.repair.id, A.huLaptop.id, A.roPhone.id, A.latPhone.id, A.cyrPhone.id]);
    const same = (await search({ queries: ['Самсунг', 'samsung'] }, ctx()))._unsafeUnwrap();
    expect(same.total).toBe(3);
    expect(same.adverts).toHaveLength(3);
  });

  it('presents cards: major units, tagged links, recent discounts only, path root first', async () => {
    const result = (await search({ queries: ['stuhl'] }, ctx()))._unsafeUnwrap();
    const chair = result.adverts[0]!;
    expect(chair).toMatchObject({
      id: A.deChair.id,
      price: 40,
      currency: 'EUR',
      discount_percent: 20,
      category: 'Home / Furniture / Chairs',
      url: `https://market.test/adverts/${A.deChair.id}?utm_source=api`,
      image_url: null,
    });
    expect(chair).not.toHaveProperty('distance_km');
    const table = (await search({ queries: ['tisch'] }, ctx()))._unsafeUnwrap().adverts[0]!;
    expect(table.discount_percent).toBeNull();
    const phone = (await search({ queries: ['телефон галакси'] }, ctx()))._unsafeUnwrap().adverts[0]!;
    expect(phone.image_url).toBe('https://api.market.test/photos/fixture/phone-1.webp?utm_source=api');
    expect(phone.price).toBe(25000);
  });

  it('hides a discount once its 14 days are over, from the instant they end', async () => {
    // The chair's discount runs until 2026-01-20T00:00:00Z.
    const discountAt = async (instant: string) => {
      const at = makeSearchAdverts({ advertSearch: market, translator: untranslated, clock: new FixedClock(new Date(instant)) });
      return (await at({ queries: ['stuhl'] }, ctx()))._unsafeUnwrap().adverts[0]!.discount_percent;
    };
    expect(await discountAt('2026-01-19T23:59:59.999Z')).toBe(20);
    expect(await discountAt('2026-01-20T00:00:00.000Z')).toBeNull();
    expect(await discountAt('2026-01-21T00:00:00.000Z')).toBeNull();
  });

  it('gives distances only with a point, rounded to 0.1 km', async () => {
    const result = (await search({ latitude: PLACES.belgrade.latitude, longitude: PLACES.belgrade.longitude, sort: 'nearest', limit: 3 }, ctx()))._unsafeUnwrap();
    expect(result.adverts.map((a) => a.distance_km)).toEqual([0, 0, expect.any(Number)]);
    expect(Number.isInteger(result.adverts[2]!.distance_km! * 10)).toBe(true);
  });

  it('translates only titles that are not in the requested language, in one batch', async () => {
    const translator = recordingTranslator();
    const translating = makeSearchAdverts({ advertSearch: market, translator, clock });
    const result = (await translating({ queries: ['stuhl', 'samsung'] }, ctx('en')))._unsafeUnwrap();
    expect(translator.calls).toHaveLength(1);
    expect(translator.calls[0]!.texts.map((t) => t.lang).sort()).toEqual(['ro', 'sr', 'sr']);
    expect(result.adverts.find((a) => a.id === A.deChair.id)!.title).toBe('Wooden chair');
    expect(result.adverts.find((a) => a.id === A.roPhone.id)!.title).toBe('[en] Telefon Samsung ieftin');
  });

  it('sends each foreign title about its advert, and calls no translator when every title is in the language', async () => {
    const translator = recordingTranslator();
    const translating = makeSearchAdverts({ advertSearch: market, translator, clock });
    const english = (await translating({ queries: ['samsung'] }, ctx('en')))._unsafeUnwrap();
    const sent = translator.calls[0]!.texts;
    expect(sent.map((t) => t.about?.field)).toEqual(sent.map(() => 'title'));
    expect(sent.map((t) => t.about?.advertId)).toContain(A.roPhone.id);
    expect(english.adverts.map((a) => a.id)).toEqual(expect.arrayContaining(sent.map((t) => t.about!.advertId)));
    const german = (await translating({ queries: ['stuhl'] }, ctx('de')))._unsafeUnwrap();
    expect(translator.calls).toHaveLength(1);
    expect(german.adverts.find((a) => a.id === A.deChair.id)!.title).toBe('Stuhl aus Holz');
  });

  it('asks a translator that says it never translates (asWritten) nothing, and shows every title as written', async () => {
    const translator = { ...recordingTranslator(), asWritten: true };
    const asWritten = makeSearchAdverts({ advertSearch: market, translator, clock });
    const result = (await asWritten({ queries: ['stuhl', 'samsung'] }, ctx('en')))._unsafeUnwrap();
    expect(translator.calls).toHaveLength(0);
    expect(result.adverts.find((a) => a.id === A.roPhone.id)!.title).toBe('Telefon Samsung ieftin');
    // The same answer as the translator with no provider gives.
    const plain = (await search({ queries: ['stuhl', 'samsung'] }, ctx('en')))._unsafeUnwrap();
    expect(result).toEqual(plain);
    // The other readers take texts as written too (get_advert: title and description).
    const advert = (await makeGetAdvert({ advertCatalog: market, translator, clock })({ advert_id: A.roPhone.id }, ctx('en')))._unsafeUnwrap();
    expect(translator.calls).toHaveLength(0);
    expect(advert.title).toBe('Telefon Samsung ieftin');
  });
});

describe('get_advert', () => {
  it('returns the full advert with the spec\'s derived and optional fields', async () => {
    const laptop = (await getAdvert({ advert_id: A.huLaptop.id }, ctx()))._unsafeUnwrap();
    expect(laptop).toMatchObject({
      price: 150000,
      price_from: true,
      variants: [{ title: '8 GB', price: 150000, is_available: true }, { title: '16 GB', price: 180000, is_available: false }],
      receiving_methods: ['pickup'],
      storefront_url: `https://market.test/stores/${S.shop.id}?utm_source=api`,
      seller_reviews: { count: 2, deals_count: 3, average: 4.5 },
    });
    const chair = (await getAdvert({ advert_id: A.deChair.id }, ctx()))._unsafeUnwrap();
    expect(chair).not.toHaveProperty('variants');
    expect(chair).not.toHaveProperty('receiving_methods');
    expect(chair.storefront_url).toBeNull();
  });

  it('answers not_found for an unknown id and invalid_arguments for a malformed one', async () => {
    expect((await getAdvert({ advert_id: '10000000-0000-4000-8000-999999999999' }, ctx()))._unsafeUnwrapErr().code).toBe('not_found');
    expect((await getAdvert({ advert_id: '42' }, ctx()))._unsafeUnwrapErr()).toMatchObject({ code: 'invalid_arguments', field: 'advert_id' });
  });
});

describe('get_categories', () => {
  it('nests to depth 2 by default with subtree counts; children absent at the limit and for leaves', async () => {
    const { categories } = (await getCategories({}, ctx('de')))._unsafeUnwrap();
    const electronics = categories.find((c) => c.id === C.electronics.id)!;
    expect(electronics).toMatchObject({ title: 'Electronics (de)', adverts_count: 6, is_leaf: false });
    expect(electronics.children!.map((c) => c.id)).toEqual([C.phones.id, C.computers.id]);
    expect(electronics.children![0]).not.toHaveProperty('children');
    const repairs = categories.find((c) => c.id === C.services.id)!.children![0]!;
    expect(repairs).toMatchObject({ is_leaf: true });
    expect(repairs).not.toHaveProperty('children');
  });

  it('validates depth and parent, and answers not_found for an unknown parent', async () => {
    expect((await getCategories({ depth: 0 }, ctx()))._unsafeUnwrapErr().field).toBe('depth');
    expect((await getCategories({ depth: 5 }, ctx()))._unsafeUnwrapErr().field).toBe('depth');
    expect((await getCategories({ parent_id: 'x' }, ctx()))._unsafeUnwrapErr().field).toBe('parent_id');
    expect((await getCategories({ parent_id: '10000000-0000-4000-8000-999999999999' }, ctx()))._unsafeUnwrapErr().code).toBe('not_found');
  });
});

describe('get_category', () => {
  it('gives one category with its path root first in the answer language and the count get_categories gives it', async () => {
    const laptops = (await getCategory({ category_id: C.laptops.id }, ctx('de')))._unsafeUnwrap();
    expect(laptops).toEqual({
      id: C.laptops.id,
      title: 'Laptops (de)',
      path: 'Electronics (de) / Computers (de) / Laptops (de)',
      parent_id: C.computers.id,
      adverts_count: expect.any(Number),
      is_leaf: true,
    });
    const { categories } = (await getCategories({ parent_id: C.computers.id }, ctx('de')))._unsafeUnwrap();
    expect(laptops.adverts_count).toBe(categories.find((c) => c.id === C.laptops.id)!.adverts_count);
    const root = (await getCategory({ category_id: C.electronics.id }, ctx('en')))._unsafeUnwrap();
    expect(root).toMatchObject({ title: 'Electronics', path: 'Electronics', parent_id: null, is_leaf: false, adverts_count: 6 });
  });

  it('validates the id and answers not_found for an unknown category', async () => {
    expect((await getCategory({}, ctx()))._unsafeUnwrapErr().field).toBe('category_id');
    expect((await getCategory({ category_id: 'x' }, ctx()))._unsafeUnwrapErr().field).toBe('category_id');
    expect((await getCategory({ category_id: C.laptops.id, depth: 2 }, ctx()))._unsafeUnwrapErr().field).toBe('depth');
    expect((await getCategory({ category_id: '10000000-0000-4000-8000-999999999999' }, ctx()))._unsafeUnwrapErr().code).toBe('not_found');
  });
});

describe('get_storefront', () => {
  it('presents the business storefront with its link and translated description', async () => {
    const translator = recordingTranslator();
    const storefronts = makeGetStorefront({ storefrontCatalog: market, translator, clock });
    const shop = (await storefronts({ seller_id: S.shop.id, limit: 1 }, ctx('en')))._unsafeUnwrap();
    expect(shop).toMatchObject({
      seller_id: S.shop.id,
      name: 'TechShop',
      is_business: true,
      description: '[en] Продаја телефона и рачунара',
      city: 'Novi Sad',
      adverts_total: 3,
      url: `https://market.test/stores/${S.shop.id}?utm_source=api`,
    });
    expect(shop.adverts).toHaveLength(1);
  });

  it('answers not_found for a missing contour and validates its input', async () => {
    expect((await getStorefront({ seller_id: S.ana.id, business: true }, ctx()))._unsafeUnwrapErr().code).toBe('not_found');
    expect((await getStorefront({ seller_id: S.ana.id, limit: 21 }, ctx()))._unsafeUnwrapErr().field).toBe('limit');
    expect((await getStorefront({ seller_id: S.ana.id, business: 'yes' }, ctx()))._unsafeUnwrapErr().field).toBe('business');
    const ana = (await getStorefront({ seller_id: S.ana.id }, ctx()))._unsafeUnwrap();
    expect(ana.url).toBe(`https://market.test/sellers/${S.ana.id}?utm_source=api`);
    expect(ana.description).toBeNull();
  });
});

describe('presentCard', () => {
  const links = makeLinks({ webBaseUrl: 'https://m.example', publicBaseUrl: 'https://api.example' }, 'api');
  const record: AdvertCardRecord = {
    id: '01890000-0000-7000-8000-000000000001',
    title: { text: 'Chair', lang: 'en' },
    priceMinor: 1250,
    currency: 'EUR',
    priceFrom: false,
    discountPercent: 20,
    discountUntil: new Date('2026-01-20T00:00:00Z'),
    inStock: true,
    city: 'Belgrade',
    distanceKm: null,
    categoryId: '01890000-0000-7000-8000-0000000000c1',
    categoryPath: ['Home', 'Chairs'],
    photoKey: null,
    seller: { id: '01890000-0000-7000-8000-0000000000s1', name: 'Ana', isBusiness: false },
    createdAt: new Date('2026-01-10T10:00:00Z'),
    sortAt: new Date('2026-01-10T10:00:00Z'),
  };
  const before = new Date('2026-01-15T12:00:00Z');

  it('shares one frozen card per record, title and links while its discount shows', () => {
    const card = presentCard(record, 'Chair', links, before);
    expect(presentCard(record, 'Chair', links, new Date('2026-01-19T23:59:59.999Z'))).toBe(card);
    expect(Object.isFrozen(card) && Object.isFrozen(card.seller)).toBe(true);
    expect(card).toMatchObject({ title: 'Chair', price: 12.5, discount_percent: 20, category: 'Home / Chairs' });
  });

  it('presents again for another title, other links, a discount that ended, or a distance', () => {
    const card = presentCard(record, 'Chair', links, before);
    expect(presentCard(record, 'Stuhl', links, before)).toMatchObject({ title: 'Stuhl' });
    const mcp = makeLinks({ webBaseUrl: 'https://m.example', publicBaseUrl: 'https://api.example' }, 'mcp');
    expect(presentCard(record, 'Chair', mcp, before).url).toBe(`https://m.example/adverts/${record.id}?utm_source=mcp`);
    const ended = presentCard(record, 'Chair', links, new Date('2026-01-20T00:00:00Z'));
    expect(ended).not.toBe(card);
    expect(ended.discount_percent).toBeNull();
    // Once ended it stays ended: the same card from then on.
    expect(presentCard(record, 'Chair', links, new Date('2026-02-01T00:00:00Z'))).toBe(ended);
    // An earlier instant (another clock) still shows it.
    expect(presentCard(record, 'Chair', links, before).discount_percent).toBe(20);
    const near = presentCard({ ...record, distanceKm: 1.26 }, 'Chair', links, before);
    expect(near.distance_km).toBe(1.3);
    expect(Object.isFrozen(near)).toBe(false);
  });

  it('adds a distance to the kept card of the record it was made from, after its members', () => {
    const kept = presentCard(record, 'Chair', links, before);
    const near = presentCard({ ...record, distanceKm: 1.26, withoutDistance: record }, 'Chair', links, before);
    const whole = presentCard({ ...record, distanceKm: 1.26 }, 'Chair', links, before);
    expect(near).toEqual(whole);
    expect(Object.keys(near)).toEqual(Object.keys(whole));
    expect(Object.keys(near).at(-1)).toBe('distance_km');
    expect(near.distance_km).toBe(1.3);
    expect(near.seller).toBe(kept.seller);
    expect(extensionOf(near)).toEqual({ kept, added: ['distance_km'] });
    // A source that itself has a distance is not a kept card: the card is made whole.
    const odd = presentCard({ ...record, distanceKm: 2, withoutDistance: { ...record, distanceKm: 5 } }, 'Chair', links, before);
    expect(odd.distance_km).toBe(2);
    expect(extensionOf(odd)).toBeUndefined();
  });
});

describe('extendPresented', () => {
  it('adds members after a frozen object\'s own, frozen, and records what it was made of', () => {
    const kept = Object.freeze({ a: 1, b: 'two' });
    const made = extendPresented(kept, { c: 3 });
    expect(JSON.stringify(made)).toBe('{"a":1,"b":"two","c":3}');
    expect(Object.isFrozen(made)).toBe(true);
    expect(extensionOf(made)).toEqual({ kept, added: ['c'] });
  });

  it('records nothing for an object that is not frozen, and refuses a member the kept one has', () => {
    const open = { a: 1 };
    expect(extensionOf(extendPresented(open, { c: 3 }))).toBeUndefined();
    expect(() => extendPresented(Object.freeze({ a: 1 }), { a: 2 })).toThrow(/a is a member/);
  });
});
