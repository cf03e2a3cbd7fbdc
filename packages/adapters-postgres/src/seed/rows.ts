import type {
  Language,
  StoredAdvert,
  StoredCategory,
  StoredDeal,
  StoredReview,
  StoredSeller,
} from '@marketplace/core';

/**
 * Plain-data rows for every table a seed fills (from the domain's stored records), computed once
 * and written either by INSERT (tests, the embedded database) or by COPY (the million-advert
 * load). Both writers, and publishing a draft, store an advert's derived columns (search
 * document, shown price, stock) with the same code (../advert-rows.ts).
 */

export interface UserSeed extends StoredSeller {
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
  readonly categories: readonly StoredCategory[];
  readonly users: readonly UserSeed[];
  readonly adverts: readonly StoredAdvert[];
  readonly reviews: readonly (StoredReview & { id: string; createdAt: Date })[];
  readonly deals: readonly (StoredDeal & { id: string; createdAt: Date })[];
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
export function categoryIndex(categories: readonly StoredCategory[]) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const parents = new Set(categories.map((c) => c.parentId).filter((id): id is string => id !== null));
  const ancestors = (id: string): string[] => {
    const chain: string[] = [];
    for (let c = byId.get(id); c; c = c.parentId ? byId.get(c.parentId) : undefined) chain.push(c.id);
    return chain;
  };
  return { ancestors, isLeaf: (id: string) => !parents.has(id) };
}

export function categoryRows(categories: readonly StoredCategory[]) {
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

export function variantRows(advert: StoredAdvert, newId: () => string) {
  return advert.variants.map((v, position) => ({
    id: newId(),
    advertId: advert.id,
    position,
    title: v.title,
    priceMinor: v.priceMinor,
    isAvailable: v.isAvailable,
  }));
}
