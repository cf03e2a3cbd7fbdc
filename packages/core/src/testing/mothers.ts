import { LANGUAGES, type Language } from '../domain/language.js';
import type { AdvertSearchQuery } from '../ports/public-reads.js';
import type { AdvertFixture, CategoryFixture, SellerFixture } from './fixtures.js';

/** Small builders of test data ("object mothers"): sensible defaults, override what matters. */

let counter = 0;
/** A valid, unique UUID (version 4 layout) for test data. */
export function testId(): string {
  counter += 1;
  const hex = counter.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

export const titlesIn = (title: string): Record<Language, string> =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, lang === 'en' ? title : `${title} (${lang})`])) as Record<
    Language,
    string
  >;

export function aCategory(overrides: Partial<CategoryFixture> & { title?: string } = {}): CategoryFixture {
  const { title = 'Category', ...rest } = overrides;
  return { id: testId(), parentId: null, position: 0, kind: 'goods', titles: titlesIn(title), ...rest };
}

export function aSeller(overrides: Partial<SellerFixture> = {}): SellerFixture {
  return { id: testId(), firstName: 'Ana', business: null, ...overrides };
}

export function anAdvert(
  overrides: Partial<AdvertFixture> & Pick<AdvertFixture, 'sellerId' | 'categoryId'>,
): AdvertFixture {
  return {
    id: testId(),
    contour: 'private',
    status: 'active',
    type: 'sell',
    condition: 'used',
    originalLang: 'en',
    texts: { en: { title: 'Something for sale', description: 'In good order.' } },
    priceMinor: 10_000,
    currency: 'EUR',
    isNegotiable: false,
    discountPercent: null,
    discountUntil: null,
    city: 'Belgrade',
    location: { latitude: 44.8125, longitude: 20.4612 },
    specs: [],
    variants: [],
    receivingMethods: null,
    photoKeys: [],
    createdAt: new Date('2026-01-01T10:00:00.000Z'),
    bumpedAt: null,
    ...overrides,
  };
}

/** A search of every advert for sale, newest first, 20 to a page, in English, with `overrides`. */
export function aSearchQuery(overrides: Partial<AdvertSearchQuery> = {}): AdvertSearchQuery {
  return {
    words: null,
    categoryId: null,
    city: null,
    point: null,
    radiusKm: null,
    currency: 'EUR',
    priceMinMinor: null,
    priceMaxMinor: null,
    sellerType: 'all',
    advertType: 'sell',
    sort: 'newest',
    limit: 20,
    lang: 'en',
    ...overrides,
  };
}
