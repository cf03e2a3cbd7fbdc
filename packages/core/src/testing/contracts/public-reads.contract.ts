import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdvertCatalog,
  AdvertSearch,
  AdvertSearchQuery,
  CategoryCatalog,
  StorefrontCatalog,
} from '../../ports/public-reads.js';
import type { MarketplaceFixture } from '../fixtures.js';
import { A, C, PLACES, S, publicReadsFixture } from './public-reads-fixture.js';
import { aSearchQuery, anAdvert } from '../mothers.js';
import { searchWords } from '../../domain/search-text.js';

export interface PublicReadPorts {
  readonly search: AdvertSearch;
  readonly adverts: AdvertCatalog;
  readonly categories: CategoryCatalog;
  readonly storefronts: StorefrontCatalog;
}

export interface PublicReadHarness {
  readonly ports: PublicReadPorts;
  close(): Promise<void>;
}

const query = aSearchQuery;

const words = (text: string) => searchWords(text);

/**
 * The behaviour every implementation of the public-read ports must have. It runs against the
 * in-memory ports and the PostgreSQL and PGlite adapters, so the fakes cannot drift.
 */
export function describePublicReadsContract(
  name: string,
  open: (fixture: MarketplaceFixture) => Promise<PublicReadHarness>,
): void {
  describe(`public read ports: ${name}`, () => {
    let harness: PublicReadHarness;
    let ports: PublicReadPorts;
    const ids = async (q: Partial<AdvertSearchQuery>) => {
      const page = (await ports.search.search(query(q)))._unsafeUnwrap();
      return { total: page.total, ids: page.items.map((item) => item.id) };
    };

    beforeAll(async () => {
      harness = await open(publicReadsFixture);
      ports = harness.ports;
    });
    afterAll(async () => harness?.close());

    describe('search', () => {
      it('lists active offers newest first by default, a bump counting as new', async () => {
        const result = await ids({});
        expect(result.ids).toEqual([
          A.bumpedChair.id, A.deTable.id, A.uaLaptop.id, A.repair.id, A.deChair.id,
          A.huLaptop.id, A.roPhone.id, A.latPhone.id, A.cyrPhone.id,
        ]);
        expect(result.total).toBe(9);
      });

      it('matches a word across scripts and languages, as a prefix', async () => {
        for (const word of ['samsung', 'Самсунг', 'SAMS']) {
          const result = await ids({ words: words(word) });
          expect(result.ids.sort()).toEqual([A.cyrPhone.id, A.latPhone.id, A.roPhone.id].sort());
        }
        expect((await ids({ words: words('телефон') })).total).toBe(3);
      });

      it('folds diacritics on both sides', async () => {
        expect((await ids({ words: words('ujszeru') })).ids).toEqual([A.huLaptop.id]);
        expect((await ids({ words: words('újszerű') })).ids).toEqual([A.huLaptop.id]);
        expect((await ids({ words: words('incarcator') })).ids).toEqual([A.roPhone.id]);
        expect((await ids({ words: words('sest') })).ids).toEqual([A.latPhone.id]);
      });

      it('matches a one-letter word as a whole word only, in either script, with or without diacritics', async () => {
        // "u" begins "újszerű" (the Hungarian laptop) but is a word only of the Cyrillic phone ("у кутији").
        for (const word of ['u', 'у', 'U', 'ú']) expect({ word, ...(await ids({ words: words(word) })) }).toEqual({ word, total: 1, ids: [A.cyrPhone.id] });
        expect((await ids({ words: words('uj') })).ids).toEqual([A.huLaptop.id]);
        expect((await ids({ words: words('samsung u') })).ids).toEqual([A.cyrPhone.id]);
      });

      it('requires every word of a set, in the title or the description', async () => {
        expect((await ids({ words: words('samsung garancija') })).ids).toEqual([A.latPhone.id]);
        expect((await ids({ words: words('samsung stuhl') })).total).toBe(0);
      });

      it('finds a stored translation', async () => {
        expect((await ids({ words: words('wooden') })).ids).toEqual([A.deChair.id]);
      });

      it('finds nothing for an absent word', async () => {
        expect(await ids({ words: words('qzxwvtnope') })).toEqual({ total: 0, ids: [] });
      });

      it('searches a whole category subtree', async () => {
        const result = await ids({ categoryId: C.electronics.id });
        expect(result.ids.sort()).toEqual(
          [A.cyrPhone.id, A.latPhone.id, A.roPhone.id, A.huLaptop.id, A.uaLaptop.id].sort(),
        );
        expect((await ids({ categoryId: C.furniture.id })).total).toBe(3);
        expect((await ids({ categoryId: C.chairs.id, words: words('chair') })).ids.sort()).toEqual(
          [A.deChair.id, A.bumpedChair.id].sort(),
        );
      });

      it('filters by the exact city, without regard to case or diacritics', async () => {
        expect((await ids({ city: 'Beograd' })).ids).toEqual([A.repair.id, A.cyrPhone.id]);
        expect((await ids({ city: 'chisinau' })).ids).toEqual([A.roPhone.id]);
        expect((await ids({ city: 'Beo' })).total).toBe(0);
      });

      it('filters by seller type and advert type', async () => {
        expect((await ids({ sellerType: 'business' })).ids).toEqual([A.repair.id, A.huLaptop.id, A.latPhone.id]);
        expect((await ids({ sellerType: 'private' })).total).toBe(6);
        expect((await ids({ advertType: 'buy' })).ids).toEqual([A.wantedLaptop.id]);
        expect((await ids({ advertType: 'buy', words: words('laptop') })).ids).toEqual([A.wantedLaptop.id]);
        expect((await ids({ sellerType: 'private', words: words('samsung') })).ids).toEqual([A.roPhone.id, A.cyrPhone.id]);
      });

      it('filters prices in the given currency only, leaving out unpriced adverts', async () => {
        const result = await ids({ currency: 'EUR', priceMinMinor: 3_000, priceMaxMinor: 15_000 });
        expect(result.ids).toEqual([A.deTable.id, A.deChair.id, A.latPhone.id]);
        expect((await ids({ currency: 'EUR', priceMinMinor: 15_000, priceMaxMinor: 15_000 })).ids).toEqual([A.latPhone.id]);
        expect((await ids({ currency: 'RSD', priceMaxMinor: 10_000_000 })).ids).toEqual([A.cyrPhone.id]);
        // An advert with configurations is priced at its lowest configuration.
        expect((await ids({ currency: 'HUF', priceMaxMinor: 15_000_000 })).ids).toEqual([A.huLaptop.id]);
        expect((await ids({ currency: 'HUF', priceMaxMinor: 14_999_999 })).total).toBe(0);
      });

      it('sorts by price within the currency', async () => {
        expect((await ids({ sort: 'price_asc' })).ids).toEqual([A.bumpedChair.id, A.deChair.id, A.deTable.id, A.latPhone.id]);
        expect((await ids({ sort: 'price_desc' })).ids).toEqual([A.latPhone.id, A.deTable.id, A.deChair.id, A.bumpedChair.id]);
        expect((await ids({ sort: 'price_asc', currency: 'MDL' })).ids).toEqual([A.roPhone.id]);
      });

      it('sorts by distance and filters by radius, with distances', async () => {
        const nearest = (await ports.search.search(query({ point: PLACES.noviSad, sort: 'nearest', limit: 4 })))._unsafeUnwrap();
        // Equal distances go by id, ascending: merging the pages of several keyword sets relies on it.
        expect(nearest.items.map((i) => i.id)).toEqual([A.latPhone.id, A.bumpedChair.id, A.cyrPhone.id, A.repair.id]);
        expect(nearest.items[0]!.distanceKm).toBeLessThan(0.01);
        expect(nearest.items[2]!.distanceKm).toBeGreaterThan(60);
        expect(nearest.items[2]!.distanceKm).toBeLessThan(80);
        const around = await ids({ point: PLACES.belgrade, radiusKm: 10 });
        expect(around.ids).toEqual([A.repair.id, A.cyrPhone.id]);
        expect((await ids({ point: PLACES.belgrade, radiusKm: 100 })).total).toBe(4);
        const plain = (await ports.search.search(query({})))._unsafeUnwrap();
        expect(plain.items.every((i) => i.distanceKm === null)).toBe(true);
      });

      it('combines keywords with a radius: exactly the matches of both, whatever plan serves them', async () => {
        let found = 0;
        for (const text of ['telefon samsung', 'laptop', 'chair', 'samsung']) {
          const byWords = await ids({ words: words(text), limit: 20 });
          const around = await ids({ point: PLACES.noviSad, radiusKm: 100, limit: 20 });
          const both = await ids({ words: words(text), point: PLACES.noviSad, radiusKm: 100, limit: 20 });
          expect(both.ids.sort(), text).toEqual(byWords.ids.filter((id) => around.ids.includes(id)).sort());
          expect(both.total, text).toBe(both.ids.length);
          found += both.total;
        }
        expect(found).toBeGreaterThan(2);
      });

      it('counts all matches while returning at most `limit`', async () => {
        const page = (await ports.search.search(query({ limit: 2 })))._unsafeUnwrap();
        expect(page.total).toBe(9);
        expect(page.items).toHaveLength(2);
      });

      it('returns card facts: language, price from, stock, category path, seller', async () => {
        const page = (await ports.search.search(query({ words: words('laptop dell'), lang: 'de' })))._unsafeUnwrap();
        const card = page.items[0]!;
        expect(card).toMatchObject({
          id: A.huLaptop.id,
          title: { text: 'Laptop Dell újszerű', lang: 'hu' },
          priceMinor: 15_000_000,
          currency: 'HUF',
          priceFrom: true,
          inStock: true,
          city: 'Budapest',
          categoryId: C.laptops.id,
          categoryPath: ['Electronics (de)', 'Computers (de)', 'Laptops (de)'],
          seller: { id: S.shop.id, name: 'TechShop', isBusiness: true },
        });
        const ua = (await ports.search.search(query({ words: words('lenovo') })))._unsafeUnwrap().items[0]!;
        expect(ua.inStock).toBe(false);
        expect(ua.seller).toEqual({ id: S.ana.id, name: 'Ana', isBusiness: false });
        const chair = (await ports.search.search(query({ words: words('stuhl'), lang: 'en' })))._unsafeUnwrap().items[0]!;
        expect(chair.title).toEqual({ text: 'Wooden chair', lang: 'en' });
        expect(chair.discountPercent).toBe(20);
        expect(chair.discountUntil?.toISOString()).toBe('2026-01-20T00:00:00.000Z');
      });
    });

    describe('one advert', () => {
      it('returns the advert in full in the requested language when stored', async () => {
        const advert = (await ports.adverts.getAdvert(A.deChair.id, 'en'))._unsafeUnwrap()!;
        expect(advert).toMatchObject({
          status: 'active',
          type: 'sell',
          title: { text: 'Wooden chair', lang: 'en' },
          description: { text: 'A solid chair.', lang: 'en' },
          priceMinor: 4_000,
          variants: [],
          receivingMethods: null,
          seller: { id: S.ana.id, name: 'Ana', isBusiness: false },
          sellerReviews: { count: 1, dealsCount: 0, average: 3 },
        });
        const original = (await ports.adverts.getAdvert(A.deChair.id, 'ru'))._unsafeUnwrap()!;
        expect(original.description).toEqual({ text: 'Massiver Stuhl.', lang: 'de' });
      });

      it('returns variants, specs, receiving methods, photos and storefront reviews', async () => {
        const advert = (await ports.adverts.getAdvert(A.huLaptop.id, 'en'))._unsafeUnwrap()!;
        expect(advert.variants).toEqual(A.huLaptop.variants);
        expect(advert.specs).toEqual([{ name: 'RAM', value: '8-16 GB' }]);
        expect(advert.receivingMethods).toEqual(['pickup']);
        expect(advert.sellerReviews).toEqual({ count: 2, dealsCount: 3, average: 4.5 });
        const phone = (await ports.adverts.getAdvert(A.cyrPhone.id, 'sr'))._unsafeUnwrap()!;
        expect(phone.photoKeys).toEqual(['fixture/phone-1.webp', 'fixture/phone-2.webp']);
        expect(phone.title).toEqual({ text: 'Телефон Самсунг Галакси', lang: 'sr' });
      });

      it('returns archived adverts and nothing for an unknown id', async () => {
        expect((await ports.adverts.getAdvert(A.archivedChair.id, 'en'))._unsafeUnwrap()?.status).toBe('archived');
        expect((await ports.adverts.getAdvert('10000000-0000-4000-8000-999999999999', 'en'))._unsafeUnwrap()).toBeNull();
      });
    });

    describe('categories', () => {
      it('lists from the roots with active advert counts over each subtree', async () => {
        const records = (await ports.categories.listSubtree({ parentId: null, depth: 2, lang: 'ru' }))._unsafeUnwrap()!;
        const byId = new Map(records.map((r) => [r.id, r]));
        expect([...byId.keys()].sort()).toEqual(
          [C.electronics, C.phones, C.computers, C.home, C.furniture, C.services, C.repairs].map((c) => c.id).sort(),
        );
        expect(byId.get(C.electronics.id)).toMatchObject({ title: 'Electronics (ru)', advertsCount: 6, isLeaf: false, parentId: null });
        expect(byId.get(C.computers.id)?.advertsCount).toBe(3);
        expect(byId.get(C.furniture.id)?.advertsCount).toBe(3);
        expect(byId.get(C.repairs.id)).toMatchObject({ advertsCount: 1, isLeaf: true });
      });

      it('lists below a parent to the given depth, and nothing for an unknown parent', async () => {
        const records = (await ports.categories.listSubtree({ parentId: C.home.id, depth: 1, lang: 'en' }))._unsafeUnwrap()!;
        expect(records.map((r) => r.id)).toEqual([C.furniture.id]);
        const deep = (await ports.categories.listSubtree({ parentId: C.home.id, depth: 4, lang: 'en' }))._unsafeUnwrap()!;
        expect(deep.map((r) => r.id).sort()).toEqual([C.furniture.id, C.chairs.id, C.tables.id].sort());
        expect(deep.find((r) => r.id === C.chairs.id)?.advertsCount).toBe(2);
        expect((await ports.categories.listSubtree({ parentId: C.chairs.id, depth: 2, lang: 'en' }))._unsafeUnwrap()).toEqual([]);
        expect(
          (await ports.categories.listSubtree({ parentId: '10000000-0000-4000-8000-999999999999', depth: 2, lang: 'en' }))._unsafeUnwrap(),
        ).toBeNull();
      });
    });

    describe('storefronts', () => {
      it('shows the business storefront by default when the seller has one', async () => {
        const page = (await ports.storefronts.getStorefront({ sellerId: S.shop.id, business: null, limit: 2, lang: 'en' }))._unsafeUnwrap()!;
        expect(page.storefront).toEqual({
          seller: { id: S.shop.id, name: 'TechShop', isBusiness: true },
          description: { text: 'Продаја телефона и рачунара', lang: 'sr' },
          city: 'Novi Sad',
          reviews: { count: 2, dealsCount: 3, average: 4.5 },
          advertsTotal: 3,
        });
        expect(page.adverts.map((a) => a.id)).toEqual([A.repair.id, A.huLaptop.id]);
      });

      it('shows the private adverts apart, and none of the other contour', async () => {
        const page = (await ports.storefronts.getStorefront({ sellerId: S.shop.id, business: false, limit: 10, lang: 'en' }))._unsafeUnwrap()!;
        expect(page.storefront.seller).toEqual({ id: S.shop.id, name: 'Marko', isBusiness: false });
        expect(page.storefront.advertsTotal).toBe(0);
        expect(page.adverts).toEqual([]);
        const ana = (await ports.storefronts.getStorefront({ sellerId: S.ana.id, business: null, limit: 3, lang: 'en' }))._unsafeUnwrap()!;
        expect(ana.storefront.seller.isBusiness).toBe(false);
        expect(ana.storefront.advertsTotal).toBe(7);
        expect(ana.adverts.map((a) => a.id)).toEqual([A.bumpedChair.id, A.deTable.id, A.uaLaptop.id]);
      });

      it('has no business storefront for a private seller and nothing for an unknown seller', async () => {
        expect((await ports.storefronts.getStorefront({ sellerId: S.ana.id, business: true, limit: 10, lang: 'en' }))._unsafeUnwrap()).toBeNull();
        expect(
          (await ports.storefronts.getStorefront({ sellerId: '10000000-0000-4000-8000-999999999999', business: null, limit: 10, lang: 'en' }))._unsafeUnwrap(),
        ).toBeNull();
      });
    });
  });

  // Four offers alike in date, price and place: only the id orders them. Merging the pages of
  // several keyword sets (mergeSearchPages) relies on each sort's tie order.
  describe(`public read ports, equal sort keys: ${name}`, () => {
    const tieId = (n: number) => `10000000-0000-4000-8000-${(900 + n).toString().padStart(12, '0')}`;
    const alike = [3, 1, 4, 2].map((n) =>
      anAdvert({ id: tieId(n), sellerId: S.ana.id, categoryId: C.chairs.id, priceMinor: 1_000, currency: 'EUR', location: PLACES.noviSad, createdAt: new Date('2026-01-05T10:00:00.000Z') }),
    );
    const ties: MarketplaceFixture = {
      categories: Object.values(C), sellers: [S.ana], adverts: alike, reviews: [], deals: [],
    };
    let harness: PublicReadHarness;
    beforeAll(async () => {
      harness = await open(ties);
    });
    afterAll(async () => harness?.close());
    const order = async (q: Partial<AdvertSearchQuery>) => (await harness.ports.search.search(query(q)))._unsafeUnwrap().items.map((i) => i.id);
    const ascending = [1, 2, 3, 4].map(tieId);
    const descending = [...ascending].reverse();

    it('orders equal keys by id: descending for newest and price_desc, ascending for price_asc and nearest', async () => {
      expect(await order({ sort: 'newest' })).toEqual(descending);
      expect(await order({ sort: 'price_desc' })).toEqual(descending);
      expect(await order({ sort: 'price_asc' })).toEqual(ascending);
      expect(await order({ sort: 'nearest', point: PLACES.belgrade })).toEqual(ascending);
      expect(await order({ sort: 'price_asc', limit: 2 })).toEqual(ascending.slice(0, 2));
      expect(await order({ sort: 'newest', words: words('something'), limit: 2 })).toEqual(descending.slice(0, 2));
    });
  });
}
