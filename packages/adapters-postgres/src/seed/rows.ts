import type {
  AdvertFixture,
  CategoryFixture,
  DealFixture,
  ReviewFixture,
  SellerFixture,
} from '@marketplace/core/testing';
import { isInStock, isStartingPrice, lowestVariantPrice, type Language } from '@marketplace/core';
import { searchDocLexemes } from '../search-doc.js';

/**
 * Plain-data rows for every table a marketplace fixture fills, computed once and written either
 * by INSERT (tests, the embedded database) or by COPY (the million-advert load). Both writers
 * therefore store exactly the same derived columns (search document, shown price, stock).
 */

export interface UserSeed extends SellerFixture {
  readonly email?: string;
  readonly name?: string;
  readonly plan?: 'free' | 'basic' | 'plus' | 'pro';
  readonly lang?: Language;
}

export interface FavoriteSeed {
  readonly userId: string;
  readonly advertId: string;
  readonly createdAt: Date;
}

/** A stored photo adverts of the batch (or later batches) show by its key. */
export interface PhotoSeed {
  readonly id: string;
  readonly ownerId: string;
  readonly key: string;
  readonly contentType: string;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  readonly createdAt: Date;
}

export interface SeedData {
  readonly categories: readonly CategoryFixture[];
  readonly users: readonly UserSeed[];
  readonly adverts: readonly AdvertFixture[];
  readonly reviews: readonly (ReviewFixture & { id: string; createdAt: Date })[];
  readonly deals: readonly (DealFixture & { id: string; createdAt: Date })[];
  readonly favorites: readonly FavoriteSeed[];
  /** Photos loaded before the batch's adverts (in use from the start: cleanup never takes them). */
  readonly photos?: readonly PhotoSeed[];
}

export function photoRows(photos: readonly PhotoSeed[]) {
  return photos.map((p) => ({
    id: p.id,
    ownerId: p.ownerId,
    storageKey: p.key,
    thumbnailKey: null,
    contentType: p.contentType,
    width: p.width,
    height: p.height,
    bytes: p.bytes,
    createdAt: p.createdAt,
    usedAt: p.createdAt,
  }));
}

export function userRows(users: readonly UserSeed[]) {
  return {
    users: users.map((u) => ({
      id: u.id,
      email: (u.email ?? `${u.id}@example.test`).toLowerCase(),
      name: u.name ?? u.firstName,
      firstName: u.firstName,
      plan: u.plan ?? 'free',
      lang: u.lang ?? 'en',
      createdAt: new Date('2025-01-01T00:00:00.000Z'),
    })),
    businesses: users.flatMap((u) =>
      u.business
        ? [
            {
              userId: u.id,
              name: u.business.name,
              description: u.business.description,
              descriptionLang: u.business.descriptionLang,
              city: u.business.city,
            },
          ]
        : [],
    ),
  };
}

/** Category ids with their ancestors (self first) and leaf flags. */
export function categoryIndex(categories: readonly CategoryFixture[]) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const parents = new Set(categories.map((c) => c.parentId).filter((id): id is string => id !== null));
  const ancestors = (id: string): string[] => {
    const chain: string[] = [];
    for (let c = byId.get(id); c; c = c.parentId ? byId.get(c.parentId) : undefined) chain.push(c.id);
    return chain;
  };
  return { ancestors, isLeaf: (id: string) => !parents.has(id) };
}

export function categoryRows(categories: readonly CategoryFixture[]) {
  const index = categoryIndex(categories);
  return {
    categories: categories.map((c) => ({
      id: c.id,
      parentId: c.parentId,
      position: c.position,
      slug: c.titles.en.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      kind: c.kind,
      path: index.ancestors(c.id).reverse(),
      isLeaf: index.isLeaf(c.id),
    })),
    titles: categories.flatMap((c) =>
      (Object.entries(c.titles) as [Language, string][]).map(([lang, title]) => ({ categoryId: c.id, lang, title })),
    ),
  };
}

export function advertRow(advert: AdvertFixture, ancestors: readonly string[]) {
  const texts = Object.values(advert.texts).filter((t) => t !== undefined);
  const hasVariants = advert.variants.length > 0;
  const sortAt = advert.bumpedAt && advert.bumpedAt > advert.createdAt ? advert.bumpedAt : advert.createdAt;
  return {
    id: advert.id,
    sellerId: advert.sellerId,
    contour: advert.contour,
    status: advert.status,
    type: advert.type,
    categoryId: advert.categoryId,
    condition: advert.condition,
    originalLang: advert.originalLang,
    priceMinor: hasVariants ? lowestVariantPrice(advert.variants) : advert.priceMinor,
    currency: advert.currency,
    priceFrom: isStartingPrice(advert.variants),
    isNegotiable: advert.isNegotiable,
    hasVariants,
    inStock: isInStock(advert.variants),
    discountPercent: advert.discountPercent,
    discountUntil: advert.discountUntil,
    city: advert.city,
    latitude: advert.location?.latitude ?? null,
    longitude: advert.location?.longitude ?? null,
    address: advert.city ? { city: advert.city } : null,
    specs: advert.specs,
    receivingMethods: advert.contour === 'business' ? [...(advert.receivingMethods ?? ['pickup'])] : null,
    coverPhotoKey: advert.photoKeys[0] ?? null,
    createdAt: advert.createdAt,
    updatedAt: sortAt,
    bumpedAt: advert.bumpedAt,
    sortAt,
    archivedAt: advert.status === 'archived' ? sortAt : null,
    searchLexemes: searchDocLexemes({
      texts,
      categoryPath: ancestors,
      city: advert.city,
      contour: advert.contour,
      type: advert.type,
    }),
  };
}

export function advertTextRows(advert: AdvertFixture) {
  return (Object.entries(advert.texts) as [Language, { title: string; description: string }][]).map(
    ([lang, text]) => ({
      advertId: advert.id,
      lang,
      title: text.title,
      description: text.description,
      isOriginal: lang === advert.originalLang,
    }),
  );
}

export function variantRows(advert: AdvertFixture, newId: () => string) {
  return advert.variants.map((v, position) => ({
    id: newId(),
    advertId: advert.id,
    position,
    title: v.title,
    priceMinor: v.priceMinor,
    isAvailable: v.isAvailable,
  }));
}
